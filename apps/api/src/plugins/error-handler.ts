import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages, type ErrorBody } from '@rnorm/contracts';
import { AppError } from '../app-error.ts';

/**
 * Values of a request that PostgreSQL refuses to store or compare: text with a NUL character, an id beyond the
 * integer column's range, a key too long for its index. They are the client's mistake (400), not a server failure;
 * the answer names the kind of value, never the query.
 */
const REFUSED_VALUES: Record<string, string> = {
  '22021': 'Text must not contain NUL characters.',
  '22P05': 'Text must not contain NUL characters.',
  '22003': 'A number in the request is out of range.',
  '54000': 'A value in the request is too long.',
};

function databaseRefusal(error: FastifyError): string | undefined {
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : error.code;
  return Object.hasOwn(REFUSED_VALUES, code) ? REFUSED_VALUES[code] : undefined;
}

/** Node's socket errors when a server cannot be reached or drops the connection. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** PostgreSQL's: connection exceptions (class 08) and a server shutting down or starting (57P01–57P03). */
const SERVER_GONE = /^(?:08|57P0[123])/;

/** PostgreSQL's statement cancelled by its `statement_timeout` (or by an operator). */
const STATEMENT_CANCELLED = '57014';

/**
 * Whether the error, or the cause a failed query wraps, says the database cannot answer now: `unavailable` when it
 * cannot be reached, `timed_out` when a statement ran past its timeout. Both answer 503 (try again) rather than 500
 * (our fault).
 */
export function databaseOutage(error: unknown): 'unavailable' | 'timed_out' | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === STATEMENT_CANCELLED) return 'timed_out';
    if (typeof code === 'string' && (UNREACHABLE.has(code) || SERVER_GONE.test(code))) return 'unavailable';
    // node-postgres's own words when the server goes away or a pooled connection cannot be had in time.
    if (typeof message === 'string' && /^Connection terminated|timeout exceeded when trying to connect/.test(message)) {
      return 'unavailable';
    }
    current = cause;
  }
  return undefined;
}

/**
 * A failed query (drizzle's DrizzleQueryError) carries its parameters in `params` and in its message: password and
 * key hashes, reset tokens' digests, the user's data. The log gets the SQL and the database's own message only.
 */
function loggable(error: FastifyError): unknown {
  if (!('params' in error) || !('query' in error)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  return {
    type: error.name,
    message: `Failed query: ${String(error.query)}`,
    code: cause?.code,
    cause: typeof cause?.message === 'string' ? cause.message : undefined,
    // The stack's first lines repeat the message; only the frames are kept.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * One place that turns every failure into an ErrorBody: AppErrors as they are, validation failures with the first
 * field's message (the spec's wording comes from the contracts' schemas), and anything else as a 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Every error also carries the spec's envelope, which the spec's screens read (`ReturnObject.ErrorCode`).
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return payload;
    const body = payload as ErrorBody;
    if (typeof body.message !== 'string' || body.ReturnCode !== undefined) return payload;
    return { ...body, ReturnCode: reply.statusCode, ReturnObject: { ErrorCode: body.message } };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...error.extra,
      };
      delete (body as { extra?: unknown }).extra;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const body: ErrorBody = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: first?.message ?? serverMessages.badRequest,
        ...(field ? { field } : {}),
      };
      return reply.code(400).send(body);
    }
    const refused = databaseRefusal(error);
    if (refused) return reply.code(400).send({ statusCode: 400, code: 'VALIDATION_FAILED', message: refused });
    const outage = databaseOutage(error);
    if (outage) {
      request.log.error({ err: loggable(error) }, `database ${outage === 'timed_out' ? 'timed out' : 'unavailable'}`);
      const message = outage === 'timed_out' ? serverMessages.databaseTimedOut : serverMessages.databaseUnavailable;
      return reply.code(503).send({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.code(500).send({ statusCode: 500, code: 'INTERNAL', message: serverMessages.internalError });
    }
    // Fastify's own 4xx (unparsable JSON, body too large, unsupported media type) keep their status and text.
    const code =
      status === 404
        ? 'NOT_FOUND'
        : status === 401
          ? 'UNAUTHENTICATED'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : 'VALIDATION_FAILED';
    return reply.code(status).send({ statusCode: status, code, message: error.message || serverMessages.badRequest });
  });
}
