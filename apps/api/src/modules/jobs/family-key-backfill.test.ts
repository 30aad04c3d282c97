import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createJobsRepository, type JobsRepository } from '@rnorm/db';
import { uploadForm } from '../../testing/job-uploads.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { backfillFamilyKeys } from './family-key-backfill.ts';
import { familyKeyOf } from './job-runner.ts';

// A placeholder publisher puts every row in Matchfix (the engine's test catalog).
const INVENTORY = ['Publisher,Title,Version', 'Unknown,Contoso Widget 1.0,1.0', 'Unknown,Contoso Widget 1.1,1.1'];

describe.each(BACKENDS)('filling the title families of older jobs on %s', (backend) => {
  let t: TestContext;
  let jobs: JobsRepository;
  let userId: number;
  let key: string;
  beforeAll(async () => {
    t = await createTestContext(backend);
    jobs = createJobsRepository(t.catalog.db);
    ({ apiKey: key, userId } = await t.signIn((await t.createUser((await t.createCompany()).id)).username));
  });
  afterAll(() => t.close());

  const matchfixTotal = async () =>
    (await t.app.inject({ url: `/v2/${userId}/matchfix/list`, headers: bearer(key) })).json<{ total: number }>().total;

  it('gives older outputs their family, so that a rule for any version made meanwhile covers them', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(key),
      payload: uploadForm('inventory.csv', INVENTORY.join('\n')),
    });
    await t.jobProcessing.queue.idle();
    const jobId = submitted.json<{ JobID: number }>().JobID;
    // As a job stored before family keys were kept.
    await t.catalog.db.execute(sql`update job_outputs set family_key = null where job_id = ${jobId}`);
    expect(await jobs.jobsWithoutFamilyKeys(10)).toEqual([jobId]);
    const rule = await t.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw/user_mapping/add`,
      headers: bearer(key),
      payload: {
        Publisher: 'Unknown',
        Title: 'Contoso Widget 1.0',
        Version: '1.0',
        any_version: true,
        publisher_normalised: 'Contoso',
        name_normalised: 'Contoso Widget',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // The rule knows the family; the older outputs do not yet.
    expect(await matchfixTotal()).toBe(2);

    const logged: unknown[] = [];
    expect(await backfillFamilyKeys({ jobs, log: (message, details) => logged.push({ message, details }) })).toBe(1);
    expect(logged).toEqual([
      { message: 'gave the outputs of older jobs their title family', details: { jobs: [jobId] } },
    ]);
    expect(await matchfixTotal()).toBe(0);
    const keys = await t.catalog.db.execute(sql`select family_key from job_outputs where job_id = ${jobId}`);
    expect(new Set((keys as unknown as { rows: { family_key: string }[] }).rows.map((row) => row.family_key))).toEqual(
      new Set([familyKeyOf(['Unknown', 'Contoso Widget 1.0', '1.0'])]),
    );
    // Nothing is left to fill.
    expect(await backfillFamilyKeys({ jobs, log: () => undefined })).toBe(0);
  });
});
