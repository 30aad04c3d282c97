import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, serverMessages } from '@rnorm/contracts';
import { formatCsvField } from '@rnorm/inventory-files';
import { parseExportCsv, uploadForm } from '../testing/job-uploads.ts';
import {
  BACKENDS,
  bearer,
  createTestContext,
  nextAddress,
  queryRows,
  TEST_PASSWORD,
  uniqueName,
  type TestContext,
} from '../testing/test-app.ts';

/**
 * SQL-injection and spreadsheet-formula strings through every text field and list filter: nothing fails, values come
 * back exactly as sent (the SQL is parameterized), `%` and `_` in filters match themselves, another company's rows
 * never show, and the CSV exports neutralize cells that a spreadsheet would run as a formula.
 */

const SQL_STRINGS = [
  "' or 1=1 --",
  "'; drop table users; --",
  "%' or '%'='",
  'back\\slash\\',
  "\\' or 1=1 --",
  '") or ("1"="1',
  'a_b',
  '100%',
];
const FORMULA_STRINGS = ["=cmd|' /C calc'!A0", '+SUM(1)', '-1+1', '@foo', '=HYPERLINK("http://evil.example","x")'];
const TEXTS = [...SQL_STRINGS, ...FORMULA_STRINGS];
/** What `_` and `%` would match if they were wildcards. */
const DECOYS = ['axb', '1000'];
/** Filters beyond the strings themselves: LIKE's own characters, and quotes alone. */
const FILTERS = [...TEXTS, ...DECOYS, '%', '_', '\\', "'", '"', '--'];
/** Leading whitespace survives in uploaded files (not in form fields, which are trimmed). */
const TAB_FORMULA = '\t=1+2';
const OTHER_COMPANY = '(company B)';
const NUL_MESSAGE = 'Text must not contain NUL characters.';
const q = encodeURIComponent;

/** A CSV cell as a careful writer quotes it, without neutralizing anything: the upload carries the raw strings. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvFile = (rows: string[][]) =>
  ['Publisher,Title,Version', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n');

/** The cell a stored value must become in an export, by the rule of @rnorm/inventory-files, once CSV-unquoted. */
function exportedCell(value: string): string {
  const written = formatCsvField(value);
  return written.startsWith('"') ? written.slice(1, -1).replaceAll('""', '"') : written;
}

/** What a spreadsheet runs as a formula: a cell starting with = + - @ tab or CR, unless it can only be a number. */
const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:\.\d+)*$/.test(cell);

const contains = (value: unknown, filter: string) =>
  typeof value === 'string' && value.toLowerCase().includes(filter.toLowerCase());

interface ResultRow {
  row_number: number;
  raw_publisher: string;
  raw_title: string;
  raw_version: string;
  publisher?: string;
  name?: string;
  status: string;
}
interface MatchfixEntry {
  Publisher: string;
  Name: string;
  Version: string;
  JobID: number;
}
interface FuzzyEntry {
  job_id: number;
  hash_key: string;
  publisher: string;
  name: string;
  version: string;
}

