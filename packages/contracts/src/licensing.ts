import { z } from 'zod';
import { EXAMPLE_LICENSE_JWT, withExample } from './examples.ts';
import { validationMessages } from './messages.ts';

/** `POST {update server}/v2/rnorm_validate_license`. */
export const ValidateLicenseRequestSchema = withExample(
  z.object({
    license_jwt: z
      .string({ error: validationMessages.licenseKeyRequired })
      .trim()
      .min(1, validationMessages.licenseKeyRequired)
      .max(4_096),
  }),
  { license_jwt: EXAMPLE_LICENSE_JWT },
);

/** `status` is `success` for a key the vendor signed, unexpired; otherwise `error` with the reason. */
export const ValidateLicenseResponseSchema = withExample(
  z.object({
    status: z.enum(['success', 'error']),
    message: z.string(),
    customer_id: z.string().optional(),
    expires_at: z.string().optional().describe('ISO 8601.'),
  }),
  {
    status: 'success',
    message: 'The licence key is valid.',
    customer_id: 'acme-corp',
    expires_at: '2026-03-31T00:00:00.000Z',
  },
);
export type ValidateLicenseResponse = z.infer<typeof ValidateLicenseResponseSchema>;
