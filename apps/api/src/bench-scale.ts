// npm run bench:scale: the 50 MB inventory (about 728,000 rows) as one job through an API-only instance, with 1, 2
// and 4 `npm run worker` processes on one PostgreSQL and one Redis. For each: the time to completion, rows per
// second, and the CPU time each part used (API, workers, PostgreSQL, Redis), which shows where the bottleneck is.
// Needs BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL); a fresh database per run.
// BENCH_WORKERS=1,2,4 and BENCH_ROWS change the runs. Figures and their reading: docs/scaling.md.
import { readdir, readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_ADMIN_PASSWORD,
  cpuSeconds,
  dropDatabase,
  formatRate,
  freshDatabase,
  openInventory,
  runJob,
  signIn,
  startProcess,
  stopProcesses,
  waitForHealth,
  warmUp,
  writeInventory,
  type BenchProcess,
} from './job-bench-processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 728_000);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);

/** CPU seconds used so far by every process of this command name (the servers are not our children). */
async function cpuOfCommand(command: string): Promise<number> {
  let total = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(open + 1, close).startsWith(command)) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

interface CpuReading {
  api: number;
  workers: number;
  postgres: number;
  redis: number;
}

async function readCpu(procs: readonly BenchProcess[]): Promise<CpuReading> {
  const [api, ...workers] = await Promise.all(procs.map(cpuSeconds));
  return {
    api: api ?? 0,
    workers: workers.reduce((sum, seconds) => sum + seconds, 0),
    postgres: await cpuOfCommand('postgres'),
    redis: await cpuOfCommand('redis-server'),
  };
}

async function measure(workers: number, inventory: string, adminUrl: string, redisUrl: string, dataDir: string) {
  const database = await freshDatabase(adminUrl, 'rnorm_scale');
  const env = {
    RNORM_DATA_DIR: dataDir,
    DATABASE_URL: database,
    REDIS_URL: redisUrl,
    RNORM_QUEUE_NAME: `rnorm-scale-${Date.now()}`,
    RNORM_RUN_WORKER: 'false',
  };
  const port = String(39_000 + Math.floor(Math.random() * 1000));
  const base = `http://127.0.0.1:${port}`;
  const procs = [
    startProcess('api', 'apps/api/dist/server.js', { ...env, PORT: port, RNORM_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }),
  ];
  for (let i = 1; i <= workers; i++) procs.push(startProcess(`worker ${i}`, 'apps/api/dist/worker.js', env));
  try {
    await waitForHealth(base);
    const auth = await signIn(base);
    await warmUp(base, auth, procs);
    const before = await readCpu(procs);
    const run = await runJob(base, auth, await openInventory(inventory), 'bench.csv', procs);
    const after = await readCpu(procs);
    if (run.rows !== ROWS) throw new Error(`expected ${ROWS} rows, the job has ${run.rows}`);
    const used = {
      api: after.api - before.api,
      workers: after.workers - before.workers,
      postgres: after.postgres - before.postgres,
      redis: after.redis - before.redis,
    };
    return { workers, run, used, peakWorkerBytes: Math.max(...procs.slice(1).map((p) => p.peakBytes)) };
  } finally {
    await stopProcesses(procs);
    await dropDatabase(database);
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
if (!adminUrl || !redisUrl) {
  console.error('bench:scale needs BENCH_DATABASE_URL and BENCH_REDIS_URL (a PostgreSQL server and a Redis).');
  process.exit(2);
}

const folder = await mkdtemp(join(tmpdir(), 'rnorm-bench-scale-'));
try {
  const inventory = join(folder, 'inventory.csv');
  await writeInventory(inventory, ROWS);
  const bytes = (await stat(inventory)).size;
  console.log(
    `bench:scale: ${ROWS.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, one job, ` +
      `${availableParallelism()} CPU cores; API-only instance + N workers, PostgreSQL and Redis on this machine`,
  );
  console.log('workers   total s  upload s  rows/s     CPU s: api  workers  postgres  redis   peak MB/worker');
  const results = [];
  for (const workers of WORKER_COUNTS) {
    const result = await measure(workers, inventory, adminUrl, redisUrl, join(folder, 'data'));
    results.push(result);
    const { run, used } = result;
    console.log(
      `${String(workers).padStart(7)}  ${run.seconds.toFixed(1).padStart(7)}  ${run.uploadSeconds.toFixed(1).padStart(8)}  ` +
        `${formatRate(ROWS, run.seconds).padStart(8)}  ${used.api.toFixed(1).padStart(10)}  ` +
        `${used.workers.toFixed(1).padStart(7)}  ${used.postgres.toFixed(1).padStart(8)}  ${used.redis.toFixed(1).padStart(5)}  ` +
        `${(result.peakWorkerBytes / 1024 ** 2).toFixed(0).padStart(14)}`,
    );
  }
  const first = results[0]!;
  for (const result of results.slice(1)) {
    console.log(
      `${result.workers} workers: ${(first.run.seconds / result.run.seconds).toFixed(2)}× the throughput of ` +
        `${first.workers} (ideal ${(result.workers / first.workers).toFixed(0)}×, bounded by ${availableParallelism()} cores ` +
        'shared with the API and PostgreSQL)',
    );
  }
  const cpuPerRow = (first.used.api + first.used.workers + first.used.postgres + first.used.redis) / ROWS;
  console.log(
    `CPU per row, all parts: ${(cpuPerRow * 1e6).toFixed(0)} µs (workers ${((first.used.workers / ROWS) * 1e6).toFixed(0)} µs, ` +
      `PostgreSQL ${((first.used.postgres / ROWS) * 1e6).toFixed(0)} µs)`,
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
