import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createJobsRepository } from '@rnorm/db';
import { startBullMqWorker } from '../../queue/bullmq-queue.ts';
import {
  expectEveryRowOnce,
  inventory,
  startChildWorker,
  submit,
  waitForJob,
  waitForLine,
} from '../../testing/job-scenarios.ts';
import { BACKENDS, createTestContext, fixtureEngine, type TestContext } from '../../testing/test-app.ts';
import { createJobRunner, type JobTask } from './job-runner.ts';
import { startJobProcessing } from './job-processing.ts';

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
    const child = startChildWorker(t, redisUrl!, queueName, lockMs);
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
