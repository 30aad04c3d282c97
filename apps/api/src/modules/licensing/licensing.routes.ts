import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ValidateLicenseRequestSchema, ValidateLicenseResponseSchema } from '@rnorm/contracts';
import { verifyLicense } from './license-keys.ts';

/** The update server's licence check, which the setup wizard calls before it goes on. */
export const licensingRoutes: FastifyPluginAsyncZod<{ publicKeys: readonly KeyObject[] }> = async (
  app,
  { publicKeys },
) => {
  app.post('/v2/rnorm_validate_license', {
    schema: {
      tags: ['Licensing'],
      summary:
        "Checks a licence key: the vendor's signature, its expiry, and the customer it names (403 with the reason when refused)",
      body: ValidateLicenseRequestSchema,
      response: { 200: ValidateLicenseResponseSchema, 400: ErrorBodySchema, 403: ValidateLicenseResponseSchema },
    },
    handler: async (request, reply) => {
      const check = verifyLicense(request.body.license_jwt, { publicKeys });
      if (!check.valid) {
        // A refused key is a 403, so that the wizard's call fails and it says 'Invalid License Key! '.
        reply.code(403);
        return { status: 'error' as const, message: check.reason };
      }
      return {
        status: 'success' as const,
        message: 'The licence key is valid.',
        customer_id: check.claims.sub,
        expires_at: new Date(check.claims.exp * 1000).toISOString(),
      };
    },
  });
};
