import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@rnorm/contracts';
import { BACKENDS, bearer, createTestContext, TEST_PASSWORD, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('admin routes on %s', (backend) => {
  let t: TestContext;
  let companyId: number;
  let adminKey: string;
  let userKey: string;
  beforeAll(async () => {
    t = await createTestContext(backend);
    companyId = (await t.createCompany()).id;
    adminKey = (await t.signIn((await t.createUser(companyId, { role: 'admin' })).username)).apiKey;
    userKey = (await t.signIn((await t.createUser(companyId)).username)).apiKey;
  });
  afterAll(() => t.close());

  const act = (action: 'approve-user' | 'deny-user', userId: unknown, key = adminKey) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/api/admin/${action}`,
      headers: bearer(key),
      payload: { user_id: userId },
    });
  const pendingIds = async (key = adminKey) => {
    const response = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(key) });
    expect(response.statusCode).toBe(200);
    return response.json<{ pending_users: { user_id: number }[] }>().pending_users.map((u) => u.user_id);
  };
  const signIn = (username: string) =>
    t.app.inject({ method: 'POST', url: '/v2/signin', payload: { username, password: TEST_PASSWORD, agree: true } });

  it("lists the pending registrations of the admin's company only, with the spec's fields", async () => {
    const mine = await t.createUser(companyId, { status: 'pending', email: null, firstName: null });
    const otherCompany = await t.createCompany();
    const theirs = await t.createUser(otherCompany.id, { status: 'pending' });
    const response = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(adminKey) });
    const pending = response.json().pending_users;
    expect(pending).toContainEqual({
      user_id: mine.id,
      first_name: null,
      last_name: 'User',
      email_address: null,
      username: mine.username,
      request: 'registration',
      requested_at: null,
      requested_from: null,
    });
    expect(pending.map((u: { user_id: number }) => u.user_id)).not.toContain(theirs.id);
  });

  it('approves a registration: the user leaves the list and can sign in', async () => {
    const user = await t.createUser(companyId, { status: 'pending' });
    const response = await act('approve-user', user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(serverMessages.userApproved);
    expect(await pendingIds()).not.toContain(user.id);
    expect((await signIn(user.username)).statusCode).toBe(200);
  });

  it('denies a registration: the user leaves the list and cannot sign in', async () => {
    const user = await t.createUser(companyId, { status: 'pending' });
    expect((await act('deny-user', user.id)).statusCode).toBe(200);
    expect(await pendingIds()).not.toContain(user.id);
    const signInResponse = await signIn(user.username);
    expect(signInResponse.statusCode).toBe(403);
    expect(signInResponse.json().message).toBe(serverMessages.accountDenied);
  });

  it("cannot approve or deny another company's user, nor an active user", async () => {
    const other = await t.createCompany();
    const theirs = await t.createUser(other.id, { status: 'pending' });
    const active = await t.createUser(companyId);
    for (const [action, id] of [
      ['approve-user', theirs.id],
      ['deny-user', theirs.id],
      ['approve-user', active.id],
    ] as const) {
      const response = await act(action, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(serverMessages.userNotPending);
    }
    expect((await signIn(theirs.username)).statusCode).toBe(403);
  });

  it('is for admins only', async () => {
    const user = await t.createUser(companyId, { status: 'pending' });
    const list = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(userKey) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(serverMessages.forbiddenRole);
    expect((await act('approve-user', user.id, userKey)).statusCode).toBe(403);
    expect((await act('deny-user', user.id, userKey)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v2/api/admin/pending-users' })).statusCode).toBe(401);
    expect(await pendingIds()).toContain(user.id);
  });

  it('rejects a missing or non-numeric user_id', async () => {
    expect((await act('approve-user', undefined)).statusCode).toBe(400);
    expect((await act('deny-user', 'abc')).statusCode).toBe(400);
  });
});
