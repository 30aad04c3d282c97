import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_STATES, serverMessages } from '@rnorm/contracts';
import type { ContentPack } from '@rnorm/engine';
import { contentFixture } from '@rnorm/engine/testing';
import { createSystemUpdatesRepository } from '@rnorm/db';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { buildUpdateServer } from '../../update-server-app.ts';
import { createEngineProvider } from '../jobs/engine-provider.ts';
import { issueLicense } from '../licensing/license-keys.ts';
import { encodeContentPackage } from './content-package.ts';
import { writePackage } from './package-build-command.ts';

const vendor = generateKeyPairSync('ed25519');
const vendorPem = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const license = issueLicense({ customerId: 'C-9', days: 30, privateKey: vendor.privateKey });

// The product starts on content 1.0.0; the update server offers 1.1.0, which knows one product more.
const installedPack: ContentPack = {
  model: { ...contentFixture.model, version: '1.0.0' },
  catalog: { ...contentFixture.catalog, version: '1.0.0' },
};
const newerCatalog = {
  ...installedPack.catalog,
  version: '1.1.0',
  publishers: [...installedPack.catalog.publishers, { id: 'contoso', name: 'Contoso', aliases: ['Contoso Ltd.'] }],
  products: [
    ...installedPack.catalog.products,
    { id: 'test:contoso-agent', publisherId: 'contoso', name: 'Contoso Inventory Agent', aliases: [] },
  ],
};
// No publisher and a title the installed catalog does not know: Matchfix until the new content names it.
const NEW_PRODUCT_ROW = 'Unknown,Contoso Inventory Agent,4.2.1';

