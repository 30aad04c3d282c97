import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysRepository } from '@rnorm/db';
import { bearer, createTestContext, type TestContext } from '../testing/test-app.ts';
import { withKeyOwnerCache } from './key-owner-cache.ts';
import { digestToken } from './tokens.ts';

describe(withKeyOwnerCache.name, () => {
  let t: TestContext;
  let userId: number;
  let key: string;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
  });
  afterAll(() => t.close());

  it('remembers an owner for the TTL only: a revocation made elsewhere is seen once it has passed', async () => {
    let clock = 1_000;
    const database = createApiKeysRepository(t.catalog.db);
    const cached = withKeyOwnerCache(database, { ttlMs: 5_000, now: () => clock });
    const keyHash = digestToken(key);
    expect(await cached.findOwner(keyHash)).toMatchObject({ userId });
    // Another API instance revokes the key: this one trusts its memory until the TTL is over.
    await database.revoke(keyHash);
    clock += 4_999;
    expect(await cached.findOwner(keyHash)).toMatchObject({ userId });
    clock += 2;
    expect(await cached.findOwner(keyHash)).toBeUndefined();
  });

  it('forgets at once what is revoked through it, and never remembers a refused key', async () => {
    const { apiKey: fresh } = await t.signIn((await t.createUser((await t.createCompany()).id)).username);
    const cached = withKeyOwnerCache(createApiKeysRepository(t.catalog.db), { ttlMs: 60_000 });
    const keyHash = digestToken(fresh);
    expect(await cached.findOwner(keyHash)).toBeDefined();
    await cached.revoke(keyHash);
    expect(await cached.findOwner(keyHash)).toBeUndefined();
    expect(await cached.findOwner(digestToken('never-issued'))).toBeUndefined();
  });

  it('in the app, a signed-out key is refused by the very next request', async () => {
    const { apiKey: second, userId: secondUser } = await t.signIn(
      (await t.createUser((await t.createCompany()).id)).username,
    );
    expect((await t.app.inject({ url: `/v2/${secondUser}/jobs/list`, headers: bearer(second) })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v2/signout', headers: bearer(second) });
    expect((await t.app.inject({ url: `/v2/${secondUser}/jobs/list`, headers: bearer(second) })).statusCode).toBe(401);
  });
});
