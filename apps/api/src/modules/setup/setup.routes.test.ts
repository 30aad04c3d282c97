import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { serverMessages, validationMessages, type SetupRequest } from '@rnorm/contracts';
import { createUsersRepository, openCatalogDatabase } from '@rnorm/db';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { buildSetupApp } from '../../setup-app.ts';
import { issueLicense } from '../licensing/license-keys.ts';
import { installationUrls, readInstallation } from './installation-store.ts';
import { createSetupService, type SetupService } from './setup.service.ts';
import { freePort as closedPort } from '../../testing/private-services.ts';

const vendor = generateKeyPairSync('ed25519');
const license = issueLicense({ customerId: 'C-7', days: 30, privateKey: vendor.privateKey });

function setupBody(
  overrides: { db?: object; metrics?: object; redis?: object; license?: string; adminPassword?: string } = {},
): SetupRequest {
  const database = { host: '127.0.0.1', port: '5432', user: 'rnorm', password: 'secret' };
  return {
    user_info: {
      license_jwt: overrides.license ?? license,
      admin_password: overrides.adminPassword ?? 'Owner-pass-2026',
    },
    server_info: { update_server: 'http://127.0.0.1:8090' },
    db_info: { ...database, db: 'CatalogDB', ...overrides.db },
    metrics_db_info: { ...database, db: 'MetricsDB', ...overrides.metrics },
    redis_cache_info: { host: '127.0.0.1', port: '6379', password: '', ...overrides.redis },
  };
}

