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

    it('without a token, holds the new password until an admin approves it', async () => {
      const admin = await t.createUser(company.id, { role: 'admin' });
      const user = await t.createUser(company.id);
      const response = await reset({ customer_id: company.id, email: user.email, password: 'approved pass 1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(serverMessages.passwordResetRequested);

      const signInWith = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/signin',
          payload: { username: user.username, password, agree: true },
        });
      expect((await signInWith(TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signInWith('approved pass 1')).statusCode).toBe(401);

      const { apiKey } = await t.signIn(admin.username);
      const pending = await t.app.inject({ url: '/v2/api/admin/pending-users', headers: bearer(apiKey) });
      expect(pending.json().pending_users).toContainEqual(
        expect.objectContaining({ user_id: user.id, request: 'password_reset' }),
      );
      const approve = await t.app.inject({
        method: 'POST',
        url: '/v2/api/admin/approve-user',
        headers: bearer(apiKey),
        payload: { user_id: user.id },
      });
      expect(approve.statusCode).toBe(200);
      expect((await signInWith('approved pass 1')).statusCode).toBe(200);
      expect((await signInWith(TEST_PASSWORD)).statusCode).toBe(401);
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
      expect(stored?.pendingPasswordHash).toBeNull();
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
