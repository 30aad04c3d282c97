import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages, type ErrorBody } from '@rnorm/contracts';
import { AppError } from '../app-error.ts';

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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, code: 'INTERNAL', message: serverMessages.internalError });
    }
    // Fastify's own 4xx (unparsable JSON, body too large, unsupported media type) keep their status and text.
    const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_FAILED';
    return reply.code(status).send({ statusCode: status, code, message: error.message || serverMessages.badRequest });
  });
}
