import {
  API_KEY_TTL_DAYS,
  LIST_PAGE_SIZE,
  UPLOAD_MAX_BYTES,
  type ConfigParameter,
  type ConfigSection,
  type ConfigValuesResponse,
  type DisplayConfigResponse,
} from '@rnorm/contracts';
import { FUZZY_ACCEPT, FUZZY_CANDIDATE_FLOOR, MAX_CANDIDATES } from '@rnorm/engine';
import { loadConfig, type AppConfig } from '../../config.ts';
import { CHUNK_ROWS, EMBEDDED_CHUNK_ROWS } from '../jobs/job-runner.ts';

export interface SettingsSources {
  /** The configuration the process runs with (`deps.config`). */
  config: AppConfig;
  /** The product version the API reports. */
  version: string;
}

type ConfigValue = ConfigParameter['Value'];

const text = (Description: string, Value: string, Default?: string): ConfigParameter => ({
  Description,
  Value,
  Type: 'String',
  ...(Default === undefined ? {} : { Default }),
});
const int = (Description: string, Value: number, Default: number = Value): ConfigParameter => ({
  Description,
  Value,
  Type: 'Int',
  Default,
});
const flag = (Description: string, Value: boolean): ConfigParameter => ({
  Description,
  Value,
  Type: 'Boolean',
  Default: Value,
});
/** A share in [0, 1], shown as a slider. */
const share = (Description: string, Value: number): ConfigParameter => ({
  Description,
  Value,
  Type: 'Float',
  DisplayType: 'Slider',
  Min: 0,
  Max: 1,
  Default: Value,
});

const queueBackend = (config: AppConfig) => (config.redisUrl ? 'BullMQ (Redis)' : 'In process');
const databaseMode = (config: AppConfig) => (config.catalogDatabase.kind === 'pglite' ? 'embedded' : 'postgres');

/**
 * The settings the product runs with (spec sections 2, 3 and 7, Settings): read from the process configuration and
 * from the constants the engine, the job runner and the upload use, so the screen shows what actually applies.
 * Nothing here can be changed through the API in this version.
 */
export function describeSettings({ config, version }: SettingsSources): Record<string, ConfigSection> {
  // The values the product uses when the environment sets none.
  const defaults = loadConfig({});
  return {
    General: {
      DisplayName: 'General',
      Parameters: {
        product_version: text('Version of the rnorm API.', version),
        mode: text(
          'production: databases, Redis, licence and update server come from the setup wizard; development: from the environment.',
          config.mode,
          defaults.mode,
        ),
        database: text(
          'Where CatalogDB and MetricsDB live: embedded (PGlite data directories) or postgres (a PostgreSQL server).',
          databaseMode(config),
          databaseMode(defaults),
        ),
      },
    },
    Debug: {
      DisplayName: 'Debug',
      Parameters: {
        log_level: text('Lowest level of the messages the API writes to its log.', config.logLevel, defaults.logLevel),
      },
    },
    Normalization: {
      DisplayName: 'Normalization',
      Parameters: {
        fuzzy_match_threshold: share(
          'Lowest name similarity at which a product of the same publisher is accepted as a fuzzy catalog match.',
          FUZZY_ACCEPT,
        ),
        matchfix_confidence_threshold: share(
          'Lowest name similarity at which a catalog product is suggested for a Matchfix or Fuzzy Match entry.',
          FUZZY_CANDIDATE_FLOOR,
        ),
        suggestions_per_row: int('Catalog suggestions offered per entry, best first.', MAX_CANDIDATES),
        return_raw_version: flag(
          'Every result row carries the raw publisher, title and version (raw_publisher, raw_title, raw_version).',
          true,
        ),
        return_raw_version_on_match: flag('Rows matched to the catalog keep their raw version in raw_version.', true),
        return_raw_version_on_matchfix: flag('Matchfix and error rows keep their raw version in raw_version.', true),
      },
    },
    Datapacks: {
      DisplayName: 'Datapacks',
      Parameters: {
        datapack_slc: flag(
          'Software lifecycle: release date, end of support, lifecycle status and latest version, added to every software title job.',
          true,
        ),
        datapack_ospi: flag(
          'Open-source licence information: licence and whether the product is open source, added to every software title job.',
          true,
        ),
      },
    },
    Jobs: {
      DisplayName: 'Jobs',
      Parameters: {
        upload_max_bytes: int('Largest inventory file an upload accepts, in bytes.', UPLOAD_MAX_BYTES),
        chunk_rows: int(
          'Rows of a job normalized together as one task (fewer in process, where the API answers between them).',
          config.redisUrl ? CHUNK_ROWS : EMBEDDED_CHUNK_ROWS,
          defaults.redisUrl ? CHUNK_ROWS : EMBEDDED_CHUNK_ROWS,
        ),
        list_page_size: int('Entries per page of the job list and the other lists.', LIST_PAGE_SIZE),
        queue_backend: text(
          'Where job tasks wait: in the API process, or in BullMQ on Redis for separate workers.',
          queueBackend(config),
          queueBackend(defaults),
        ),
        worker_concurrency: int(
          'Job tasks a worker runs at once (with Redis; the in-process queue runs one at a time).',
          config.workerConcurrency,
          defaults.workerConcurrency,
        ),
        worker_lock_ms: int(
          'Milliseconds a worker holds a task without a heartbeat before another worker takes it over.',
          config.workerLockMs,
          defaults.workerLockMs,
        ),
      },
    },
    SignIn: {
      DisplayName: 'Sign-in',
      Parameters: {
        limit_per_address: int(
          'Sign-in attempts allowed per client address per minute.',
          config.signIn.limitPerAddress,
          defaults.signIn.limitPerAddress,
        ),
        limit_per_user: int(
          'Sign-in attempts allowed per username per minute.',
          config.signIn.limitPerUser,
          defaults.signIn.limitPerUser,
        ),
        free_failures: int(
          'Wrong passwords in a row, per username and client address, before each further attempt must wait.',
          config.signIn.freeFailures,
          defaults.signIn.freeFailures,
        ),
        first_delay_seconds: int(
          'Seconds of the first wait; each further wrong password doubles it.',
          config.signIn.firstDelaySeconds,
          defaults.signIn.firstDelaySeconds,
        ),
        max_delay_seconds: int(
          'The longest wait, in seconds.',
          config.signIn.maxDelaySeconds,
          defaults.signIn.maxDelaySeconds,
        ),
        api_key_ttl_days: int('Days an API key (and the sign-in cookies) stays valid.', API_KEY_TTL_DAYS),
      },
    },
  };
}

const asText = (value: ConfigValue) => String(value);

export function createSettingsService(sources: SettingsSources) {
  // The configuration is read once at start; the settings cannot change while the process runs.
  const sections = describeSettings(sources);
  const values = Object.fromEntries(
    Object.entries(sections).map(([name, section]) => [
      name,
      Object.fromEntries(Object.entries(section.Parameters).map(([key, p]) => [key, asText(p.Value)])),
    ]),
  );
  return {
    /** Every section with its parameters, values and how to show them. */
    displayConfig(): DisplayConfigResponse {
      return { Config: sections };
    },
    /** The values only, as strings, in the save payload's shape (Config > section > parameter). */
    values(): ConfigValuesResponse {
      return { Config: values };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
