import { z } from 'zod';
import { validationMessages } from './messages.ts';

/** `POST {update server}/v2/rnorm_validate_license`. */
export const ValidateLicenseRequestSchema = z.object({
  license_jwt: z
    .string({ error: validationMessages.licenseKeyRequired })
    .trim()
    .min(1, validationMessages.licenseKeyRequired)
    .max(4_096),
});

/** `status` is `success` for a key the vendor signed, unexpired; otherwise `error` with the reason. */
export const ValidateLicenseResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  customer_id: z.string().optional(),
  expires_at: z.string().optional().describe('ISO 8601.'),
});
export type ValidateLicenseResponse = z.infer<typeof ValidateLicenseResponseSchema>;
