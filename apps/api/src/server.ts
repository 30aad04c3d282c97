import { mkdirSync } from 'node:fs';
import { createCompaniesRepository, createUsersRepository, openCatalogDatabase, openMetricsDatabase } from '@rnorm/db';
import { buildApp } from './app.ts';
import { ensureInitialAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { createEngineProvider } from './modules/jobs/engine-provider.ts';
import { startJobProcessing } from './modules/jobs/job-processing.ts';
import { createRedisProbe } from './queue/redis-probe.ts';

const config = loadConfig();
for (const location of [config.catalogDatabase, config.metricsDatabase]) {
  if (location.kind === 'pglite' && location.dataDir !== 'memory') mkdirSync(location.dataDir, { recursive: true });
}
const catalog = await openCatalogDatabase(config.catalogDatabase);
const metrics = await openMetricsDatabase(config.metricsDatabase);
const redis = config.redisUrl ? createRedisProbe(config.redisUrl) : undefined;

const bootstrap = await ensureInitialAdmin(
  { companies: createCompaniesRepository(catalog.db), users: createUsersRepository(catalog.db) },
  config.adminPassword,
);
// The app's logger exists only once the app is built; job messages before that are not expected.
const jobLog: { current?: { info: (details: object, message: string) => void } } = {};
const engine = createEngineProvider((line) => console.error(line));
const jobProcessing = startJobProcessing({
  catalog: catalog.db,
  log: (message, details = {}) => jobLog.current?.info(details, message),
  redisUrl: config.redisUrl,
  queueName: config.queueName,
  lockDurationMs: config.workerLockMs,
  runWorker: config.runWorker,
  workerConcurrency: config.workerConcurrency,
  engine,
});
const app = await buildApp({ config, catalog, metrics, redis, jobQueue: jobProcessing.queue, engine });
jobLog.current = app.log.child({ module: 'jobs' });
const resumed = await jobProcessing.resumeInterrupted();
if (resumed > 0) jobLog.current.info({ jobs: resumed }, 'resuming interrupted jobs');

if (bootstrap.generatedAdminPassword) {
  // Printed once to the console (not the log stream) so it can be read at first start; only its hash is stored.
  console.log(
    `\n  First start: created user "admin" in company ${bootstrap.companyId} with the generated password\n\n` +
      `      ${bootstrap.generatedAdminPassword}\n\n  You will be asked to change it at first sign-in.\n`,
  );
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  try {
    await app.close();
    await jobProcessing.close();
    await redis?.close();
    await metrics.close();
    await catalog.close();
  } finally {
    clearTimeout(timer);
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
