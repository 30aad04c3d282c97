// A job worker: `npm run worker`. Start as many as you like, on any machine that reaches the database and Redis.
import { createSystemUpdatesRepository, openCatalogDatabase, openMetricsDatabase } from '@rnorm/db';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, type AppConfig } from './config.ts';
import { createEngineProvider } from './modules/jobs/engine-provider.ts';
import { startJobProcessing } from './modules/jobs/job-processing.ts';
import { applyInstallation, readInstallation } from './modules/setup/installation-store.ts';

/** In production the databases and Redis are the setup wizard's: a worker started before the setup waits for it. */
async function configured(): Promise<AppConfig> {
  const config = loadConfig();
  if (config.mode !== 'production') return config;
  for (let waited = 0; ; waited += 5) {
    const stored = await readInstallation(config.configDir);
    if (stored) return applyInstallation(config, stored);
    if (waited % 60 === 0) console.log(`worker: rnorm is not set up yet (${config.configDir}); waiting for the setup`);
    await sleep(5_000);
  }
}

const config = await configured();
if (!config.redisUrl) {
  console.error('npm run worker needs REDIS_URL (and DATABASE_URL): without Redis, `npm start` runs jobs itself.');
  process.exit(2);
}
const catalog = await openCatalogDatabase(config.catalogDatabase, config.databaseOptions);
const metrics = await openMetricsDatabase(config.metricsDatabase, config.databaseOptions);
const log = (message: string, details: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), pid: process.pid, message, ...details }));
const processing = startJobProcessing({
  catalog: catalog.db,
  metrics: metrics.db,
  redisUrl: config.redisUrl,
  queueName: config.queueName,
  lockDurationMs: config.workerLockMs,
  sweepIntervalMs: config.jobSweepMs,
  runWorker: true,
  workerConcurrency: config.workerConcurrency,
  engine: createEngineProvider(
    (line) => log(line),
    () => createSystemUpdatesRepository(catalog.db),
  ),
  log,
});
const resumed = await processing.resumeInterrupted();
log('worker started', { concurrency: config.workerConcurrency, resumedJobs: resumed });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log('worker stopping', { signal });
  await processing.close();
  await metrics.close();
  await catalog.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
