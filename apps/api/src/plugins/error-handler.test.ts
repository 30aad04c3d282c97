import Fastify from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@rnorm/contracts';
import { openCatalogDatabase } from '@rnorm/db';
import { freePort } from '../testing/private-services.ts';
import { databaseOutage, registerErrorHandler } from './error-handler.ts';

describe(databaseOutage.name, () => {
  let url: string;
  beforeAll(async () => {
    url = `postgres://rnorm:secret@127.0.0.1:${await freePort()}/CatalogDB`;
  });

  it('knows the error of a PostgreSQL that does not answer, as our database layer throws it', async () => {
    const error = await openCatalogDatabase({ kind: 'postgres', url }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeDefined();
    expect(databaseOutage(error)).toBe('unavailable');
  });

  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'unavailable'],
    [{ code: '08006', message: 'connection failure' }, 'unavailable'],
    [{ message: 'Failed query: select 1', cause: { code: 'ECONNRESET' } }, 'unavailable'],
    [new Error('Connection terminated unexpectedly'), 'unavailable'],
    [
      {
        message: 'Failed query: select …',
        cause: { code: '57014', message: 'canceling statement due to statement timeout' },
      },
      'timed_out',
    ],
    // A refused value or a bug is no outage.
    [{ code: '22003', message: 'integer out of range' }, undefined],
    [new Error('Cannot read properties of undefined'), undefined],
    [undefined, undefined],
  ])('%j → %s', (error, expected) => {
    expect(databaseOutage(error)).toBe(expected);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

// With TEST_DATABASE_URL only (CI sets it): a statement the server cancels for its timeout.
describe.each(adminUrl ? [adminUrl] : [])('a statement past its timeout, on PostgreSQL', (url) => {
  it('answers 503 with a plain message, not 500', async () => {
    const pool = new pg.Pool({ connectionString: url, statement_timeout: 200, max: 1 });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/slow', async () => (await pool.query('select pg_sleep(2)')).rows);
    try {
      const response = await app.inject({ method: 'GET', url: '/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: serverMessages.databaseTimedOut,
      });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
