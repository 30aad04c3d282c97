import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  createCompaniesRepository,
  createUsersRepository,
  openCatalogDatabase,
  openMetricsDatabase,
  type CatalogDb,
  type DatabaseLocation,
  type MetricsDb,
  type OpenDatabase,
  type User,
} from '@rnorm/db';
import { buildCatalogIndex } from '@rnorm/engine';
import { contentFixture } from '@rnorm/engine/testing';
import { buildApp, type AppDependencies } from '../app.ts';
import type { EngineProvider } from '../modules/jobs/engine-provider.ts';
import { startJobProcessing, type JobProcessing, type JobProcessingOptions } from '../modules/jobs/job-processing.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { createRedisProbe } from '../queue/redis-probe.ts';
import { hashPassword } from '../security/passwords.ts';

export type Backend = 'pglite' | 'postgres';

/** The engine's small test catalog (Firefox, Python, SQL Server, 7-Zip…): jobs run without the content sources. */
export const fixtureEngine: EngineProvider = async () => ({
  index: buildCatalogIndex(contentFixture),
  contentVersion: 'test fixture',
  catalogVersion: contentFixture.catalog.version,
  modelVersion: contentFixture.model.version,
});

/** PGlite always; real PostgreSQL too when CI (or you) set TEST_DATABASE_URL. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_PASSWORD = 'correct horse 42';

export interface TestContext {
  app: FastifyInstance;
  /** Where its database is, for a second instance on the same one. */
  location: DatabaseLocation;
  catalog: OpenDatabase<CatalogDb>;
  metrics: OpenDatabase<MetricsDb>;
  config: AppConfig;
  jobProcessing: JobProcessing;
  /** Makes a company with a registered e-mail domain. */
  createCompany(name?: string): Promise<{ id: number; domain: string }>;
  /** Makes a user directly in the database (active unless told otherwise), with TEST_PASSWORD. */
  createUser(companyId: number, overrides?: Partial<User>): Promise<User>;
  /** Signs in through the API and returns the key. */
  signIn(username: string, password?: string): Promise<{ apiKey: string; userId: number }>;
  close(): Promise<void>;
}

let sequence = 0;
let addressSequence = 0;
/** A client address no other request in this run used, so per-address sign-in limits stay out of unrelated tests. */
export function nextAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/** A name no other test in this run uses. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}${randomBytes(3).toString('hex')}`;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rnorm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Builds the real app on a fresh database of the given backend. Use one per test file: PGlite takes ~1 s. */
export async function createTestContext(
  backend: Backend,
  env: Record<string, string> = {},
  options: {
    redisUrl?: string;
    jobs?: Omit<JobProcessingOptions, 'catalog'>;
    /** As `buildApp`'s: called after a content or model package was installed. */
    onContentInstalled?: () => void;
    contentVersions?: AppDependencies['contentVersions'];
    /** The PostgreSQL server to make the database on (default TEST_DATABASE_URL). */
    postgresAdminUrl?: string;
    /** A database another context made: a second API instance on it, which leaves dropping it to that context. */
    sharedLocation?: DatabaseLocation;
  } = {},
): Promise<TestContext> {
  let location: DatabaseLocation = { kind: 'pglite', dataDir: 'memory' };
  let dropDatabase = async () => undefined as void;
  if (options.sharedLocation) {
    location = options.sharedLocation;
  } else if (backend === 'postgres') {
    const created = await createPostgresDatabase(options.postgresAdminUrl ?? process.env.TEST_DATABASE_URL!);
    location = { kind: 'postgres', url: created.url };
    dropDatabase = created.drop;
  }
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ...env }),
    catalogDatabase: location,
    metricsDatabase: location,
  };
  const catalog = await openCatalogDatabase(location);
  const metrics = await openMetricsDatabase(location);
  const redis = options.redisUrl ? createRedisProbe(options.redisUrl) : undefined;
  const jobProcessing = startJobProcessing({
    engine: fixtureEngine,
    metrics: metrics.db,
    ...options.jobs,
    catalog: catalog.db,
  });
  const app = await buildApp({
    config,
    catalog,
    metrics,
    redis,
    jobQueue: jobProcessing.queue,
    engine: options.jobs?.engine ?? fixtureEngine,
    serveWebApp: false,
    ...(options.onContentInstalled ? { onContentInstalled: options.onContentInstalled } : {}),
    ...(options.contentVersions ? { contentVersions: options.contentVersions } : {}),
  });
  const companies = createCompaniesRepository(catalog.db);
  const users = createUsersRepository(catalog.db);
  const passwordHash = await hashPassword(TEST_PASSWORD);

  return {
    app,
    location,
    catalog,
    metrics,
    config,
    jobProcessing,
    async createCompany(name = uniqueName('Company ')) {
      const company = await companies.create(name);
      const domain = `${uniqueName('corp')}.example.com`;
      await companies.addDomain(company.id, domain, 0);
      return { id: company.id, domain };
    },
    async createUser(companyId, overrides = {}) {
      const username = overrides.username ?? uniqueName('user');
      return users.create({
        companyId,
        username,
        email: `${username}@example.org`,
        firstName: 'Test',
        lastName: 'User',
        passwordHash,
        role: 'user',
        status: 'active',
        ...overrides,
      });
    },
    async signIn(username, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username, password, agree: true },
        remoteAddress: nextAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      const body = response.json<{ api_key: string; user_id: number }>();
      return { apiKey: body.api_key, userId: body.user_id };
    },
    async close() {
      await app.close();
      await jobProcessing.close();
      await redis?.close();
      await metrics.close();
      await catalog.close();
      await dropDatabase();
    },
  };
}

export const bearer = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

/** Rows of a raw query; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows(db: CatalogDb, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}
