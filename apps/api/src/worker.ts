// A job worker: `npm run worker`. Start as many as you like, on any machine that reaches the database and Redis.
import { openCatalogDatabase } from '@rnorm/db';
import { loadConfig } from './config.ts';
import { createEngineProvider } from './modules/jobs/engine-provider.ts';
import { startJobProcessing } from './modules/jobs/job-processing.ts';

const config = loadConfig();
if (!config.redisUrl) {
  console.error('npm run worker needs REDIS_URL (and DATABASE_URL): without Redis, `npm start` runs jobs itself.');
  process.exit(2);
}
const catalog = await openCatalogDatabase(config.catalogDatabase);
const log = (message: string, details: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), pid: process.pid, message, ...details }));
const processing = startJobProcessing({
  catalog: catalog.db,
  redisUrl: config.redisUrl,
  queueName: config.queueName,
  lockDurationMs: config.workerLockMs,
  runWorker: true,
  workerConcurrency: config.workerConcurrency,
  engine: createEngineProvider((line) => log(line)),
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
  await catalog.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
