import type { FastifyInstance } from 'fastify';
import { createBaseApp, type LogStream } from './app.ts';
import type { AppConfig } from './config.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import type { SetupService } from './modules/setup/setup.service.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { SETUP_CONNECT_SOURCES } from './security/content-security-policy.ts';

/**
 * What a production-mode product serves before it is set up: the web app (which opens /setup), the setup calls,
 * and for every other API path a 503 that says so. Never listens: server.ts does, and tests use `inject()`.
 */
export async function buildSetupApp(deps: {
  config: AppConfig;
  setup: SetupService;
  serveWebApp?: boolean;
  /** Where the log goes instead of stdout (tests). */
  logStream?: LogStream;
}): Promise<FastifyInstance> {
  const app = await createBaseApp(deps.config, { logStream: deps.logStream, connectSources: SETUP_CONNECT_SOURCES });
  await app.register(setupRoutes, { setup: deps.setup, configDir: deps.config.configDir });
  if (deps.serveWebApp !== false) {
    await registerWebApp(app, deps.config.webDistDir, {
      connectSources: SETUP_CONNECT_SOURCES,
      apiFallback: {
        statusCode: 503,
        code: 'NOT_SET_UP',
        message: 'rnorm is not set up yet: open /setup in the browser to set it up.',
      },
    });
  }
  return app;
}
