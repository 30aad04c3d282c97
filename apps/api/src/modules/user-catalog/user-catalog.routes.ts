import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ReturnMessageResponseSchema,
  UserCatalogEditRequestSchema,
  UserCatalogListResponseSchema,
  UserCatalogRefQuerySchema,
  UserCatalogViewResponseSchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { UserCatalogService } from './user-catalog.service.ts';

export const userCatalogRoutes: FastifyPluginAsyncZod<{ userCatalog: UserCatalogService; guard: AuthGuard }> = async (
  app,
  { userCatalog, guard },
) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const tags = ['User catalog'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
  const base = '/v2/:userId/normalize/sw/user_catalog';

  app.get(`${base}/view`, {
    ...own,
    schema: {
      tags,
      summary: "The company catalog's entries",
      security,
      params: UserIdParamsSchema,
      response: { 200: UserCatalogListResponseSchema, ...errors },
    },
    handler: (request) => userCatalog.list(callerOf(request)),
  });

  app.get(`${base}/view_by_cat_ref`, {
    ...own,
    schema: {
      tags,
      summary: 'One entry of the company catalog',
      security,
      params: UserIdParamsSchema,
      querystring: UserCatalogRefQuerySchema,
      response: { 200: UserCatalogViewResponseSchema, ...errors },
    },
    handler: (request) => userCatalog.view(callerOf(request), request.query.u_cat_ref_id),
  });

  app.post(`${base}/add`, {
    ...own,
    schema: {
      tags,
      summary: 'Adds an entry (publisher, name and version required; beyond the spec)',
      description:
        'An entry names software the content pack lacks (in-house tools): jobs submitted after it match rows of that ' +
        'name to it. An entry with the same publisher, name and version (any case) answers 409.',
      security,
      params: UserIdParamsSchema,
      body: UserCatalogEditRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors, 409: ErrorBodySchema },
    },
    handler: (request) => userCatalog.add(callerOf(request), request.body),
  });

  app.put(`${base}/edit`, {
    ...own,
    schema: {
      tags,
      summary: 'Replaces the values of an entry (publisher, name and version required)',
      security,
      params: UserIdParamsSchema,
      querystring: UserCatalogRefQuerySchema,
      body: UserCatalogEditRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => userCatalog.edit(callerOf(request), request.query.u_cat_ref_id, request.body),
  });

  app.delete(`${base}/delete`, {
    ...own,
    schema: {
      tags,
      summary: 'Deletes an entry',
      security,
      params: UserIdParamsSchema,
      querystring: UserCatalogRefQuerySchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => userCatalog.remove(callerOf(request), request.query.u_cat_ref_id),
  });
};
