import type { KeyObject } from 'node:crypto';
import {
  checkPostgres,
  createCompaniesRepository,
  createDatabase,
  createUsersRepository,
  dropDatabase,
  openCatalogDatabase,
  openMetricsDatabase,
  type PostgresTarget,
} from '@rnorm/db';
import type { SetupResponse, SetupSettings, SetupStatusResponse } from '@rnorm/contracts';
import { ADMIN_USERNAME, ensureInitialAdmin } from '../../bootstrap.ts';
import { passwordProblem } from '../../security/password-policy.ts';
import { verifyLicense } from '../licensing/license-keys.ts';
import { checkRedis } from './redis-check.ts';
import {
  installationUrls,
  readInstallation,
  writeInstallation,
  type StoredInstallation,
} from './installation-store.ts';

export interface SetupServiceDependencies {
  configDir: string;
  /** The vendor keys a licence key must be signed with. */
  trustedKeys: readonly KeyObject[];
  /** Reads (building it when needed) the content pack the product starts with; answers its version label. */
  loadContent: () => Promise<string>;
  /** Called once the configuration is written: the server then starts the product on it. */
  onInitialized?: (stored: StoredInstallation) => Promise<void> | void;
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** True when the product runs without a setup (development mode). */
  installed?: boolean;
}

const describe = (target: { host: string; port: number }) => `${target.host}:${target.port}`;

/**
 * The first-run setup (`POST /v2/rnorm_initialize`): checks the licence key and every connection while the wizard
 * waits, then creates and migrates CatalogDB and MetricsDB, loads the content pack, creates `admin` and writes the
 * configuration, reporting each step. A failure names its cause and undoes what this attempt created, so that the
 * wizard can simply be submitted again.
 */
