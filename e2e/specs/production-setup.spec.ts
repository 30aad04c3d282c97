import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { runTitleJob } from '../support/product-api.ts';

/**
 * A production install from nothing, on the real PostgreSQL and Redis CI starts: the setup wizard (with its failure
 * paths), then a signed content update from the update server. The spec starts its own product and update server;
 * CI's PostgreSQL asks `rnorm_setup` for a password (see .ci/run).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SERVERS = databaseUrl && redisUrl ? [{ database: new URL(databaseUrl), redis: new URL(redisUrl) }] : [];

const REPO = resolve(import.meta.dirname, '../..');
const ROLE = { user: 'rnorm_setup', password: 'setup-secret-1' };
const ADMIN_PASSWORD = 'Chosen-owner-pass-1';
// No publisher and a title the shipped catalog does not know: Matchfix until a content update names the product.
const NEW_PRODUCT_ROW = 'Unknown,Contoso Inventory Agent,4.2.1';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

// The product's compiled entries, run with plain `node` as `npm start` runs them; `npm start` (Playwright's web
// server) has built them before any test starts.
function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

for (const servers of SERVERS) {
  test.describe('production install', () => {
    test.describe.configure({ mode: 'serial', timeout: 240_000 });

    const work = mkdtempSync(join(tmpdir(), 'rnorm-production-'));
    const packagesDir = join(work, 'packages');
    const vendor = generateKeyPairSync('ed25519');
    const privateKeyFile = join(work, 'vendor.pem');
    const publicKeyFile = join(work, 'vendor.pub.pem');
    writeFileSync(privateKeyFile, vendor.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicKeyFile, vendor.publicKey.export({ type: 'spki', format: 'pem' }));
    const admin = new pg.Client({ connectionString: databaseUrl });
    const processes: ChildProcess[] = [];
    let product = '';
    let updateServer = '';
    let license = '';

    const dropDatabases = async () => {
      for (const name of ['CatalogDB', 'MetricsDB']) {
        await admin.query(`drop database if exists "${name}" with (force)`);
      }
    };

    test.beforeAll(async () => {
      await admin.connect();
      await admin.query(
        `do $$ begin
           if not exists (select from pg_roles where rolname = 'rnorm_setup') then create role rnorm_setup login createdb; end if;
         end $$`,
      );
      await admin.query(`alter role rnorm_setup createdb password '${ROLE.password}'`);
      await dropDatabases();
      // The vendor: a licence key signed with its key, by the real command.
      license = execFileSync(
        process.execPath,
        ['apps/api/dist/license-issue.js', '--customer', 'ACME-1', '--days', '30', '--key', privateKeyFile],
        { cwd: REPO, encoding: 'utf8' },
      ).trim();
      const [productPort, updatePort] = [await freePort(), await freePort()];
      product = `http://127.0.0.1:${productPort}`;
      updateServer = `http://127.0.0.1:${updatePort}`;
      processes.push(
        start('apps/api/dist/update-server.js', {
          PORT: String(updatePort),
          RNORM_PACKAGES_DIR: packagesDir,
          RNORM_MODE: 'production',
          RNORM_LICENSE_PUBLIC_KEY: publicKeyFile,
          LOG_LEVEL: 'warn',
        }),
        start('apps/api/dist/server.js', {
          PORT: String(productPort),
          HOST: '127.0.0.1',
          RNORM_MODE: 'production',
          RNORM_DATA_DIR: join(work, 'data'),
          RNORM_CONFIG_DIR: join(work, 'config'),
          RNORM_LICENSE_PUBLIC_KEY: publicKeyFile,
          RNORM_UPDATE_CHECK_SECONDS: '2',
          RNORM_QUEUE_NAME: `rnorm-e2e-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'warn',
        }),
      );
      await Promise.all([waitFor(`${product}/v2/rnorm_initialized`), waitFor(`${updateServer}/v2/packages`)]);
    });

    test.afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await new Promise((done) => setTimeout(done, 1_000));
      await dropDatabases();
      await admin.end();
    });

    /** Steps 1 and 2: the endpoint (prefilled) and the licence key, checked with the update server. */
    async function throughLicence(page: Page, key: string) {
      await expect(page.getByLabel('API Endpoint')).toHaveValue(product);
      await next(page);
      await page.getByLabel('API License Key').fill(key);
      await page.getByLabel('Update Server').fill(updateServer);
      await next(page);
    }

    test('opens the wizard; a declined licence agreement aborts the setup', async ({ page }) => {
      expect(await (await fetch(`${product}/v2/rnorm_initialized`)).json()).toEqual({
        status: 'not_initialized',
        messages: [],
      });
      await page.goto(`${product}/`);
      await expect(page).toHaveURL(/\/setup$/);
      await throughLicence(page, license);
      const eula = page.getByRole('dialog');
      await expect(eula).toContainText('Governing Law');
      await eula.getByRole('button', { name: 'Decline' }).click();
      const aborted = page.getByRole('dialog', { name: 'Setup aborted' });
      await expect(aborted).toBeVisible();
      await aborted.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('dialog', { name: 'Setup aborted' }).getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText('Welcome to rnorm')).toBeVisible();
    });

    test('refuses a licence key the vendor did not sign', async ({ page }) => {
      const stranger = generateKeyPairSync('ed25519');
      const header = Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url');
      const claims = Buffer.from(JSON.stringify({ iss: 'rnorm', sub: 'ACME-1', iat: 1, exp: 4102444800 })).toString(
        'base64url',
      );
      const { sign } = await import('node:crypto');
      const forged = `${header}.${claims}.${sign(null, Buffer.from(`${header}.${claims}`), stranger.privateKey).toString('base64url')}`;
      await page.goto(`${product}/setup`);
      await throughLicence(page, forged);
      await expect(page.getByText('Invalid License Key!')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('names a wrong database password and an unreachable Redis, then a corrected setup succeeds', async ({
      page,
    }) => {
      const { database, redis } = servers;
      const closedRedisPort = String(await freePort());
      await page.goto(`${product}/setup`);
      await throughLicence(page, license);
      await page.getByRole('button', { name: 'Accept' }).click();

      await expect(page.getByText('Enter PostgreSQL DB Information')).toBeVisible();
      await expect(page.getByLabel('DataBase')).toHaveValue('CatalogDB');
      await page.getByLabel('DB Host').fill(database.hostname);
      await page.getByLabel('DB Port').fill('54x');
      await page.getByLabel('DB Username').fill(ROLE.user);
      await page.getByLabel('DB Password').fill('wrong-password');
      await next(page);
      await expect(page.getByText('Port should be Numeric')).toBeVisible();
      await page.getByLabel('DB Port').fill(database.port);
      await next(page);

      await expect(page.getByText('Enter Metrics DB Information')).toBeVisible();
      await expect(page.getByLabel('DataBase')).toHaveValue('MetricsDB');
      await page.getByLabel('DB Host').fill(database.hostname);
      await page.getByLabel('DB Port').fill(database.port);
      await page.getByLabel('DB Username').fill(ROLE.user);
      await page.getByLabel('DB Password').fill(ROLE.password);
      await next(page);

      await page.getByLabel('Redis Host').fill(redis.hostname);
      await page.getByLabel('Redis Port').fill(closedRedisPort);
      await next(page);

      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
      await page.getByLabel('Confirm Password').fill('something-else-1');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Submit' }).click();
      const where = `${database.hostname}:${database.port}`;
      await expect(
        page.getByText(
          `could not connect to PostgreSQL at ${where}: password authentication failed for user "rnorm_setup"`,
        ),
      ).toBeVisible();
      await expect(
        page.getByText(`could not connect to Redis at ${redis.hostname}:${closedRedisPort}: connection refused`),
      ).toBeVisible();

      // Back to the Redis step and the CatalogDB step, corrected, and submitted again.
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByLabel('Redis Port').fill(redis.port);
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByLabel('DB Password').fill(ROLE.password);
      await next(page);
      await next(page);
      await next(page);
      await page.getByRole('button', { name: 'Submit' }).click();

      // The status view follows the setup, then the product asks for a sign-in.
      await expect(page).toHaveURL(/\/sign-in$/, { timeout: 120_000 });
      await page.getByLabel('Username').fill('admin');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await expect(page).toHaveURL(/\/enrich\/create$/);
      expect((await (await fetch(`${product}/v2/rnorm_initialized`)).json()).status).toBe('success');
    });

    test('installs a signed content update: a Matchfix row becomes normalized; a tampered package changes nothing', async ({
      page,
    }) => {
      const adminUser = { username: 'admin', password: ADMIN_PASSWORD };
      const before = await runTitleJob(adminUser, `Publisher,Title,Version\n${NEW_PRODUCT_ROW}\n`, product);
      expect(before[0]?.status).toBe('matchfix');

      // The vendor adds the product to its authored content and publishes a signed Content package.
      const contentDir = join(work, 'content');
      cpSync(join(REPO, 'content'), contentDir, { recursive: true });
      const publishersFile = join(contentDir, 'catalog/publishers.json');
      const productsFile = join(contentDir, 'catalog/products.json');
      const publishers = JSON.parse(readFileSync(publishersFile, 'utf8'));
      publishers.publishers.push({ id: 'contoso', name: 'Contoso', aliases: ['Contoso Ltd.'] });
      writeFileSync(publishersFile, JSON.stringify(publishers));
      const products = JSON.parse(readFileSync(productsFile, 'utf8'));
      products.products.push({
        id: 'curated:contoso-inventory-agent',
        publisherId: 'contoso',
        name: 'Contoso Inventory Agent',
        aliases: [],
      });
      writeFileSync(productsFile, JSON.stringify(products));
      execFileSync(
        process.execPath,
        [
          'apps/api/dist/package-build.js',
          'content',
          '--version',
          '9.9.9',
          '--notes',
          'Adds Contoso Inventory Agent.',
          '--content-dir',
          contentDir,
          '--out',
          packagesDir,
          '--key',
          privateKeyFile,
        ],
        { cwd: REPO, encoding: 'utf8' },
      );

      await page.goto(`${product}/sign-in`);
      await page.getByLabel('Username').fill('admin');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await expect(page.getByTestId('updates-indicator')).toHaveText('Updates Available', { timeout: 30_000 });
      await page.getByTestId('updates-indicator').click();
      await expect(page).toHaveURL(/\/update-new$/);
      const contentRow = page.getByTestId('package-row-Content');
      await expect(contentRow).toContainText('Latest Version: V9.9.9');

      // A package whose bytes changed on the way is refused, and the installed content stays.
      const packageFile = join(packagesDir, 'content-9.9.9.json.gz');
      const original = readFileSync(packageFile);
      const tampered = Buffer.from(original);
      tampered[tampered.length - 20]! ^= 0xff;
      writeFileSync(packageFile, tampered);
      await page.getByTestId('package-action-Content').click();
      await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: /Failed to execute 'Download'.*was refused: its sha256 is/ });
      await expect(refusal).toBeVisible();
      // The toast sits over the row's button (and waits while the pointer is on it): closed as a person would.
      await refusal.getByRole('button', { name: 'close' }).click();
      await expect(refusal).toHaveCount(0);
      await expect(contentRow).not.toContainText('Installed Version: V9.9.9');
      writeFileSync(packageFile, original);

      await page.getByTestId('package-action-Content').click();
      await page.getByRole('menuitem', { name: 'Download and Install' }).click();
      await expect(contentRow).toContainText('Installed Version: V9.9.9', { timeout: 60_000 });
      await expect(page.getByTestId('updates-indicator')).toHaveCount(0, { timeout: 30_000 });
      const state = await page.evaluate(async () => {
        // The app's own way: the server's HttpOnly cookie, honoured with the web app's header.
        const response = await fetch('/v2/rnorm_system/update_state', { headers: { 'x-rnorm-client': 'web' } });
        return (await response.json()) as { UpdateState: Record<string, { state: string }> };
      });
      expect(state.UpdateState.Content?.state).toBe('Latest');

      const after = await runTitleJob(adminUser, `Publisher,Title,Version\n${NEW_PRODUCT_ROW}\n`, product);
      expect(after[0]).toMatchObject({ status: 'normalized', name: 'Contoso Inventory Agent', publisher: 'Contoso' });
    });
  });
}
