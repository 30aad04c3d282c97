import { CATALOG_DB_NAME, METRICS_DB_NAME, SetupRequestSchema, validationMessages as m } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptySetupForm,
  SETUP_STEP_FIELDS,
  SetupFormSchema,
  toSetupRequest,
  type SetupFormInput,
} from './setup-form-schema.ts';

const filled: SetupFormInput = {
  api_endpoint: 'https://rnorm.example.com',
  license_jwt: 'header.payload.signature',
  update_server: 'https://updates.example.com/',
  db_host: 'catalog-db.internal',
  db_port: '5432',
  db_username: 'catalog_user',
  db_password: 'catalog-secret',
  metrics_host: 'metrics-db.internal',
  metrics_port: '5433',
  metrics_username: 'metrics_user',
  metrics_password: 'metrics-secret',
  redis_host: 'cache.internal',
  redis_port: '6379',
  redis_password: '',
  admin_password: 'Str0ng-Passw0rd',
  confirm_password: 'Str0ng-Passw0rd',
};

function messagesFor(values: Partial<SetupFormInput>) {
  const result = SetupFormSchema.safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('SetupFormSchema', () => {
  it('gives the spec messages for every empty required field, and none for the optional Redis password', () => {
    const result = SetupFormSchema.safeParse({ ...emptySetupForm(''), confirm_password: '' });
    expect(result.success).toBe(false);
    // The form shows each field's first message.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      api_endpoint: m.apiEndpointRequired,
      license_jwt: m.licenseKeyRequired,
      update_server: m.updateServerRequired,
      db_host: m.dbHostRequired,
      db_port: m.dbPortRequired,
      db_username: m.dbUsernameRequired,
      db_password: m.dbPasswordRequired,
      metrics_host: m.metricsHostRequired,
      metrics_port: m.metricsPortRequired,
      metrics_username: m.metricsUsernameRequired,
      metrics_password: m.metricsPasswordRequired,
      redis_host: m.redisHostRequired,
      redis_port: m.redisPortRequired,
      admin_password: m.passwordRequired,
      confirm_password: m.confirmPasswordRequired,
    });
  });

  it('wants digits only in the three ports', () => {
    expect(messagesFor({ db_port: '54a2', metrics_port: '-1', redis_port: '63 79' })).toEqual([
      `db_port: ${m.portNumeric}`,
      `metrics_port: ${m.portNumeric}`,
      `redis_port: ${m.portNumeric}`,
    ]);
  });

  it('applies the admin password rules and compares the confirmation', () => {
    expect(messagesFor({ admin_password: 'short', confirm_password: 'short' })).toEqual([
      `admin_password: ${m.passwordMin}`,
    ]);
    expect(messagesFor({ admin_password: 'x'.repeat(51), confirm_password: 'x'.repeat(51) })).toEqual([
      `admin_password: ${m.passwordMax}`,
    ]);
    expect(messagesFor({ admin_password: 'with/slash1', confirm_password: 'with/slash1' })).toEqual([
      `admin_password: ${m.passwordNoSlash}`,
    ]);
    expect(messagesFor({ confirm_password: 'Str0ng-Passw0rd!' })).toEqual([
      `confirm_password: ${m.passwordsDoNotMatch}`,
    ]);
    expect(messagesFor({ confirm_password: '' })).toEqual([`confirm_password: ${m.confirmPasswordRequired}`]);
  });

  it('lists every field on exactly one step', () => {
    const stepFields = SETUP_STEP_FIELDS.flat();
    expect(new Set(stepFields).size).toBe(stepFields.length);
    expect([...stepFields].sort()).toEqual(Object.keys(filled).sort());
  });
});

describe(toSetupRequest.name, () => {
  it('fills db_info from the CatalogDB step and metrics_db_info from the MetricsDB step', () => {
    const request = toSetupRequest(SetupFormSchema.parse(filled));
    expect(request).toEqual({
      user_info: { license_jwt: 'header.payload.signature', admin_password: 'Str0ng-Passw0rd' },
      server_info: { update_server: 'https://updates.example.com' },
      db_info: {
        user: 'catalog_user',
        password: 'catalog-secret',
        host: 'catalog-db.internal',
        port: 5432,
        db: CATALOG_DB_NAME,
      },
      metrics_db_info: {
        user: 'metrics_user',
        password: 'metrics-secret',
        host: 'metrics-db.internal',
        port: 5433,
        db: METRICS_DB_NAME,
      },
      redis_cache_info: { host: 'cache.internal', port: 6379, password: '' },
    });
    expect(SetupRequestSchema.safeParse(request).success).toBe(true);
  });
});
