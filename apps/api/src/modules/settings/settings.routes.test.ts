import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigValuesResponseSchema,
  DisplayConfigResponseSchema,
  HIDDEN_CONFIG_PARAMETERS,
  HIDDEN_CONFIG_SECTIONS,
  LIST_PAGE_SIZE,
  UPLOAD_MAX_BYTES,
} from '@rnorm/contracts';
import { FUZZY_ACCEPT, FUZZY_CANDIDATE_FLOOR, MAX_CANDIDATES } from '@rnorm/engine';
import { API_VERSION } from '../../app.ts';
import { BACKENDS, bearer, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { EMBEDDED_CHUNK_ROWS } from '../jobs/job-runner.ts';

describe.each(BACKENDS)('settings routes on %s', (backend) => {
  let t: TestContext;
  let userKey: string;
  beforeAll(async () => {
    // Values other than the defaults, so that the answer can only have come from the app's configuration.
    t = await createTestContext(backend, {
      RNORM_SIGNIN_LIMIT_PER_ADDRESS: '44',
      RNORM_SIGNIN_LIMIT_PER_USER: '7',
      RNORM_WORKER_CONCURRENCY: '3',
      RNORM_WORKER_LOCK_MS: '45000',
    });
    const company = await t.createCompany();
    userKey = (await t.signIn((await t.createUser(company.id)).username)).apiKey;
  });
  afterAll(() => t.close());

  const displayConfig = async () => {
    const response = await t.app.inject({ url: '/v2/config/get_display_config', headers: bearer(userKey) });
    expect(response.statusCode).toBe(200);
    return DisplayConfigResponseSchema.parse(response.json()).Config;
  };
  const valueOf = (config: Awaited<ReturnType<typeof displayConfig>>, section: string, parameter: string) =>
    config[section]?.Parameters[parameter]?.Value;

  it('answers both calls for a signed-in user and 401 without a key', async () => {
    for (const url of ['/v2/config/get_display_config', '/v2/config/get']) {
      expect((await t.app.inject({ url, headers: bearer(userKey) })).statusCode).toBe(200);
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(typeof anonymous.json().message).toBe('string');
    }
  });

  it('shows the configuration the app was given', async () => {
    const config = await displayConfig();
    expect(valueOf(config, 'SignIn', 'limit_per_address')).toBe(44);
    expect(valueOf(config, 'SignIn', 'limit_per_user')).toBe(7);
    expect(valueOf(config, 'SignIn', 'free_failures')).toBe(t.config.signIn.freeFailures);
    expect(valueOf(config, 'SignIn', 'first_delay_seconds')).toBe(t.config.signIn.firstDelaySeconds);
    expect(valueOf(config, 'SignIn', 'max_delay_seconds')).toBe(t.config.signIn.maxDelaySeconds);
    expect(valueOf(config, 'Jobs', 'worker_concurrency')).toBe(3);
    expect(valueOf(config, 'Jobs', 'worker_lock_ms')).toBe(45_000);
    expect(valueOf(config, 'Jobs', 'queue_backend')).toBe('In process');
    expect(valueOf(config, 'Debug', 'log_level')).toBe(t.config.logLevel);
    expect(valueOf(config, 'General', 'product_version')).toBe(API_VERSION);
    expect(valueOf(config, 'General', 'mode')).toBe(t.config.mode);
    expect(valueOf(config, 'General', 'database')).toBe(
      t.config.catalogDatabase.kind === 'pglite' ? 'embedded' : 'postgres',
    );
    // Defaults stay beside the values, so that a changed setting can be told apart.
    expect(config.SignIn?.Parameters.limit_per_address?.Default).toBe(30);
  });

  it('shows the constants the product works with', async () => {
    const config = await displayConfig();
    expect(config.Normalization?.Parameters.fuzzy_match_threshold).toMatchObject({
      Value: FUZZY_ACCEPT,
      Type: 'Float',
      DisplayType: 'Slider',
      Min: 0,
      Max: 1,
    });
    expect(valueOf(config, 'Normalization', 'matchfix_confidence_threshold')).toBe(FUZZY_CANDIDATE_FLOOR);
    expect(valueOf(config, 'Normalization', 'suggestions_per_row')).toBe(MAX_CANDIDATES);
    expect(valueOf(config, 'Jobs', 'upload_max_bytes')).toBe(UPLOAD_MAX_BYTES);
    // Jobs run in this process (no Redis): in smaller chunks.
    expect(valueOf(config, 'Jobs', 'chunk_rows')).toBe(EMBEDDED_CHUNK_ROWS);
    expect(valueOf(config, 'Jobs', 'list_page_size')).toBe(LIST_PAGE_SIZE);
    expect(valueOf(config, 'Datapacks', 'datapack_slc')).toBe(true);
    expect(valueOf(config, 'Datapacks', 'datapack_ospi')).toBe(true);
    // Results always carry the raw values, which the hidden raw-version parameters say.
    for (const parameter of HIDDEN_CONFIG_PARAMETERS) {
      expect(valueOf(config, 'Normalization', parameter)).toBe(true);
    }
    for (const section of HIDDEN_CONFIG_SECTIONS) expect(config[section]?.DisplayName).toBe(section);
  });

  it('gives the same values as strings in the save payload shape', async () => {
    const config = await displayConfig();
    const response = await t.app.inject({ url: '/v2/config/get', headers: bearer(userKey) });
    const values = ConfigValuesResponseSchema.parse(response.json()).Config;
    expect(Object.keys(values)).toEqual(Object.keys(config));
    for (const [name, section] of Object.entries(config)) {
      for (const [parameter, { Value }] of Object.entries(section.Parameters)) {
        expect(values[name]?.[parameter]).toBe(String(Value));
      }
    }
    expect(values.SignIn?.limit_per_address).toBe('44');
  });
});
