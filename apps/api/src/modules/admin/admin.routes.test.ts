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

  const act = (
    action: 'approve-user' | 'deny-user' | 'deactivate-user' | 'reactivate-user',
    userId: unknown,
    key = adminKey,
  ) =>
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

  const members = async (key = adminKey) => {
    const response = await t.app.inject({ url: '/v2/api/admin/users', headers: bearer(key) });
    expect(response.statusCode).toBe(200);
    return response.json<{ users: { user_id: number; status: string; is_you: boolean }[] }>().users;
  };

  it("lists the company's approved accounts, active and deactivated, and no one else's", async () => {
    const pending = await t.createUser(companyId, { status: 'pending' });
    const theirs = await t.createUser((await t.createCompany()).id);
    const user = await t.createUser(companyId, { email: 'listed@example.com', firstName: 'Listed' });
    const list = await members();
    expect(list).toContainEqual({
      user_id: user.id,
      username: user.username,
      first_name: 'Listed',
      last_name: 'User',
      email_address: 'listed@example.com',
      role: 'user',
      status: 'active',
      is_you: false,
      status_changed_at: null,
    });
    expect(list.filter((member) => member.is_you)).toHaveLength(1);
    const ids = list.map((member) => member.user_id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('deactivates a user: their sessions end at once and they cannot sign in, until reactivated', async () => {
    const user = await t.createUser(companyId);
    const { apiKey } = await t.signIn(user.username);
    const before = await t.app.inject({ url: '/v2/access-control', headers: bearer(apiKey) });
    expect(before.statusCode).toBe(200);

    const response = await act('deactivate-user', user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(serverMessages.userDeactivated);
    expect((await t.app.inject({ url: '/v2/access-control', headers: bearer(apiKey) })).statusCode).toBe(401);
    const refused = await signIn(user.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverMessages.accountDeactivated);
    expect((await members()).find((member) => member.user_id === user.id)).toMatchObject({
      status: 'deactivated',
      status_changed_at: expect.any(String),
    });
    // Deactivating twice finds no active user.
    expect((await act('deactivate-user', user.id)).statusCode).toBe(404);

    const back = await act('reactivate-user', user.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(serverMessages.userReactivated);
    expect((await signIn(user.username)).statusCode).toBe(200);
    // The key ended by the deactivation stays ended.
    expect((await t.app.inject({ url: '/v2/access-control', headers: bearer(apiKey) })).statusCode).toBe(401);
  });

  it("refuses to deactivate oneself, the installation administrator, another company's user or a pending one", async () => {
    const me = (await members()).find((member) => member.is_you)!;
    const self = await act('deactivate-user', me.user_id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(serverMessages.cannotDeactivateSelf);

    const installationAdmin = await t.createUser(companyId, { role: 'admin', installationAdmin: true });
    const protectedOne = await act('deactivate-user', installationAdmin.id);
    expect(protectedOne.statusCode).toBe(400);
    expect(protectedOne.json().message).toBe(serverMessages.cannotDeactivateInstallationAdmin);

    const theirs = await t.createUser((await t.createCompany()).id);
    const pending = await t.createUser(companyId, { status: 'pending' });
    for (const [action, id] of [
      ['deactivate-user', theirs.id],
      ['deactivate-user', pending.id],
      ['reactivate-user', theirs.id],
      ['reactivate-user', pending.id],
    ] as const) {
      const response = await act(action, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(serverMessages.userNotInCompany);
    }
    expect((await signIn(theirs.username)).statusCode).toBe(200);
    expect((await signIn(installationAdmin.username)).statusCode).toBe(200);
  });

  it('lets only admins list, deactivate and reactivate users', async () => {
    const user = await t.createUser(companyId);
    expect((await t.app.inject({ url: '/v2/api/admin/users', headers: bearer(userKey) })).statusCode).toBe(403);
    expect((await act('deactivate-user', user.id, userKey)).statusCode).toBe(403);
    expect((await act('reactivate-user', user.id, userKey)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v2/api/admin/users' })).statusCode).toBe(401);
    expect((await signIn(user.username)).statusCode).toBe(200);
  });
});
