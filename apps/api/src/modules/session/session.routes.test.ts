import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages } from '@rnorm/contracts';
import {
  BACKENDS,
  bearer,
  createTestContext,
  nextAddress,
  queryRows,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../../testing/test-app.ts';

describe.each(BACKENDS)('session routes on %s', (backend) => {
  let t: TestContext;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestContext(backend, { RNORM_SIGNIN_LIMIT_PER_ADDRESS: '8', RNORM_SIGNIN_LIMIT_PER_USER: '6' });
    companyId = (await t.createCompany()).id;
  });
  afterAll(() => t.close());

  const signIn = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/v2/signin', payload, remoteAddress });

  it('signs in and returns a 256-bit key of which only the SHA-256 is stored', async () => {
    const user = await t.createUser(companyId);
    const response = await signIn({ username: user.username.toUpperCase(), password: TEST_PASSWORD, agree: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ api_key: expect.any(String), user_id: user.id, customer_id: companyId });
    expect(Buffer.from(body.api_key, 'base64url')).toHaveLength(32);
    const stored = await queryRows(t.catalog.db, sql`select key_hash from api_keys where user_id = ${user.id}`);
    const digest = createHash('sha256').update(body.api_key).digest('hex');
    expect(stored).toEqual([{ key_hash: digest }]);
  });

  it('stores passwords as argon2id hashes', async () => {
    const user = await t.createUser(companyId);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ username: '', password: TEST_PASSWORD, agree: true }, validationMessages.usernameRequiredSignIn],
    [{ password: TEST_PASSWORD, agree: true }, validationMessages.usernameRequiredSignIn],
    [{ username: 'someone', password: '', agree: true }, validationMessages.passwordRequired],
    [{ username: 'someone', password: 'short', agree: true }, validationMessages.passwordMin],
    [{ username: 'someone', password: 'x'.repeat(51), agree: true }, validationMessages.passwordMax],
    [{ username: 'someone', password: TEST_PASSWORD, agree: false }, validationMessages.agreeRequired],
    [{ username: 'someone', password: TEST_PASSWORD }, validationMessages.agreeRequired],
  ])('rejects %j with the spec message', async (payload, message) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const user = await t.createUser(companyId);
    const wrong = await signIn({ username: user.username, password: 'wrong password', agree: true });
    const unknown = await signIn({ username: uniqueName('nobody'), password: TEST_PASSWORD, agree: true });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: serverMessages.invalidCredentials,
      });
    }
  });

  it('refuses pending and denied users, but only once the password is right', async () => {
    const pending = await t.createUser(companyId, { status: 'pending' });
    const denied = await t.createUser(companyId, { status: 'denied' });
    const pendingRight = await signIn({ username: pending.username, password: TEST_PASSWORD, agree: true });
    expect(pendingRight.statusCode).toBe(403);
    expect(pendingRight.json().message).toBe(serverMessages.accountPending);
    const deniedRight = await signIn({ username: denied.username, password: TEST_PASSWORD, agree: true });
    expect(deniedRight.statusCode).toBe(403);
    expect(deniedRight.json().message).toBe(serverMessages.accountDenied);
    const pendingWrong = await signIn({ username: pending.username, password: 'wrong password', agree: true });
    expect(pendingWrong.statusCode).toBe(401);
  });

  it('answers a known and an unknown username alike through repeated failures, then makes that address wait', async () => {
    const user = await t.createUser(companyId);
    const [known, unknown] = [user.username, uniqueName('nobody')];
    let address = '';
    const answers = async (username: string) => {
      address = nextAddress();
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await signIn({ username, password: 'wrong password', agree: true }, address);
        seen.push(`${response.statusCode} ${response.json().code} ${response.json().message}`);
      }
      return seen;
    };
    const knownAnswers = await answers(known);
    const knownAddress = address;
    expect(await answers(unknown)).toEqual(knownAnswers);
    expect(knownAnswers.slice(0, 5)).toEqual(
      Array(5).fill(`401 INVALID_CREDENTIALS ${serverMessages.invalidCredentials}`),
    );
    expect(knownAnswers[5]).toBe(`429 RATE_LIMITED ${serverMessages.tooManyFailures}`);
    // Even the right password waits there; from another address it is welcome.
    await t.catalog.db.execute(sql`delete from sign_in_throttle where bucket = ${`user:${known.toLowerCase()}`}`);
    const held = await signIn({ username: known, password: TEST_PASSWORD, agree: true }, knownAddress);
    expect(held.statusCode).toBe(429);
    expect((await signIn({ username: known, password: TEST_PASSWORD, agree: true })).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, and forgets the failures after a right password', async () => {
    const user = await t.createUser(companyId);
    const address = nextAddress();
    const key = user.username.toLowerCase();
    // The limits per minute are not what this test is about: their windows start again at each attempt.
    const freshWindow = () =>
      t.catalog.db.execute(sql`delete from sign_in_throttle where bucket in (${`ip:${address}`}, ${`user:${key}`})`);
    const wrong = async () => {
      await freshWindow();
      return signIn({ username: user.username, password: 'wrong password', agree: true }, address);
    };
    for (let i = 0; i < 5; i++) await wrong();
    const setLastFailure = (secondsAgo: number) =>
      t.catalog.db.execute(
        sql`update sign_in_pairs set last_failed_at = now() - make_interval(secs => ${secondsAgo})
          where username_key = ${key} and address = ${address}`,
      );
    // 5 failures: the next attempt waits 15 s.
    await setLastFailure(14);
    expect((await wrong()).statusCode).toBe(429);
    await setLastFailure(16);
    expect((await wrong()).statusCode).toBe(401);
    // 6 failures: 30 s.
    await setLastFailure(29);
    expect((await wrong()).statusCode).toBe(429);
    await setLastFailure(31);
    await freshWindow();
    const right = await signIn({ username: user.username, password: TEST_PASSWORD, agree: true }, address);
    expect(right.statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await wrong()).statusCode).toBe(401);
  });

  it("lets the owner in from an address they use while others' failures hold the username back elsewhere", async () => {
    const user = await t.createUser(companyId);
    const home = nextAddress();
    expect((await signIn({ username: user.username, password: TEST_PASSWORD, agree: true }, home)).statusCode).toBe(
      200,
    );
    // An attacker tries from many addresses, past the username's limit across addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await signIn({ username: user.username, password: `guessing ${i}`, agree: true })).statusCode);
    }
    expect(statuses).toContain(429);
    expect((await signIn({ username: user.username, password: TEST_PASSWORD, agree: true })).statusCode).toBe(429);
    expect((await signIn({ username: user.username, password: TEST_PASSWORD, agree: true }, home)).statusCode).toBe(
      200,
    );
  });

  it('rate-limits sign-in attempts per user across addresses', async () => {
    const user = await t.createUser(companyId);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signIn({ username: user.username, password: TEST_PASSWORD, agree: true })).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });

  it('rate-limits sign-in attempts per address across users', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const user = await t.createUser(companyId);
      statuses.push(
        (await signIn({ username: user.username, password: TEST_PASSWORD, agree: true }, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    const limited = await signIn({ username: 'anyone', password: TEST_PASSWORD, agree: true }, address);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: serverMessages.tooManyAttempts });
  });

  it('sends redirect 1 and a reset token when the password must be changed; the token changes it', async () => {
    const user = await t.createUser(companyId, { mustResetPassword: true });
    const first = await signIn({ username: user.username, password: TEST_PASSWORD, agree: true });
    expect(first.statusCode).toBe(403);
    const body = first.json();
    expect(body).toMatchObject({ redirect: 1, message: serverMessages.mustResetPassword });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/reset_password',
      payload: {
        customer_id: companyId,
        email: user.email,
        password: 'brand new pass 1',
        reset_token: body.reset_token,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(serverMessages.passwordChanged);
    expect((await signIn({ username: user.username, password: TEST_PASSWORD, agree: true })).statusCode).toBe(401);
    expect((await signIn({ username: user.username, password: 'brand new pass 1', agree: true })).statusCode).toBe(200);
  });

  describe('check-token', () => {
    it("returns valid, the caller's role and username, and whether they administer the installation", async () => {
      for (const [overrides, expected] of [
        [{ role: 'admin' }, { valid: true, role: 'admin', installation_admin: false }],
        [
          { role: 'admin', installationAdmin: true },
          { valid: true, role: 'admin', installation_admin: true },
        ],
      ] as const) {
        const admin = await t.createUser(companyId, overrides);
        const { apiKey } = await t.signIn(admin.username);
        const response = await t.app.inject({
          url: `/v2/api/check-token?user_id=${admin.id}`,
          headers: bearer(apiKey),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...expected, username: admin.username });
      }
    });

    it("rejects another user's id with 403", async () => {
      const user = await t.createUser(companyId);
      const other = await t.createUser(companyId);
      const { apiKey } = await t.signIn(user.username);
      const response = await t.app.inject({ url: `/v2/api/check-token?user_id=${other.id}`, headers: bearer(apiKey) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: serverMessages.forbiddenOtherUser });
    });

    it('rejects a missing, unknown, expired or revoked key with 401', async () => {
      const user = await t.createUser(companyId);
      const url = `/v2/api/check-token?user_id=${user.id}`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: bearer('not-a-key') })).statusCode).toBe(401);

      const expired = await t.signIn(user.username);
      const digest = createHash('sha256').update(expired.apiKey).digest('hex');
      await t.catalog.db.execute(
        sql`update api_keys set expires_at = now() - interval '1 second' where key_hash = ${digest}`,
      );
      const expiredResponse = await t.app.inject({ url, headers: bearer(expired.apiKey) });
      expect(expiredResponse.statusCode).toBe(401);
      expect(expiredResponse.json().message).toBe(serverMessages.unauthenticated);

      const revoked = await t.signIn(user.username);
      const signOut = await t.app.inject({ method: 'POST', url: '/v2/signout', headers: bearer(revoked.apiKey) });
      expect(signOut.statusCode).toBe(200);
      expect((await t.app.inject({ url, headers: bearer(revoked.apiKey) })).statusCode).toBe(401);
    });

    it('sets the key to expire 7 days after sign-in', async () => {
      const user = await t.createUser(companyId);
      const { apiKey } = await t.signIn(user.username);
      const digest = createHash('sha256').update(apiKey).digest('hex');
      const rows = await queryRows(
        t.catalog.db,
        sql`select extract(epoch from expires_at - created_at)::int as seconds from api_keys where key_hash = ${digest}`,
      );
      expect(rows[0]).toEqual({ seconds: 7 * 86_400 });
    });
  });

  describe('access-control', () => {
    it('maps the admin-only pages to admin and the rest to both roles', async () => {
      const user = await t.createUser(companyId);
      const { apiKey } = await t.signIn(user.username);
      const response = await t.app.inject({ url: '/v2/access-control', headers: bearer(apiKey) });
      expect(response.statusCode).toBe(200);
      const entries: { page: string; roles: string[] }[] = response.json();
      for (const page of ['/admin', '/register', '/update-new']) {
        expect(entries.find((e) => e.page === page)?.roles).toEqual(['admin']);
      }
      expect(entries.find((e) => e.page === '/enrich')?.roles).toEqual(['admin', 'user']);
    });

    it('needs a key', async () => {
      expect((await t.app.inject({ url: '/v2/access-control' })).statusCode).toBe(401);
    });
  });
});