describe.each(BACKENDS)('updates of Content, Model and Software on %s', (backend) => {
  let t: TestContext;
  let updateServer: FastifyInstance;
  let packagesDir: string;
  let packageFile: string;
  let adminKey: string;
  let companyId: number;
  let adminId: number;
  let userKey: string;

  beforeAll(async () => {
    packagesDir = mkdtempSync(join(tmpdir(), 'rnorm-packages-'));
    const manifest = await writePackage({
      kind: 'content',
      version: '1.1.0',
      body: encodeContentPackage({ kind: 'content', catalog: newerCatalog }),
      extension: '.json.gz',
      releaseNotes: 'Adds Contoso Inventory Agent.',
      outDir: packagesDir,
      privateKey: vendor.privateKey,
    });
    packageFile = join(packagesDir, manifest.file);
    await writePackage({
      kind: 'software',
      version: '0.2.0',
      body: Buffer.from('a software archive'),
      extension: '.tar.gz',
      releaseNotes: 'Faster exports.',
      outDir: packagesDir,
      privateKey: vendor.privateKey,
    });
    updateServer = await buildUpdateServer({ publicKeys: [vendor.publicKey], packagesDir, logLevel: 'silent' });
    const address = await updateServer.listen({ port: 0, host: '127.0.0.1' });

    const holder: { context?: TestContext } = {};
    const engine = createEngineProvider(
      () => undefined,
      () => (holder.context ? createSystemUpdatesRepository(holder.context.catalog.db) : undefined),
      async () => installedPack,
    );
    holder.context = await createTestContext(
      backend,
      { RNORM_UPDATE_SERVER: address, RNORM_LICENSE_KEY: license, RNORM_LICENSE_PUBLIC_KEY: vendorPem },
      { jobs: { engine }, onContentInstalled: () => engine.invalidate(), contentVersions: () => engine.versions() },
    );
    t = holder.context;
    const company = await t.createCompany();
    companyId = company.id;
    ({ apiKey: adminKey, userId: adminId } = await t.signIn(
      (await t.createUser(company.id, { role: 'admin', installationAdmin: true })).username,
    ));
    ({ apiKey: userKey } = await t.signIn((await t.createUser(company.id)).username));
  });
  afterAll(async () => {
    await t.close();
    await updateServer.close();
  });

  const state = async (key = adminKey) => {
    const response = await t.app.inject({ url: '/v2/rnorm_system/update_state', headers: bearer(key) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().UpdateState;
  };
  const act = (action: string, key = adminKey) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/rnorm_system/message',
      headers: bearer(key),
      payload: { message: [action] },
    });
  async function statusOfNewProductRow(): Promise<string | undefined> {
    const upload = await t.app.inject({
      method: 'POST',
      url: `/v2/${adminId}/normalize/sw_job`,
      headers: bearer(adminKey),
      payload: uploadForm('contoso.csv', `Publisher,Title,Version\n${NEW_PRODUCT_ROW}\n`),
    });
    const jobId = upload.json<{ JobID: number }>().JobID;
    await t.jobProcessing.queue.idle();
    const exported = await t.app.inject({
      url: `/v2/${adminId}/jobs/export?job_id=${jobId}`,
      headers: bearer(adminKey),
    });
    return parseExportCsv(exported.body)[0]?.status;
  }

  it('offers the newer content with its notes and actions; Model and Software are Latest', async () => {
    expect(await state(userKey)).toEqual({
      Content: {
        currentVersion: '1.0.0',
        nextVersion: '1.1.0',
        state: PACKAGE_STATES.updateAvailable,
        stateAction: ['download:Content', 'download_install:Content'],
        releaseNotes: 'Adds Contoso Inventory Agent.',
      },
      Model: { currentVersion: '1.0.0', state: PACKAGE_STATES.latest },
      Software: {
        currentVersion: '0.1.0',
        nextVersion: '0.2.0',
        state: PACKAGE_STATES.updateAvailable,
        stateAction: ['download:Software', 'download_install:Software'],
        releaseNotes: 'Faster exports.',
      },
    });
  });

  it('stages a verified software update until a restart', async () => {
    const response = await act('download:Software');
    expect(response.json().ReturnObject.message).toBe(
      'Software is downloaded and verified: restart rnorm to apply it.',
    );
    expect((await state()).Software).toMatchObject({
      currentVersion: '0.1.0',
      nextVersion: '0.2.0',
      state: PACKAGE_STATES.restartToApply,
    });
    expect((await state()).Software.stateAction).toBeUndefined();
    expect(readFileSync(join(t.config.dataDir, 'updates', 'software-0.2.0.tar.gz'), 'utf8')).toBe('a software archive');
  });

  it('lets only the installation administrator act, and only with an action the state offers', async () => {
    expect((await act('download:Content', userKey)).statusCode).toBe(403);
    // A company's admin sees the state but cannot change the installation.
    const companyAdmin = await t.signIn((await t.createUser(companyId, { role: 'admin' })).username);
    expect((await state(companyAdmin.apiKey)).Content).toBeDefined();
    const refused = await act('download:Content', companyAdmin.apiKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverMessages.forbiddenInstallation);
    expect((await act('install:Content')).statusCode).toBe(409);
    expect((await act('download:Model')).statusCode).toBe(409);
    expect((await act('reboot:Content')).statusCode).toBe(400);
  });

  it('refuses a tampered package and changes nothing', async () => {
    const original = readFileSync(packageFile);
    const tampered = Buffer.from(original);
    tampered[tampered.length - 10]! ^= 0xff;
    writeFileSync(packageFile, tampered);
    try {
      const response = await act('download_install:Content');
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(
        /^Download of Content failed: the downloaded package was refused: its sha256 is/,
      );
    } finally {
      writeFileSync(packageFile, original);
    }
    const after = (await state()).Content;
    expect(after).toMatchObject({ currentVersion: '1.0.0', state: PACKAGE_STATES.updateAvailable });
    expect(after.message).toContain('was refused');
    expect(await statusOfNewProductRow()).toBe('matchfix');
  });

  it('downloads, verifies and installs it: new jobs use it, and the state is Latest', async () => {
    expect(await statusOfNewProductRow()).toBe('matchfix');
    const downloaded = await act('download:Content');
    expect(downloaded.json()).toEqual({
      ReturnCode: 200,
      ReturnObject: { message: 'Content is downloaded and verified.' },
    });
    expect((await state()).Content).toMatchObject({
      state: PACKAGE_STATES.updateDownloaded,
      stateAction: ['install:Content'],
    });
    const installed = await act('install:Content');
    expect(installed.statusCode, installed.body).toBe(200);
    expect((await state()).Content).toEqual({ currentVersion: '1.1.0', state: PACKAGE_STATES.latest });
    expect(await statusOfNewProductRow()).toBe('normalized');
  });
});
