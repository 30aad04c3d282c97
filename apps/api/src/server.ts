import { mkdirSync } from 'node:fs';
import {
  createCompaniesRepository,
  createJobsRepository,
  createSystemUpdatesRepository,
  createUsersRepository,
  openCatalogDatabase,
  openMetricsDatabase,
  type CatalogDb,
  type MetricsDb,
  type OpenDatabase,
} from '@rnorm/db';
import { buildApp } from './app.ts';
import { ensureInitialAdmin } from './bootstrap.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { createHttpHost } from './http-host.ts';
import { createEngineProvider } from './modules/jobs/engine-provider.ts';
import { startJobProcessing } from './modules/jobs/job-processing.ts';
import { backfillFamilyKeys } from './modules/jobs/family-key-backfill.ts';
import { startJobRetention } from './modules/jobs/job-retention.ts';
import { trustedLicenseKeys } from './modules/licensing/trusted-keys.ts';
import { applyInstallation, readInstallation } from './modules/setup/installation-store.ts';
import { createSetupService, type SetupService } from './modules/setup/setup.service.ts';
import { createRedisProbe, type RedisProbe } from './queue/redis-probe.ts';
import { buildSetupApp } from './setup-app.ts';

const baseConfig = loadConfig();
const host = createHttpHost();
/** What the running product holds open, closed in reverse on shutdown. */
const resources: {
  catalog?: OpenDatabase<CatalogDb>;
  metrics?: OpenDatabase<MetricsDb>;
  redis?: RedisProbe | undefined;
  jobProcessing?: ReturnType<typeof startJobProcessing>;
  jobRetention?: ReturnType<typeof startJobRetention>;
} = {};

// The app's logger exists only once the app is built; job messages before that are not expected.
const jobLog: { current?: { info: (details: object, message: string) => void } } = {};
// Installed content and model packages come from CatalogDB once it is open.
const engine = createEngineProvider(
  (line) => console.error(line),
  () => (resources.catalog ? createSystemUpdatesRepository(resources.catalog.db) : undefined),
);

/** Opens the databases and the queue of a configured product and serves it. */
async function startProduct(config: AppConfig, setup?: SetupService): Promise<void> {
  for (const location of [config.catalogDatabase, config.metricsDatabase]) {
    if (location.kind === 'pglite' && location.dataDir !== 'memory') mkdirSync(location.dataDir, { recursive: true });
  }
  const catalog = (resources.catalog = await openCatalogDatabase(config.catalogDatabase, config.databaseOptions));
  const metrics = (resources.metrics = await openMetricsDatabase(config.metricsDatabase, config.databaseOptions));
  const redis = (resources.redis = config.redisUrl ? createRedisProbe(config.redisUrl) : undefined);

  // In production the setup wizard created `admin` with the password its user chose.
  const bootstrap =
    config.mode === 'production'
      ? undefined
      : await ensureInitialAdmin(
          { companies: createCompaniesRepository(catalog.db), users: createUsersRepository(catalog.db) },
          config.adminPassword,
        );
  const jobProcessing = (resources.jobProcessing = startJobProcessing({
    catalog: catalog.db,
    metrics: metrics.db,
    log: (message, details = {}) => jobLog.current?.info(details, message),
    redisUrl: config.redisUrl,
    queueName: config.queueName,
    lockDurationMs: config.workerLockMs,
    sweepIntervalMs: config.jobSweepMs,
    runWorker: config.runWorker,
    workerConcurrency: config.workerConcurrency,
    engine,
  }));
  const app = await buildApp({
    config,
    catalog,
    metrics,
    redis,
    jobQueue: jobProcessing.queue,
    engine,
    setup,
    onContentInstalled: () => engine.invalidate(),
    contentVersions: () => engine.versions(),
  });
  jobLog.current = app.log.child({ module: 'jobs' });
  // The content pack is read (and built, at first start: about 10 s) before the server answers. Read on the first
  // request that needed it (the Packages state every screen's header asks for), its build held every other request
  // that long. A pack that cannot be built is reported and tried again by the next request that needs it.
  await engine.versions().catch((error: unknown) => {
    console.error(`the content pack could not be loaded: ${(error as Error).message}`);
  });
  await host.use(app);
  resources.jobRetention = startJobRetention({
    jobs: createJobsRepository(catalog.db),
    log: (message, details = {}) => jobLog.current?.info(details, message),
  });
  // Outputs stored before title families were kept get theirs, in the background.
  void backfillFamilyKeys({
    jobs: createJobsRepository(catalog.db),
    log: (message, details = {}) => jobLog.current?.info(details, message),
  }).catch((error: unknown) =>
    jobLog.current?.info({ error: (error as Error).message }, 'filling the title families of older jobs failed'),
  );
  const resumed = await jobProcessing.resumeInterrupted();
  if (resumed > 0) jobLog.current.info({ jobs: resumed }, 'resuming interrupted jobs');

  if (bootstrap?.generatedAdminPassword) {
    // Printed once to the console (not the log stream) so it can be read at first start; only its hash is stored.
    console.log(
      `\n  First start: created user "admin" in company ${bootstrap.companyId} with the generated password\n\n` +
        `      ${bootstrap.generatedAdminPassword}\n\n  You will be asked to change it at first sign-in.\n`,
    );
  }
}

if (baseConfig.mode === 'production') {
  const stored = await readInstallation(baseConfig.configDir);
  if (stored) await startProduct(applyInstallation(baseConfig, stored));
  else {
    // Not set up yet: the setup app serves the wizard until `rnorm_initialize` has written the configuration,
    // then the product starts on it in this same process.
    const setup: SetupService = createSetupService({
      configDir: baseConfig.configDir,
      trustedKeys: trustedLicenseKeys(process.env),
      loadContent: () => engine().then((loaded) => loaded.contentVersion),
      onInitialized: (installation) => startProduct(applyInstallation(baseConfig, installation), setup),
      log: (message, details) => host.app?.log.info(details ?? {}, message),
    });
    await host.use(await buildSetupApp({ config: baseConfig, setup }));
    console.log(`\n  rnorm is not set up yet: open http://${baseConfig.host}:${baseConfig.port}/setup\n`);
  }
} else {
  await startProduct(baseConfig);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  host.app?.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  try {
    await host.close();
    await resources.jobRetention?.close();
    await resources.jobProcessing?.close();
    await resources.redis?.close();
    await resources.metrics?.close();
    await resources.catalog?.close();
  } finally {
    clearTimeout(timer);
  }
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await host.listen(baseConfig.port, baseConfig.host);