async function setupApp(loadContent: () => Promise<string> = async () => 'catalog test / model test') {
  const dataDir = mkdtempSync(join(tmpdir(), 'rnorm-setup-'));
  const config = loadConfig({ RNORM_MODE: 'production', RNORM_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const initialized: unknown[] = [];
  const setup = createSetupService({
    configDir: config.configDir,
    trustedKeys: [vendor.publicKey],
    loadContent,
    onInitialized: (stored) => {
      initialized.push(stored);
    },
  });
  const app = await buildSetupApp({ config, setup, serveWebApp: true });
  return { app, config, setup, initialized };
}

describe('setup before it is done', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await setupApp());
  });
  afterAll(() => app.close());

  const initialize = (payload: object) => app.inject({ method: 'POST', url: '/v2/rnorm_initialize', payload });

  it('reports not_initialized, and other API paths answer that setup is needed', async () => {
    const status = await app.inject({ method: 'GET', url: '/v2/rnorm_initialized' });
    expect(status.json()).toEqual({ status: 'not_initialized', messages: [] });
    const jobs = await app.inject({ method: 'GET', url: '/v2/1/jobs/list' });
    expect(jobs.statusCode).toBe(503);
    expect(jobs.json().message).toContain('open /setup');
  });

  it('stores the API address for the web app', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/env' })).json()).toEqual({ REACT_APP_API_URL: '' });
    const update = await app.inject({
      method: 'POST',
      url: '/api/update-env',
      payload: { REACT_APP_API_URL: 'http://rnorm.example:8080/' },
    });
    expect(update.json()).toEqual({ updated: true });
    expect((await app.inject({ method: 'GET', url: '/api/env' })).json()).toEqual({
      REACT_APP_API_URL: 'http://rnorm.example:8080',
    });
    const empty = await app.inject({ method: 'POST', url: '/api/update-env', payload: { REACT_APP_API_URL: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(validationMessages.apiEndpointRequired);
  });

  it("refuses an incomplete form with the spec's messages", async () => {
    const noHost = await initialize(setupBody({ db: { host: '' } }));
    expect(noHost.statusCode).toBe(400);
    expect(noHost.json().message).toBe(validationMessages.dbHostRequired);
    const metricsPort = await initialize(setupBody({ metrics: { port: '54x' } }));
    expect(metricsPort.json().message).toBe(validationMessages.portNumeric);
    const noMetricsUser = await initialize(setupBody({ metrics: { user: ' ' } }));
    expect(noMetricsUser.json().message).toBe(validationMessages.metricsUsernameRequired);
    const shortPassword = await initialize({
      ...setupBody(),
      user_info: { license_jwt: license, admin_password: 'short' },
    });
    expect(shortPassword.json().message).toBe(validationMessages.passwordMin);
  });

  it('names every cause at once: a common admin password, a licence from another vendor, PostgreSQL and Redis unreachable', async () => {
    const [dbPort, redisPort] = [await closedPort(), await closedPort()];
    const stranger = generateKeyPairSync('ed25519');
    const response = await initialize(
      setupBody({
        license: issueLicense({ customerId: 'C-7', days: 30, privateKey: stranger.privateKey }),
        db: { port: String(dbPort) },
        metrics: { port: String(dbPort) },
        redis: { port: String(redisPort) },
        adminPassword: 'password1',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'error',
      messages: [
        `Admin password: ${serverMessages.passwordTooCommon}`,
        'The licence key was refused: The licence key is not signed by the vendor.',
        `could not connect to PostgreSQL at 127.0.0.1:${dbPort}: connection refused`,
        `could not connect to PostgreSQL at 127.0.0.1:${dbPort}: connection refused`,
        `could not connect to Redis at 127.0.0.1:${redisPort}: connection refused`,
      ],
    });
    expect((await app.inject({ method: 'GET', url: '/v2/rnorm_initialized' })).json().status).toBe('error');
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SERVERS = databaseUrl && redisUrl ? ['PostgreSQL and Redis'] : [];

/**
 * Against the real servers: CI's PostgreSQL asks `rnorm_setup` for its password (scram-sha-256 in pg_hba.conf), so
 * that a wrong password is refused as it would be in production.
 */
describe.each(SERVERS)('setup on %s', () => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  const server = new URL(databaseUrl ?? 'postgres://localhost');
  const redis = new URL(redisUrl ?? 'redis://localhost');
  const role = { user: 'rnorm_setup', password: 'setup-secret-1' };
  const realBody = (overrides: { db?: object } = {}) =>
    setupBody({
      db: { host: server.hostname, port: server.port, ...role, ...overrides.db },
      metrics: { host: server.hostname, port: server.port, ...role },
      redis: { host: redis.hostname, port: redis.port },
    });
  const databasesNamed = async () =>
    (
      await admin.query<{ datname: string }>(
        "select datname from pg_database where datname in ('CatalogDB', 'MetricsDB') order by 1",
      )
    ).rows.map((row) => row.datname);

  beforeAll(async () => {
    await admin.connect();
    await admin.query(
      `do $$ begin
         if not exists (select from pg_roles where rolname = 'rnorm_setup') then
           create role rnorm_setup login createdb password 'setup-secret-1';
         end if;
       end $$`,
    );
    await admin.query(`alter role rnorm_setup password 'setup-secret-1'`);
    for (const name of ['CatalogDB', 'MetricsDB']) await admin.query(`drop database if exists "${name}" with (force)`);
  });
  afterAll(async () => {
    for (const name of ['CatalogDB', 'MetricsDB']) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  async function waitForOutcome(setup: SetupService) {
    for (let i = 0; i < 300; i += 1) {
      const status = await setup.status();
      if (status.status !== 'in_progress') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('setup did not finish within 30 s');
  }

  it('names a wrong database password', async () => {
    const { app } = await setupApp();
    const response = await app.inject({
      method: 'POST',
      url: '/v2/rnorm_initialize',
      payload: realBody({ db: { password: 'wrong-password' } }),
    });
    expect(response.json()).toEqual({
      status: 'error',
      messages: [
        `could not connect to PostgreSQL at ${server.hostname}:${server.port}: password authentication failed for user "rnorm_setup"`,
      ],
    });
    await app.close();
  });

  it('undoes a failed attempt, and a retry sets the product up', async () => {
    let contentFails = true;
    const { app, config, setup, initialized } = await setupApp(async () => {
      if (contentFails) throw new Error('the content pack cannot be read');
      return 'catalog 1.0.0 / model 1.0.0';
    });
    const first = await app.inject({ method: 'POST', url: '/v2/rnorm_initialize', payload: realBody() });
    expect(first.json().status).toBe('in_progress');
    expect(first.json().messages).toContain(`Connected to Redis at ${redis.hostname}:${redis.port}.`);
    const failed = await waitForOutcome(setup);
    expect(failed.status).toBe('error');
    // The messages in full on failure: a drop that failed says why in them.
    expect(failed.messages, failed.messages.join('\n')).toContain('Setup failed: the content pack cannot be read');
    expect(failed.messages, failed.messages.join('\n')).toContain('Removed database CatalogDB again.');
    expect(await databasesNamed()).toEqual([]);
    expect(await readInstallation(config.configDir)).toBeUndefined();

    contentFails = false;
    const retry = await app.inject({ method: 'POST', url: '/v2/rnorm_initialize', payload: realBody() });
    expect(retry.json().status).toBe('in_progress');
    const done = await waitForOutcome(setup);
    expect(done.status).toBe('success');
    expect(done.messages).toEqual(
      expect.arrayContaining([
        `Created database CatalogDB at ${server.hostname}:${server.port}.`,
        'Migrated CatalogDB.',
        'Migrated MetricsDB.',
        'Loaded content pack catalog 1.0.0 / model 1.0.0.',
        'Created user admin with the chosen password.',
      ]),
    );
    expect(await databasesNamed()).toEqual(['CatalogDB', 'MetricsDB']);
    expect(initialized).toHaveLength(1);

    // The configuration: secrets apart, readable by the owner only.
    const stored = (await readInstallation(config.configDir))!;
    expect(stored.installation.catalogDatabase).toEqual({
      host: server.hostname,
      port: Number(server.port),
      user: 'rnorm_setup',
      db: 'CatalogDB',
    });
    expect(JSON.stringify(stored.installation)).not.toContain('setup-secret-1');
    expect(stored.secrets.catalogDatabasePassword).toBe('setup-secret-1');
    expect(statSync(join(config.configDir, 'rnorm-secrets.json')).mode & 0o777).toBe(0o600);

    // admin signs in with the chosen password.
    const catalog = await openCatalogDatabase({ kind: 'postgres', url: installationUrls(stored).catalogDatabaseUrl });
    const adminUser = await createUsersRepository(catalog.db).findByUsername('admin');
    expect(adminUser?.role).toBe('admin');
    expect(await verifyPassword(adminUser!.passwordHash, 'Owner-pass-2026')).toBe(true);
    await catalog.close();

    // Set up: nothing can be changed through the setup calls any more.
    const again = await app.inject({ method: 'POST', url: '/v2/rnorm_initialize', payload: realBody() });
    expect(again.json()).toEqual({ status: 'error', messages: ['rnorm is set up already.'] });
    const env = await app.inject({
      method: 'POST',
      url: '/api/update-env',
      payload: { REACT_APP_API_URL: 'http://elsewhere.example' },
    });
    expect(env.statusCode).toBe(403);
    await app.close();
  }, 60_000);
});