describe.each(BACKENDS)('injection strings on %s', (backend) => {
  let t: TestContext;
  let companyA: { id: number; domain: string };
  let owner: { id: number; key: string; username: string };
  let adminA: { id: number; key: string };
  let adminB: { id: number; key: string };
  let jobId: number;
  let allResults: ResultRow[];
  let allMatchfix: MatchfixEntry[];
  let allFuzzy: FuzzyEntry[];

  const get = (url: string, key = owner.key) => t.app.inject({ url, headers: bearer(key) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key = owner.key) =>
    t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
    return answered.json<T>();
  };
  const base = (id = owner.id) => `/v2/${id}/normalize/sw`;

  async function submit(key: string, userId: number, fileName: string, content: string): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm(fileName, content),
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.jobProcessing.queue.idle();
    return response.json<{ JobID: number }>().JobID;
  }

  beforeAll(async () => {
    t = await createTestContext(backend);
    companyA = await t.createCompany();
    const companyB = await t.createCompany();
    const signIn = async (companyId: number, role: 'user' | 'admin' = 'user') => {
      const user = await t.createUser(companyId, { role });
      const { apiKey, userId } = await t.signIn(user.username);
      return { id: userId, key: apiKey, username: user.username };
    };
    owner = await signIn(companyA.id);
    adminA = await signIn(companyA.id, 'admin');
    adminB = await signIn(companyB.id, 'admin');

    // Company A: each string as a publisher (normalized from the title: a Fuzzy Match entry) and as the title of a
    // placeholder publisher (Matchfix); company B: the same strings, marked as B's.
    const values = [...TEXTS, ...DECOYS, TAB_FORMULA];
    jobId = await submit(
      owner.key,
      owner.id,
      "' or 1=1 --.csv",
      csvFile([
        ...values.map((value) => [value, `${value} tool`, '1.0']),
        ...values.map((value) => ['Unknown', value, '2.0']),
      ]),
    );
    await submit(
      adminB.key,
      adminB.id,
      'b.csv',
      csvFile([
        ...values.map((value) => [value, `${value} ${OTHER_COMPANY} tool`, '1.0']),
        ...values.map((value) => ['Unknown', `${value} ${OTHER_COMPANY}`, '2.0']),
      ]),
    );
    allResults = (
      await ok<{ rows: ResultRow[] }>(get(`/v2/${owner.id}/jobs/results?job_id=${jobId}&page_size=${MAX_PAGE_SIZE}`))
    ).rows;
    allMatchfix = (await ok<{ MatchFix: MatchfixEntry[] }>(get(`/v2/${owner.id}/matchfix/list?page_size=500`)))
      .MatchFix;
    allFuzzy = (await ok<{ FuzzyMatches: FuzzyEntry[] }>(get(`${base()}/get_fuzzy_matches?page_size=${MAX_PAGE_SIZE}`)))
      .FuzzyMatches;
  });
  afterAll(() => t.close());

  it('stores uploaded strings exactly as they were in the file, and names the job exactly', async () => {
    expect(allResults).toHaveLength((TEXTS.length + DECOYS.length + 1) * 2);
    for (const value of [...TEXTS, ...DECOYS, TAB_FORMULA]) {
      expect(allResults.some((row) => row.raw_publisher === value && row.raw_title === `${value} tool`)).toBe(true);
      expect(allMatchfix.some((entry) => entry.Name === value && entry.Publisher === 'Unknown')).toBe(true);
    }
    const jobs = await ok<{ Jobs: { job_id: number; 'Job Name': string }[] }>(get(`/v2/${owner.id}/jobs/list`));
    expect(jobs.Jobs.find((job) => job.job_id === jobId)?.['Job Name']).toBe("' or 1=1 --.csv");
    expect(allFuzzy.length).toBeGreaterThan(0);
  });

  it('filters job results by literal substrings (q), never across companies', async () => {
    for (const filter of FILTERS) {
      const { rows, total } = await ok<{ rows: ResultRow[]; total: number }>(
        get(`/v2/${owner.id}/jobs/results?job_id=${jobId}&page_size=${MAX_PAGE_SIZE}&q=${q(filter)}`),
      );
      const expected = allResults.filter((row) =>
        [row.raw_publisher, row.raw_title, row.publisher, row.name].some((value) => contains(value, filter)),
      );
      expect(rows.map((row) => row.row_number).sort(), filter).toEqual(expected.map((row) => row.row_number).sort());
      expect(total, filter).toBe(expected.length);
      expect(JSON.stringify(rows)).not.toContain(OTHER_COMPANY);
    }
    const byStatus = await get(`/v2/${owner.id}/jobs/results?job_id=${jobId}&status=${q("matchfix' or 1=1 --")}`);
    expect(byStatus.statusCode).toBe(400);
  });

  it('filters Matchfix by literal substrings of each field, never across companies', async () => {
    for (const filter of FILTERS) {
      for (const field of ['publisher', 'name', 'version', 'job_id'] as const) {
        const url = `/v2/${owner.id}/matchfix/list?page_size=500&${field}=${q(filter)}`;
        if (field === 'job_id' && filter.length > 20) {
          expect((await get(url)).statusCode).toBe(400);
          continue;
        }
        const { MatchFix: entries, total } = await ok<{ MatchFix: MatchfixEntry[]; total: number }>(get(url));
        const column = { publisher: 'Publisher', name: 'Name', version: 'Version', job_id: 'JobID' }[field];
        const expected = allMatchfix.filter((entry) => contains(String(entry[column as keyof MatchfixEntry]), filter));
        expect(entries, `${field}=${filter}`).toEqual(expected);
        expect(total).toBe(expected.length);
      }
    }
    expect(JSON.stringify(allMatchfix)).not.toContain(OTHER_COMPANY);
  });

  it('filters the Fuzzy Match list by literal substrings, never across companies', async () => {
    for (const filter of FILTERS) {
      for (const field of ['publisher', 'name', 'version', 'job_id'] as const) {
        const url = `${base()}/get_fuzzy_matches?page_size=${MAX_PAGE_SIZE}&${field}=${q(filter)}`;
        if (field === 'job_id' && filter.length > 20) {
          expect((await get(url)).statusCode).toBe(400);
          continue;
        }
        const { FuzzyMatches: entries, total } = await ok<{ FuzzyMatches: FuzzyEntry[]; total: number }>(get(url));
        const expected = allFuzzy.filter((entry) =>
          contains(field === 'job_id' ? String(entry.job_id) : entry[field], filter),
        );
        expect(entries.map((entry) => entry.hash_key).sort(), `${field}=${filter}`).toEqual(
          expected.map((entry) => entry.hash_key).sort(),
        );
        expect(total).toBe(expected.length);
      }
    }
    expect(JSON.stringify(allFuzzy)).not.toContain(OTHER_COMPANY);
  });

  it('answers type-ahead, distinct values and the existence check for any string, from the own company only', async () => {
    for (const text of FILTERS) {
      const search = await ok<{ values: string[] }>(get(`/v2/${owner.id}/search?publisher=${q(text)}`));
      const names = await ok<{ values: string[] }>(get(`/v2/${owner.id}/search?publisher=${q(text)}&name=${q(text)}`));
      const distinct = await ok<{ values: string[] }>(
        get(`/v2/${owner.id}/ritcatalog/distinct_values?field_name=name&filter=${q(text)}`),
      );
      for (const values of [search.values, names.values, distinct.values]) {
        expect(values.join('\n')).not.toContain(OTHER_COMPANY);
      }
      const check = await ok<{ exists: boolean }>(
        get(`/v2/check-record?publisher=${q(text)}&name=${q(text)}&version=${q(text)}`),
      );
      expect(check.exists).toBe(false);
    }
  });

  let ruleHashes: Map<string, string>;

  it('stores rule mappings with any string exactly, lists them for the company only, and drops no table', async () => {
    ruleHashes = new Map();
    for (const [i, text] of TEXTS.entries()) {
      const created = await ok<{ ReturnObject: { hash_key: string } }>(
        send('POST', `${base()}/user_mapping/add`, {
          Publisher: text,
          Title: `${text} #${i}`,
          Version: text,
          publisher_normalised: text,
          name_normalised: `${text} name`,
          version_normalised: text,
          edition_normalised: text,
          language_normalised: text,
        }),
      );
      ruleHashes.set(text, created.ReturnObject.hash_key);
    }
    const { Records: records } = await ok<{ Records: { hash_key: string; publisher: string; name: string }[] }>(
      get(`/v2/${owner.id}/user_mapping/all`),
    );
    for (const [i, text] of TEXTS.entries()) {
      expect(records).toContainEqual(
        expect.objectContaining({
          hash_key: ruleHashes.get(text),
          publisher: text,
          name: `${text} #${i}`,
          version: text,
        }),
      );
      const detail = await ok<{ raw_section: object; normalized_section: object }>(
        get(`/v2/usermapping/get_normalised?hash_key=${ruleHashes.get(text)}`),
      );
      expect(detail.raw_section).toEqual({ raw_publisher: text, raw_name: `${text} #${i}`, raw_version: text });
      expect(detail.normalized_section).toMatchObject({
        publisher: text,
        name: `${text} name`,
        version: text,
        edition: text,
        language: text,
      });
      const other = await get(`/v2/usermapping/get_normalised?hash_key=${ruleHashes.get(text)}`, adminB.key);
      expect(other.statusCode).toBe(404);
    }
    expect((await ok<{ Records: unknown[] }>(get(`/v2/${adminB.id}/user_mapping/all`, adminB.key))).Records).toEqual(
      [],
    );
    // Updating with the strings round-trips too.
    const hash = ruleHashes.get("'; drop table users; --")!;
    await ok(
      send('POST', `${base()}/user_mapping/update?hash_key=${hash}`, {
        publisher: "=cmd|' /C calc'!A0",
        name: "' or 1=1 --",
        version: '%',
      }),
    );
    expect(
      (await ok<{ normalized_section: object }>(get(`/v2/usermapping/get_normalised?hash_key=${hash}`)))
        .normalized_section,
    ).toMatchObject({ publisher: "=cmd|' /C calc'!A0", name: "' or 1=1 --", version: '%' });
    const [tables] = await queryRows(
      t.catalog.db,
      sql`select to_regclass('users') is not null as users, to_regclass('user_rule_mappings') is not null as rules`,
    );
    expect(tables).toEqual({ users: true, rules: true });
    expect((await get(`/v2/${owner.id}/jobs/list`)).statusCode).toBe(200);
  });

  it('edits a company catalog entry with any string and reads it back exactly', async () => {
    const { ReturnObject } = await ok<{ ReturnObject: { usercatalog_records: { u_cat_ref_id: number }[] } }>(
      get(`${base()}/user_catalog/view`),
    );
    const id = ReturnObject.usercatalog_records[0]!.u_cat_ref_id;
    for (const text of TEXTS) {
      await ok(
        send('PUT', `${base()}/user_catalog/edit?u_cat_ref_id=${id}`, {
          publisher: text,
          name: `${text} app`,
          version: text,
          edition: text,
          architecture: text,
        }),
      );
      const view = await ok<{ ReturnObject: { usercatalog_record: object } }>(
        get(`${base()}/user_catalog/view_by_cat_ref?u_cat_ref_id=${id}`),
      );
      expect(view.ReturnObject.usercatalog_record).toMatchObject({
        u_cat_ref_id: id,
        publisher: text,
        name: `${text} app`,
        version: text,
        edition: text,
        architecture: text,
      });
    }
    expect(
      (await get(`${base(adminB.id)}/user_catalog/view_by_cat_ref?u_cat_ref_id=${id}`, adminB.key)).statusCode,
    ).toBe(404);
    const theirs = await ok<{ ReturnObject: { usercatalog_records: unknown[] } }>(
      get(`${base(adminB.id)}/user_catalog/view`, adminB.key),
    );
    expect(theirs.ReturnObject.usercatalog_records).toEqual([]);
  });

  it('keeps data mappings exact: any string as a value, `%` and `_` only ever themselves', async () => {
    for (const text of [...TEXTS, ...DECOYS]) {
      await ok(
        send('POST', `${base()}/user_data_mapping/add`, {
          FieldName: 'publisher',
          NormalizedValue: text,
          CustomValue: `${text} custom`,
        }),
      );
    }
    for (const text of [...TEXTS, ...DECOYS]) {
      const view = await ok<{ ReturnObject: { user_data_mapping: object } }>(
        get(`${base()}/user_data_mapping/view_by_value?NormalizedValue=${q(text)}`),
      );
      expect(view.ReturnObject.user_data_mapping).toMatchObject({
        field_name: 'publisher',
        normalized_value: text,
        custom_value: `${text} custom`,
      });
      expect(
        (await get(`${base(adminB.id)}/user_data_mapping/view_by_value?NormalizedValue=${q(text)}`, adminB.key))
          .statusCode,
      ).toBe(404);
    }
    for (const pattern of ['%', '_', 'a%', '%b', "%' or '1'='1"]) {
      expect((await get(`${base()}/user_data_mapping/view_by_value?NormalizedValue=${q(pattern)}`)).statusCode).toBe(
        404,
      );
    }
    await ok(
      send('PUT', `${base()}/user_data_mapping/update?NormalizedValue=${q('a_b')}&FieldName=publisher`, {
        CustomValue: '@SUM(A1:A2)',
      }),
    );
    await ok(send('DELETE', `${base()}/user_data_mapping/delete?NormalizedValue=${q('100%')}&FieldName=publisher`));
    const { ReturnObject } = await ok<{
      ReturnObject: { user_data_mappings: { normalized_value: string; custom_value: string }[] };
    }>(get(`${base()}/user_data_mapping/view`));
    const byValue = new Map(ReturnObject.user_data_mappings.map((m) => [m.normalized_value, m.custom_value]));
    expect(byValue.get('a_b')).toBe('@SUM(A1:A2)');
    expect(byValue.get('axb')).toBe('axb custom');
    expect(byValue.has('100%')).toBe(false);
    expect(byValue.get('1000')).toBe('1000 custom');
  });

  it('neutralizes formula cells in the job export, by the rule of @rnorm/inventory-files', async () => {
    const response = await get(`/v2/${owner.id}/jobs/export?job_id=${jobId}`);
    expect(response.statusCode).toBe(200);
    const exported = parseExportCsv(response.body);
    expect(exported).toHaveLength(allResults.length);
    const byRow = new Map(allResults.map((row) => [row.row_number, row]));
    exported.forEach((record, i) => {
      const stored = byRow.get(i + 1)!;
      for (const column of ['raw_publisher', 'raw_title', 'raw_version', 'publisher', 'name'] as const) {
        expect(record[column], column).toBe(exportedCell(stored[column] ?? ''));
      }
      for (const cell of Object.values(record)) expect(runsAsFormula(cell), cell).toBe(false);
    });
    for (const text of [...FORMULA_STRINGS, TAB_FORMULA]) {
      expect(exported.some((record) => record.raw_publisher === `'${text}`)).toBe(true);
    }
  });

  it('neutralizes formula cells in the Matchfix export', async () => {
    const exported = parseExportCsv((await get(`${base()}/export_matchfix`)).body);
    expect(exported).toHaveLength(allMatchfix.length);
    for (const entry of allMatchfix) {
      expect(exported).toContainEqual({
        Publisher: exportedCell(entry.Publisher),
        Name: exportedCell(entry.Name),
        Version: exportedCell(entry.Version),
        JobID: String(entry.JobID),
      });
    }
    for (const record of exported) {
      for (const cell of Object.values(record)) expect(runsAsFormula(cell), cell).toBe(false);
    }
    for (const text of [...FORMULA_STRINGS, TAB_FORMULA]) {
      expect(exported.some((record) => record.Name === `'${text}`)).toBe(true);
    }
    expect(JSON.stringify(exported)).not.toContain(OTHER_COMPANY);
  });

  it('neutralizes formula cells in the Fuzzy Match export', async () => {
    // Rules made above took some entries off the list; the export follows the list as it is now.
    const { FuzzyMatches: current } = await ok<{ FuzzyMatches: FuzzyEntry[] }>(
      get(`${base()}/get_fuzzy_matches?page_size=${MAX_PAGE_SIZE}`),
    );
    const exported = parseExportCsv((await get(`${base()}/export_fuzzy_matches`)).body);
    for (const entry of current) {
      expect(exported).toContainEqual(
        expect.objectContaining({
          HashKey: entry.hash_key,
          Publisher: exportedCell(entry.publisher),
          Title: exportedCell(entry.name),
          Version: exportedCell(entry.version),
        }),
      );
    }
    for (const record of exported) {
      for (const cell of Object.values(record)) expect(runsAsFormula(cell), cell).toBe(false);
    }
    expect(exported.some((record) => record.Publisher?.startsWith("'="))).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(OTHER_COMPANY);
  });

  it("shows registrations with any string to their company's admin exactly, and signs in by the exact name", async () => {
    const names = ["' or 1=1 --", "%' or '%'='", "=cmd|' /C calc'!A0", '@foo'];
    for (const text of names) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/api/register-user',
        payload: {
          first_name: text,
          last_name: `${text} last`,
          email_address: `${uniqueName('reg')}@${companyA.domain}`,
          company_id: companyA.id,
          phone: '5550100',
          location: text,
          username: text,
          password: TEST_PASSWORD,
          agree: true,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const pending = await ok<{ pending_users: { user_id: number; first_name: string; username: string }[] }>(
      get('/v2/api/admin/pending-users', adminA.key),
    );
    for (const text of names) {
      expect(pending.pending_users).toContainEqual(
        expect.objectContaining({ first_name: text, last_name: `${text} last`, username: text }),
      );
    }
    const theirs = await ok<{ pending_users: unknown[] }>(get('/v2/api/admin/pending-users', adminB.key));
    expect(theirs.pending_users).toEqual([]);

    const approved = pending.pending_users.find((user) => user.username === "' or 1=1 --")!;
    await ok(send('POST', '/v2/api/admin/approve-user', { user_id: approved.user_id }, adminA.key));
    const signIn = (username: string, password = TEST_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username, password, agree: true },
        remoteAddress: nextAddress(),
      });
    const signedIn = await signIn("' or 1=1 --");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user_id: approved.user_id });
    expect((await signIn("' OR 1=1 --")).json()).toMatchObject({ user_id: approved.user_id });
  });

  it('refuses sign-in names that are injection strings or patterns as unknown users', async () => {
    // Every test user has TEST_PASSWORD: a name that matched anyone else's account would sign in (or answer 403).
    const registered = new Set(["' or 1=1 --", "%' or '%'='"]);
    const names = [
      ...SQL_STRINGS.filter((name) => !registered.has(name)),
      "' or '1'='1",
      '%',
      '_',
      "admin' --",
      `${owner.username}' --`,
      `%${owner.username.slice(1)}`,
      `${owner.username.slice(0, -1)}_`,
    ];
    for (const username of names) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username, password: TEST_PASSWORD, agree: true },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${username}: ${response.body}`).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: serverMessages.invalidCredentials,
      });
    }
  });

  it('refuses NUL characters in text with 400 and stores nothing', async () => {
    const before = await ok<{ Records: unknown[] }>(get(`/v2/${owner.id}/user_mapping/all`));
    const refused = [
      send('POST', `${base()}/user_mapping/add`, {
        Publisher: 'Nul\u0000Corp',
        Title: 'Tool',
        Version: '1',
        publisher_normalised: 'Nul Corp',
        name_normalised: 'Tool',
        version_normalised: '1',
      }),
      send('POST', `${base()}/user_mapping/add`, {
        Publisher: 'Nul Corp',
        Title: 'Tool',
        Version: '1',
        publisher_normalised: 'Nul\u0000Corp',
        name_normalised: 'Tool',
        version_normalised: '1',
      }),
      send('POST', `${base()}/user_data_mapping/add`, {
        FieldName: 'name',
        NormalizedValue: 'a\u0000b',
        CustomValue: 'c',
      }),
      get(`${base()}/user_data_mapping/view_by_value?NormalizedValue=a%00b`),
      get(`/v2/${owner.id}/matchfix/list?name=a%00b`),
      get(`${base()}/get_fuzzy_matches?publisher=a%00b`),
      get(`/v2/${owner.id}/jobs/results?job_id=${jobId}&q=a%00b`),
      get('/v2/check-record?publisher=a%00b&name=x&version=1'),
      t.app.inject({
        method: 'POST',
        url: '/v2/signin',
        payload: { username: 'nul\u0000user', password: TEST_PASSWORD, agree: true },
        remoteAddress: nextAddress(),
      }),
      t.app.inject({
        method: 'POST',
        url: '/v2/api/register-user',
        payload: {
          first_name: 'Nul\u0000',
          last_name: 'User',
          email_address: `${uniqueName('nul')}@${companyA.domain}`,
          company_id: companyA.id,
          phone: '5550100',
          username: uniqueName('nul'),
          password: TEST_PASSWORD,
          agree: true,
        },
      }),
    ];
    for (const response of refused) {
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(400);
      expect(answered.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: NUL_MESSAGE });
    }
    expect(await ok(get(`/v2/${owner.id}/user_mapping/all`))).toEqual(before);
    const pending = await ok<{ pending_users: { last_name: string }[] }>(
      get('/v2/api/admin/pending-users', adminA.key),
    );
    expect(pending.pending_users.some((user) => user.last_name === 'User')).toBe(false);
    // Type-ahead reads memory only: a NUL simply matches nothing.
    for (const url of [
      `/v2/${owner.id}/search?publisher=a%00b`,
      `/v2/${owner.id}/ritcatalog/distinct_values?field_name=name&filter=a%00b`,
    ]) {
      expect(await ok(get(url))).toEqual({ values: [] });
    }
  });

  it('stores a NUL inside an uploaded file as U+FFFD, and the job completes', async () => {
    const nulJob = await submit(owner.key, owner.id, 'nul.csv', 'Publisher,Title,Version\nNul Corp,Nul\u0000Tool,1.0');
    const jobs = await ok<{ Jobs: { job_id: number; 'Job Status': string }[] }>(get(`/v2/${owner.id}/jobs/list`));
    expect(jobs.Jobs.find((job) => job.job_id === nulJob)).toMatchObject({ 'Job Status': 'completed' });
    const { rows } = await ok<{ rows: ResultRow[] }>(get(`/v2/${owner.id}/jobs/results?job_id=${nulJob}`));
    expect(rows[0]).toMatchObject({ raw_publisher: 'Nul Corp', raw_title: 'Nul\uFFFDTool' });
  });
});
