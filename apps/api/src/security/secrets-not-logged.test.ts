import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { issueLicense } from '../modules/licensing/license-keys.ts';
import { createSetupService } from '../modules/setup/setup.service.ts';
import { buildSetupApp } from '../setup-app.ts';
import {
  BACKENDS,
  createTestContext,
  fixtureEngine,
  nextAddress,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../testing/test-app.ts';
import { digestToken } from './tokens.ts';
import { freePort as closedPort } from '../testing/private-services.ts';

/**
 * The log at its most talkative (trace), captured in memory while people sign in, register, reset passwords, set the
 * product up and call with keys and cookies, and while requests fail inside the database: no password, key, token,
 * authorization header, cookie or password hash reaches it.
 */

/** The log's lines, as pino writes them (one JSON object per line). */
function memoryLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe.each(BACKENDS)('secrets stay out of the log on %s', (backend) => {
  let t: TestContext;
  let app: FastifyInstance;
  let company: { id: number; domain: string };
  const log = memoryLog();
  /** Every secret that went over the wire in this file; none may appear in the log. */
  const secrets = new Set<string>();
  const remember = (...values: string[]) => values.forEach((value) => secrets.add(value));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
  const signIn = (username: string, password: string) => post('/v2/signin', { username, password, agree: true });

  beforeAll(async () => {
    t = await createTestContext(backend);
    app = await buildApp({
      config: { ...t.config, logLevel: 'trace' },
      catalog: t.catalog,
      metrics: t.metrics,
      jobQueue: t.jobProcessing.queue,
      engine: fixtureEngine,
      serveWebApp: false,
      logStream: log.stream,
    });
    company = await t.createCompany();
    remember(TEST_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('keeps sign-in passwords, API keys, authorization headers and cookies out of the log', async () => {
    const user = await t.createUser(company.id);
    const wrong = await signIn(user.username, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    remember('Wrong-password-1');
    const signedIn = await signIn(user.username, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const key = signedIn.json<{ api_key: string; user_id: number }>().api_key;
    remember(key, digestToken(key), `Bearer ${key}`);

    const cookie = `rnorm_session=${uniqueName('cookie-secret-')}; theme=dark`;
    remember(cookie, cookie.split(';')[0]!.split('=')[1]!);
    const headers = { authorization: `Bearer ${key}`, cookie };
    for (const url of [
      `/v2/api/check-token?user_id=${user.id}`,
      `/v2/${user.id}/jobs/list`,
      '/v2/access-control',
      `/v2/${user.id + 1}/jobs/list`,
    ]) {
      expect((await app.inject({ url, headers })).statusCode).toBeLessThan(500);
    }
    expect(
      (await app.inject({ url: '/v2/access-control', headers: { authorization: 'Bearer not-a-key' } })).statusCode,
    ).toBe(401);
    remember('not-a-key');
    expect((await post('/v2/signout', {}, headers)).statusCode).toBe(200);
    expect((await app.inject({ url: '/v2/access-control', headers })).statusCode).toBe(401);
  });

  it('keeps registration passwords, reset passwords and reset tokens out of the log', async () => {
    const username = uniqueName('registrant');
    const email = `${username}@${company.domain}`;
    const registered = await post('/v2/api/register-user', {
      first_name: 'Reg',
      last_name: 'Istrant',
      email_address: email,
      company_id: company.id,
      phone: '5550100',
      username,
      password: 'Registration-pass-1',
      agree: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    remember('Registration-pass-1');
    // A reset without a token or code is recorded for the admin; the password sent is dropped.
    const pending = await post('/v2/reset_password', { customer_id: company.id, email, password: 'Pending-pass-2' });
    expect(pending.statusCode).toBe(200);
    remember('Pending-pass-2');

    // A generated first password: sign-in hands out a reset token, which applies the new password at once.
    const admin = await t.createUser(company.id, { role: 'admin', mustResetPassword: true });
    const redirect = await signIn(admin.username, TEST_PASSWORD);
    expect(redirect.statusCode).toBe(403);
    const token = redirect.json<{ reset_token: string }>().reset_token;
    expect(token).toEqual(expect.any(String));
    remember(token, digestToken(token));
    const reset = await post('/v2/reset_password', {
      customer_id: company.id,
      email: admin.email!,
      password: 'Brand-new-pass-3',
      reset_token: token,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    remember('Brand-new-pass-3');
    const again = await signIn(admin.username, 'Brand-new-pass-3');
    expect(again.statusCode, again.body).toBe(200);
    const key = again.json<{ api_key: string }>().api_key;
    remember(key, digestToken(key));
    const approve = await post(
      '/v2/api/admin/approve-user',
      { user_id: (await t.createUser(company.id, { status: 'pending' })).id },
      { authorization: `Bearer ${key}` },
    );
    expect(approve.statusCode).toBe(200);

    // A reset code the admin issues, and the password set with it.
    const member = await t.createUser(company.id);
    await post('/v2/reset_password', { customer_id: company.id, email: member.email!, password: 'Dropped-pass-4' });
    remember('Dropped-pass-4');
    const issued = await post('/v2/api/admin/approve-user', { user_id: member.id }, { authorization: `Bearer ${key}` });
    const code = issued.json<{ reset_code: string }>().reset_code;
    expect(code).toEqual(expect.any(String));
    remember(code, code.replaceAll('-', ''));
    const withCode = await post('/v2/reset_password', {
      customer_id: company.id,
      email: member.email!,
      password: 'Coded-pass-5',
      reset_code: code,
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    remember('Coded-pass-5');
  });

  it('keeps the setup form (licence key, database, Redis and admin passwords) out of the log', async () => {
    const vendor = generateKeyPairSync('ed25519');
    const license = issueLicense({ customerId: 'C-9', days: 30, privateKey: vendor.privateKey });
    const form = async () => ({
      user_info: { license_jwt: license, admin_password: 'Setup-owner-pass-4' },
      server_info: { update_server: 'http://127.0.0.1:8090' },
      db_info: { host: '127.0.0.1', port: String(await closedPort()), user: 'rnorm', password: 'Db-secret-5' },
      metrics_db_info: { host: '127.0.0.1', port: String(await closedPort()), user: 'rnorm', password: 'Db-secret-6' },
      redis_cache_info: { host: '127.0.0.1', port: String(await closedPort()), password: 'Redis-secret-7' },
    });
    remember(license, 'Setup-owner-pass-4', 'Db-secret-5', 'Db-secret-6', 'Redis-secret-7');

    // A set-up product refuses the form; one before setup checks it (and fails to connect).
    const refused = await post('/v2/rnorm_initialize', await form());
    expect(refused.json()).toMatchObject({ status: 'error' });
    const dataDir = await mkdtemp(join(tmpdir(), 'rnorm-setup-log-'));
    try {
      const config = loadConfig({ RNORM_MODE: 'production', RNORM_DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
      const setupLog: { current?: FastifyBaseLogger } = {};
      const setup = createSetupService({
        configDir: config.configDir,
        trustedKeys: [vendor.publicKey],
        loadContent: async () => 'test',
        log: (message, details) => setupLog.current?.info(details ?? {}, message),
      });
      const setupApp = await buildSetupApp({ config, setup, serveWebApp: false, logStream: log.stream });
      setupLog.current = setupApp.log;
      try {
        const checked = await setupApp.inject({ method: 'POST', url: '/v2/rnorm_initialize', payload: await form() });
        expect(checked.statusCode).toBe(200);
        expect(checked.json()).toMatchObject({ status: 'error' });
        expect(JSON.stringify(checked.json())).not.toContain('Db-secret');
        const env = await setupApp.inject({
          method: 'POST',
          url: '/api/update-env',
          payload: { REACT_APP_API_URL: 'http://rnorm.example:8080' },
        });
        expect(env.statusCode).toBe(200);
      } finally {
        await setupApp.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('logs a failed query without its parameters (password hashes, key digests, user data)', async () => {
    const { db } = t.catalog;
    const user = await t.createUser(company.id);
    await db.execute(
      sql.raw(`create function rnorm_test_refuse() returns trigger language plpgsql as $$
                 begin raise exception 'refused by the test trigger'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger rnorm_test_refuse_users before insert on users
                 for each row execute function rnorm_test_refuse()`),
    );
    await db.execute(
      sql.raw(`create trigger rnorm_test_refuse_keys before insert on api_keys
                 for each row execute function rnorm_test_refuse()`),
    );
    try {
      const username = uniqueName('failing');
      const registered = await post('/v2/api/register-user', {
        first_name: 'Fail',
        last_name: 'Ing',
        email_address: `${username}@${company.domain}`,
        company_id: company.id,
        phone: '5550100',
        username,
        password: 'Failing-pass-8',
        agree: true,
      });
      expect(registered.statusCode).toBe(500);
      remember('Failing-pass-8');
      const signedIn = await signIn(user.username, TEST_PASSWORD);
      expect(signedIn.statusCode).toBe(500);
      expect(signedIn.body).not.toContain('refused by the test trigger');
    } finally {
      await db.execute(sql.raw('drop trigger rnorm_test_refuse_users on users'));
      await db.execute(sql.raw('drop trigger rnorm_test_refuse_keys on api_keys'));
      await db.execute(sql.raw('drop function rnorm_test_refuse()'));
    }
    const failures = log.entries().filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      const err = failure.err as Record<string, unknown>;
      expect(err).toMatchObject({ message: expect.stringMatching(/^Failed query: insert into/) });
      expect(err.cause).toBe('refused by the test trigger');
      expect(err).not.toHaveProperty('params');
      expect(JSON.stringify(err)).not.toMatch(/params:|\$argon2/);
    }
  });

  it('has logged every request, and none of the secrets', () => {
    const text = log.text();
    const entries = log.entries();
    expect(entries.filter((entry) => entry.msg === 'incoming request').length).toBeGreaterThan(15);
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(true);
    expect(secrets.size).toBeGreaterThan(15);
    for (const secret of secrets) expect(text.includes(secret), `the log contains ${secret.slice(0, 12)}…`).toBe(false);
    // Neither password hashes nor any header carrying a credential.
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/"(authorization|cookie|set-cookie)"\s*:/i);
  });
});
