import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SetupRequestSchema,
  SetupResponseSchema,
  SetupStatusResponseSchema,
  UpdateEnvRequestSchema,
  UpdateEnvResponseSchema,
  WebEnvSchema,
} from '@rnorm/contracts';
import { AppError } from '../../app-error.ts';
import { readWebApiUrl, writeWebApiUrl } from './installation-store.ts';
import type { SetupService } from './setup.service.ts';

/**
 * The setup wizard's calls. They need no key: before setup there is no user. Once the product is set up,
 * `rnorm_initialize` and `update-env` refuse to change anything.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService; configDir: string }> = async (
  app,
  { setup, configDir },
) => {
  app.get('/v2/rnorm_initialized', {
    schema: {
      tags: ['Setup'],
      summary: 'Whether the product is set up: success, in_progress (with the steps so far), not_initialized or error',
      response: { 200: SetupStatusResponseSchema, 500: ErrorBodySchema },
    },
    handler: () => setup.status(),
  });

  app.post('/v2/rnorm_initialize', {
    schema: {
      tags: ['Setup'],
      summary:
        'First-run setup: checks the licence key and the connections, then creates CatalogDB and MetricsDB, migrates them, loads the content pack and creates admin',
      body: SetupRequestSchema,
      response: { 200: SetupResponseSchema, 400: ErrorBodySchema },
    },
    handler: (request) => setup.initialize(request.body),
  });

  app.get('/api/env', {
    schema: {
      tags: ['Setup'],
      summary: 'The runtime settings of the web app: the API address it calls',
      response: { 200: WebEnvSchema, 500: ErrorBodySchema },
    },
    handler: async () => ({ REACT_APP_API_URL: await readWebApiUrl(configDir) }),
  });

  app.post('/api/update-env', {
    schema: {
      tags: ['Setup'],
      summary: 'Stores the API address the web app calls (during setup only)',
      body: UpdateEnvRequestSchema,
      response: { 200: UpdateEnvResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: async (request) => {
      if ((await setup.status()).status === 'success') {
        throw new AppError('FORBIDDEN', 'The API address can be changed only during setup.');
      }
      await writeWebApiUrl(configDir, request.body.REACT_APP_API_URL.replace(/\/+$/, ''));
      return { updated: true };
    },
  });
};
