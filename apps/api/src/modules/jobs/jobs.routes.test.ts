import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, UPLOAD_MAX_BYTES, validationMessages } from '@rnorm/contracts';
import { createJobsRepository } from '@rnorm/db';
import { cycloneDx16Validator } from '../../testing/cyclonedx-schema.ts';
import { parseExportCsv, uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, queryRows, type TestContext } from '../../testing/test-app.ts';

const INVENTORY = [
  'Publisher,Title,Version',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
  'Python Software Foundation,Python 3.12.0 (64-bit),3.12.150.0',
  'Unknown,Contoso Widget,1.0',
  'Microsoft Corporation,Security Update for Microsoft Office 2016 (KB5002140) 32-Bit Edition,',
  ',,',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
  'Evil Corp,"=cmd|\' /C calc\'!A0",1.0',
].join('\n');

describe.each(BACKENDS)('job routes on %s (in-process queue)', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  let otherKey: string;
  let otherUserId: number;
  let adminKey: string;
  let adminId: number;
  let outsiderKey: string;
  let outsiderId: number;

  beforeAll(async () => {
    t = await createTestContext(backend, {}, { jobs: { chunkRows: 3 } });
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    ({ apiKey: otherKey, userId: otherUserId } = await t.signIn((await t.createUser(company.id)).username));
    ({ apiKey: adminKey, userId: adminId } = await t.signIn(
      (await t.createUser(company.id, { role: 'admin' })).username,
    ));
    const otherCompany = await t.createCompany();
    ({ apiKey: outsiderKey, userId: outsiderId } = await t.signIn(
      (await t.createUser(otherCompany.id, { role: 'admin' })).username,
    ));
  });
  afterAll(() => t.close());

  const upload = (form: FormData, path = 'sw_job', as = key, owner = userId) =>
    t.app.inject({ method: 'POST', url: `/v2/${owner}/normalize/${path}`, headers: bearer(as), payload: form });
  const get = (url: string, as = key) => t.app.inject({ url, headers: bearer(as) });

  async function submitAndFinish(form: FormData, path = 'sw_job'): Promise<number> {
    const response = await upload(form, path);
    expect(response.statusCode, response.body).toBe(200);
    const jobId = response.json<{ JobID: number }>().JobID;
    await t.jobProcessing.queue.idle();
    return jobId;
  }

  it("lists the company's jobs with their owners for its administrators only, who may delete any of them", async () => {
    const jobId = await submitAndFinish(uploadForm('someone-elses.csv', INVENTORY));
    const listOf = async (as: string, owner: number, query = '') => {
      const response = await get(`/v2/${owner}/jobs/list${query}`, as);
      return { status: response.statusCode, body: response.json() };
    };
    const mine = await listOf(key, userId);
    expect(mine.body.Jobs.find((job: { job_id: number }) => job.job_id === jobId)).toMatchObject({
      owner: expect.stringMatching(/^user/),
    });
    // The administrator's own list is personal, as everyone's; the company's lists the user's job with its owner.
    const adminOwn = await listOf(adminKey, adminId);
    expect(adminOwn.body.Jobs.map((job: { job_id: number }) => job.job_id)).not.toContain(jobId);
    const company = await listOf(adminKey, adminId, '?scope=company');
    expect(company.status).toBe(200);
    const listed = company.body.Jobs.find((job: { job_id: number }) => job.job_id === jobId);
    expect(listed).toMatchObject({ owner: mine.body.Jobs[0].owner, 'Job Status': 'completed' });
    // Not for a user, nor across companies.
    const refused = await listOf(otherKey, otherUserId, '?scope=company');
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({ message: serverMessages.companyJobsAdminOnly }),
    });
    const outsider = await listOf(outsiderKey, outsiderId, '?scope=company');
    expect(outsider.body.Jobs.map((job: { job_id: number }) => job.job_id)).not.toContain(jobId);
    expect((await listOf(key, userId, '?scope=everyone')).status).toBe(400);

    const remove = (as: string, owner: number) =>
      t.app.inject({ method: 'POST', url: `/v2/${owner}/jobs/delete?job_id=${jobId}`, headers: bearer(as) });
    expect((await remove(outsiderKey, outsiderId)).statusCode).toBe(404);
    const deleted = await remove(adminKey, adminId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listOf(key, userId)).body.Jobs.map((job: { job_id: number }) => job.job_id)).not.toContain(jobId);
  });

  it("deletes a finished job with its file and results; not another user's, nor a running one", async () => {
    const jobId = await submitAndFinish(uploadForm('to-delete.csv', INVENTORY));
    const jobs = createJobsRepository(t.catalog.db);
    const { companyId } = (await jobs.findById(jobId))!;
    const remove = (id: number, as = key, owner = userId) =>
      t.app.inject({ method: 'POST', url: `/v2/${owner}/jobs/delete?job_id=${id}`, headers: bearer(as) });
    const stored = async () =>
      queryRows(
        t.catalog.db,
        sql`select (select count(*)::int from job_outputs where job_id = ${jobId}) as outputs,
                   (select count(*)::int from job_chunks where job_id = ${jobId}) as chunks,
                   (select count(*)::int from job_file_pieces where job_id = ${jobId}) as pieces`,
      );
    expect((await stored())[0]).toMatchObject({ outputs: expect.any(Number), chunks: 3, pieces: 1 });

    // Another user of the company may not delete it.
    const refused = await remove(jobId, otherKey, otherUserId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverMessages.forbiddenOtherJob);

    const deleted = await remove(jobId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(serverMessages.jobDeleted);
    expect((await stored())[0]).toEqual({ outputs: 0, chunks: 0, pieces: 0 });
    const list = (await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: { job_id: number }[] }>().Jobs;
    expect(list.map((job) => job.job_id)).not.toContain(jobId);
    expect((await get(`/v2/${userId}/jobs/stats?job_id=${jobId}`)).statusCode).toBe(404);
    expect((await remove(jobId)).statusCode).toBe(404);

    // A job still waiting for a worker stays.
    const waiting = await jobs.createWithFile(
      { companyId, userId, name: 'waiting.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {})(),
    );
    const running = await remove(waiting.id);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(serverMessages.jobStillRunning);
    expect(await jobs.findById(waiting.id)).toMatchObject({ status: 'created' });
  });

  it('runs a CSV job to completion: every row exported once, in input order, formulas neutralized', async () => {
    const jobId = await submitAndFinish(
      uploadForm('inventory.csv', INVENTORY, 'text/csv', '{"Options":{"datapack_slc":1,"datapack_ospi":1}}'),
    );
    const list = (await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: Record<string, unknown>[] }>().Jobs;
    expect(list[0]).toMatchObject({
      job_id: jobId,
      'Job Name': 'inventory.csv',
      'Job Type': 1,
      'Job Status': 'completed',
      rows_done: 7,
      rows_total: 7,
      error: null,
      duration_seconds: expect.any(Number),
      // Firefox twice and Python are catalog products; the formula-like title is named from its text only.
      catalog_matched_rows: 3,
    });

    const exported = await get(`/v2/${userId}/jobs/export?job_id=${jobId}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="job_${jobId}.csv"`);
    const rows = parseExportCsv(exported.body);
    expect(rows.map((row) => row.raw_title)).toEqual([
      'Mozilla Firefox (x64 en-US)',
      'Python 3.12.0 (64-bit)',
      'Contoso Widget',
      'Security Update for Microsoft Office 2016 (KB5002140) 32-Bit Edition',
      '',
      'Mozilla Firefox (x64 en-US)',
      "'=cmd|' /C calc'!A0",
    ]);
    expect(rows.map((row) => row.status)).toEqual([
      'normalized',
      'normalized',
      'matchfix',
      'ignored',
      'error',
      'normalized',
      'normalized',
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Mozilla Firefox',
      license: 'MPL-2.0',
      license_type: 'open-source',
      is_open_source: 'true',
    });
    expect(rows[1]).toMatchObject({
      name: 'Python 3.12',
      version: '3.12.0',
      confidence: expect.stringMatching(/^\d\.\d\d$/),
    });

    const stats = (await get(`/v2/${userId}/jobs/stats?job_id=${jobId}`)).json();
    expect(stats).toMatchObject({
      job_id: jobId,
      total_records_processed: 7,
      total_normalized: 4,
      total_matchfix: 1,
      total_ignored: 1,
      total_errors: 1,
      total_catalog_matched: 3,
    });
    expect(Date.parse(stats.end_time)).toBeGreaterThanOrEqual(Date.parse(stats.start_time));
    expect(stats.total_time_taken).toMatch(/^\d+\.\d s$/);
  });

  it('answers JSON for a JSON upload, and CycloneDX on request', async () => {
    const body = JSON.stringify({
      RawEntry: [
        { Publisher: 'Mozilla', Title: 'Mozilla Firefox (x64 en-US)', Version: '128.0.3' },
        { Publisher: 'Igor Pavlov', Title: '7-Zip 19.00 (x64)', Version: '19.00' },
        { Publisher: 'Mozilla', Title: 'Mozilla Firefox (x64 en-US)', Version: '128.0.3' },
      ],
    });
    const jobId = await submitAndFinish(uploadForm('estate.json', body, 'application/json'));
    const exported = await get(`/v2/${userId}/jobs/export?job_id=${jobId}`);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="job_${jobId}.json"`);
    const results = exported.json<{ Results: Record<string, unknown>[] }>().Results;
    expect(results.map((row) => row.name)).toEqual(['Mozilla Firefox', '7-Zip', 'Mozilla Firefox']);
    expect(results[0]).toMatchObject({ raw_publisher: 'Mozilla', status: 'normalized', is_open_source: true });

    const bom = (await get(`/v2/${userId}/jobs/export?job_id=${jobId}&format=cyclonedx`)).json();
    expect(bom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6' });
    const validate = cycloneDx16Validator();
    expect(validate(bom), JSON.stringify(validate.errors)).toBe(true);
    // The repeated Firefox row is one component.
    expect(bom.components).toHaveLength(2);
    expect(bom.components[0]).toMatchObject({
      name: 'Mozilla Firefox',
      version: '128.0.3',
      publisher: 'Mozilla',
      cpe: 'cpe:2.3:a:mozilla:firefox:128.0.3:*:*:*:*:*:*:*',
      licenses: [{ license: { id: 'MPL-2.0' } }],
    });
    // The CVEs known to affect Firefox 128.0.3 (the test catalog's real records), the KEV one said so.
    const firefox = bom.components[0]['bom-ref'];
    expect(bom.metadata.properties).toEqual([{ name: 'rnorm:vulnerability_data_as_of', value: '2026-08-21' }]);
    expect(bom.vulnerabilities).toEqual([
      {
        'bom-ref': 'vulnerability-CVE-2024-9680',
        id: 'CVE-2024-9680',
        source: { name: 'CVE', url: 'https://www.cve.org/CVERecord?id=CVE-2024-9680' },
        affects: [{ ref: firefox }],
        properties: [{ name: 'rnorm:known_exploited', value: 'true' }],
      },
      expect.objectContaining({
        id: 'CVE-2025-8042',
        affects: [{ ref: firefox }],
        properties: [{ name: 'rnorm:known_exploited', value: 'false' }],
      }),
    ]);
    // A BOM that breaks the schema is refused by the same check.
    expect(validate({ ...bom, vulnerabilities: [{ id: 42 }] })).toBe(false);
  });

  it('runs a publisher job from a Publisher-only file', async () => {
    const jobId = await submitAndFinish(
      uploadForm('publishers.csv', 'Publisher\nMozilla Corporation\nAcme GmbH\n'),
      'pub_job',
    );
    const rows = parseExportCsv((await get(`/v2/${userId}/jobs/export?job_id=${jobId}`)).body);
    expect(rows.map((row) => [row.raw_publisher, row.publisher])).toEqual([
      ['Mozilla Corporation', 'Mozilla'],
      ['Acme GmbH', 'Acme'],
    ]);
    expect(Object.keys(rows[0]!)).toContain('publisher_website');
    const list = (await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: { job_id: number }[] }>().Jobs;
    // Mozilla is a publisher the catalog knows; Acme is named from its text only.
    expect(list.find((job) => job.job_id === jobId)).toMatchObject({ 'Job Type': 2, catalog_matched_rows: 1 });
  });

  it.each([
    ['no file', () => new FormData(), validationMessages.uploadMissing],
    [
      'a type that is neither CSV nor JSON',
      () => uploadForm('notes.txt', 'Publisher,Title,Version\n', 'text/plain'),
      validationMessages.uploadInvalidType,
    ],
    [
      'a CSV without the Title column',
      () => uploadForm('x.csv', 'Publisher,Version\nMozilla,1\n'),
      /no "Title" column/,
    ],
    ['an empty file', () => uploadForm('x.csv', ''), /x\.csv is empty/],
    [
      'a CSV of a header and no rows',
      () => uploadForm('x.csv', 'Publisher,Title,Version\r\n'),
      /^x\.csv has a header row but no data rows; add at least one row under the header\.$/,
    ],
    ['a binary file', () => uploadForm('x.csv', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1, 2, 3])), /x\.csv/],
    [
      'options that are not JSON',
      () => uploadForm('x.csv', INVENTORY, 'text/csv', '{oops'),
      serverMessages.uploadOptionsInvalid,
    ],
  ])('refuses %s with a clear message and creates no job', async (_case, form, message) => {
    const before = (await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: unknown[] }>().Jobs.length;
    const response = await upload(form());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message instanceof RegExp ? message : new RegExp(`^${escape(message)}$`));
    expect((await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: unknown[] }>().Jobs).toHaveLength(before);
  });

  it('gives a row whose title is longer than 1,024 characters an error that says why; the job still completes', async () => {
    const longTitle = `Mozilla Firefox ${'x'.repeat(1084)}`;
    const csv = `Publisher,Title,Version\nMozilla,${longTitle},128.0\nIgor Pavlov,7-Zip 19.00 (x64),19.00\n`;
    const jobId = await submitAndFinish(uploadForm('long.csv', csv));
    const results = (await get(`/v2/${userId}/jobs/export?job_id=${jobId}&format=json`)).json<{
      Results: Record<string, unknown>[];
    }>().Results;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      raw_title: longTitle,
      status: 'error',
      name: null,
      reason:
        'The title is 1,100 characters long; at most 1,024 are read. The row was not normalized: check the export.',
    });
    expect(results[1]).toMatchObject({ name: '7-Zip', status: 'normalized' });
  });

  it('refuses a publisher file without a Publisher column, and creates no job', async () => {
    const before = (await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: unknown[] }>().Jobs.length;
    const response = await upload(uploadForm('titles.csv', 'Title,Version\nNotepad++,8.6\n'), 'pub_job');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^the input has no "Publisher" column \(found "Title", "Version"\)/);
    expect((await get(`/v2/${userId}/jobs/list`)).json<{ Jobs: unknown[] }>().Jobs).toHaveLength(before);
  });

  it("keeps every job to its owner: another user's job and another user's path are refused with 403", async () => {
    const jobId = await submitAndFinish(uploadForm('mine.csv', INVENTORY));
    for (const path of ['stats', 'export', 'summary', 'results']) {
      const response = await get(`/v2/${otherUserId}/jobs/${path}?job_id=${jobId}`, otherKey);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(serverMessages.forbiddenOtherJob);
    }
    expect((await get(`/v2/${userId}/jobs/list`, otherKey)).statusCode).toBe(403);
    expect((await upload(uploadForm('x.csv', INVENTORY), 'sw_job', otherKey, userId)).statusCode).toBe(403);
    const theirs = (await get(`/v2/${otherUserId}/jobs/list`, otherKey)).json<{ Jobs: { job_id: number }[] }>();
    expect(theirs.Jobs.map((job) => job.job_id)).not.toContain(jobId);
    expect((await get(`/v2/${userId}/jobs/stats?job_id=999999`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v2/${userId}/jobs/list` })).statusCode).toBe(401);
  });

  it('refuses to export a job that has not finished', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const job = await jobs.createWithFile(
      { companyId: 1, userId, name: 'waiting.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {})(),
    );
    const response = await get(`/v2/${userId}/jobs/export?job_id=${job.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(serverMessages.jobNotFinished);
    await jobs.fail(job.id, 'test');
  });

  it('lists Matchfix entries with server-side filters and paging, and exports them', async () => {
    const jobId = await submitAndFinish(
      uploadForm('fix.csv', 'Publisher,Title,Version\nUnknown,Alpha Tool,1\nUnknown,Beta Tool,2\nN/A,Gamma App,3\n'),
    );
    const list = async (query: string) =>
      (await get(`/v2/${userId}/matchfix/list?${query}`)).json<{
        MatchFix: Record<string, unknown>[];
        total: number;
      }>();
    const mine = await list(`job_id=${jobId}&page_size=50`);
    expect(mine.total).toBe(3);
    expect(mine.MatchFix).toContainEqual({ Publisher: 'Unknown', Name: 'Alpha Tool', Version: '1', JobID: jobId });
    expect((await list(`job_id=${jobId}&name=tool&version=2`)).MatchFix).toEqual([
      { Publisher: 'Unknown', Name: 'Beta Tool', Version: '2', JobID: jobId },
    ]);
    // The spec's rule: a one-character filter that starts with a space is ignored.
    expect((await list(`job_id=${jobId}&name=%20`)).total).toBe(3);
    const page2 = await list(`job_id=${jobId}&page=2&page_size=2`);
    expect(page2.MatchFix).toHaveLength(1);
    expect(page2.total).toBe(3);
    expect((await get(`/v2/${otherUserId}/matchfix/list`, otherKey)).json().total).toBe(0);

    const exported = await get(`/v2/${userId}/normalize/sw/export_matchfix`);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="Matchfix_${userId}.csv"`);
    const rows = parseExportCsv(exported.body);
    expect(rows).toContainEqual({ Publisher: 'N/A', Name: 'Gamma App', Version: '3', JobID: String(jobId) });
  });

  it('pages Matchfix entries over jobs, newest first; a rule made from one hides it until it is deleted', async () => {
    const company = await t.createCompany();
    const { apiKey, userId: owner } = await t.signIn((await t.createUser(company.id)).username);
    const submit = async (name: string, rows: string[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v2/${owner}/normalize/sw_job`,
        headers: bearer(apiKey),
        payload: uploadForm(name, ['Publisher,Title,Version', ...rows, ''].join('\n')),
      });
      expect(response.statusCode, response.body).toBe(200);
      await t.jobProcessing.queue.idle();
      return response.json<{ JobID: number }>().JobID;
    };
    const older = await submit('older.csv', ['Unknown,Delta Tool,1', 'Unknown,Alpha Tool,1', 'N/A,Beta App,2']);
    const newer = await submit('newer.csv', ['Unknown,Zulu Tool,3', 'Unknown,Alpha Tool,1', 'Unknown,Zulu Tool,3']);
    const entry = (Publisher: string, Name: string, Version: string, JobID: number) => ({
      Publisher,
      Name,
      Version,
      JobID,
    });
    const all = [
      entry('Unknown', 'Alpha Tool', '1', newer),
      entry('Unknown', 'Zulu Tool', '3', newer),
      entry('N/A', 'Beta App', '2', older),
      entry('Unknown', 'Alpha Tool', '1', older),
      entry('Unknown', 'Delta Tool', '1', older),
    ];
    const list = async (query: string) =>
      (await get(`/v2/${owner}/matchfix/list?${query}`, apiKey)).json<{ MatchFix: unknown[]; total: number }>();
    expect(await list('page_size=50')).toEqual({ MatchFix: all, total: 5 });
    // Pages of 3: the first ends inside the older job, the second starts there; past the end, the total only.
    expect(await list('page=1&page_size=3')).toEqual({ MatchFix: all.slice(0, 3), total: 5 });
    expect(await list('page=2&page_size=3')).toEqual({ MatchFix: all.slice(3), total: 5 });
    expect(await list('page=3&page_size=3')).toEqual({ MatchFix: [], total: 5 });
    expect(await list('page=2&page_size=2&name=TOOL')).toEqual({ MatchFix: all.slice(3, 5), total: 4 });
    expect(await list(`job_id=${older}&page_size=2&page=2`)).toEqual({ MatchFix: all.slice(4), total: 3 });

    // Fixing "Alpha Tool" with a rule takes it off the list in both jobs, and off the total.
    const rule = await t.app.inject({
      method: 'POST',
      url: `/v2/${owner}/normalize/sw/user_mapping/add`,
      headers: bearer(apiKey),
      payload: {
        Publisher: 'Unknown',
        Title: 'Alpha Tool',
        Version: '1',
        publisher_normalised: 'Contoso',
        name_normalised: 'Contoso Alpha Tool',
        version_normalised: '1',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const fixed = [all[1], all[2], all[4]];
    expect(await list('page_size=50')).toEqual({ MatchFix: fixed, total: 3 });
    expect(await list('page=2&page_size=2')).toEqual({ MatchFix: fixed.slice(2), total: 3 });
    expect(await list('page_size=50&name=alpha')).toEqual({ MatchFix: [], total: 0 });

    // Deleting the rule puts the entries back.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v2/user_mapping/delete',
      headers: bearer(apiKey),
      payload: { hash_key: rule.json<{ ReturnObject: { hash_key: string } }>().ReturnObject.hash_key },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await list('page_size=50')).toEqual({ MatchFix: all, total: 5 });
  });

  it('pages and filters result rows and summarizes them for the charts', async () => {
    const jobId = await submitAndFinish(uploadForm('results.csv', INVENTORY));
    const results = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&status=normalized&page_size=2`)).json();
    expect(results.total).toBe(4);
    expect(results.rows.map((row: { row_number: number }) => row.row_number)).toEqual([1, 2]);
    // Unfiltered pages are read by row range; with chunks of 3 rows, page 2 of size 4 spans two chunks.
    const pageTwo = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&page=2&page_size=4`)).json();
    expect(pageTwo.total).toBe(7);
    expect(
      pageTwo.rows.map((row: { row_number: number; raw_title: string }) => [row.row_number, row.raw_title]),
    ).toEqual([
      [5, ''],
      [6, 'Mozilla Firefox (x64 en-US)'],
      [7, "=cmd|' /C calc'!A0"],
    ]);
    const searched = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&q=python`)).json();
    expect(searched.rows).toHaveLength(1);
    const summary = (await get(`/v2/${userId}/jobs/summary?job_id=${jobId}`)).json();
    expect(summary.by_status).toContainEqual({ label: 'normalized', count: 4 });
    // The same count the job list gives, of the normalized rows that reached a catalog product.
    const listed = (await get(`/v2/${userId}/jobs/list`))
      .json()
      .Jobs.find((job: { job_id: number }) => job.job_id === jobId);
    expect(summary.catalog_matched).toBe(listed.catalog_matched_rows);
    expect(summary.catalog_matched).toBeGreaterThan(0);
    expect(summary.top_publishers[0]).toEqual({ label: 'Mozilla', count: 2 });
    expect(summary.by_category).toContainEqual({ label: 'browser', count: 2 });
    // Both Firefox 128.0.3 rows hold CVE-2024-9680 of CISA's KEV catalog (the test catalog's real records).
    expect(summary.vulnerabilities).toMatchObject({
      data_as_of: '2026-08-21',
      known_exploited_rows: 2,
      known_exploited_cves: 1,
      known_exploited_by_product: [{ label: 'Mozilla Firefox', count: 2 }],
    });
    expect(summary.vulnerabilities.by_status).toContainEqual({ label: 'affected', count: 2 });

    // The affected rows, each with its CVE ids (the known exploited one first); other filters combine with it.
    const exploited = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&vulnerability=known_exploited`)).json();
    expect(exploited.total).toBe(2);
    expect(exploited.rows.map((row: { row_number: number }) => row.row_number)).toEqual([1, 6]);
    expect(exploited.rows[0].cves.split(';')[0]).toBe('CVE-2024-9680');
    expect(exploited.rows[0].cves.split(';')).toHaveLength(exploited.rows[0].vulnerabilities);
    const affected = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&vulnerability=affected&q=python`)).json();
    expect(affected.total).toBe(0);
    const noData = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&vulnerability=no_data`)).json();
    expect(noData.rows.every((row: { cves?: string }) => row.cves === undefined)).toBe(true);
    const refused = await get(`/v2/${userId}/jobs/results?job_id=${jobId}&vulnerability=exploitable`);
    expect(refused.statusCode).toBe(400);

    // The normalized rows split by how they were named: the catalog's, as many as the summary counts, and the rest.
    const ofCatalog = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&catalog=product`)).json();
    const titleOnly = (await get(`/v2/${userId}/jobs/results?job_id=${jobId}&catalog=title_only`)).json();
    expect(ofCatalog.total).toBe(summary.catalog_matched);
    expect(ofCatalog.rows.every((row: { catalog_id: string | null }) => row.catalog_id)).toBe(true);
    expect(
      titleOnly.rows.every(
        (row: { status: string; catalog_id: string | null }) => row.status === 'normalized' && !row.catalog_id,
      ),
    ).toBe(true);
    expect(ofCatalog.total + titleOnly.total).toBe(4);
    expect((await get(`/v2/${userId}/jobs/results?job_id=${jobId}&catalog=maybe`)).statusCode).toBe(400);

    // The summary was counted when the job completed, and is kept: the rows are not counted again on a visit, and
    // the stats give the same counts.
    await t.catalog.db.execute(sql`update job_outputs set status = 'error' where job_id = ${jobId}`);
    expect((await get(`/v2/${userId}/jobs/summary?job_id=${jobId}`)).json()).toEqual(summary);
    expect((await get(`/v2/${userId}/jobs/stats?job_id=${jobId}`)).json()).toMatchObject({
      total_records_processed: 7,
      total_normalized: 4,
      total_errors: summary.by_status.find((part: { label: string }) => part.label === 'error')?.count ?? 0,
    });
  });
});

