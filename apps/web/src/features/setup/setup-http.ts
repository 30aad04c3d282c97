import type { z } from 'zod';

/**
 * How a setup call failed: no answer came (`network`: the server is down or unknown, or refused a cross-origin
 * call), it answered with an error status (`status`), or its answer is not the expected one (`answer`).
 */
export type SetupCallFailure = 'network' | 'status' | 'answer';

/** A failed setup call; `reason` is the `message` the server sent with an error status, when it sent one. */
export class SetupCallError extends Error {
  readonly failure: SetupCallFailure;
  readonly status: number;
  readonly reason: string | null;

  constructor(failure: SetupCallFailure, status: number, reason: string | null, message: string) {
    super(reason ?? message);
    this.name = 'SetupCallError';
    this.failure = failure;
    this.status = status;
    this.reason = reason;
  }
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  return typeof payload.message === 'string' && payload.message.trim() !== '' ? payload.message : null;
}

/**
 * Calls an absolute address and validates the JSON answer. The setup calls cannot use the app's API client: they go
 * to the addresses typed in the wizard (the API endpoint, the update server) or to the host serving the app.
 */
export async function setupRequest<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<z.output<Schema>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch {
    throw new SetupCallError('network', 0, null, `${url} could not be reached.`);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: a proxy's error page, or not an rnorm server at all.
  }
  if (!response.ok) {
    throw new SetupCallError('status', response.status, messageOf(payload), `${url} answered ${response.status}.`);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new SetupCallError('answer', response.status, null, `${url} sent an unexpected answer.`);
  return parsed.data;
}
