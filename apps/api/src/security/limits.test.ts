import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLongMessage } from '@rnorm/contracts';
import { uploadForm } from '../testing/job-uploads.ts';
import {
  BACKENDS,
  bearer,
  createTestContext,
  nextAddress,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../testing/test-app.ts';

/**
 * Oversized fields, bodies, numbers and paths: each is refused with a 4xx and a plain message, never a 500, and
 * nothing is stored. (An upload over 52,428,800 bytes is covered by the job routes' tests.)
 */

const BODY_LIMIT = 1_048_576;
const INT4_MAX = 2_147_483_647;
const LONG = 'x'.repeat(10_000);

/** A message a person can read: one short sentence, no stack, no SQL, no internals. */
function expectPlainMessage(body: { message?: unknown }) {
  expect(typeof body.message).toBe('string');
  const message = body.message as string;
  expect(message.length).toBeGreaterThan(0);
  expect(message.length).toBeLessThan(200);
  expect(message).not.toMatch(/\bat .+:\d+|select |insert |update |Failed query|Error:|undefined|\[object/i);
}

describe.each(BACKENDS)('limits on %s', (backend) => {
  let t: TestContext;
  let company: { id: number; domain: string };
  let user: { id: number; key: string; username: string };
  let admin: { id: number; key: string };
  let jobId: number;
  let catalogId: number;
  let ruleHash: string;

  const base = () => `/v2/${user.id}/normalize/sw`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string, key = user.key) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(key), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  /** What the company has stored, to compare before and after refused calls. */
  const stored = async () => ({
    rules: (await call('GET', `/v2/${user.id}/user_mapping/all`)).json(),
    catalog: (await call('GET', `${base()}/user_catalog/view`)).json(),
    dataMappings: (await call('GET', `${base()}/user_data_mapping/view`)).json(),
    jobs: (await call('GET', `/v2/${user.id}/jobs/list`)).json(),
    pending: (await call('GET', '/v2/api/admin/pending-users', undefined, admin.key)).json(),
    company: (await call('GET', '/v2/get_comapnydetails')).json(),
  });

  beforeAll(async () => {
    t = await createTestContext(backend);
    company = await t.createCompany();
    const created = await t.createUser(company.id);
    const signedIn = await t.signIn(created.username);
    user = { id: signedIn.userId, key: signedIn.apiKey, username: created.username };
    const adminUser = await t.createUser(company.id, { role: 'admin' });
    const adminSignedIn = await t.signIn(adminUser.username);
    admin = { id: adminSignedIn.userId, key: adminSignedIn.apiKey };

    const upload = await t.app.inject({
      method: 'POST',
      url: `/v2/${user.id}/normalize/sw_job`,
      headers: bearer(user.key),
      payload: uploadForm('inventory.csv', 'Publisher,Title,Version\nMozilla,Mozilla Firefox,128.0'),
    });
    await t.jobProcessing.queue.idle();
    jobId = upload.json<{ JobID: number }>().JobID;
    const rule = await call('POST', `${base()}/user_mapping/add`, {
      Publisher: 'Contoso',
      Title: 'Payroll',
      Version: '1',
      publisher_normalised: 'Contoso',
      name_normalised: 'Contoso Payroll',
      version_normalised: '1',
    });
    ruleHash = rule.json<{ ReturnObject: { hash_key: string } }>().ReturnObject.hash_key;
    catalogId = (await call('GET', `${base()}/user_catalog/view`)).json<{
      ReturnObject: { usercatalog_records: { u_cat_ref_id: number }[] };
    }>().ReturnObject.usercatalog_records[0]!.u_cat_ref_id;
    await call('POST', `${base()}/user_data_mapping/add`, {
      FieldName: 'publisher',
      NormalizedValue: 'Mozilla',
      CustomValue: 'Mozilla Corp',
    });
  });
  afterAll(() => t.close());

  it('refuses a 10,000-character value in any personalization field with 400, naming the field', async () => {
    const before = await stored();
    const rule = {
      Publisher: 'Contoso',
      Title: 'Another',
      Version: '1',
      publisher_normalised: 'Contoso',
      name_normalised: 'Contoso Another',
      version_normalised: '1',
    };
    const cases: [string, string, 'POST' | 'PUT', object][] = [
      ['Publisher', `${base()}/user_mapping/add`, 'POST', { ...rule, Publisher: LONG }],
      ['Title', `${base()}/user_mapping/add`, 'POST', { ...rule, Title: LONG }],
      ['name_normalised', `${base()}/user_mapping/add`, 'POST', { ...rule, name_normalised: LONG }],
      ['edition_normalised', `${base()}/user_mapping/add`, 'POST', { ...rule, edition_normalised: LONG }],
      [
        'name',
        `${base()}/user_mapping/update?hash_key=${ruleHash}`,
        'POST',
        { publisher: 'Contoso', name: LONG, version: '1' },
      ],
      [
        'publisher',
        `${base()}/user_catalog/edit?u_cat_ref_id=${catalogId}`,
        'PUT',
        { publisher: LONG, name: 'n', version: '1' },
      ],
      [
        'language',
        `${base()}/user_catalog/edit?u_cat_ref_id=${catalogId}`,
        'PUT',
        { publisher: 'p', name: 'n', version: '1', language: LONG },
      ],
      [
        'NormalizedValue',
        `${base()}/user_data_mapping/add`,
        'POST',
        { FieldName: 'name', NormalizedValue: LONG, CustomValue: 'c' },
      ],
      [
        'CustomValue',
        `${base()}/user_data_mapping/add`,
        'POST',
        { FieldName: 'name', NormalizedValue: 'v', CustomValue: LONG },
      ],
      [
        'CustomValue',
        `${base()}/user_data_mapping/update?NormalizedValue=Mozilla&FieldName=publisher`,
        'PUT',
        { CustomValue: LONG },
      ],
      [
        'Title',
        `${base()}/usermapping_and_delete?hash_key=00000000-0000-4000-8000-000000000000`,
        'POST',
        { ...rule, Title: LONG },
      ],
    ];
    for (const [field, url, method, payload] of cases) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expectPlainMessage(response.json());
    }
    // A value that is too long says so, rather than that it is missing.
    const longPublisher = await call('POST', `${base()}/user_mapping/add`, { ...rule, publisher_normalised: LONG });
    expect(longPublisher.json().message).toBe(tooLongMessage(500));
    expect(await stored()).toEqual(before);
  });

  it('refuses list filters and type-ahead values over 500 characters with 400', async () => {
    const long = 'x'.repeat(501);
    for (const url of [
      `/v2/${user.id}/matchfix/list?publisher=${long}`,
      `/v2/${user.id}/matchfix/list?job_id=${'1'.repeat(21)}`,
      `${base()}/get_fuzzy_matches?name=${long}`,
      `/v2/${user.id}/jobs/results?job_id=${jobId}&q=${long}`,
      `/v2/${user.id}/search?publisher=${long}`,
      `/v2/${user.id}/ritcatalog/distinct_values?field_name=name&filter=${long}`,
      `/v2/check-record?publisher=p&name=${long}`,
      `${base()}/user_data_mapping/view_by_value?NormalizedValue=${long}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expectPlainMessage(response.json());
    }
    const bulk = await call('POST', `${base()}/get_catalog_entry_bulk`, {
      catref_list: Array.from({ length: 101 }, (_, i) => `ref:${i}`),
    });
    expect(bulk.statusCode).toBe(400);
    const longRef = await call('POST', `${base()}/get_catalog_entry_bulk`, { catref_list: ['x'.repeat(301)] });
    expect(longRef.statusCode).toBe(400);
  });

  it('refuses registration, domain, setup and sign-in values over their limits with 400, storing nothing', async () => {
    const before = await stored();
    const registration = {
      first_name: 'Ann',
      last_name: 'Long',
      email_address: `${uniqueName('long')}@${company.domain}`,
      company_id: company.id,
      phone: '5550100',
      username: uniqueName('long'),
      password: TEST_PASSWORD,
      agree: true,
    };
    const oversized: [string, object][] = [
      ['first_name', { ...registration, first_name: 'x'.repeat(101) }],
      ['last_name', { ...registration, last_name: 'x'.repeat(101) }],
      ['username', { ...registration, username: 'x'.repeat(101) }],
      ['email_address', { ...registration, email_address: `${'x'.repeat(250)}@${company.domain}` }],
      ['location', { ...registration, location: 'x'.repeat(201) }],
      ['phone', { ...registration, phone: '1'.repeat(16) }],
      ['password', { ...registration, password: 'x'.repeat(51) }],
    ];
    for (const [field, payload] of oversized) {
      const response = await t.app.inject({ method: 'POST', url: '/v2/api/register-user', payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expectPlainMessage(response.json());
    }
    const domain = await call('POST', '/v2/api/register-domain', { domain: `${'a'.repeat(250)}.com` }, admin.key);
    expect(domain.statusCode).toBe(400);
    const env = await t.app.inject({
      method: 'POST',
      url: '/api/update-env',
      payload: { REACT_APP_API_URL: `http://rnorm.example/${'x'.repeat(2_100)}` },
    });
    expect(env.statusCode).toBe(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v2/signin',
      payload: { username: user.username, password: 'x'.repeat(51), agree: true },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers a sign-in name too long to count (100,000 characters) with 400, not 500', async () => {
    // Random, so that PostgreSQL cannot compress it into an index entry.
    const username = randomBytes(75_000).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/signin',
      payload: { username, password: TEST_PASSWORD, agree: true },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A value in the request is too long.',
    });
    // The account and its sign-in are untouched.
    expect((await t.signIn(user.username)).userId).toBe(user.id);
  });

  it('refuses a JSON body over the 1 MiB body limit with 413 before it reaches any route', async () => {
    const before = await stored();
    const oversized = JSON.stringify({ Publisher: 'x'.repeat(BODY_LIMIT) });
    expect(oversized.length).toBeGreaterThan(BODY_LIMIT);
    for (const [url, key] of [
      [`${base()}/user_mapping/add`, user.key],
      [`${base()}/user_data_mapping/add`, user.key],
      ['/v2/api/admin/approve-user', admin.key],
    ] as const) {
      const response = await call('POST', url, oversized, key);
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expectPlainMessage(response.json());
    }
    for (const url of ['/v2/signin', '/v2/api/register-user', '/v2/reset_password', '/v2/rnorm_initialize']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: oversized,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expectPlainMessage(response.json());
    }
    // Just under the limit the body is read, and the field's own limit answers.
    const underLimit = JSON.stringify({ Publisher: 'x'.repeat(BODY_LIMIT - 100) });
    expect(underLimit.length).toBeLessThanOrEqual(BODY_LIMIT);
    const response = await call('POST', `${base()}/user_mapping/add`, underLimit);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers ids beyond the integer columns with 400, pages far beyond the end with an empty page', async () => {
    const big = INT4_MAX + 1;
    const urls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/v2/${user.id}/jobs/stats?job_id=${big}`],
      ['GET', `/v2/${user.id}/jobs/summary?job_id=${big}`],
      ['GET', `/v2/${user.id}/jobs/results?job_id=${big}`],
      ['GET', `/v2/${user.id}/jobs/export?job_id=${big}`],
      ['POST', `/v2/${user.id}/jobs/rerun?job_id=${big}`],
      ['GET', `${base()}/user_catalog/view_by_cat_ref?u_cat_ref_id=${big}`],
      ['PUT', `${base()}/user_catalog/edit?u_cat_ref_id=${big}`, { publisher: 'p', name: 'n', version: '1' }],
      ['DELETE', `${base()}/user_catalog/delete?u_cat_ref_id=${big}`],
    ];
    for (const [method, url, payload] of urls) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ message: 'A number in the request is out of range.' });
    }
    for (const path of ['approve-user', 'deny-user']) {
      const response = await call('POST', `/v2/api/admin/${path}`, { user_id: big }, admin.key);
      expect(response.statusCode, path).toBe(400);
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/v2/api/register-user',
      payload: {
        first_name: 'Ann',
        last_name: 'Big',
        email_address: `${uniqueName('big')}@${company.domain}`,
        company_id: String(big),
        phone: '5550100',
        username: uniqueName('big'),
        password: TEST_PASSWORD,
        agree: true,
      },
    });
    expect(register.statusCode).toBe(400);
    // Beyond what a number can say exactly, the schemas answer.
    const unsafe = await call('GET', `/v2/${user.id}/jobs/stats?job_id=1e300`);
    expect(unsafe.statusCode).toBe(400);
    // A user id in the path is checked against the key's owner before any validation: it is not the caller's.
    expect((await call('GET', `/v2/99999999999999999999/jobs/list`)).statusCode).toBe(403);
    for (const url of [
      `/v2/${user.id}/matchfix/list?page=9007199254740991&page_size=500`,
      `${base()}/get_fuzzy_matches?page=9007199254740991&page_size=500`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ total: expect.any(Number) });
    }
    // The results' offset is an integer parameter: a page that far out is out of its range.
    const results = await call(
      'GET',
      `/v2/${user.id}/jobs/results?job_id=${jobId}&page=9007199254740991&page_size=500`,
    );
    expect([200, 400]).toContain(results.statusCode);
  });

  it('refuses malformed JSON, prototype keys, deep nesting and repeated parameters with 4xx, never 500', async () => {
    const url = `${base()}/user_mapping/add`;
    const bodies = [
      '{"Publisher":',
      '{"__proto__":{"role":"admin"},"Publisher":"a"}',
      '{"constructor":{"prototype":{"role":"admin"}},"Publisher":"a"}',
      '['.repeat(400_000) + ']'.repeat(400_000),
      '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
      '[1,2,3]',
      '"text"',
      JSON.stringify({
        Publisher: { $gt: '' },
        Title: ['a'],
        Version: 1,
        publisher_normalised: 'p',
        name_normalised: 'n',
        version_normalised: '1',
      }),
    ];
    for (const body of bodies) {
      const response = await call('POST', url, body);
      expect(response.statusCode, body.slice(0, 40)).toBe(400);
      expectPlainMessage(response.json());
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    const repeated = await call(
      'GET',
      `/v2/${user.id}/matchfix/list?${Array.from({ length: 5_000 }, (_, i) => `publisher=${i}`).join('&')}`,
    );
    expect(repeated.statusCode).toBe(400);
    const longPath = await call('GET', `/v2/${'1'.repeat(120)}/jobs/list`);
    expect(longPath.statusCode).toBe(414);
  });
  it('refuses a deeply nested JSON upload and malformed multipart bodies with 400, storing no job', async () => {
    const before = await stored();
    const uploadUrl = `/v2/${user.id}/normalize/sw_job`;
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const nested = await t.app.inject({
      method: 'POST',
      url: uploadUrl,
      headers: bearer(user.key),
      payload: uploadForm('deep.json', `{"RawEntry":[{"Publisher":"a","Title":${deep}}]}`, 'application/json'),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/^deep\.json nests arrays or objects more than 32 levels deep/);
    expectPlainMessage(nested.json());

    const part =
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n' +
      'Publisher,Title,Version\r\nMozilla,Firefox,128.0\r\n--abc--\r\n';
    for (const [contentType, body] of [
      ['multipart/form-data', part],
      ['multipart/form-data; boundary=xyz', part],
      ['multipart/form-data; boundary=abc', part.slice(0, 60)],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: uploadUrl,
        headers: { ...bearer(user.key), 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().message).toMatch(/^The upload could not be read as multipart\/form-data/);
      expectPlainMessage(response.json());
    }
    expect(await stored()).toEqual(before);
  });
});
