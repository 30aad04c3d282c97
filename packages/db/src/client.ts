import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as catalogSchema from './catalog-schema.ts';
import * as metricsSchema from './metrics-schema.ts';

export type CatalogDb = PgDatabase<PgQueryResultHKT, typeof catalogSchema>;
export type MetricsDb = PgDatabase<PgQueryResultHKT, typeof metricsSchema>;
export type DatabaseBackend = 'pglite' | 'postgres';

/** How long one statement may run on PostgreSQL before the server cancels it, unless the caller says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 120_000;

export interface OpenOptions {
  /**
   * PostgreSQL's `statement_timeout` for every connection of the pool (0: none). Migrations run without one: adding
   * an index to a large table may take longer, and nothing else waits on it. PGlite runs in this process and has none.
   */
  statementTimeoutMs?: number;
}

/**
 * Where a database lives: a PostgreSQL URL, a PGlite data directory, or PGlite in memory (`memory`).
 */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | 'memory' };

export interface OpenDatabase<TDb> {
  db: TDb;
  backend: DatabaseBackend;
  /** Runs `select 1`; false when the server is unreachable. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = {
  catalog: fileURLToPath(new URL('../migrations/catalog', import.meta.url)),
  metrics: fileURLToPath(new URL('../migrations/metrics', import.meta.url)),
};

// Each database keeps its own migration ledger, so CatalogDB and MetricsDB may share one PostgreSQL database when
// only DATABASE_URL is given.
const LEDGERS = { catalog: '__catalog_migrations', metrics: '__metrics_migrations' };
/**
 * The advisory lock key ("rnormcat" as a 64-bit number) that serializes migrations between processes. One key for
 * both ledgers: when they share a database, the catalog's and the metrics' migrations both create the `drizzle`
 * schema, and two processes doing that at once collide.
 */
const MIGRATION_LOCK_KEY = '7957672784117920116';

/** A ping that reports an unreachable server as false instead of throwing. */
function pingWith(query: () => Promise<unknown>): () => Promise<boolean> {
  return async () => {
    try {
      await query();
      return true;
    } catch {
      return false;
    }
  };
}

async function open<TSchema extends Record<string, unknown>>(
  location: DatabaseLocation,
  schema: TSchema,
  which: keyof typeof MIGRATIONS,
  { statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS }: OpenOptions = {},
): Promise<OpenDatabase<PgDatabase<PgQueryResultHKT, TSchema>>> {
  const migrationConfig = { migrationsFolder: MIGRATIONS[which], migrationsTable: LEDGERS[which] };
  if (location.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      // Sent at connection start: the server cancels a statement that runs longer (error 57014), so a bad plan or a
      // lock wait cannot hold a worker or a request for minutes.
      statement_timeout: statementTimeoutMs,
      // A server that does not answer the connection at all (a dropped route) is an error after this, not a hang.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // An idle client that loses its server emits 'error'; without a listener that would end the process.
    pool.on('error', () => undefined);
    // So does a client checked out of the pool, which the pool does not listen to: a server restarting while a
    // worker holds one between the queries of a transaction ended the worker. Its next query fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    // The API and its workers may start together on a new database: one migrates, the others wait for it.
    const lock = await pool.connect();
    // Waiting for another process's migrations, and migrating, may take longer than a statement's timeout.
    // They run on this one connection, which holds the lock; it goes back to the pool with the timeout restored.
    try {
      await lock.query('set statement_timeout = 0');
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(lock), migrationConfig);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await lock.query('reset statement_timeout').catch(() => undefined);
      lock.release();
    }
    return {
      db: db as unknown as PgDatabase<PgQueryResultHKT, TSchema>,
      backend: 'postgres',
      ping: pingWith(() => pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(location.dataDir === 'memory' ? undefined : location.dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, migrationConfig);
  return {
    db: db as unknown as PgDatabase<PgQueryResultHKT, TSchema>,
    backend: 'pglite',
    ping: pingWith(() => client.query('select 1')),
    close: () => client.close(),
  };
}

/** Opens CatalogDB (tenants, users, keys, and later catalog and jobs) and applies its migrations. */
export function openCatalogDatabase(
  location: DatabaseLocation,
  options?: OpenOptions,
): Promise<OpenDatabase<CatalogDb>> {
  return open(location, catalogSchema, 'catalog', options);
}

/** Opens MetricsDB and applies its migrations. */
export function openMetricsDatabase(
  location: DatabaseLocation,
  options?: OpenOptions,
): Promise<OpenDatabase<MetricsDb>> {
  return open(location, metricsSchema, 'metrics', options);
}
