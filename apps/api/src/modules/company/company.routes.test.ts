import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, serverMessages, validationMessages } from '@rnorm/contracts';
import { createCompaniesRepository } from '@rnorm/db';
import { BACKENDS, bearer, createTestContext, uniqueName, type TestContext } from '../../testing/test-app.ts';

describe.each(BACKENDS)('company routes on %s', (backend) => {
  let t: TestContext;
  let company: { id: number; domain: string };
  let adminKey: string;
  let userKey: string;
  beforeAll(async () => {
    t = await createTestContext(backend);
    company = await t.createCompany('Acme Industries');
    adminKey = (await t.signIn((await t.createUser(company.id, { role: 'admin' })).username)).apiKey;
    userKey = (await t.signIn((await t.createUser(company.id)).username)).apiKey;
  });
  afterAll(() => t.close());

  const registerDomain = (domain: unknown, key = adminKey) =>
    t.app.inject({ method: 'POST', url: '/v2/api/register-domain', headers: bearer(key), payload: { domain } });
  const details = async (key: string) => {
    const response = await t.app.inject({ url: '/v2/get_comapnydetails', headers: bearer(key) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('registers a domain typed as a website, stores its bare host, and lets its users register', async () => {
    const host = `${uniqueName('acme')}.example.com`;
    const response = await registerDomain(`https://www.${host}/about`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(feedbackMessages.domainRegistered);
    expect((await details(userKey)).domains).toContain(host);

    const username = uniqueName('newcomer');
    const registration = await t.app.inject({
      method: 'POST',
      url: '/v2/api/register-user',
      payload: {
        first_name: 'New',
        last_name: 'Comer',
        email_address: `${username}@${host}`,
        company_id: company.id,
        phone: '123456',
        username,
        password: 'password 123',
        agree: true,
      },
    });
    expect(registration.statusCode).toBe(201);
  });

  it("returns the caller's own company details", async () => {
    const body = await details(userKey);
    expect(body).toMatchObject({ company_name: 'Acme Industries', customer_id: company.id });
    expect(body.domain).toBe(body.domains.join(', '));
    const other = await t.createCompany('Globex');
    const otherKey = (await t.signIn((await t.createUser(other.id)).username)).apiKey;
    const otherBody = await details(otherKey);
    expect(otherBody.company_name).toBe('Globex');
    expect(otherBody.domains).not.toContain(company.domain);
  });

  it.each([
    ['', validationMessages.domainRequired],
    ['not a domain', validationMessages.domainInvalid],
    ['localhost', validationMessages.domainInvalid],
    ['ftp://acme.com', validationMessages.domainInvalid],
  ])('rejects %j with the spec message', async (domain, message) => {
    const response = await registerDomain(domain);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['gmail.com', 'gmail.com'],
    ['https://www.outlook.com/', 'outlook.com'],
    ['WEB.DE', 'web.de'],
    ['yahoo.com', 'yahoo.com'],
  ])('refuses the public mail domain %j: anyone there could sign up for the company', async (domain, host) => {
    const response = await registerDomain(domain);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(serverMessages.domainPublicMail);
    expect((await details(userKey)).domains).not.toContain(host);
  });

  it("removes one of the company's domains; another company's, or one never registered, is not found", async () => {
    const removeDomain = (domain: string, key = adminKey) =>
      t.app.inject({ method: 'POST', url: '/v2/api/remove-domain', headers: bearer(key), payload: { domain } });
    const host = `${uniqueName('old')}.example.com`;
    expect((await registerDomain(host)).statusCode).toBe(200);
    expect((await removeDomain(host, userKey)).statusCode).toBe(403);
    const removed = await removeDomain(`https://www.${host}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(feedbackMessages.domainRemoved);
    expect((await details(userKey)).domains).not.toContain(host);
    const again = await removeDomain(host);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(serverMessages.domainNotOwned);
    const other = await t.createCompany();
    expect((await removeDomain(other.domain)).statusCode).toBe(404);
    expect(await createCompaniesRepository(t.catalog.db).findDomainOwner(other.domain)).toBe(other.id);
  });

  it("refuses another company's domain and non-admins", async () => {
    const other = await t.createCompany();
    const taken = await registerDomain(other.domain);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(serverMessages.domainTaken);
    const byUser = await registerDomain(`${uniqueName('x')}.example.com`, userKey);
    expect(byUser.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v2/get_comapnydetails' })).statusCode).toBe(401);
  });

  it('lets an administrator set how long the company keeps finished jobs, and shows it to its users', async () => {
    const setRetention = (days: unknown, key = adminKey) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/api/job-retention',
        headers: bearer(key),
        payload: { job_retention_days: days },
      });
    expect((await details(userKey)).job_retention_days).toBeNull();

    const saved = await setRetention(90);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(feedbackMessages.jobRetentionSaved(90));
    expect(saved.json().message).toBe('Finished jobs are now deleted 90 days after they finish.');
    expect((await details(userKey)).job_retention_days).toBe(90);

    for (const invalid of [0, 3651, 1.5, '30', -1]) {
      const refused = await setRetention(invalid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(validationMessages.jobRetentionInvalid);
    }
    const byUser = await setRetention(7, userKey);
    expect(byUser.statusCode).toBe(403);
    expect((await details(userKey)).job_retention_days).toBe(90);

    const lifted = await setRetention(null);
    expect(lifted.json().message).toBe('Jobs are now kept until they are deleted.');
    expect((await details(adminKey)).job_retention_days).toBeNull();
  });
});
