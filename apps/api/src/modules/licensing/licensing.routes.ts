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
      summary: "Checks a licence key: the vendor's signature, its expiry, and the customer it names",
      body: ValidateLicenseRequestSchema,
      response: { 200: ValidateLicenseResponseSchema, 400: ErrorBodySchema },
    },
    handler: (request) => {
      const check = verifyLicense(request.body.license_jwt, { publicKeys });
      return check.valid
        ? {
            status: 'success' as const,
            message: 'The licence key is valid.',
            customer_id: check.claims.sub,
            expires_at: new Date(check.claims.exp * 1000).toISOString(),
          }
        : { status: 'error' as const, message: check.reason };
    },
  });
};
