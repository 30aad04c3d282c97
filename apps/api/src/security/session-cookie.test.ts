import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEY_COOKIE, WEB_CLIENT_HEADER, serverMessages } from '@rnorm/contracts';
import { bearer, createTestContext, nextAddress, TEST_PASSWORD, type TestContext } from '../testing/test-app.ts';

const web = { [WEB_CLIENT_HEADER]: 'web' };

describe('the web session cookie', () => {
  let t: TestContext;
  let proxied: TestContext;
  const companyOf = new Map<TestContext, number>();
  beforeAll(async () => {
    t = await createTestContext('pglite');
    proxied = await createTestContext('pglite', { RNORM_TRUST_PROXY: 'true' });
    for (const context of [t, proxied]) companyOf.set(context, (await context.createCompany()).id);
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  async function webSignIn(context = t, headers: Record<string, string> = web) {
    const user = await context.createUser(companyOf.get(context)!);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v2/signin',
      headers,
      payload: { username: user.username, password: TEST_PASSWORD, agree: true },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    return { user, response, cookie: response.cookies.find((c) => c.name === SESSION_KEY_COOKIE) };
  }

  const checkToken = (userId: number, headers: Record<string, string>) =>
    t.app.inject({ url: `/v2/api/check-token?user_id=${userId}`, headers });

  it('is set by the server on a web sign-in: HttpOnly, SameSite=Lax, 7 days, holding the key of the answer', async () => {
    const { response, cookie } = await webSignIn();
    expect(cookie).toMatchObject({
      value: response.json().api_key,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 7 * 24 * 60 * 60,
    });
    // Plain http without a trusted proxy: a Secure cookie would not be kept, and no one could sign in.
    expect(cookie!.secure).toBeFalsy();
  });

  it('is Secure when a trusted proxy says the browser came over HTTPS', async () => {
    const { cookie } = await webSignIn(proxied, { ...web, 'x-forwarded-proto': 'https' });
    expect(cookie).toMatchObject({ httpOnly: true, secure: true });
  });

  it('is not set for API clients, which use the key in the answer', async () => {
    const { response, cookie } = await webSignIn(t, {});
    expect(cookie).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('authenticates web calls; is ignored without the web header, so no other site can use it', async () => {
    const { user, cookie } = await webSignIn();
    const cookies = { [SESSION_KEY_COOKIE]: cookie!.value };
    const fromWeb = await t.app.inject({ url: `/v2/api/check-token?user_id=${user.id}`, headers: web, cookies });
    expect(fromWeb.statusCode).toBe(200);
    expect(fromWeb.json()).toMatchObject({ valid: true });

    // What a form or an image on another site could send: the cookie, but never a custom header.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v2/signout-everywhere',
      cookies,
    });
    expect(forged.statusCode).toBe(401);
    const stillValid = await t.app.inject({ url: `/v2/api/check-token?user_id=${user.id}`, headers: web, cookies });
    expect(stillValid.statusCode).toBe(200);
  });

  it('keeps bearer keys working, and a bearer key wins over a cookie', async () => {
    const first = await webSignIn();
    const second = await webSignIn();
    const both = await t.app.inject({
      url: `/v2/api/check-token?user_id=${first.user.id}`,
      headers: { ...web, ...bearer(first.response.json().api_key) },
      cookies: { [SESSION_KEY_COOKIE]: second.cookie!.value },
    });
    expect(both.statusCode).toBe(200);
    expect((await checkToken(second.user.id, bearer(second.response.json().api_key))).statusCode).toBe(200);
  });

  it('is dropped when its key no longer works', async () => {
    const stale = await t.app.inject({
      url: '/v2/access-control',
      headers: web,
      cookies: { [SESSION_KEY_COOKIE]: 'a-key-that-was-never-issued' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ message: serverMessages.unauthenticated });
    const cleared = stale.cookies.find((c) => c.name === SESSION_KEY_COOKIE);
    expect(cleared).toMatchObject({ value: '', httpOnly: true, path: '/' });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('is cleared by sign-out, whose key stops working', async () => {
    const { user, cookie } = await webSignIn();
    const cookies = { [SESSION_KEY_COOKIE]: cookie!.value };
    const signOut = await t.app.inject({ method: 'POST', url: '/v2/signout', headers: web, cookies });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ message: serverMessages.signedOut });
    expect(signOut.cookies.find((c) => c.name === SESSION_KEY_COOKIE)).toMatchObject({ value: '' });
    expect((await checkToken(user.id, bearer(cookie!.value))).statusCode).toBe(401);
  });

  it('signs out everywhere: every key of the account stops working, other users keep theirs', async () => {
    const { user, cookie } = await webSignIn();
    const other = await webSignIn();
    const keys = [cookie!.value];
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username: user.username, password: TEST_PASSWORD, agree: true },
        remoteAddress: nextAddress(),
      });
      keys.push(answer.json().api_key);
    }
    for (const key of keys) expect((await checkToken(user.id, bearer(key))).statusCode).toBe(200);

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/v2/signout-everywhere',
      headers: web,
      cookies: { [SESSION_KEY_COOKIE]: cookie!.value },
    });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json()).toEqual({ message: serverMessages.signedOutEverywhere });
    expect(everywhere.cookies.find((c) => c.name === SESSION_KEY_COOKIE)).toMatchObject({ value: '' });
    for (const key of keys) expect((await checkToken(user.id, bearer(key))).statusCode).toBe(401);
    expect((await checkToken(other.user.id, bearer(other.cookie!.value))).statusCode).toBe(200);
  });
});
