import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import {
  createApiKeysRepository,
  createCompaniesRepository,
  createFuzzyMatchesRepository,
  createMatchfixGroupsRepository,
  createFuzzyMatchGroupsRepository,
  createJobsRepository,
  createMetricsRepository,
  createSignInThrottleRepository,
  createSystemUpdatesRepository,
  createUserCatalogRepository,
  createUserDataMappingsRepository,
  createUserRuleMappingsRepository,
  createUsersRepository,
  type CatalogDb,
  type MetricsDb,
  type OpenDatabase,
} from '@rnorm/db';
import { swaggerUiOptions } from './api-docs/swagger-ui-options.ts';
import type { AppConfig } from './config.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { createCompanyService } from './modules/company/company.service.ts';
import { catalogSearchRoutes } from './modules/catalog-search/catalog-search.routes.ts';
import { createCatalogSearchService } from './modules/catalog-search/catalog-search.service.ts';
import { dataMappingsRoutes } from './modules/data-mappings/data-mappings.routes.ts';
import { createDataMappingsService } from './modules/data-mappings/data-mappings.service.ts';
import { ruleMappingsRoutes } from './modules/rule-mappings/rule-mappings.routes.ts';
import { createRuleMappingsService } from './modules/rule-mappings/rule-mappings.service.ts';
import { userCatalogRoutes } from './modules/user-catalog/user-catalog.routes.ts';
import { createUserCatalogService } from './modules/user-catalog/user-catalog.service.ts';
import { fuzzyMatchesRoutes } from './modules/fuzzy-matches/fuzzy-matches.routes.ts';
import { matchfixGroupsRoutes } from './modules/matchfix-groups/matchfix-groups.routes.ts';
import { fuzzyMatchGroupsRoutes } from './modules/fuzzy-match-groups/fuzzy-match-groups.routes.ts';
import { createFuzzyMatchGroupsService } from './modules/fuzzy-match-groups/fuzzy-match-groups.service.ts';
import { createMatchfixGroupsService } from './modules/matchfix-groups/matchfix-groups.service.ts';
import { createFuzzyMatchesService } from './modules/fuzzy-matches/fuzzy-matches.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createEngineProvider, type ContentVersions, type EngineProvider } from './modules/jobs/engine-provider.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { trustedLicenseKeys } from './modules/licensing/trusted-keys.ts';
import { systemUpdatesRoutes } from './modules/system-updates/system-updates.routes.ts';
import { createSystemUpdatesService } from './modules/system-updates/system-updates.service.ts';
import { readWebApiUrl } from './modules/setup/installation-store.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { createSetupService, type SetupService } from './modules/setup/setup.service.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createAuthGuard } from './plugins/auth-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import {
  productConnectSources,
  securityHeaderOptions,
  type ConnectSources,
} from './security/content-security-policy.ts';
import { withKeyOwnerCache } from './security/key-owner-cache.ts';
import type { JobQueue } from './queue/job-queue.ts';
import type { RedisProbe } from './queue/redis-probe.ts';

import { API_VERSION } from './api-version.ts';

export { API_VERSION };

export interface AppDependencies {
  config: AppConfig;
  catalog: OpenDatabase<CatalogDb>;
  metrics: OpenDatabase<MetricsDb>;
  redis?: RedisProbe | undefined;
  /** Where submitted jobs go (see modules/jobs/job-processing.ts). */
  jobQueue: JobQueue;
  /** The catalog the API suggests from (Fuzzy Match); share the job processing's, so it loads once per process. */
  engine?: EngineProvider;
  /** false in tests that only exercise the API. */
  serveWebApp?: boolean;
  /** The installed Content and Model versions without building an engine (the engine provider's `versions`). */
  contentVersions?: () => Promise<ContentVersions>;
  /** Called when a content or model package was installed (the engine provider then reads the active release). */
  onContentInstalled?: () => void;
  /** The setup that configured this process (production mode); without it the product counts as set up. */
  setup?: SetupService;
  /** Where the log goes instead of stdout (tests read it to check that no secret is logged). */
  logStream?: LogStream;
}

/** A destination for the log's lines (pino writes one JSON line per call). */
export interface LogStream {
  write(line: string): void;
}

/**
 * A Fastify instance with what every rnorm server shares: the logger that redacts secrets, zod schemas, the error
 * body, and the security headers.
 */
export async function createBaseApp(
  config: Pick<AppConfig, 'logLevel' | 'trustProxy'>,
  {
    logStream,
    connectSources,
  }: {
    logStream?: LogStream | undefined;
    /** Where the pages' scripts may connect (see security/content-security-policy.ts). */
    connectSources: ConnectSources;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Keys, passwords and cookies never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'res.headers["set-cookie"]'],
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler());
  app.decorateRequest('caller', null);
  registerErrorHandler(app);

  registerSecurityHeaders(app, securityHeaderOptions(connectSources));
  return app;
}

