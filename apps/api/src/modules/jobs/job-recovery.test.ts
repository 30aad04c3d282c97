import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createJobsRepository, type Job } from '@rnorm/db';
import { startBullMqWorker } from '../../queue/bullmq-queue.ts';
import { uploadForm } from '../../testing/job-uploads.ts';
import {
  BACKENDS,
  bearer,
  createTestContext,
  fixtureEngine,
  queryRows,
  type TestContext,
} from '../../testing/test-app.ts';
import { createJobRunner, type JobTask } from './job-runner.ts';
import { startJobProcessing } from './job-processing.ts';

/** An inventory of `rows` rows, of which `distinct` differ (the rest repeat them, as machines do). */
function inventory(rows: number, distinct = rows): string {
  const lines = ['Publisher,Title,Version'];
  for (let i = 1; i <= rows; i++) {
    const n = ((i - 1) % distinct) + 1;
    lines.push(`Contoso ${n % 7},Contoso Tool ${n},${n}.0`);
  }
  return lines.join('\n') + '\n';
}

async function submit(t: TestContext, rows: number): Promise<number> {
  const company = await t.createCompany();
  const { apiKey, userId } = await t.signIn((await t.createUser(company.id)).username);
  const response = await t.app.inject({
    method: 'POST',
    url: `/v2/${userId}/normalize/sw_job`,
    headers: bearer(apiKey),
    payload: uploadForm('estate.csv', inventory(rows)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ JobID: number }>().JobID;
}

async function waitForJob(t: TestContext, jobId: number, until: (job: Job) => boolean, seconds = 60): Promise<Job> {
  const jobs = createJobsRepository(t.catalog.db);
  for (let i = 0; i < seconds * 10; i++) {
    const job = await jobs.findById(jobId);
    if (job && until(job)) return job;
    await sleep(100);
  }
  throw new Error(`job ${jobId} did not reach the expected state in ${seconds} s`);
}

/** Every row of the job exactly once: numbers 1..n, none missing, none twice. */
async function expectEveryRowOnce(t: TestContext, jobId: number, rows: number): Promise<void> {
  const [counts] = await queryRows(
    t.catalog.db,
    sql`select count(*)::int as stored, count(distinct row_number)::int as distinct_rows,
               min(row_number) as first, max(row_number) as last
        from job_rows where job_id = ${jobId}`,
  );
  expect(counts).toEqual({ stored: rows, distinct_rows: rows, first: 1, last: rows });
}

describe.each(BACKENDS)('job recovery on %s', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    // The app's own queue never runs here: the test plays the worker, and "crashes" between steps.
    t = await createTestContext(backend, {}, { jobs: { chunkRows: 10 } });
  });
  afterAll(() => t.close());

  it('resumes an interrupted job after a restart: chunks done before stay done, every row stored once', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const job = await jobs.createWithFile(
      { companyId: company.id, userId: user.id, name: 'estate.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {
        yield new TextEncoder().encode(inventory(35));
      })(),
    );
    const before = createJobRunner({ jobs, engine: fixtureEngine, chunkRows: 10 });
    const tasks = await before.run({ kind: 'split', jobId: job.id });
    expect(tasks).toHaveLength(4);
    await before.run(tasks[0]!);
    // A task delivered twice (the worker died after storing, before acknowledging) changes nothing.
    await before.run(tasks[0]!);
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'processing', processedRows: 10, totalRows: 35 });

    // "Restart": a new process finds the job unfinished and resumes it from its pending chunks.
    const after = startJobProcessing({ catalog: t.catalog.db, engine: fixtureEngine, chunkRows: 10 });
    const resumed: JobTask[] = await after.runner.tasksToResume();
    expect(resumed).toEqual([{ kind: 'split', jobId: job.id }]);
    expect(await after.runner.run(resumed[0]!)).toHaveLength(3);
    await after.resumeInterrupted();
    await after.queue.idle();
    await after.close();
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'completed', processedRows: 35, totalRows: 35 });
    await expectEveryRowOnce(t, job.id, 35);
  });

  it('reads a job back in order with a small output cache, repeated rows included', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const job = await jobs.createWithFile(
      { companyId: company.id, userId: user.id, name: 'repeats.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {
        yield new TextEncoder().encode(inventory(30, 6));
      })(),
    );
    const runner = createJobRunner({ jobs, engine: fixtureEngine, chunkRows: 7 });
    for (const task of await runner.run({ kind: 'split', jobId: job.id })) await runner.run(task);
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'completed', processedRows: 30 });
    // Batches of 4 and room for 5 outputs: the cache is emptied while later batches still need earlier titles.
    const streamed = [];
    for await (const batch of jobs.streamRows(job.id, 4, 5)) streamed.push(...batch);
    expect(streamed.map((row) => row.rowNumber)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(streamed.map((row) => row.rawTitle)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Contoso Tool ${(i % 6) + 1}`),
    );
    expect(await jobs.countByStatus(job.id)).toEqual({ normalized: 30 });
  });

  it('stores every output again when the file is read over, even in a worker that stored them before', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const job = await jobs.createWithFile(
      { companyId: company.id, userId: user.id, name: 'again.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {
        yield new TextEncoder().encode(inventory(25, 5));
      })(),
    );
    const runner = createJobRunner({ jobs, engine: fixtureEngine, chunkRows: 10 });
    const firstRead = await runner.run({ kind: 'split', jobId: job.id });
    await runner.run(firstRead[0]!);
    // As if the read had died before it finished: the next split starts over and deletes the stored outputs.
    await t.catalog.db.execute(sql`update jobs set chunk_count = null where id = ${job.id}`);
    for (const task of await runner.run({ kind: 'split', jobId: job.id })) await runner.run(task);
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'completed', processedRows: 25 });
    const streamed = [];
    for await (const batch of jobs.streamRows(job.id)) streamed.push(...batch);
    expect(streamed.map((row) => row.rawTitle)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Contoso Tool ${(i % 5) + 1}`),
    );
  });

  it('refuses a chunk normalized during a read that has since started over: the new read stores it', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const job = await jobs.createWithFile(
      { companyId: company.id, userId: user.id, name: 'stale.csv', type: 1, options: {}, fileBytes: 0 },
      (async function* () {
        yield new TextEncoder().encode(inventory(12, 3));
      })(),
    );
    const runner = createJobRunner({ jobs, engine: fixtureEngine, chunkRows: 6 });
    await runner.run({ kind: 'split', jobId: job.id });
    const generation = (await jobs.findById(job.id))!.splitGeneration;
    const chunk = (await jobs.takeChunk(job.id, 0))!;
    // The read starts over (as after a crash) while a worker still holds chunk 0 of the first read.
    await t.catalog.db.execute(sql`update jobs set chunk_count = null where id = ${job.id}`);
    const secondRead = await runner.run({ kind: 'split', jobId: job.id });
    const keys = chunk.rawRows.map(() => '00000000-0000-0000-0000-000000000000');
    expect(await jobs.completeChunk(job.id, 0, generation, keys, [])).toBe('stale');
    expect(await jobs.pendingChunkIndexes(job.id)).toEqual([0, 1]);
    for (const task of secondRead) await runner.run(task);
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'completed', processedRows: 12 });
    await expectEveryRowOnce(t, job.id, 12);
  });

  it('fails a job whose file cannot be read, with the reason, instead of leaving it waiting', async () => {
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const job = await jobs.createWithFile(
      { companyId: company.id, userId: user.id, name: 'broken.csv', type: 1, options: {}, fileBytes: 3 },
      (async function* () {
        yield new TextEncoder().encode('Foo,Bar\n1,2\n');
      })(),
    );
    const runner = createJobRunner({ jobs, engine: fixtureEngine });
    expect(await runner.run({ kind: 'split', jobId: job.id })).toEqual([]);
    expect(await jobs.findById(job.id)).toMatchObject({ status: 'error', error: expect.stringMatching(/"Publisher"/) });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const REDIS_BACKENDS = redisUrl && process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [];

describe.each(REDIS_BACKENDS)('BullMQ workers on %s and Redis', (backend) => {
  let t: TestContext;
  const queueName = `rnorm-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    // This API only enqueues; the workers below (and a child process) run the tasks.
    t = await createTestContext(backend, {}, { jobs: { redisUrl, queueName, runWorker: false, chunkRows: 50 } });
  });
  afterAll(() => t.close());

  it('shares one large job between two workers, every row stored once', async () => {
    const processed = { a: 0, b: 0 };
    const workers = (['a', 'b'] as const).map((name) => {
      const runner = createJobRunner({
        jobs: createJobsRepository(t.catalog.db),
        engine: fixtureEngine,
        chunkRows: 50,
      });
      const counting = {
        ...runner,
        run: async (task: JobTask, enqueue?: (tasks: JobTask[]) => Promise<void>) => {
          if (task.kind === 'chunk') processed[name]++;
          // A little work per chunk, as real chunks have, so that both workers get a share.
          await sleep(20);
          return runner.run(task, enqueue);
        },
      };
      return startBullMqWorker(redisUrl!, counting, { queueName });
    });
    try {
      const jobId = await submit(t, 2_000);
      const job = await waitForJob(t, jobId, (j) => j.status === 'completed' || j.status === 'error');
      expect(job).toMatchObject({ status: 'completed', totalRows: 2_000, processedRows: 2_000 });
      await expectEveryRowOnce(t, jobId, 2_000);
      expect(processed.a).toBeGreaterThan(0);
      expect(processed.b).toBeGreaterThan(0);
      expect(processed.a + processed.b).toBeGreaterThanOrEqual(40);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
  });

  it('finishes a job whose worker was killed in the middle, with the exact row count and no duplicates', async () => {
    const lockMs = 2_000;
    const child = startChildWorker(t, queueName, lockMs);
    try {
      await waitForLine(child, 'ready');
      const jobId = await submit(t, 20_000);
      // Kill the worker as soon as it has stored some rows but not all.
      await waitForJob(t, jobId, (j) => j.processedRows > 0, 120);
      child.kill('SIGKILL');
      const atKill = await createJobsRepository(t.catalog.db).findById(jobId);
      expect(atKill?.status).toBe('processing');
      expect(atKill!.processedRows).toBeLessThan(20_000);

      // A new worker takes over the killed one's task once its lock expires, and the queued ones.
      const replacement = startBullMqWorker(
        redisUrl!,
        createJobRunner({ jobs: createJobsRepository(t.catalog.db), engine: fixtureEngine, chunkRows: 50 }),
        { queueName, lockDurationMs: lockMs },
      );
      try {
        const job = await waitForJob(t, jobId, (j) => j.status === 'completed' || j.status === 'error', 120);
        expect(job).toMatchObject({ status: 'completed', totalRows: 20_000, processedRows: 20_000 });
        await expectEveryRowOnce(t, jobId, 20_000);
      } finally {
        await replacement.close();
      }
    } finally {
      child.kill('SIGKILL');
    }
  }, 240_000);
});

function startChildWorker(t: TestContext, queueName: string, lockMs: number): ChildProcess {
  const location = t.config.catalogDatabase;
  if (location.kind !== 'postgres') throw new Error('a worker process needs PostgreSQL');
  return spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../testing/fixture-worker.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: location.url,
        REDIS_URL: redisUrl,
        RNORM_QUEUE_NAME: queueName,
        RNORM_WORKER_LOCK_MS: String(lockMs),
        RNORM_TEST_CHUNK_DELAY_MS: '50',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

function waitForLine(child: ChildProcess, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (data: Buffer) => {
      buffer += data.toString();
      if (buffer.includes(`"message":"${message}"`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code} before "${message}"`)));
  });
}
