import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  HashKeyBodySchema,
  ReturnMessageResponseSchema,
  RuleMappingCreateRequestSchema,
  RuleMappingDetailResponseSchema,
  RuleMappingHashKeyQuerySchema,
  RuleMappingListResponseSchema,
  RuleMappingUpdateRequestSchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { RuleMappingsService } from './rule-mappings.service.ts';

/** User rule mappings, at the spec's paths (some carry the user id, some do not: the company comes from the key). */
export const ruleMappingsRoutes: FastifyPluginAsyncZod<{
  ruleMappings: RuleMappingsService;
  guard: AuthGuard;
}> = async (app, { ruleMappings, guard }) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const signedIn = { onRequest: [guard.authenticate] };
  const security = [{ bearerAuth: [] }];
  const tags = ['Rule mappings'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  app.get('/v2/:userId/user_mapping/all', {
    ...own,
    schema: {
      tags,
      summary: "The company's rule mappings (raw publisher, name and version of each)",
      security,
      params: UserIdParamsSchema,
      response: { 200: RuleMappingListResponseSchema, ...errors },
    },
    handler: (request) => ruleMappings.list(callerOf(request)),
  });

  app.get('/v2/usermapping/get_normalised', {
    ...signedIn,
    schema: {
      tags,
      summary: 'One rule mapping: its raw row and the values it normalizes to',
      security,
      querystring: RuleMappingHashKeyQuerySchema,
      response: { 200: RuleMappingDetailResponseSchema, ...errors },
    },
    handler: (request) => ruleMappings.detail(callerOf(request), request.query.hash_key),
  });

  app.post('/v2/:userId/normalize/sw/user_mapping/add', {
    ...own,
    schema: {
      tags,
      summary: 'Creates a rule mapping; jobs submitted afterwards normalize that raw row to the given values',
      description:
        'Values the catalog does not know (publisher, name and version) are added to the company catalog too. ' +
        '409 when the company has a rule for the raw row already.',
      security,
      params: UserIdParamsSchema,
      body: RuleMappingCreateRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors, 409: ErrorBodySchema },
    },
    handler: (request) => ruleMappings.create(callerOf(request), request.body),
  });

  app.post('/v2/:userId/normalize/sw/user_mapping/update', {
    ...own,
    schema: {
      tags,
      summary: "Replaces a rule mapping's normalized values",
      security,
      params: UserIdParamsSchema,
      querystring: RuleMappingHashKeyQuerySchema,
      body: RuleMappingUpdateRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => ruleMappings.update(callerOf(request), request.query.hash_key, request.body),
  });

  app.delete('/v2/user_mapping/delete', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Deletes a rule mapping (body: hash_key)',
      security,
      body: HashKeyBodySchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => ruleMappings.remove(callerOf(request), request.body.hash_key),
  });
};
