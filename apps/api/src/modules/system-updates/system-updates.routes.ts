import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  SystemMessageRequestSchema,
  SystemMessageResponseSchema,
  UpdateStateResponseSchema,
} from '@rnorm/contracts';
import type { AuthGuard } from '../../plugins/auth-guard.ts';
import type { SystemUpdatesService } from './system-updates.service.ts';

export const systemUpdatesRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; updates: SystemUpdatesService }> = async (
  app,
  { guard, updates },
) => {
  app.get('/v2/rnorm_system/update_state', {
    onRequest: guard.authenticate,
    schema: {
      tags: ['Updates'],
      summary: 'The update state of Content, Model and Software: installed and next version, state, actions',
      security: [{ bearerAuth: [] }],
      response: { 200: UpdateStateResponseSchema, 401: ErrorBodySchema },
    },
    handler: () => updates.state(),
  });

  app.post('/v2/rnorm_system/message', {
    onRequest: [guard.authenticate, guard.requireInstallationAdmin],
    schema: {
      tags: ['Updates'],
      summary:
        'Runs one package action from stateAction (download, download_install or install), for the installation administrator only; 422 with the cause when a package is refused or fails to install',
      security: [{ bearerAuth: [] }],
      body: SystemMessageRequestSchema,
      response: {
        200: SystemMessageResponseSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        409: ErrorBodySchema,
        422: ErrorBodySchema,
      },
    },
    handler: async (request) => ({
      ReturnCode: 200,
      ReturnObject: { message: await updates.run(request.body.message[0]!) },
    }),
  });
};
