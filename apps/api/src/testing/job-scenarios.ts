// Jobs as the recovery and fault tests drive them: an inventory, its upload, a worker process, and the checks that
// a finished job holds every row exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createJobsRepository, type Job } from '@rnorm/db';
import { uploadForm } from './job-uploads.ts';
import { bearer, queryRows, type TestContext } from './test-app.ts';

/** An inventory of `rows` rows, of which `distinct` differ (the rest repeat them, as machines do). */
export function inventory(rows: number, distinct = rows): string {
  const lines = ['Publisher,Title,Version'];
  for (let i = 1; i <= rows; i++) {
    const n = ((i - 1) % distinct) + 1;
    lines.push(`Contoso ${n % 7},Contoso Tool ${n},${n}.0`);
  }
  return lines.join('\n') + '\n';
}

/** Uploads an inventory of `rows` rows as a new user of a new company; returns the job's id. */
export async function submit(t: TestContext, rows: number): Promise<number> {
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

/** Polls the job until `until` holds; a database that does not answer for a moment (a restart) is polled again. */
export async function waitForJob(
  t: TestContext,
  jobId: number,
  until: (job: Job) => boolean,
  seconds = 60,
): Promise<Job> {
  const jobs = createJobsRepository(t.catalog.db);
  for (let i = 0; i < seconds * 10; i++) {
    const job = await jobs.findById(jobId).catch(() => undefined);
    if (job && until(job)) return job;
    await sleep(100);
  }
  throw new Error(`job ${jobId} did not reach the expected state in ${seconds} s`);
}

export const finished = (job: Job) => job.status === 'completed' || job.status === 'error';

/** Every row of the job exactly once: numbers 1..n, none missing, none twice. */
export async function expectEveryRowOnce(t: TestContext, jobId: number, rows: number): Promise<void> {
  const [counts] = await queryRows(
    t.catalog.db,
    sql`select count(*)::int as stored, count(distinct row_number)::int as distinct_rows,
               min(row_number) as first, max(row_number) as last
        from job_rows where job_id = ${jobId}`,
  );
  expect(counts).toEqual({ stored: rows, distinct_rows: rows, first: 1, last: rows });
}

/** A BullMQ worker process on the fixture engine (`fixture-worker.ts`), each chunk taking at least 50 ms. */
export function startChildWorker(
  t: TestContext,
  redisUrl: string,
  queueName: string,
  lockMs: number,
  env: Record<string, string> = {},
): ChildProcess {
  const location = t.config.catalogDatabase;
  if (location.kind !== 'postgres') throw new Error('a worker process needs PostgreSQL');
  const entry = fileURLToPath(new URL('./fixture-worker.ts', import.meta.url));
  // From source, as the tests run: the workspace packages' `rnorm-source` entries, through tsx.
  return spawn(process.execPath, ['--conditions=rnorm-source', '--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATABASE_URL: location.url,
      REDIS_URL: redisUrl,
      RNORM_QUEUE_NAME: queueName,
      RNORM_WORKER_LOCK_MS: String(lockMs),
      RNORM_TEST_CHUNK_DELAY_MS: '50',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Resolves when the process prints a JSON line with this `message`. */
export function waitForLine(child: ChildProcess, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (data: Buffer) => {
      buffer += data.toString();
      if (buffer.includes(`"message":"${message}"`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`process exited with ${code} before "${message}"`)));
  });
}
