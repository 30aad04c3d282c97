import { ErrorBodySchema, WEB_CLIENT_HEADER, type ErrorBody } from '@rnorm/contracts';
import type { z } from 'zod';
import { apiBaseUrl } from '../config/runtime-env.ts';

/**
 * A failed call. `body` is the API's ErrorBody when it sent one; it is null for network failures and for answers
 * that are not the API's (a proxy's HTML error page, say), and then the caller shows its own fallback text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(body?.message ?? message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The API's message for a failure, else the caller's fallback (spec section 8: "the server's message, or ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body.message : fallback;
}

export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

/** The API's ErrorBody in an answer's payload, or null when the payload is something else. */
export function parseErrorBody(payload: unknown): ErrorBody | null {
  const parsed = ErrorBodySchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    return parseErrorBody(await response.json());
  } catch {
    return null;
  }
}

/** The absolute address of an API path (`/v2/...`), on the address the host gave at start-up (config/runtime-env). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path}`;
}

/**
 * What every call of the app carries, including those that do not go through this client. The key itself rides in
 * the server's HttpOnly `authKey` cookie, which the browser sends; the API honours that cookie only on calls with
 * this header, which no other site can add.
 */
export const webClientHeaders: Readonly<Record<string, string>> = { [WEB_CLIENT_HEADER]: 'web' };

async function send(path: string, options: RequestOptions, accept = 'application/json'): Promise<Response> {
  const headers = new Headers({ ...webClientHeaders, Accept: accept });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  // Deliberately no retry and no timeout here (spec section 7); retries belong to the query layer.
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, 'The server could not be reached.');
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response;
}

/** Calls the API and validates the answer against the contract's schema. */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, null, 'The server sent an answer that is not JSON.');
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, null, 'The server sent an unexpected answer.');
  return parsed.data;
}

/** Calls the API when only success matters, not the answer. */
export async function apiCall(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/**
 * Downloads a file the API sends (an export). A failure is an ApiError as for the other calls: `status` 0 when the
 * request never got an answer, the HTTP status otherwise.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  try {
    return await response.blob();
  } catch {
    throw new ApiError(0, null, 'The download was interrupted.');
  }
}