describe.each(BACKENDS)('the 50 MB upload limit on %s', (backend) => {
  let t: TestContext;
  let userId: number;
  let key: string;
  beforeAll(async () => {
    t = await createTestContext(backend);
    ({ apiKey: key, userId } = await t.signIn((await t.createUser((await t.createCompany()).id)).username));
  });
  afterAll(() => t.close());
  const upload = (form: FormData) =>
    t.app.inject({ method: 'POST', url: `/v2/${userId}/normalize/sw_job`, headers: bearer(key), payload: form });

  it('accepts a file of exactly 52,428,800 bytes and refuses one byte more with 413', async () => {
    const header = 'Publisher,Title,Version\n';
    const line = `Mozilla,Mozilla Firefox ${'x'.repeat(960)},1.0\n`;
    const body = header + line.repeat(Math.floor((UPLOAD_MAX_BYTES - header.length) / line.length));
    const exact = body + '#'.repeat(UPLOAD_MAX_BYTES - body.length - 1) + '\n';
    expect(Buffer.byteLength(exact)).toBe(UPLOAD_MAX_BYTES);
    const tooBig = await upload(uploadForm('big.csv', exact + 'x'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(validationMessages.uploadTooLarge);
    const accepted = await upload(uploadForm('big.csv', exact));
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.jobProcessing.queue.idle();
    const job = await createJobsRepository(t.catalog.db).findById(accepted.json().JobID);
    // The last line ("###…") is a row too: a publisher with no title, reported as an error row, not lost.
    const rows = body.split('\n').length - 2 + 1;
    expect(job).toMatchObject({
      fileBytes: UPLOAD_MAX_BYTES,
      status: 'completed',
      totalRows: rows,
      processedRows: rows,
    });
  }, 120_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
