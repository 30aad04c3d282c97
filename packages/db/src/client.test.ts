import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openCatalogDatabase, openMetricsDatabase, type DatabaseLocation } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function tableCount(db: Awaited<ReturnType<typeof openCatalogDatabase>>['db']): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { tables: number }[] };
  return result.rows[0]!.tables;
}

describe('openCatalogDatabase', () => {
  it('migrates a PGlite directory once: opening it again applies nothing and keeps the data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rnorm-db-'));
    try {
      const first = await openCatalogDatabase({ kind: 'pglite', dataDir });
      await first.db.execute(sql`insert into companies (name) values ('Kept')`);
      const tables = await tableCount(first.db);
      await first.close();
      const again = await openCatalogDatabase({ kind: 'pglite', dataDir });
      expect(await tableCount(again.db)).toBe(tables);
      const result = (await again.db.execute(sql`select name from companies`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ name: 'Kept' }]);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // With TEST_DATABASE_URL only (CI sets it): these need a real server.
  if (adminUrl) {
    /** Runs `use` on a new, empty database of the test server, with an admin connection to it, then drops it. */
    async function withNewDatabase(use: (location: DatabaseLocation, admin: pg.Client) => Promise<void>) {
      const name = `rnorm_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        await use({ kind: 'postgres', url: url.toString() }, admin);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }

    it('goes on when the server ends a connection held in a transaction: the transaction fails instead', async () => {
      await withNewDatabase(async (location, admin) => {
        const opened = await openCatalogDatabase(location);
        const transaction = opened.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
          // The connection ends while the client is held between two queries, as a restart does to a worker.
          await sleep(300);
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        expect(await tableCount(opened.db)).toBeGreaterThan(5);
        await opened.close();
      });
    });

    it('cancels a statement that runs past the timeout, on every connection of the pool', async () => {
      await withNewDatabase(async (location) => {
        const opened = await openCatalogDatabase(location, { statementTimeoutMs: 300 });
        try {
          const slow = await opened.db.execute(sql`select pg_sleep(2)`).then(
            () => undefined,
            (error: unknown) => error,
          );
          // drizzle wraps the driver's error; PostgreSQL's code is on its cause.
          expect((slow as { cause?: { code?: string } }).cause?.code).toBe('57014');
          // The connection that ran the migrations went back to the pool with the timeout restored.
          const shown = await Promise.all(
            Array.from({ length: 10 }, () =>
              opened.db.transaction(async (tx) => {
                await tx.execute(sql`select pg_sleep(0.05)`);
                const result = (await tx.execute(sql`show statement_timeout`)) as unknown as {
                  rows: { statement_timeout: string }[];
                };
                return result.rows[0]!.statement_timeout;
              }),
            ),
          );
          expect(new Set(shown)).toEqual(new Set(['300ms']));
        } finally {
          await opened.close();
        }
      });
    });

    it('waits longer than the statement timeout for another process that is migrating', async () => {
      await withNewDatabase(async (location) => {
        // Advisory locks belong to one database: hold the migration lock in the new one, as a migrating process does.
        const { url } = location as Extract<DatabaseLocation, { kind: 'postgres' }>;
        const holder = new pg.Client({ connectionString: url });
        await holder.connect();
        try {
          await holder.query(`select pg_advisory_lock(7957672784117920116)`);
          const started = Date.now();
          const opening = openCatalogDatabase(location, { statementTimeoutMs: 200 });
          await sleep(1_000);
          await holder.query(`select pg_advisory_unlock(7957672784117920116)`);
          const opened = await opening;
          expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
          expect(await tableCount(opened.db)).toBeGreaterThan(5);
          await opened.close();
        } finally {
          await holder.end();
        }
      });
    });

    it('lets several processes start together on a new PostgreSQL database: one migrates, the rest wait', async () => {
      await withNewDatabase(async (location) => {
        const opened = await Promise.all([
          openCatalogDatabase(location),
          openCatalogDatabase(location),
          openCatalogDatabase(location),
          openMetricsDatabase(location),
          openMetricsDatabase(location),
        ]);
        expect(await tableCount(opened[0]!.db)).toBeGreaterThan(5);
        await Promise.all(opened.map((database) => database.close()));
      });
    });
  }
});
