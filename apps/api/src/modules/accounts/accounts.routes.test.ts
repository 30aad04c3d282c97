import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages as m } from '@rnorm/contracts';
import { createUsersRepository } from '@rnorm/db';
import {
  BACKENDS,
  bearer,
  createTestContext,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../../testing/test-app.ts';

describe.each(BACKENDS)('account routes on %s', (backend) => {
  let t: TestContext;
  let company: { id: number; domain: string };
  beforeAll(async () => {
    t = await createTestContext(backend);
    company = await t.createCompany();
  });
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => {
    const username = uniqueName('reg');
    return {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: `${username}@${company.domain}`,
      company_id: company.id,
      phone: '5551234567',
      countryCode: '+1',
      location: 'London',
      username,
      password: TEST_PASSWORD,
      agree: true,
      ...overrides,
    };
  };
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v2/api/register-user', payload });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v2/reset_password', payload });

  describe('register-user', () => {
    it('creates a pending user that cannot sign in yet', async () => {
      const payload = registration();
      const response = await register(payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: feedbackMessages.registrationSent });
      const user = await createUsersRepository(t.catalog.db).findByUsername(payload.username);
      expect(user).toMatchObject({ status: 'pending', role: 'user', companyId: company.id, phone: '5551234567' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username: payload.username, password: TEST_PASSWORD, agree: true },
      });
      expect(signIn.statusCode).toBe(403);
    });

    it('accepts a company id typed as a numeric string and an address on a subdomain', async () => {
      const username = uniqueName('sub');
      const response = await register(
        registration({ company_id: String(company.id), username, email_address: `${username}@eu.${company.domain}` }),
      );
      expect(response.statusCode).toBe(201);
    });

    it.each([
      [{ first_name: '' }, m.firstNameRequired],
      [{ last_name: '  ' }, m.lastNameRequired],
      [{ email_address: '' }, m.emailRequired],
      [{ email_address: 'not-an-email' }, m.emailInvalid],
      [{ company_id: '' }, m.companyIdRequired],
      [{ company_id: undefined }, m.companyIdRequired],
      [{ company_id: '12ab' }, m.companyIdNumeric],
      [{ phone: '' }, m.phoneRequired],
      [{ username: '' }, m.usernameRequired],
      [{ password: '' }, m.passwordRequired],
      [{ password: 'short' }, m.passwordMin],
      [{ password: 'p'.repeat(51) }, m.passwordMax],
      [{ agree: false }, m.agreeRequired],
    ])('rejects %j with the spec message', async (override, message) => {
      const response = await register(registration(override));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });

    it('rejects an unknown company', async () => {
      const response = await register(registration({ company_id: 987_654 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverMessages.companyNotFound);
    });

    it("rejects an e-mail domain the company did not register, including another company's", async () => {
      const other = await t.createCompany();
      for (const email of ['someone@unregistered.example.net', `someone@${other.domain}`]) {
        const response = await register(registration({ email_address: email }));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(serverMessages.domainNotRegistered);
      }
    });

    it('rejects a username or e-mail already in use, whatever the case', async () => {
      const first = registration();
      expect((await register(first)).statusCode).toBe(201);
      const sameName = await register(registration({ username: first.username.toUpperCase() }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().message).toBe(serverMessages.usernameTaken);
      const sameEmail = await register(registration({ email_address: first.email_address.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().message).toBe(serverMessages.emailTaken);
    });
  });

  it.each([
    ['password1', undefined, serverMessages.passwordTooCommon],
    ['        ', undefined, serverMessages.passwordBlank],
    ['aaaaaaaa', undefined, serverMessages.passwordTooSimple],
    ['USERNAME', 'the username', serverMessages.passwordHasUsername],
  ])('register-user refuses the password %j (%s) and creates nobody', async (password, isUsername, message) => {
    const payload = registration();
    const response = await register({ ...payload, password: isUsername ? `${payload.username}!x` : password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, field: 'password' });
    expect(await createUsersRepository(t.catalog.db).findByUsername(payload.username)).toBeUndefined();
  });

  describe('reset_password', () => {
    it.each([
      [{ customer_id: '' }, m.customerIdRequired],
      [{ customer_id: 'x1' }, m.customerIdNumeric],
      [{ email: '' }, m.resetEmailRequired],
      [{ email: 'nope' }, m.resetEmailInvalid],
      [{ password: '' }, m.newPasswordRequired],
      [{ password: 'short' }, m.passwordMin],
      [{ password: 'q'.repeat(51) }, m.passwordMax],
      [{ password: 'has/slash-inside' }, m.passwordNoSlash],
      [{ password: 'has\\backslash' }, m.passwordNoSlash],
    ])('rejects %j with the spec message', async (override, message) => {
      const response = await reset({
        customer_id: company.id,
        email: 'a@b.com',
        password: 'new password 1',
        ...override,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });

    const signInWith = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/v2/signin', payload: { username, password, agree: true } });
    /** A reset sent with a code, for the user's own e-mail unless another is given. */
    const resetWithCode = (email: string | null, password: string, resetCode: string) =>
      reset({ customer_id: company.id, email, password, reset_code: resetCode });
    /** A user whose reset request an admin answered: the code it was given. */
    const userWithCode = async () => {
      const admin = await t.createUser(company.id, { role: 'admin' });
      const user = await t.createUser(company.id);
      await reset({ customer_id: company.id, email: user.email, password: 'ignored pass 1' });
      const { apiKey } = await t.signIn(admin.username);
      return { user, code: (await approveAs(apiKey, user.id)).json().reset_code as string };
    };
    const approveAs = (apiKey: string, userId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/api/admin/approve-user',
        headers: bearer(apiKey),
        payload: { user_id: userId },
      });

    it("never sets a requester's password: the admin sees when and whence, and issues a one-time code", async () => {
      const admin = await t.createUser(company.id, { role: 'admin' });
      const user = await t.createUser(company.id);
      const victimKey = (await t.signIn(user.username)).apiKey;
      // Someone who knows only the e-mail and the company ID asks for a password of their choice.
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/reset_password',
        payload: { customer_id: company.id, email: user.email, password: 'attacker pass 1' },
        remoteAddress: '203.0.113.77',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(serverMessages.passwordResetRequested);
      expect((await signInWith(user.username, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signInWith(user.username, 'attacker pass 1')).statusCode).toBe(401);

      const { apiKey } = await t.signIn(admin.username);
      const pending = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(apiKey) });
      const request = pending.json().pending_users.find((entry: { user_id: number }) => entry.user_id === user.id);
      expect(request).toMatchObject({ request: 'password_reset', requested_from: '203.0.113.77' });
      expect(Date.now() - Date.parse(request.requested_at)).toBeLessThan(60_000);

      // Approving issues a code and still sets no password: the attacker's choice never works.
      const approve = await approveAs(apiKey, user.id);
      expect(approve.statusCode).toBe(200);
      const { message, reset_code: code, reset_code_expires_at: expiresAt } = approve.json();
      expect(message).toBe(serverMessages.resetCodeIssued);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(7 * 3_600_000);
      expect((await signInWith(user.username, 'attacker pass 1')).statusCode).toBe(401);
      const after = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(apiKey) });
      expect(after.json().pending_users.map((entry: { user_id: number }) => entry.user_id)).not.toContain(user.id);
      // The code is stored only as a digest.
      const stored = await createUsersRepository(t.catalog.db).findById(user.id);
      expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));

      // The code does not work for another e-mail or company.
      const otherUser = await t.createUser(company.id);
      const wrongEmail = await resetWithCode(otherUser.email, 'owner pass 12', code);
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toMatchObject({ message: serverMessages.resetCodeInvalid, field: 'reset_code' });

      // The owner, given the code out of band, types it in lower case with spaces: the password changes, every
      // existing key stops working, and the code works once.
      const typed = code.toLowerCase().replaceAll('-', ' ');
      const change = await resetWithCode(user.email, 'owner pass 12', typed);
      expect(change.statusCode).toBe(200);
      expect(change.json().message).toBe(serverMessages.passwordChanged);
      expect((await signInWith(user.username, 'owner pass 12')).statusCode).toBe(200);
      expect((await signInWith(user.username, TEST_PASSWORD)).statusCode).toBe(401);
      const oldKey = await t.app.inject({ url: `/v2/api/check-token?user_id=${user.id}`, headers: bearer(victimKey) });
      expect(oldKey.statusCode).toBe(401);
      const again = await resetWithCode(user.email, 'other pass 12', code);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(serverMessages.resetCodeInvalid);
    });

    it('refuses a weak password with a valid code, and leaves the code unspent', async () => {
      const { user, code } = await userWithCode();
      const withName = await resetWithCode(user.email, `${user.username} 2026`, code);
      expect(withName.statusCode).toBe(400);
      expect(withName.json()).toMatchObject({ message: serverMessages.passwordHasUsername, field: 'password' });
      const good = await resetWithCode(user.email, 'owner pass 12', code);
      expect(good.statusCode).toBe(200);
    });

    it('refuses a common password even in a request, which tells nothing of the account', async () => {
      const response = await reset({
        customer_id: company.id,
        email: 'ghost@nowhere.example.com',
        password: '12345678',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverMessages.passwordTooCommon);
    });

    it('refuses an expired reset code', async () => {
      const { user, code } = await userWithCode();
      await createUsersRepository(t.catalog.db).setResetToken(
        user.id,
        (await createUsersRepository(t.catalog.db).findById(user.id))!.resetTokenHash!,
        new Date(Date.now() - 1000),
      );
      const late = await resetWithCode(user.email, 'owner pass 12', code);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(serverMessages.resetCodeInvalid);
      expect((await signInWith(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers alike for an unknown e-mail or a wrong company, and changes nothing', async () => {
      const user = await t.createUser(company.id);
      const unknown = await reset({
        customer_id: company.id,
        email: 'ghost@nowhere.example.com',
        password: 'new pass 12',
      });
      const wrongCompany = await reset({ customer_id: company.id + 1000, email: user.email, password: 'new pass 12' });
      for (const response of [unknown, wrongCompany]) {
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe(serverMessages.passwordResetRequested);
      }
      const stored = await createUsersRepository(t.catalog.db).findById(user.id);
      expect(stored?.passwordResetRequestedAt).toBeNull();
    });

    it('rejects a wrong reset token', async () => {
      const user = await t.createUser(company.id, { mustResetPassword: true });
      const response = await reset({
        customer_id: company.id,
        email: user.email,
        password: 'new pass 123',
        reset_token: 'forged-token',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverMessages.resetTokenInvalid);
    });
  });
});
