// Faults in the middle of work, on a PostgreSQL and a Redis of this file's own (they are restarted, which the
// servers the other test files share must never be): Redis restarted empty, PostgreSQL restarted as after a crash,
// and the API killed or stopped while uploads are in flight. The worker killed in the middle of a job is in
// job-recovery.test.ts. A job must end completed with every row once, or failed with its reason; never completed
// with rows missing, and never waiting forever.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobsRepository } from '@rnorm/db';
import {
  expectEveryRowOnce,
  finished,
  inventory,
  startChildWorker,
  submit,
  waitForJob,
  waitForLine,
} from '../../testing/job-scenarios.ts';
import {
  freePort,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from '../../testing/private-services.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

const ROWS = 10_000;
const LOCK_MS = 2_000;

let postgres: PrivatePostgres;
let redis: PrivateRedis;
beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
});
afterAll(async () => {
  await Promise.all([postgres?.stop(), redis?.stop()]);
});

/** An API that only enqueues, on a new database of the private PostgreSQL, and a queue of its own. */
async function context(): Promise<{ t: TestContext; queueName: string }> {
  const queueName = `rnorm-fault-${randomBytes(4).toString('hex')}`;
  const t = await createTestContext(
    'postgres',
    {},
    { postgresAdminUrl: postgres.adminUrl, jobs: { redisUrl: redis.url, queueName, runWorker: false, chunkRows: 50 } },
  );
  return { t, queueName };
}

/** A worker process that sweeps for lost tasks every second. */
async function startWorker(t: TestContext, queueName: string): Promise<ChildProcess> {
  const worker = startChildWorker(t, redis.url, queueName, LOCK_MS, { RNORM_JOB_SWEEP_SECONDS: '1' });
  await waitForLine(worker, 'ready');
  return worker;
}

