import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_STATEMENT_TIMEOUT_MS, type DatabaseLocation, type OpenOptions } from '@rnorm/db';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the API reads; README.md lists the same table. */
const EnvSchema = z.object({
  RNORM_MODE: z.enum(['production', 'development']).default('development'),
  RNORM_CONFIG_DIR: optionalText,
  RNORM_UPDATE_SERVER: optionalText,
  RNORM_LICENSE_KEY: optionalText,
  RNORM_LICENSE_PUBLIC_KEY: optionalText,
  RNORM_UPDATE_CHECK_SECONDS: positiveInt(600),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  RNORM_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  METRICS_DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  RNORM_ADMIN_PASSWORD: optionalText,
  RNORM_WEB_DIST: optionalText,
  RNORM_TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RNORM_SIGNIN_LIMIT_PER_ADDRESS: positiveInt(30),
  RNORM_SIGNIN_LIMIT_PER_USER: positiveInt(10),
  RNORM_QUEUE_NAME: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .default('rnorm-jobs'),
  RNORM_WORKER_LOCK_MS: positiveInt(30_000),
  RNORM_DB_STATEMENT_TIMEOUT_SECONDS: positiveInt(DEFAULT_STATEMENT_TIMEOUT_MS / 1000),
  RNORM_JOB_SWEEP_SECONDS: positiveInt(60),
  RNORM_RUN_WORKER: z.enum(['true', 'false']).default('true'),
  RNORM_WORKER_CONCURRENCY: positiveInt(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  /**
   * `production`: databases, Redis, licence and update server come from the setup wizard's configuration in
   * `configDir` (the product opens /setup until it exists). `development`: from the environment, PGlite by default.
   */
  mode: 'production' | 'development';
  /** Where the setup wizard's configuration is kept (`RNORM_CONFIG_DIR`, else `<data dir>/config`). */
  configDir: string;
  /** The data directory (`RNORM_DATA_DIR`): PGlite databases, the built content pack, staged software updates. */
  dataDir: string;
  /** The vendor's update server; without it the product offers no updates. */
  updateServerUrl: string | undefined;
  /** The licence key sent to the update server. */
  licenseKey: string | undefined;
  /** The vendor's public key (PEM, or a file holding it) that licence keys and packages are signed with. */
  licensePublicKey: string | undefined;
  /** How often the product asks the update server for newer packages. */
  updateCheckSeconds: number;
  port: number;
  host: string;
  catalogDatabase: DatabaseLocation;
  metricsDatabase: DatabaseLocation;
  /** How both databases are opened: on PostgreSQL, the longest a statement may run before the server cancels it. */
  databaseOptions: OpenOptions;
  redisUrl: string | undefined;
  /** With Redis: whether the API process also works on jobs (false for an API-only instance). */
  runWorker: boolean;
  /** Job tasks a worker process runs at once. */
  workerConcurrency: number;
  /** The BullMQ queue; installations sharing one Redis need different names. */
  queueName: string;
  /** How long a worker holds a task without a heartbeat before another worker takes it over. */
  workerLockMs: number;
  /** How often a worker queues again the unfinished jobs whose tasks Redis lost (a restart without persistence). */
  jobSweepMs: number;
  adminPassword: string | undefined;
  webDistDir: string;
  trustProxy: boolean;
  signIn: {
    /** Attempts allowed per client address per minute. */
    limitPerAddress: number;
    /** Attempts allowed per username per minute. */
    limitPerUser: number;
    /** Wrong passwords in a row, per username and client address, before each further attempt must wait. */
    freeFailures: number;
    /** The first wait, doubled at each further wrong password, up to `maxDelaySeconds`. */
    firstDelaySeconds: number;
    maxDelaySeconds: number;
  };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

/** Parses the environment once; a bad value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.RNORM_DATA_DIR);
  const catalogDatabase: DatabaseLocation = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'catalog') };
  // Without its own URL, MetricsDB shares the catalog's PostgreSQL database (separate tables and migration ledger).
  const metricsUrl = e.METRICS_DATABASE_URL ?? e.DATABASE_URL;
  const metricsDatabase: DatabaseLocation = metricsUrl
    ? { kind: 'postgres', url: metricsUrl }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'metrics') };
  return {
    mode: e.RNORM_MODE,
    configDir: resolve(e.RNORM_CONFIG_DIR ?? resolve(dataDir, 'config')),
    dataDir,
    updateServerUrl: e.RNORM_UPDATE_SERVER?.replace(/\/+$/, ''),
    licenseKey: e.RNORM_LICENSE_KEY,
    licensePublicKey: e.RNORM_LICENSE_PUBLIC_KEY,
    updateCheckSeconds: e.RNORM_UPDATE_CHECK_SECONDS,
    port: e.PORT,
    host: e.HOST,
    catalogDatabase,
    metricsDatabase,
    databaseOptions: { statementTimeoutMs: e.RNORM_DB_STATEMENT_TIMEOUT_SECONDS * 1000 },
    redisUrl: e.REDIS_URL,
    runWorker: e.RNORM_RUN_WORKER === 'true',
    workerConcurrency: e.RNORM_WORKER_CONCURRENCY,
    queueName: e.RNORM_QUEUE_NAME,
    workerLockMs: e.RNORM_WORKER_LOCK_MS,
    jobSweepMs: e.RNORM_JOB_SWEEP_SECONDS * 1000,
    adminPassword: e.RNORM_ADMIN_PASSWORD,
    webDistDir: resolve(e.RNORM_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.RNORM_TRUST_PROXY === 'true',
    signIn: {
      limitPerAddress: e.RNORM_SIGNIN_LIMIT_PER_ADDRESS,
      limitPerUser: e.RNORM_SIGNIN_LIMIT_PER_USER,
      freeFailures: 5,
      firstDelaySeconds: 15,
      maxDelaySeconds: 900,
    },
    logLevel: e.LOG_LEVEL,
  };
}
