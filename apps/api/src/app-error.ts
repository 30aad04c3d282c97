import type { AppErrorCode } from '@rnorm/contracts';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVE: 403,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  JOB_NOT_READY: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** An expected failure with a message the user may read; the error handler turns it into an ErrorBody. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: { redirect?: 1; reset_token?: string; field?: string; statusCode?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = extra.statusCode ?? STATUS_BY_CODE[code];
  }
}
