import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as catalogSchema from './catalog-schema.ts';
import * as metricsSchema from './metrics-schema.ts';

export type CatalogDb = PgDatabase<PgQueryResultHKT, typeof catalogSchema>;
export type MetricsDb = PgDatabase<PgQueryResultHKT, typeof metricsSchema>;
export type DatabaseBackend = 'pglite' | 'postgres';

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
): Promise<OpenDatabase<PgDatabase<PgQueryResultHKT, TSchema>>> {
  const migrationConfig = { migrationsFolder: MIGRATIONS[which], migrationsTable: LEDGERS[which] };
  if (location.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle client that loses its server emits 'error'; without a listener that would end the process.
    pool.on('error', () => undefined);
    // So does a client checked out of the pool, which the pool does not listen to: a server restarting while a
    // worker holds one between the queries of a transaction ended the worker. Its next query fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    // The API and its workers may start together on a new database: one migrates, the others wait for it.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, migrationConfig);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
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
export function openCatalogDatabase(location: DatabaseLocation): Promise<OpenDatabase<CatalogDb>> {
  return open(location, catalogSchema, 'catalog');
}

/** Opens MetricsDB and applies its migrations. */
export function openMetricsDatabase(location: DatabaseLocation): Promise<OpenDatabase<MetricsDb>> {
  return open(location, metricsSchema, 'metrics');
}
