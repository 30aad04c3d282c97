// The processes and steps the job benchmarks share (`npm run bench:jobs`, `npm run bench:scale`): the product's
// API and workers as separate processes, an inventory uploaded through the API, and each process's peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import pg from 'pg';
import { generateInventoryCsv } from '@rnorm/inventory-files/generate';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password-1';
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface BenchProcess {
  name: string;
  child: ChildProcess;
  peakBytes: number;
}

/** Starts a compiled entry of the product (`apps/api/dist/server.js`), as `npm start` and `npm run worker` do. */
export function startProcess(name: string, script: string, env: Record<string, string>): BenchProcess {
  const child = spawn(process.execPath, [join(repositoryRoot, script)], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, child, peakBytes: 0 };
}

export async function stopProcesses(procs: readonly BenchProcess[]): Promise<void> {
  for (const proc of procs) {
    if (proc.child.exitCode !== null) continue;
    proc.child.kill('SIGTERM');
    await Promise.race([once(proc.child, 'exit'), sleep(5_000)]);
  }
}

/** Peak resident memory so far (VmHWM) of a running process, from /proc. */
export async function peakMemory(proc: BenchProcess): Promise<number> {
  try {
    const status = await readFile(`/proc/${proc.child.pid}/status`, 'utf8');
    const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    proc.peakBytes = Math.max(proc.peakBytes, kib * 1024);
  } catch {
    // The process has ended; its last reading stays.
  }
  return proc.peakBytes;
}

/** CPU seconds (user + system) a running process has used so far, from /proc. */
export async function cpuSeconds(proc: BenchProcess): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${proc.child.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export async function waitForHealth(base: string): Promise<void> {
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

export interface BenchAuth {
  key: string;
  userId: number;
}

export async function signIn(base: string): Promise<BenchAuth> {
  const response = await fetch(`${base}/v2/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, agree: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { api_key: string; user_id: number };
  return { key: body.api_key, userId: body.user_id };
}

export interface JobRun {
  seconds: number;
  uploadSeconds: number;
  rows: number;
}

/** Uploads the file and polls the job list until the job is completed; peak memory is sampled meanwhile. */
export async function runJob(
  base: string,
  auth: BenchAuth,
  file: Blob,
  name: string,
  procs: readonly BenchProcess[],
): Promise<JobRun> {
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

/** A small job first, so that the content pack and the catalog index are loaded before the clock starts. */
export async function warmUp(base: string, auth: BenchAuth, procs: readonly BenchProcess[]): Promise<void> {
  const file = new Blob(['Publisher,Title,Version\nMozilla,Mozilla Firefox (x64 en-US),128.0\n'], {
    type: 'text/csv',
  });
  await runJob(base, auth, file, 'warm-up.csv', procs);
}

export const openInventory = (path: string) => openAsBlob(path, { type: 'text/csv' });

/** Writes the deterministic benchmark inventory (`generateInventoryCsv`) of `rows` rows to `path`. */
export async function writeInventory(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  for (const chunk of generateInventoryCsv(rows, 1)) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** A new, empty database on the server of `adminUrl`; returns its URL. */
export async function freshDatabase(adminUrl: string, prefix = 'rnorm_bench'): Promise<string> {
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database `freshDatabase` made (its connections are closed first). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

export const formatRate = (rows: number, seconds: number) => Math.round(rows / seconds).toLocaleString('en-US');