export function createSetupService(deps: SetupServiceDependencies) {
  const log = deps.log ?? (() => undefined);
  let status: SetupStatusResponse = { status: 'not_initialized', messages: [] };
  // Development mode runs without a setup: it counts as set up from the start.
  let installed = deps.installed ?? false;

  async function isInstalled(): Promise<boolean> {
    installed ||= (await readInstallation(deps.configDir)) !== undefined;
    return installed;
  }

  /** The checks that answer before the request returns: licence, both PostgreSQL servers, Redis. */
  async function check(
    settings: SetupSettings,
  ): Promise<{ errors: string[]; notes: string[]; expiresAt?: string; customerId?: string }> {
    const errors: string[] = [];
    const notes: string[] = [];
    const weakPassword = passwordProblem(settings.user_info.admin_password, ADMIN_USERNAME);
    if (weakPassword) errors.push(`Admin password: ${weakPassword}`);
    const license = verifyLicense(settings.user_info.license_jwt, { publicKeys: deps.trustedKeys });
    if (!license.valid) errors.push(`The licence key was refused: ${license.reason}`);
    else {
      notes.push(
        `Licence key accepted: customer ${license.claims.sub}, valid until ${new Date(license.claims.exp * 1000).toISOString().slice(0, 10)}.`,
      );
    }
    // The connections are tried together: a person fixing the form sees every wrong setting at once.
    const results = await Promise.allSettled([
      checkPostgres(settings.db_info),
      checkPostgres(settings.metrics_db_info),
      checkRedis(settings.redis_cache_info),
    ]);
    const [catalog, metrics, redis] = results;
    const targets = [settings.db_info, settings.metrics_db_info];
    [catalog, metrics].forEach((result, i) => {
      const target = targets[i]!;
      if (result!.status === 'rejected') errors.push((result!.reason as Error).message);
      else notes.push(`Connected to PostgreSQL at ${describe(target)} for ${target.db}.`);
    });
    if (redis!.status === 'rejected') errors.push((redis!.reason as Error).message);
    else notes.push(`Connected to Redis at ${describe(settings.redis_cache_info)}.`);
    return license.valid
      ? { errors, notes, customerId: license.claims.sub, expiresAt: new Date(license.claims.exp * 1000).toISOString() }
      : { errors, notes };
  }

  async function install(settings: SetupSettings, license: { customerId: string; expiresAt: string }): Promise<void> {
    const progress = (message: string) => {
      status = { status: 'in_progress', messages: [...status.messages, message] };
      log(message);
    };
    const created: PostgresTarget[] = [];
    const databases = [settings.db_info, settings.metrics_db_info];
    let stored: StoredInstallation;
    try {
      for (const target of databases) {
        // Both may live on one server; a database the other step just created exists by now.
        if (await checkPostgres(target)) progress(`Database ${target.db} exists at ${describe(target)}.`);
        else {
          await createDatabase(target);
          created.push(target);
          progress(`Created database ${target.db} at ${describe(target)}.`);
        }
      }
      stored = {
        installation: {
          initializedAt: new Date().toISOString(),
          updateServer: settings.server_info.update_server.replace(/\/+$/, ''),
          license,
          catalogDatabase: {
            host: settings.db_info.host,
            port: settings.db_info.port,
            user: settings.db_info.user,
            db: settings.db_info.db,
          },
          metricsDatabase: {
            host: settings.metrics_db_info.host,
            port: settings.metrics_db_info.port,
            user: settings.metrics_db_info.user,
            db: settings.metrics_db_info.db,
          },
          redis: { host: settings.redis_cache_info.host, port: settings.redis_cache_info.port },
        },
        secrets: {
          licenseKey: settings.user_info.license_jwt,
          catalogDatabasePassword: settings.db_info.password,
          metricsDatabasePassword: settings.metrics_db_info.password,
          redisPassword: settings.redis_cache_info.password,
        },
      };
      const urls = installationUrls(stored);
      const catalog = await openCatalogDatabase({ kind: 'postgres', url: urls.catalogDatabaseUrl });
      try {
        progress(`Migrated ${settings.db_info.db}.`);
        const metrics = await openMetricsDatabase({ kind: 'postgres', url: urls.metricsDatabaseUrl });
        await metrics.close();
        progress(`Migrated ${settings.metrics_db_info.db}.`);
        progress(`Loaded content pack ${await deps.loadContent()}.`);
        await ensureInitialAdmin(
          { companies: createCompaniesRepository(catalog.db), users: createUsersRepository(catalog.db) },
          settings.user_info.admin_password,
          { replacePassword: true },
        );
        progress('Created user admin with the chosen password.');
      } finally {
        await catalog.close();
      }
      await writeInstallation(deps.configDir, stored);
      progress('Saved the configuration.');
      installed = true;
    } catch (error) {
      const cause = (error as Error).message;
      log('setup failed', { cause });
      // Databases this attempt created are dropped again, so that the next attempt starts from the same state.
      const undone: string[] = [];
      for (const target of created) {
        try {
          await dropDatabase(target);
          undone.push(`Removed database ${target.db} again.`);
        } catch (dropError) {
          undone.push(`Database ${target.db} could not be removed: ${(dropError as Error).message}`);
        }
      }
      status = { status: 'error', messages: [...status.messages, `Setup failed: ${cause}`, ...undone] };
      return;
    }
    try {
      await deps.onInitialized?.(stored);
      status = { status: 'success', messages: [...status.messages, 'rnorm is ready: sign in as admin.'] };
    } catch (error) {
      // The configuration is complete; starting on it failed (a restart will start on it too).
      log('starting after setup failed', { cause: (error as Error).message });
      status = {
        status: 'error',
        messages: [...status.messages, `rnorm is set up but could not start: ${(error as Error).message}. Restart it.`],
      };
    }
  }

  return {
    async status(): Promise<SetupStatusResponse> {
      if (status.status !== 'in_progress' && (await isInstalled())) {
        return { status: 'success', messages: status.status === 'success' ? status.messages : [] };
      }
      return status;
    },

    async initialize(settings: SetupSettings): Promise<SetupResponse> {
      if (await isInstalled()) return { status: 'error', messages: ['rnorm is set up already.'] };
      if (status.status === 'in_progress') return { status: 'error', messages: ['The setup is already running.'] };
      status = { status: 'in_progress', messages: [] };
      let checked;
      try {
        checked = await check(settings);
      } catch (error) {
        checked = { errors: [(error as Error).message], notes: [] };
      }
      if (checked.errors.length > 0 || !checked.customerId || !checked.expiresAt) {
        status = { status: 'error', messages: checked.errors };
        return { status: 'error', messages: checked.errors };
      }
      status = { status: 'in_progress', messages: [...checked.notes, 'Setting up the databases…'] };
      // The rest runs after the answer; the wizard follows it through `rnorm_initialized`.
      void install(settings, { customerId: checked.customerId, expiresAt: checked.expiresAt });
      return { status: 'in_progress', messages: status.messages };
    },
  };
}
export type SetupService = ReturnType<typeof createSetupService>;
