import { z } from 'zod';
import { passwordWithoutSlashes } from './auth.ts';
import { EXAMPLE_LICENSE_JWT, withExample } from './examples.ts';
import { tooLongMessage, validationMessages as m } from './messages.ts';

/** The fixed database names of spec section 9. */
export const CATALOG_DB_NAME = 'CatalogDB';
export const METRICS_DB_NAME = 'MetricsDB';
/** The setup status view polls `rnorm_initialized` this often; the page reloads this long after a started setup. */
export const SETUP_POLL_MS = 2_000;
export const SETUP_RELOAD_MS = 1_000;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(255, tooLongMessage(255));
const port = (requiredMessage: string) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .regex(/^\d+$/, m.portNumeric)
        .transform(Number)
        .pipe(z.number().int().min(1, m.portNumeric).max(65_535, m.portNumeric)),
    );

const databaseInfo = <TName extends string>(
  name: TName,
  messages: { host: string; port: string; user: string; password: string },
) =>
  z.object({
    host: requiredText(messages.host),
    port: port(messages.port),
    user: requiredText(messages.user),
    password: z.string({ error: messages.password }).min(1, messages.password).max(255, tooLongMessage(255)),
    db: z.literal(name).default(name),
  });

/**
 * `POST /v2/rnorm_initialize` (spec section 3). Clean names: the CatalogDB step fills `db_info` and the MetricsDB
 * step fills `metrics_db_info`.
 */
export const SetupRequestSchema = withExample(
  z.object({
    user_info: z.object({
      license_jwt: requiredText(m.licenseKeyRequired).pipe(z.string().max(4_096)),
      admin_password: passwordWithoutSlashes(m.passwordRequired),
    }),
    server_info: z.object({
      update_server: requiredText(m.updateServerRequired).pipe(
        z.url({ protocol: /^https?$/, error: 'Update Server must be an http or https address' }),
      ),
    }),
    db_info: databaseInfo(CATALOG_DB_NAME, {
      host: m.dbHostRequired,
      port: m.dbPortRequired,
      user: m.dbUsernameRequired,
      password: m.dbPasswordRequired,
    }),
    metrics_db_info: databaseInfo(METRICS_DB_NAME, {
      host: m.metricsHostRequired,
      port: m.metricsPortRequired,
      user: m.metricsUsernameRequired,
      password: m.metricsPasswordRequired,
    }),
    redis_cache_info: z.object({
      host: requiredText(m.redisHostRequired),
      port: port(m.redisPortRequired),
      password: z.string().max(255).default(''),
    }),
  }),
  {
    user_info: { license_jwt: EXAMPLE_LICENSE_JWT, admin_password: 'Example-Admin-Passw0rd' },
    server_info: { update_server: 'https://updates.rnorm.example.com' },
    db_info: {
      host: 'pg.acme.example.com',
      port: 5432,
      user: 'rnorm',
      password: 'example-db-password',
      db: CATALOG_DB_NAME,
    },
    metrics_db_info: {
      host: 'pg.acme.example.com',
      port: 5432,
      user: 'rnorm',
      password: 'example-db-password',
      db: METRICS_DB_NAME,
    },
    redis_cache_info: { host: 'redis.acme.example.com', port: 6379, password: '' },
  },
);
export type SetupRequest = z.input<typeof SetupRequestSchema>;
export type SetupSettings = z.output<typeof SetupRequestSchema>;

/**
 * Setup status (`GET /v2/rnorm_initialized`): `success` once the product is set up, `in_progress` while
 * `rnorm_initialize` works (with its progress so far), `not_initialized` before setup, `error` after a setup that
 * failed (with the cause; the wizard may be submitted again).
 */
export const SetupStatusSchema = z.enum(['success', 'in_progress', 'not_initialized', 'error']);
export type SetupStatus = z.infer<typeof SetupStatusSchema>;
export const SetupStatusResponseSchema = withExample(
  z.object({ status: SetupStatusSchema, messages: z.array(z.string()) }),
  {
    status: 'success',
    messages: [
      'Licence key accepted: customer acme-corp, valid until 2026-03-31.',
      'Connected to PostgreSQL at pg.acme.example.com:5432 for CatalogDB.',
      'Connected to PostgreSQL at pg.acme.example.com:5432 for MetricsDB.',
      'Connected to Redis at redis.acme.example.com:6379.',
      'Created database CatalogDB at pg.acme.example.com:5432.',
      'Created database MetricsDB at pg.acme.example.com:5432.',
      'rnorm is ready: sign in as admin.',
    ],
  },
);
export type SetupStatusResponse = z.infer<typeof SetupStatusResponseSchema>;

/** `POST /v2/rnorm_initialize`: `error` with the causes, or `in_progress` with what has been checked so far. */
export const SetupResponseSchema = withExample(
  z.object({
    status: z.enum(['error', 'in_progress']),
    messages: z.array(z.string()),
  }),
  {
    status: 'in_progress',
    messages: [
      'Licence key accepted: customer acme-corp, valid until 2026-03-31.',
      'Connected to PostgreSQL at pg.acme.example.com:5432 for CatalogDB.',
      'Connected to PostgreSQL at pg.acme.example.com:5432 for MetricsDB.',
      'Connected to Redis at redis.acme.example.com:6379.',
      'Setting up the databases…',
    ],
  },
);
export type SetupResponse = z.infer<typeof SetupResponseSchema>;

/** The runtime setting the web app reads its API address from (`GET /api/env`), set by `POST /api/update-env`. */
export const WebEnvSchema = withExample(
  z.object({
    REACT_APP_API_URL: z
      .string()
      .trim()
      .max(2_048)
      .describe(
        'The API address the web app calls, without a trailing slash; empty means the address it is served from.',
      ),
  }),
  { REACT_APP_API_URL: 'https://rnorm.acme.example.com' },
);
export type WebEnv = z.infer<typeof WebEnvSchema>;
export const UpdateEnvRequestSchema = withExample(
  z.object({
    REACT_APP_API_URL: requiredText(m.apiEndpointRequired).pipe(
      z.url({ protocol: /^https?$/, error: 'API Endpoint must be an http or https address' }).max(2_048),
    ),
  }),
  { REACT_APP_API_URL: 'https://rnorm.acme.example.com' },
);
export const UpdateEnvResponseSchema = withExample(z.object({ updated: z.boolean() }), { updated: true });
