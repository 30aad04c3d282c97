import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AppConfig } from '../../config.ts';
import path from 'node:path';
import { z } from 'zod';

const DatabaseTargetSchema = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  user: z.string().min(1),
  db: z.string().min(1),
});
export type DatabaseTarget = z.infer<typeof DatabaseTargetSchema>;

/** What the setup wizard configured, without secrets (`rnorm.json`). Its presence means the product is set up. */
const InstallationSchema = z.object({
  initializedAt: z.string(),
  updateServer: z.string(),
  license: z.object({ customerId: z.string(), expiresAt: z.string() }),
  catalogDatabase: DatabaseTargetSchema,
  metricsDatabase: DatabaseTargetSchema,
  redis: z.object({ host: z.string().min(1), port: z.number().int().min(1).max(65_535) }),
});
export type Installation = z.infer<typeof InstallationSchema>;

/** The secrets of the installation (`rnorm-secrets.json`, readable by its owner only). */
const InstallationSecretsSchema = z.object({
  licenseKey: z.string().min(1),
  catalogDatabasePassword: z.string(),
  metricsDatabasePassword: z.string(),
  redisPassword: z.string(),
});
export type InstallationSecrets = z.infer<typeof InstallationSecretsSchema>;

export interface StoredInstallation {
  installation: Installation;
  secrets: InstallationSecrets;
}

const files = (configDir: string) => ({
  installation: path.join(configDir, 'rnorm.json'),
  secrets: path.join(configDir, 'rnorm-secrets.json'),
  webEnv: path.join(configDir, 'web-env.json'),
});

/** Owner read/write only: the secrets file and the folder holding it. */
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

async function readJson(filePath: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(filePath, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${filePath} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

// A temporary file renamed into place: a reader sees the old file or the new one, never half of one.
async function writeAtomically(filePath: string, value: unknown, mode: number): Promise<void> {
  const temporary = `${filePath}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode });
    await chmod(temporary, mode);
    await rename(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The stored installation, or undefined before setup. A damaged file stops the start with its name. */
export async function readInstallation(configDir: string): Promise<StoredInstallation | undefined> {
  const paths = files(configDir);
  const installation = await readJson(paths.installation);
  if (installation === undefined) return undefined;
  const secrets = await readJson(paths.secrets);
  if (secrets === undefined) throw new Error(`${paths.secrets} is missing: run the setup again.`);
  const parsed = InstallationSchema.safeParse(installation);
  if (!parsed.success) throw new Error(`${paths.installation} is not a valid rnorm configuration.`);
  const parsedSecrets = InstallationSecretsSchema.safeParse(secrets);
  if (!parsedSecrets.success) throw new Error(`${paths.secrets} is not a valid rnorm secrets file.`);
  return { installation: parsed.data, secrets: parsedSecrets.data };
}

/**
 * Writes the secrets (owner-only) and then the configuration: the configuration file appears last, so a crash in
 * between leaves the product not set up rather than set up without its secrets.
 */
export async function writeInstallation(configDir: string, stored: StoredInstallation): Promise<void> {
  await mkdir(configDir, { recursive: true, mode: OWNER_ONLY_DIR });
  const paths = files(configDir);
  await writeAtomically(paths.secrets, stored.secrets, OWNER_ONLY_FILE);
  await writeAtomically(paths.installation, stored.installation, OWNER_ONLY_FILE);
}

const postgresUrl = (target: DatabaseTarget, password: string) =>
  `postgres://${encodeURIComponent(target.user)}:${encodeURIComponent(password)}@${hostForUrl(target.host)}:${target.port}/${encodeURIComponent(target.db)}`;
const hostForUrl = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The connection URLs an installation describes. */
export function installationUrls({ installation, secrets }: StoredInstallation) {
  const redisAuth = secrets.redisPassword ? `:${encodeURIComponent(secrets.redisPassword)}@` : '';
  return {
    catalogDatabaseUrl: postgresUrl(installation.catalogDatabase, secrets.catalogDatabasePassword),
    metricsDatabaseUrl: postgresUrl(installation.metricsDatabase, secrets.metricsDatabasePassword),
    redisUrl: `redis://${redisAuth}${hostForUrl(installation.redis.host)}:${installation.redis.port}`,
  };
}

/** The API address the web app calls (`GET /api/env`); empty when it was never set. */
export async function readWebApiUrl(configDir: string): Promise<string> {
  const stored = (await readJson(files(configDir).webEnv)) as { REACT_APP_API_URL?: unknown } | undefined;
  return typeof stored?.REACT_APP_API_URL === 'string' ? stored.REACT_APP_API_URL : '';
}

export async function writeWebApiUrl(configDir: string, url: string): Promise<void> {
  await mkdir(configDir, { recursive: true, mode: OWNER_ONLY_DIR });
  await writeAtomically(files(configDir).webEnv, { REACT_APP_API_URL: url }, 0o644);
}

/** The configuration of a product set up by the wizard: its databases, Redis, update server and licence key. */
export function applyInstallation(config: AppConfig, stored: StoredInstallation): AppConfig {
  const urls = installationUrls(stored);
  return {
    ...config,
    catalogDatabase: { kind: 'postgres', url: urls.catalogDatabaseUrl },
    metricsDatabase: { kind: 'postgres', url: urls.metricsDatabaseUrl },
    redisUrl: urls.redisUrl,
    updateServerUrl: stored.installation.updateServer,
    licenseKey: stored.secrets.licenseKey,
  };
}
