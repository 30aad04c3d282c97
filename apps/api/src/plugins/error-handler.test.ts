import { beforeAll, describe, expect, it } from 'vitest';
import { openCatalogDatabase } from '@rnorm/db';
import { freePort } from '../testing/private-services.ts';
import { isDatabaseUnavailable } from './error-handler.ts';

describe(isDatabaseUnavailable.name, () => {
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
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '08006', message: 'connection failure' }, true],
    [{ message: 'Failed query: select 1', cause: { code: 'ECONNRESET' } }, true],
    [new Error('Connection terminated unexpectedly'), true],
    // A refused value or a bug is no outage.
    [{ code: '22003', message: 'integer out of range' }, false],
    [new Error('Cannot read properties of undefined'), false],
    [undefined, false],
  ])('%j → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