/** Wires plugins, services and routes. Never listens: server.ts does, and tests use `inject()`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const connectSources = productConnectSources(await readWebApiUrl(config.configDir));
  const app = await createBaseApp(config, { logStream: deps.logStream, connectSources });
  // Uploads are streamed part by part (see jobs.routes.ts); the file size limit is set per request.
  await app.register(fastifyMultipart);
  // The web app's key travels in an HttpOnly cookie (security/session-cookie.ts); unsigned: the key is the secret.
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'rnorm API',
        description: 'Normalize and enrich your software inventory data!',
        version: API_VERSION,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, swaggerUiOptions);

  const users = createUsersRepository(deps.catalog.db);
  const apiKeys = withKeyOwnerCache(createApiKeysRepository(deps.catalog.db));
  const companies = createCompaniesRepository(deps.catalog.db);
  const metrics = createMetricsRepository(deps.metrics.db);
  const guard = createAuthGuard(apiKeys);

  await app.register(sessionRoutes, {
    guard,
    session: createSessionService({
      users,
      apiKeys,
      throttle: createSignInThrottleRepository(deps.catalog.db),
      metrics,
      signIn: config.signIn,
    }),
  });
  await app.register(accountsRoutes, {
    accounts: createAccountsService({ users, companies, metrics, revokeAllKeys: apiKeys.revokeAllForUser }),
  });
  await app.register(adminRoutes, {
    guard,
    admin: createAdminService({ users, metrics, revokeAllKeys: apiKeys.revokeAllForUser }),
  });
  await app.register(companyRoutes, { guard, company: createCompanyService({ companies }) });
  const rules = createUserRuleMappingsRepository(deps.catalog.db);
  const userCatalog = createUserCatalogRepository(deps.catalog.db);
  const dataMappings = createUserDataMappingsRepository(deps.catalog.db);
  const engine = deps.engine ?? createEngineProvider();
  await app.register(jobsRoutes, {
    guard,
    jobs: createJobsService({
      jobs: createJobsRepository(deps.catalog.db),
      rules,
      userCatalog,
      dataMappings,
      queue: deps.jobQueue,
      apiVersion: API_VERSION,
      engine,
    }),
  });
  const search = createCatalogSearchService({ engine, userCatalog, rules });
  const ruleMappings = createRuleMappingsService({ rules, userCatalog, users, search });
  await app.register(fuzzyMatchesRoutes, {
    guard,
    fuzzyMatches: createFuzzyMatchesService({
      fuzzyMatches: createFuzzyMatchesRepository(deps.catalog.db),
      storeRule: ruleMappings.store,
      engine,
    }),
  });
  await app.register(matchfixGroupsRoutes, {
    guard,
    matchfixGroups: createMatchfixGroupsService({
      groups: createMatchfixGroupsRepository(deps.catalog.db),
      storeRule: ruleMappings.store,
      engine,
    }),
  });
  await app.register(fuzzyMatchGroupsRoutes, {
    guard,
    fuzzyMatchGroups: createFuzzyMatchGroupsService({
      groups: createFuzzyMatchGroupsRepository(deps.catalog.db),
      storeRule: ruleMappings.store,
      engine,
    }),
  });
  await app.register(catalogSearchRoutes, { guard, search });
  await app.register(ruleMappingsRoutes, { guard, ruleMappings });
  await app.register(userCatalogRoutes, {
    guard,
    userCatalog: createUserCatalogService({ userCatalog, users, search }),
  });
  await app.register(dataMappingsRoutes, { guard, dataMappings: createDataMappingsService({ dataMappings, users }) });
  await app.register(settingsRoutes, { guard, settings: createSettingsService({ config, version: API_VERSION }) });
  await app.register(metricsRoutes, { guard, metrics: createMetricsService({ metrics }) });
  await app.register(healthRoutes, {
    catalog: deps.catalog,
    metrics: deps.metrics,
    redis: deps.redis,
    version: API_VERSION,
  });

  await app.register(systemUpdatesRoutes, {
    guard,
    updates: createSystemUpdatesService({
      repository: createSystemUpdatesRepository(deps.catalog.db),
      updateServerUrl: config.updateServerUrl,
      licenseKey: config.licenseKey,
      trustedKeys: trustedLicenseKeys({ RNORM_MODE: config.mode, RNORM_LICENSE_PUBLIC_KEY: config.licensePublicKey }),
      engine: () => engine(),
      contentVersions: deps.contentVersions,
      softwareVersion: API_VERSION,
      checkIntervalMs: config.updateCheckSeconds * 1000,
      stagingDir: join(config.dataDir, 'updates'),
      onInstalled: () => deps.onContentInstalled?.(),
      log: (message, details) => app.log.info(details ?? {}, message),
    }),
  });
  await app.register(setupRoutes, {
    configDir: config.configDir,
    setup:
      deps.setup ??
      createSetupService({
        configDir: config.configDir,
        trustedKeys: [],
        loadContent: () => engine().then((e) => e.contentVersion),
        installed: true,
      }),
  });

  if (deps.serveWebApp !== false) await registerWebApp(app, config.webDistDir, { connectSources });
  return app;
}
