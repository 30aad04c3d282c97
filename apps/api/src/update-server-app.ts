import type { KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { licensingRoutes } from './modules/licensing/licensing.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';

/**
 * The vendor's update server (`npm run update-server`): licence checks now; the package catalog of content, model
 * and software updates joins it. Never listens: update-server.ts does, and tests use `inject()`.
 */
export async function buildUpdateServer(options: {
  publicKeys: readonly KeyObject[];
  logLevel?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, bodyLimit: 65_536 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(licensingRoutes, { publicKeys: options.publicKeys });
  return app;
}
