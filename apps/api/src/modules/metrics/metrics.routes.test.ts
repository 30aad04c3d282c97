import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { METRIC_NAMES, metricMessages, serverMessages, type MetricResponse } from '@rnorm/contracts';
import { createJobsRepository } from '@rnorm/db';
import { uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, fixtureEngine, type TestContext } from '../../testing/test-app.ts';
import { createJobRunner } from '../jobs/job-runner.ts';

// 7 rows: 4 normalized (Firefox twice), 1 matchfix, 1 ignored, 1 error; as in jobs.routes.test.ts.
const INVENTORY = [
  'Publisher,Title,Version',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
  'Python Software Foundation,Python 3.12.0 (64-bit),3.12.150.0',
  'Unknown,Contoso Widget,1.0',
  'Microsoft Corporation,Security Update for Microsoft Office 2016 (KB5002140) 32-Bit Edition,',
  ',,',
  'Mozilla,Mozilla Firefox (x64 en-US),128.0.3',
  'Igor Pavlov,7-Zip 19.00 (x64),19.00',
].join('\n');

const total = (body: MetricResponse, key: string) => body.totals.find((entry) => entry.key === key)?.value;
const seriesSum = (body: MetricResponse, key: string) =>
  body.series.find((series) => series.key === key)!.points.reduce((sum, point) => sum + (point.value ?? 0), 0);

