import { z } from 'zod';

/**
 * The closed set of error codes the API sends. The web shows `message`; `code` is for programs.
 */
export const AppErrorCodeSchema = z.enum([
  /** The body, query or path failed validation; `message` is the first field's message. */
  'VALIDATION_FAILED',
  /** No key, or an expired or revoked key. */
  'UNAUTHENTICATED',
  /** Valid key, but not allowed: another user's path, another company's record, or a role that may not. */
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  /** The account waits for approval, was denied, or must change its password first. */
  'ACCOUNT_NOT_ACTIVE',
  'RATE_LIMITED',
  'NOT_FOUND',
  /** A unique value (username, e-mail, domain) is already in use. */
  'CONFLICT',
  /** An upload over the 50 MB limit, or a JSON body over 1 MiB (HTTP 413). */
  'PAYLOAD_TOO_LARGE',
  /** The job has not finished yet, or ended in error: there are no results to export (HTTP 409). */
  'JOB_NOT_READY',
  'INTERNAL',
  /** A database the API needs does not answer (HTTP 503): try again shortly. */
  'SERVICE_UNAVAILABLE',
]);
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: AppErrorCodeSchema,
  message: z.string(),
  redirect: z
    .literal(1)
    .optional()
    .describe('1 when the password must be changed: the client goes to /reset-password.'),
  reset_token: z.string().optional().describe('With redirect 1: lets /v2/reset_password change the password at once.'),
  field: z.string().optional().describe('The first invalid field, on VALIDATION_FAILED.'),
  ReturnCode: z.number().int().optional().describe("The spec's envelope: the HTTP status again."),
  ReturnObject: z
    .object({ ErrorCode: z.string() })
    .optional()
    .describe("The spec's envelope: `ErrorCode` carries the message again."),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
