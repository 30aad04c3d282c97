import {
  CATALOG_DB_NAME,
  METRICS_DB_NAME,
  SetupRequestSchema,
  UpdateEnvRequestSchema,
  validationMessages as m,
  type SetupRequest,
} from '@rnorm/contracts';
import { z } from 'zod';

const request = SetupRequestSchema.shape;
const catalogDb = request.db_info.shape;
const metricsDb = request.metrics_db_info.shape;
const cache = request.redis_cache_info.shape;

/**
 * The wizard's fields, one flat form, each checked by the contract's own rule so the messages are the spec's
 * (section 5, Setup). The names are clean: the spec's source names (section 3) are crossed, its `metric_*` fields
 * filling the CatalogDB step's `db_info`. Here `db_*` is the CatalogDB step and `metrics_*` the MetricsDB step.
 */
export const SetupFormSchema = z
  .object({
    api_endpoint: UpdateEnvRequestSchema.shape.REACT_APP_API_URL,
    license_jwt: request.user_info.shape.license_jwt,
    update_server: request.server_info.shape.update_server,
    db_host: catalogDb.host,
    db_port: catalogDb.port,
    db_username: catalogDb.user,
    db_password: catalogDb.password,
    metrics_host: metricsDb.host,
    metrics_port: metricsDb.port,
    metrics_username: metricsDb.user,
    metrics_password: metricsDb.password,
    redis_host: cache.host,
    redis_port: cache.port,
    redis_password: z.string().max(255),
    admin_password: request.user_info.shape.admin_password,
    confirm_password: z.string().min(1, m.confirmPasswordRequired),
  })
  .refine((values) => values.confirm_password === values.admin_password, {
    path: ['confirm_password'],
    message: m.passwordsDoNotMatch,
    // An empty confirmation gets its own message only.
    when: ({ value }) =>
      typeof value === 'object' && value !== null && 'confirm_password' in value && !!value.confirm_password,
  });

export type SetupFormInput = z.input<typeof SetupFormSchema>;
export type SetupFormOutput = z.output<typeof SetupFormSchema>;
export type SetupFieldName = keyof SetupFormInput;

/** Every field empty; the API Endpoint is prefilled from the runtime setting. */
export function emptySetupForm(apiEndpoint: string): SetupFormInput {
  return {
    api_endpoint: apiEndpoint,
    license_jwt: '',
    update_server: '',
    db_host: '',
    db_port: '',
    db_username: '',
    db_password: '',
    metrics_host: '',
    metrics_port: '',
    metrics_username: '',
    metrics_password: '',
    redis_host: '',
    redis_port: '',
    redis_password: '',
    admin_password: '',
    confirm_password: '',
  };
}

/** The six steps in order, with the fields Next checks on each (spec section 4, Wizard). */
export const SETUP_STEP_FIELDS = [
  ['api_endpoint'],
  ['license_jwt', 'update_server'],
  ['db_host', 'db_port', 'db_username', 'db_password'],
  ['metrics_host', 'metrics_port', 'metrics_username', 'metrics_password'],
  ['redis_host', 'redis_port', 'redis_password'],
  ['admin_password', 'confirm_password'],
] as const satisfies readonly (readonly SetupFieldName[])[];

export const SETUP_STEP_COUNT = SETUP_STEP_FIELDS.length;

/** An address as typed, without the trailing slash, ready to have a path appended. */
export function withoutTrailingSlash(address: string): string {
  return address.trim().replace(/\/+$/, '');
}

/** The `rnorm_initialize` payload (spec section 3): the CatalogDB step fills `db_info`, the MetricsDB step `metrics_db_info`. */
export function toSetupRequest(values: SetupFormOutput): SetupRequest {
  return {
    user_info: { license_jwt: values.license_jwt, admin_password: values.admin_password },
    server_info: { update_server: withoutTrailingSlash(values.update_server) },
    db_info: {
      user: values.db_username,
      password: values.db_password,
      host: values.db_host,
      port: values.db_port,
      db: CATALOG_DB_NAME,
    },
    metrics_db_info: {
      user: values.metrics_username,
      password: values.metrics_password,
      host: values.metrics_host,
      port: values.metrics_port,
      db: METRICS_DB_NAME,
    },
    redis_cache_info: { host: values.redis_host, port: values.redis_port, password: values.redis_password },
  };
}
