import { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import { shouldRetryQuery } from './query-client.ts';

type RequestOptions = Parameters<typeof apiRequest>[2];

/**
 * The spec's envelope reported a failure (`ReturnCode` 400 or more) in an answer the server sent as a success:
 * `ReturnObject.ErrorCode` says why, when the server gave a reason.
 */
export class ReturnCodeError extends Error {
  readonly returnCode: number;
  readonly errorCode: string | undefined;

  constructor(returnCode: number, errorCode: string | undefined) {
    super(errorCode ?? `The request failed with ReturnCode ${returnCode}`);
    this.name = 'ReturnCodeError';
    this.returnCode = returnCode;
    this.errorCode = errorCode;
  }
}

function failedEnvelope(payload: unknown): ReturnCodeError | null {
  if (payload === null || typeof payload !== 'object') return null;
  const { ReturnCode, ReturnObject } = payload as { ReturnCode?: unknown; ReturnObject?: unknown };
  if (typeof ReturnCode !== 'number' || ReturnCode < 400) return null;
  const errorCode =
    ReturnObject !== null && typeof ReturnObject === 'object' && 'ErrorCode' in ReturnObject
      ? ReturnObject.ErrorCode
      : undefined;
  return new ReturnCodeError(ReturnCode, typeof errorCode === 'string' && errorCode ? errorCode : undefined);
}

/**
 * Calls the API like apiRequest, and also fails when the answer's own `ReturnCode` reports a failure (spec: "if
 * ReturnCode is 500 the ReturnObject.ErrorCode is shown"), whatever the HTTP status said.
 */
export async function envelopeRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  // The payload is checked against the schema below, once it is known not to be a failure.
  const payload = await apiRequest(path, z.unknown(), options);
  const failure = failedEnvelope(payload);
  if (failure) throw failure;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, null, 'The server sent an unexpected answer.');
  return parsed.data;
}

/** The envelope's or the API's ReturnCode of a failure, 0 when the server was not reached. */
export function failureStatus(error: unknown): number {
  if (error instanceof ReturnCodeError) return error.returnCode;
  if (error instanceof ApiError) return error.body?.ReturnCode ?? error.status;
  return 0;
}

/** The server's reason for a failure (`ReturnObject.ErrorCode`, else its message), or the caller's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ReturnCodeError) return error.errorCode ?? fallback;
  if (error instanceof ApiError && error.body) return error.body.ReturnObject?.ErrorCode || error.body.message;
  return fallback;
}

/** A missing entry or a refused request stays so: only a server or network failure is worth retrying. */
export function shouldRetryView(failureCount: number, error: unknown): boolean {
  const status = failureStatus(error);
  if (status >= 400 && status < 500) return false;
  return shouldRetryQuery(failureCount, error);
}
