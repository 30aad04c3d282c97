import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfigValuesResponseSchema, DisplayConfigResponseSchema, ErrorBodySchema } from '@rnorm/contracts';
import type { AuthGuard } from '../../plugins/auth-guard.ts';
import type { SettingsService } from './settings.service.ts';

/** The Settings screen's calls (spec section 7, Settings and preview): read-only in this version. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; guard: AuthGuard }> = async (
  app,
  { settings, guard },
) => {
  app.get('/v2/config/get_display_config', {
    schema: {
      tags: ['Settings'],
      summary: 'The settings the product runs with, by section, with their descriptions and how to show them',
      security: [{ bearerAuth: [] }],
      response: { 200: DisplayConfigResponseSchema, 401: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: () => settings.displayConfig(),
  });

  app.get('/v2/config/get', {
    schema: {
      tags: ['Settings'],
      summary: 'The values of the settings, as strings, by section and parameter',
      security: [{ bearerAuth: [] }],
      response: { 200: ConfigValuesResponseSchema, 401: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: () => settings.values(),
  });
};