describe('faults during a job, on its own PostgreSQL and Redis', () => {
  it('Redis restarted empty in the middle of a job: the worker queues the job again, and it completes with every row once', async () => {
    const { t, queueName } = await context();
    const worker = await startWorker(t, queueName);
    try {
      const jobId = await submit(t, ROWS);
      await waitForJob(t, jobId, (job) => job.processedRows > 0);
      await redis.restart();
      const atRestart = await createJobsRepository(t.catalog.db).findById(jobId);
      expect(atRestart?.status).toBe('processing');
      expect(atRestart!.processedRows).toBeLessThan(ROWS);

      const job = await waitForJob(t, jobId, finished, 120);
      expect(job).toMatchObject({ status: 'completed', totalRows: ROWS, processedRows: ROWS, error: null });
      await expectEveryRowOnce(t, jobId, ROWS);

      // The API's own connection came back too: a job uploaded after the restart is queued and done.
      const next = await submit(t, 200);
      expect(await waitForJob(t, next, finished, 60)).toMatchObject({ status: 'completed', processedRows: 200 });
    } finally {
      worker.kill('SIGKILL');
      await t.close();
    }
  }, 240_000);

  it('PostgreSQL restarted (as after a crash) in the middle of a job: the job resumes and completes with every row once', async () => {
    const { t, queueName } = await context();
    const worker = await startWorker(t, queueName);
    try {
      const jobId = await submit(t, ROWS);
      await waitForJob(t, jobId, (job) => job.processedRows > 0);
      await postgres.restart();
      const atRestart = await waitForJob(t, jobId, () => true);
      expect(atRestart.status).toBe('processing');
      expect(atRestart.processedRows).toBeLessThan(ROWS);

      const job = await waitForJob(t, jobId, finished, 120);
      expect(job).toMatchObject({ status: 'completed', totalRows: ROWS, processedRows: ROWS, error: null });
      await expectEveryRowOnce(t, jobId, ROWS);
    } finally {
      worker.kill('SIGKILL');
      await t.close();
    }
  }, 240_000);

  it('the API killed, then stopped, while uploads are in flight: each client gets an error and no job is left half made', async () => {
    const { t, queueName } = await context();
    const location = t.config.catalogDatabase;
    if (location.kind !== 'postgres') throw new Error('the API process needs PostgreSQL');
    const dataDir = await mkdtemp(join(tmpdir(), 'rnorm-fault-api-'));
    const port = await freePort();
    const startApi = () =>
      startApiProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: location.url,
        REDIS_URL: redis.url,
        RNORM_QUEUE_NAME: queueName,
        RNORM_RUN_WORKER: 'false',
        RNORM_DATA_DIR: dataDir,
        RNORM_ADMIN_PASSWORD: 'fault-admin-password-1',
      });
    const jobs = createJobsRepository(t.catalog.db);
    const company = await t.createCompany();
    const user = await t.createUser(company.id);
    const { apiKey, userId } = await t.signIn(user.username);
    const upload = (body: string, hold: boolean) =>
      uploadOverHttp(port, `/v2/${userId}/normalize/sw_job`, apiKey, 'estate.csv', body, hold);

    let api = await startApi();
    let worker: ChildProcess | undefined;
    try {
      // Killed: three uploads have sent part of their file and wait to send the rest.
      const inFlight = [1, 2, 3].map(() => upload(inventory(2_000), true));
      await Promise.all(inFlight.map((flight) => flight.sent));
      api.kill('SIGKILL');
      for (const flight of inFlight) await expect(flight.answer).rejects.toThrow(/socket hang up|ECONNRESET/);

      // The crash came between storing a job and queueing it: the job is in the database, its task is not.
      const stored = await jobs.createWithFile(
        { companyId: company.id, userId, name: 'stored.csv', type: 1, options: {}, fileBytes: 0 },
        (async function* () {
          yield new TextEncoder().encode(inventory(300));
        })(),
      );

      // Started again: it queues the stored job, and a worker finishes it. The interrupted uploads left no job.
      api = await startApi();
      worker = await startWorker(t, queueName);
      expect(await waitForJob(t, stored.id, finished, 60)).toMatchObject({ status: 'completed', processedRows: 300 });
      expect((await jobs.listForUser(userId)).map((job) => job.id)).toEqual([stored.id]);

      // Stopped (SIGTERM) with an upload in flight: the client gets an error, and the process does not hang on it.
      const held = upload(inventory(2_000), true);
      await held.sent;
      const exited = once(api, 'exit');
      api.kill('SIGTERM');
      await expect(held.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
      await Promise.race([exited, sleep(15_000).then(() => Promise.reject(new Error('the API did not stop')))]);

      // And a whole upload to the restarted API is a job that completes.
      api = await startApi();
      const whole = upload(inventory(500), false);
      const answer = await whole.answer;
      expect(answer.status, answer.body).toBe(200);
      const { JobID } = JSON.parse(answer.body) as { JobID: number };
      expect(await waitForJob(t, JobID, finished, 60)).toMatchObject({ status: 'completed', processedRows: 500 });
      expect(await jobs.listUnfinished()).toEqual([]);
    } finally {
      api.kill('SIGKILL');
      worker?.kill('SIGKILL');
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

/** `npm start`'s entry as a process of its own, resolved once it answers its health check. */
async function startApiProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=rnorm-source', '--import', 'tsx', fileURLToPath(new URL('../../server.ts', import.meta.url))],
    { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    const healthy = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start in 60 s');
}

/**
 * A multipart upload over a real socket. With `hold`, half of the file is sent and the rest never is: `sent`
 * resolves once the server has read that half (it is writing the upload to disk), `answer` when the server answers
 * or the connection breaks.
 */
function uploadOverHttp(port: number, path: string, apiKey: string, fileName: string, csv: string, hold: boolean) {
  const boundary = `----rnorm${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    req.on('error', reject);
  });
  // Unhandled until the test awaits it: a rejection before then must not count as unhandled.
  answer.catch(() => undefined);
  let sent: Promise<void>;
  if (hold) {
    req.write(head + csv.slice(0, csv.length / 2));
    sent = sleep(500).then(() => undefined);
  } else {
    req.end(head + csv + tail);
    sent = Promise.resolve();
  }
  return { sent, answer };
}
