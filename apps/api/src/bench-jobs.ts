// npm run bench:jobs: a 50 MB inventory uploaded through the API until its job is completed, in embedded mode and,
// when BENCH_DATABASE_URL and BENCH_REDIS_URL are set (or TEST_DATABASE_URL and TEST_REDIS_URL), with PostgreSQL,
// Redis and two `npm run worker` processes. Prints the time to completion and each process's peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import pg from 'pg';
import { generateInventoryCsv } from '@rnorm/inventory-files/generate';

const ROWS = Number(process.env.BENCH_ROWS ?? 728_000);
const ADMIN_PASSWORD = 'bench-admin-password-1';
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const TARGETS = { embedded: 20, postgres: 12, memoryBytes: 1.5 * 1024 ** 3 };

interface Proc {
  name: string;
  child: ChildProcess;
  peakBytes: number;
}

function startProcess(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, script)], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, child, peakBytes: 0 };
}

/** Peak resident memory so far (VmHWM) of a running process, from /proc. */
async function peakMemory(proc: Proc): Promise<number> {
  try {
    const status = await readFile(`/proc/${proc.child.pid}/status`, 'utf8');
    const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    proc.peakBytes = Math.max(proc.peakBytes, kib * 1024);
  } catch {
    // The process has ended; its last reading stays.
  }
  return proc.peakBytes;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the API at ${base} did not start`);
}

async function signIn(base: string): Promise<{ key: string; userId: number }> {
  const response = await fetch(`${base}/v2/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, agree: true }),
  });
  const body = (await response.json()) as { api_key: string; user_id: number };
  return { key: body.api_key, userId: body.user_id };
}

async function runJob(base: string, auth: { key: string; userId: number }, file: Blob, name: string, procs: Proc[]) {
  const form = new FormData();
  form.append('file', file, name);
  const startedAt = performance.now();
  const upload = await fetch(`${base}/v2/${auth.userId}/normalize/sw_job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth.key}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { JobID } = (await upload.json()) as { JobID: number };
  const uploadSeconds = (performance.now() - startedAt) / 1000;
  for (;;) {
    await Promise.all(procs.map(peakMemory));
    const list = (await (
      await fetch(`${base}/v2/${auth.userId}/jobs/list`, { headers: { authorization: `Bearer ${auth.key}` } })
    ).json()) as { Jobs: { job_id: number; 'Job Status': string; rows_done: number; error: string | null }[] };
    const job = list.Jobs.find((j) => j.job_id === JobID);
    if (job?.['Job Status'] === 'error') throw new Error(`job ${JobID} failed: ${job.error}`);
    if (job?.['Job Status'] === 'completed') {
      return { seconds: (performance.now() - startedAt) / 1000, uploadSeconds, rows: job.rows_done };
    }
    await sleep(200);
  }
}

async function measure(
  mode: 'embedded' | 'postgres',
  inventory: string,
  env: Record<string, string>,
  workers: number,
): Promise<string> {
  const port = String(38_000 + Math.floor(Math.random() * 1000));
  const base = `http://127.0.0.1:${port}`;
  const procs = [
    startProcess('api', 'apps/api/src/server.ts', { ...env, PORT: port, RNORM_ADMIN_PASSWORD: ADMIN_PASSWORD }),
  ];
  for (let i = 1; i <= workers; i++) procs.push(startProcess(`worker ${i}`, 'apps/api/src/worker.ts', env));
  try {
    await waitForHealth(base);
    const auth = await signIn(base);
    // A small job first, so that the content pack and the catalog index are loaded before the clock starts.
    const warmUp = new Blob(['Publisher,Title,Version\nMozilla,Mozilla Firefox (x64 en-US),128.0\n'], {
      type: 'text/csv',
    });
    await runJob(base, auth, warmUp, 'warm-up.csv', procs);
    const run = await runJob(base, auth, await openAsBlob(inventory, { type: 'text/csv' }), 'bench.csv', procs);
    if (run.rows !== ROWS) throw new Error(`expected ${ROWS} rows, the job has ${run.rows}`);
    const target = TARGETS[mode];
    const memory = procs.map((p) => `${p.name} ${(p.peakBytes / 1024 ** 2).toFixed(0)} MB`).join(', ');
    const worstMemory = Math.max(...procs.map((p) => p.peakBytes));
    return (
      `  ${mode.padEnd(9)} ${run.seconds.toFixed(1)} s (upload ${run.uploadSeconds.toFixed(1)} s), ` +
      `${Math.round(ROWS / run.seconds).toLocaleString('en-US')} rows/s; target ≤ ${target} s ` +
      `${run.seconds <= target ? 'met' : 'MISSED'}\n` +
      `            peak memory: ${memory}; target ≤ 1,536 MB per process ` +
      `${worstMemory <= TARGETS.memoryBytes ? 'met' : 'MISSED'}\n`
    );
  } finally {
    for (const proc of procs) {
      proc.child.kill('SIGTERM');
      await Promise.race([once(proc.child, 'exit'), sleep(5_000)]);
    }
  }
}

async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `rnorm_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const folder = await mkdtemp(join(tmpdir(), 'rnorm-bench-jobs-'));
try {
  const inventory = join(folder, 'inventory.csv');
  const out = createWriteStream(inventory);
  for (const chunk of generateInventoryCsv(ROWS, 1)) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  const bytes = (await stat(inventory)).size;
  let report = `bench:jobs: ${ROWS.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, until completed\n`;
  process.stderr.write(report);

  const dataDir = join(folder, 'data');
  report += await measure('embedded', inventory, { RNORM_DATA_DIR: dataDir }, 0);
  process.stderr.write('embedded done\n');

  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (databaseUrl && redisUrl) {
    const env = {
      RNORM_DATA_DIR: dataDir,
      DATABASE_URL: await freshDatabase(databaseUrl),
      REDIS_URL: redisUrl,
      RNORM_QUEUE_NAME: `rnorm-bench-${Date.now()}`,
      RNORM_RUN_WORKER: 'false',
    };
    report += await measure('postgres', inventory, env, 2);
  } else {
    report +=
      '  postgres  skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL to measure PostgreSQL + Redis + 2 workers\n';
  }
  process.stdout.write(report);
} finally {
  await rm(folder, { recursive: true, force: true });
}
