// Scale-out: two API instances and two workers on one PostgreSQL and one Redis, as a deployment runs them. Nothing one
// API instance holds may be needed by another: a key, a lockout, a job, its Matchfix entries and the rules made from
// them must read the same through either instance, whichever worker ran the job.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsRepository } from '@rnorm/db';
import { serverMessages } from '@rnorm/contracts';
import { startBullMqWorker } from './queue/bullmq-queue.ts';
import { createJobRunner, type JobTask } from './modules/jobs/job-runner.ts';
import { KEY_OWNER_TTL_MS } from './security/key-owner-cache.ts';
import { inventory, waitForJob } from './testing/job-scenarios.ts';
import { uploadForm } from './testing/job-uploads.ts';
import {
  bearer,
  createTestContext,
  fixtureEngine,
  nextAddress,
  TEST_PASSWORD,
  type TestContext,
} from './testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const SHARED_SERVICES = redisUrl && process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [];

/** Rows the fixture catalog cannot place (a placeholder publisher): they go to Matchfix. */
const UNPLACEABLE = ['Unknown,Alpha Tool,1', 'Unknown,Beta Tool,2', 'N/A,Gamma App,3'];

describe.each(SHARED_SERVICES)('two API instances and two workers on one %s and one Redis', (backend) => {
  let a: TestContext;
  let b: TestContext;
  let workers: ReturnType<typeof startBullMqWorker>[] = [];
  const chunksRun = [0, 0];
  const queueName = `rnorm-scale-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const jobs = { redisUrl, queueName, runWorker: false, chunkRows: 50 };
    a = await createTestContext(backend, {}, { jobs });
    b = await createTestContext(backend, {}, { jobs, sharedLocation: a.location });
    workers = [a, b].map((t, i) => {
      const runner = createJobRunner({
        jobs: createJobsRepository(t.catalog.db),
        engine: fixtureEngine,
        chunkRows: 50,
      });
      return startBullMqWorker(
        redisUrl!,
        {
          ...runner,
          run: async (task: JobTask, enqueue?: (tasks: JobTask[]) => Promise<void>) => {
            if (task.kind === 'chunk') chunksRun[i]! += 1;
            // A little work per chunk, as real chunks have, so that both workers get a share.
            await sleep(20);
            return runner.run(task, enqueue);
          },
        },
        { queueName },
      );
    });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    // b first: a made the database and drops it.
    await b?.close();
    await a?.close();
  });

  const get = (t: TestContext, url: string, apiKey: string) => t.app.inject({ url, headers: bearer(apiKey) });
  const signIn = (t: TestContext, username: string, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/signin',
      payload: { username, password, agree: true },
      remoteAddress,
    });

  it('a key from one instance works on the other, and a sign-out on one is seen by the other within the key cache time', async () => {
    const company = await a.createCompany();
    const user = await a.createUser(company.id);
    const { apiKey, userId } = await a.signIn(user.username);
    expect((await get(b, `/v2/${userId}/jobs/list`, apiKey)).statusCode).toBe(200);

    expect((await a.app.inject({ method: 'POST', url: '/v2/signout', headers: bearer(apiKey) })).statusCode).toBe(200);
    expect((await get(a, `/v2/${userId}/jobs/list`, apiKey)).statusCode).toBe(401);
    const deadline = Date.now() + KEY_OWNER_TTL_MS + 1_000;
    let status = 200;
    while (status !== 401 && Date.now() < deadline) {
      status = (await get(b, `/v2/${userId}/jobs/list`, apiKey)).statusCode;
      if (status !== 401) await sleep(200);
    }
    expect(status).toBe(401);
  });

  it('wrong passwords from one address, counted on both instances, make that address wait on both', async () => {
    const company = await a.createCompany();
    const user = await a.createUser(company.id);
    const address = nextAddress();
    for (const t of [a, b, a, b, a]) {
      expect((await signIn(t, user.username, 'wrong password', address)).statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const held = await signIn(t, user.username, TEST_PASSWORD, address);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({ message: serverMessages.tooManyFailures });
    }
    // Another address is not held back.
    expect((await signIn(b, user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a job uploaded to one instance runs on both workers and reads the same through either; a rule made on one clears Matchfix on both', async () => {
    const company = await a.createCompany();
    const { apiKey, userId } = await a.signIn((await a.createUser(company.id)).username);
    const csv = inventory(1_500) + UNPLACEABLE.join('\n') + '\n';
    const before = [...chunksRun];
    const upload = await a.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw_job`,
      headers: bearer(apiKey),
      payload: uploadForm('estate.csv', csv),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const jobId = upload.json<{ JobID: number }>().JobID;

    await waitForJob(b, jobId, (job) => job.status === 'completed' || job.status === 'error');
    expect(chunksRun[0]! - before[0]!).toBeGreaterThan(0);
    expect(chunksRun[1]! - before[1]!).toBeGreaterThan(0);

    const jobLists = await Promise.all([a, b].map((t) => get(t, `/v2/${userId}/jobs/list`, apiKey)));
    for (const list of jobLists) {
      expect(list.json<{ Jobs: unknown[] }>().Jobs).toContainEqual(
        expect.objectContaining({ job_id: jobId, 'Job Status': 'completed', rows_done: 1_503, rows_total: 1_503 }),
      );
    }
    const stats = await Promise.all([a, b].map((t) => get(t, `/v2/${userId}/jobs/stats?job_id=${jobId}`, apiKey)));
    expect(stats[0]!.json()).toEqual(stats[1]!.json());
    expect(stats[0]!.json()).toMatchObject({ total_records_processed: 1_503, total_matchfix: 3 });

    const matchfix = (t: TestContext) =>
      get(t, `/v2/${userId}/matchfix/list?job_id=${jobId}&page_size=50`, apiKey).then((response) =>
        response.json<{ MatchFix: { Name: string }[]; total: number }>(),
      );
    expect((await matchfix(a)).total).toBe(3);
    expect(await matchfix(b)).toEqual(await matchfix(a));

    const rule = await b.app.inject({
      method: 'POST',
      url: `/v2/${userId}/normalize/sw/user_mapping/add`,
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
    for (const t of [a, b]) {
      const list = await matchfix(t);
      expect(list.total).toBe(2);
      expect(list.MatchFix.map((entry) => entry.Name).sort()).toEqual(['Beta Tool', 'Gamma App']);
    }
  });
});
