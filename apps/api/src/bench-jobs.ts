// npm run bench:jobs: a 50 MB inventory uploaded through the API until its job is completed, in embedded mode and,
// when BENCH_DATABASE_URL and BENCH_REDIS_URL are set (or TEST_DATABASE_URL and TEST_REDIS_URL), with PostgreSQL,
// Redis and two `npm run worker` processes. Prints the time to completion and each process's peak memory.
// `npm run bench:scale` compares 1, 2 and 4 workers.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_ADMIN_PASSWORD,
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
} from './job-bench-processes.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 728_000);
const TARGETS = { embedded: 20, postgres: 12, memoryBytes: 1.5 * 1024 ** 3 };

async function measure(
  mode: 'embedded' | 'postgres',
  inventory: string,
  env: Record<string, string>,
  workers: number,
): Promise<string> {
  const port = String(38_000 + Math.floor(Math.random() * 1000));
  const base = `http://127.0.0.1:${port}`;
  const procs = [
    startProcess('api', 'apps/api/dist/server.js', { ...env, PORT: port, RNORM_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }),
  ];
  for (let i = 1; i <= workers; i++) procs.push(startProcess(`worker ${i}`, 'apps/api/dist/worker.js', env));
  try {
    await waitForHealth(base);
    const auth = await signIn(base);
    await warmUp(base, auth, procs);
    const run = await runJob(base, auth, await openInventory(inventory), 'bench.csv', procs);
    if (run.rows !== ROWS) throw new Error(`expected ${ROWS} rows, the job has ${run.rows}`);
    const target = TARGETS[mode];
    const memory = procs.map((p) => `${p.name} ${(p.peakBytes / 1024 ** 2).toFixed(0)} MB`).join(', ');
    const worstMemory = Math.max(...procs.map((p) => p.peakBytes));
    return (
      `  ${mode.padEnd(9)} ${run.seconds.toFixed(1)} s (upload ${run.uploadSeconds.toFixed(1)} s), ` +
      `${formatRate(ROWS, run.seconds)} rows/s; target ≤ ${target} s ` +
      `${run.seconds <= target ? 'met' : 'MISSED'}\n` +
      `            peak memory: ${memory}; target ≤ 1,536 MB per process ` +
      `${worstMemory <= TARGETS.memoryBytes ? 'met' : 'MISSED'}\n`
    );
  } finally {
    await stopProcesses(procs);
  }
}

const folder = await mkdtemp(join(tmpdir(), 'rnorm-bench-jobs-'));
try {
  const inventory = join(folder, 'inventory.csv');
  await writeInventory(inventory, ROWS);
  const bytes = (await stat(inventory)).size;
  let report = `bench:jobs: ${ROWS.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, until completed\n`;
  process.stderr.write(report);

  const dataDir = join(folder, 'data');
  report += await measure('embedded', inventory, { RNORM_DATA_DIR: dataDir }, 0);
  process.stderr.write('embedded done\n');

  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (databaseUrl && redisUrl) {
    const database = await freshDatabase(databaseUrl);
    try {
      const env = {
        RNORM_DATA_DIR: dataDir,
        DATABASE_URL: database,
        REDIS_URL: redisUrl,
        RNORM_QUEUE_NAME: `rnorm-bench-${Date.now()}`,
        RNORM_RUN_WORKER: 'false',
      };
      report += await measure('postgres', inventory, env, 2);
    } finally {
      await dropDatabase(database);
    }
  } else {
    report +=
      '  postgres  skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL to measure PostgreSQL + Redis + 2 workers\n';
  }
  process.stdout.write(report);
} finally {
  await rm(folder, { recursive: true, force: true });
}