describe.each(BACKENDS)('metrics routes on %s', (backend) => {
  let t: TestContext;
  let companyId: number;
  let userId: number;
  let key: string;
  let otherAdminKey: string;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestContext(backend, {}, { jobs: { chunkRows: 3 } });
    companyId = (await t.createCompany()).id;
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(companyId)).username));
    const other = await t.createCompany();
    otherAdminKey = (await t.signIn((await t.createUser(other.id, { role: 'admin' })).username)).apiKey;

    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('inventory.csv', INVENTORY),
    });
    expect(response.statusCode, response.body).toBe(200);
    jobId = response.json<{ JobID: number }>().JobID;
    await t.jobProcessing.queue.idle();
  });
  afterAll(() => t.close());

  const metric = async (name: string, query = '', as = key) => {
    const response = await t.app.inject({ url: `/v2/api/metrics/${name}${query}`, headers: bearer(as) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MetricResponse>();
  };

  it('records a completed job once, with its rows per status', async () => {
    const { rows } = (await t.metrics.db.execute(
      sql`select job_id, company_id, user_id, status, rows_total, rows_normalized, rows_matchfix, rows_ignored,
                 rows_error, duration_ms, content_version from job_metrics`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows).toEqual([
      expect.objectContaining({
        job_id: jobId,
        company_id: companyId,
        user_id: userId,
        status: 'completed',
        rows_total: 7,
        rows_normalized: 4,
        rows_matchfix: 1,
        rows_ignored: 1,
        rows_error: 1,
        content_version: 'test fixture',
      }),
    ]);
  });

  it('serves jobs_per_day: a point per day of the period, the job counted as completed', async () => {
    const body = await metric('jobs_per_day');
    expect(body).toMatchObject({ name: 'jobs_per_day', days: 30, unit: 'jobs' });
    expect(body.series.map((series) => series.key)).toEqual(['completed', 'error']);
    for (const series of body.series) expect(series.points).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.series[0]!.points[0]!.date).toBe(body.from);
    expect(body.series[0]!.points.at(-1)!.date).toBe(body.to);
    expect(body.to).toBe(today);
    expect(seriesSum(body, 'completed')).toBe(1);
    expect(total(body, 'total')).toBe(1);
    expect(total(body, 'completed')).toBe(1);
    expect(total(body, 'error')).toBe(0);
  });

  it('serves rows_per_day and normalization_rate from the job rows', async () => {
    const rows = await metric('rows_per_day', '?days=7');
    expect(rows.series.map((series) => series.key)).toEqual(['normalized', 'matchfix', 'ignored', 'error']);
    expect(rows.series[0]!.points).toHaveLength(7);
    expect(seriesSum(rows, 'normalized')).toBe(4);
    expect(seriesSum(rows, 'matchfix')).toBe(1);
    expect(seriesSum(rows, 'ignored')).toBe(1);
    expect(seriesSum(rows, 'error')).toBe(1);
    expect(total(rows, 'total')).toBe(7);

    const rate = await metric('normalization_rate');
    expect(rate.unit).toBe('percent');
    // 4 normalized of the 6 rows that are not ignored.
    expect(total(rate, 'normalization_rate')).toBe(66.7);
    const values = rate.series[0]!.points.map((point) => point.value);
    expect(values.filter((value) => value !== null)).toEqual([66.7]);
  });

  it('serves the share of rows matched to catalog products beside the normalization rate', async () => {
    const job = await createJobsRepository(t.catalog.db).findById(jobId);
    const matched = job!.catalogMatchedRows!;
    // Firefox twice, Python and 7-Zip are catalog products of the fixture; the job counted them when it finished.
    expect(matched).toBeGreaterThan(0);
    const rate = await metric('normalization_rate');
    expect(rate.series.map((series) => series.key)).toEqual(['normalization_rate', 'catalog_match_rate']);
    const expected = Math.round((matched / 6) * 1000) / 10;
    expect(total(rate, 'catalog_match_rate')).toBe(expected);
    const points = rate.series[1]!.points.map((point) => point.value).filter((value) => value !== null);
    expect(points).toEqual([expected]);
  });

  it("shows a user's own figures; an administrator the company's on asking, and a user is refused them", async () => {
    const admin = (await t.signIn((await t.createUser(companyId, { role: 'admin' })).username)).apiKey;
    expect(total(await metric('jobs_per_day', '', admin), 'total')).toBe(0);
    expect(total(await metric('rows_per_day', '?scope=mine', admin), 'total')).toBe(0);
    expect(total(await metric('jobs_per_day', '?scope=company', admin), 'total')).toBe(1);
    expect(total(await metric('rows_per_day', '?scope=company', admin), 'total')).toBe(7);
    expect((await metric('top_publishers', '?scope=company', admin)).totals[0]?.key).toBe('Mozilla');
    expect((await metric('top_publishers', '', admin)).totals).toEqual([]);

    const refused = await t.app.inject({ url: '/v2/api/metrics/jobs_per_day?scope=company', headers: bearer(key) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverMessages.companyMetricsAdminOnly);
  });

  it('serves eol_exposure and top_publishers', async () => {
    const eol = await metric('eol_exposure');
    expect(eol.totals.map((entry) => entry.key).slice(0, 4)).toEqual([
      'supported',
      'extended_support',
      'end_of_life',
      'unknown',
    ]);
    // Every normalized row has a lifecycle status, `unknown` at least.
    expect(eol.totals.reduce((sum, entry) => sum + (entry.value ?? 0), 0)).toBe(4);
    expect(eol.series.reduce((sum, series) => sum + seriesSum(eol, series.key), 0)).toBe(4);

    const publishers = await metric('top_publishers');
    expect(publishers.series).toEqual([]);
    expect(publishers.totals[0]).toEqual({ key: 'Mozilla', label: 'Mozilla', value: 2 });
  });

  it('serves kev_exposure and top_known_exploited, with the date of the data the jobs ran on', async () => {
    const kev = await metric('kev_exposure');
    expect(kev.data_as_of).toEqual(['2026-08-21']);
    expect(kev.totals.map((entry) => entry.key)).toEqual([
      'known_exploited',
      'affected',
      'unconfirmed',
      'none_known',
      'no_data',
    ]);
    // Firefox 128.0.3 twice holds a KEV CVE; every normalized row has one vulnerability status.
    expect(total(kev, 'known_exploited')).toBe(2);
    expect(seriesSum(kev, 'known_exploited')).toBe(2);
    expect(kev.totals.slice(1).reduce((sum, entry) => sum + (entry.value ?? 0), 0)).toBe(4);
    const products = await metric('top_known_exploited');
    expect(products.series).toEqual([]);
    expect(products.totals[0]).toEqual({ key: 'Mozilla Firefox', label: 'Mozilla Firefox', value: 2 });
    expect(products.data_as_of).toEqual(['2026-08-21']);
  });

  it("counts the caller's sign-ins, and for an administrator who asks the company's", async () => {
    const body = await metric('sign_ins_per_day');
    expect(body.unit).toBe('sign_ins');
    expect(total(body, 'sign_in')).toBe(1);
    await t.signIn((await t.createUser(companyId)).username);
    expect(total(await metric('sign_ins_per_day'), 'sign_in')).toBe(1);
    const admin = (await t.signIn((await t.createUser(companyId, { role: 'admin' })).username)).apiKey;
    expect(total(await metric('sign_ins_per_day', '', admin), 'sign_in')).toBe(1);
    // This user, the other user, the administrator of the test before and this one.
    expect(total(await metric('sign_ins_per_day', '?scope=company', admin), 'sign_in')).toBe(4);
  });

  it("shows another company's admin nothing of the job", async () => {
    const jobs = await metric('jobs_per_day', '', otherAdminKey);
    expect(total(jobs, 'total')).toBe(0);
    expect(seriesSum(jobs, 'completed')).toBe(0);
    expect(total(await metric('rows_per_day', '', otherAdminKey), 'total')).toBe(0);
    expect(total(await metric('normalization_rate', '', otherAdminKey), 'normalization_rate')).toBeNull();
    expect((await metric('top_publishers', '', otherAdminKey)).totals).toEqual([]);
    expect(total(await metric('kev_exposure', '', otherAdminKey), 'known_exploited')).toBe(0);
    expect(await metric('top_known_exploited', '', otherAdminKey)).toMatchObject({ totals: [], data_as_of: [] });
    expect(total(await metric('sign_ins_per_day', '', otherAdminKey), 'sign_in')).toBe(1);
    const company = await metric('jobs_per_day', '?scope=company', otherAdminKey);
    expect(total(company, 'total')).toBe(0);
    expect(total(await metric('sign_ins_per_day', '?scope=company', otherAdminKey), 'sign_in')).toBe(1);
  });

  it('records a failed job as failed, and a job recorded twice counts once', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const job = await jobs.createWithFile(
      { companyId, userId, name: 'broken.csv', type: 1, options: {}, fileBytes: 8 },
      (async function* () {
        yield new TextEncoder().encode('Foo,Bar\n1,2\n');
      })(),
    );
    // No Publisher column: reading the file fails the job.
    await t.jobProcessing.runner.split(job.id);
    expect((await jobs.findById(job.id))?.status).toBe('error');
    // Failing it again changes nothing and records nothing twice.
    await t.jobProcessing.runner.fail(job.id, 'again');
    const body = await metric('jobs_per_day');
    expect(total(body, 'total')).toBe(2);
    expect(total(body, 'error')).toBe(1);
    expect(seriesSum(body, 'error')).toBe(1);
  });

  it('completes a job whose metrics cannot be recorded, and logs why', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const logged: { message: string; details?: Record<string, unknown> }[] = [];
    const runner = createJobRunner({
      jobs,
      engine: fixtureEngine,
      log: (message, details) => logged.push({ message, details }),
      onJobFinished: () => Promise.reject(new Error('MetricsDB is down')),
    });
    const job = await jobs.createWithFile(
      { companyId, userId, name: 'small.csv', type: 1, options: {}, fileBytes: 40 },
      (async function* () {
        yield new TextEncoder().encode('Publisher,Title,Version\nMozilla,Mozilla Firefox,128.0\n');
      })(),
    );
    for (const task of await runner.split(job.id)) await runner.run(task);
    expect((await jobs.findById(job.id))?.status).toBe('completed');
    expect(logged).toContainEqual({
      message: 'job finish hook failed',
      details: { jobId: job.id, error: 'MetricsDB is down' },
    });
  });

  it.each(['0', '367', 'abc', '1.5', '-3'])('rejects days=%s with 400', async (days) => {
    const response = await t.app.inject({ url: `/v2/api/metrics/jobs_per_day?days=${days}`, headers: bearer(key) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(metricMessages.daysInvalid);
  });

  it('accepts the longest period', async () => {
    const body = await metric('jobs_per_day', '?days=366');
    expect(body.series[0]!.points).toHaveLength(366);
  });

  it('answers an unknown metric with 404 naming the known ones', async () => {
    const response = await t.app.inject({ url: '/v2/api/metrics/cpu_load', headers: bearer(key) });
    expect(response.statusCode).toBe(404);
    const { message } = response.json<{ message: string }>();
    expect(message).toBe(metricMessages.unknownMetric('cpu_load'));
    for (const name of METRIC_NAMES) expect(message).toContain(name);
  });

  it('needs a key', async () => {
    expect((await t.app.inject({ url: '/v2/api/metrics/jobs_per_day' })).statusCode).toBe(401);
    const revoked = await t.app.inject({ url: '/v2/api/metrics/jobs_per_day', headers: bearer('not-a-key') });
    expect(revoked.statusCode).toBe(401);
  });
});
