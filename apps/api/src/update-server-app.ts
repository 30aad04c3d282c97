import type { KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { licensingRoutes } from './modules/licensing/licensing.routes.ts';
import { packageCatalogRoutes } from './modules/system-updates/package-catalog.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';

/**
 * The vendor's update server (`npm run update-server`): licence checks, and the catalog of signed content, model
 * and software packages built by `npm run package:build`. Never listens: update-server.ts does, and tests use
 * `inject()`.
 */
export async function buildUpdateServer(options: {
  publicKeys: readonly KeyObject[];
  /** The folder `npm run package:build` writes to; without it no packages are offered. */
  packagesDir?: string;
  logLevel?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, bodyLimit: 65_536 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The setup wizard checks the licence key from the browser, on the product's origin; nothing here uses cookies.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type, authorization')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  await app.register(licensingRoutes, { publicKeys: options.publicKeys });
  if (options.packagesDir) {
    await app.register(packageCatalogRoutes, { packagesDir: options.packagesDir, publicKeys: options.publicKeys });
  }
  return app;
}
