import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DataMappingCreateRequestSchema,
  DataMappingUpdateRequestSchema,
  DataMappingValueQuerySchema,
  ErrorBodySchema,
  ReturnMessageResponseSchema,
  UserDataMappingListResponseSchema,
  UserDataMappingViewResponseSchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { DataMappingsService } from './data-mappings.service.ts';

export const dataMappingsRoutes: FastifyPluginAsyncZod<{
  dataMappings: DataMappingsService;
  guard: AuthGuard;
}> = async (app, { dataMappings, guard }) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const tags = ['User data mappings'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
  const base = '/v2/:userId/normalize/sw/user_data_mapping';

  app.get(`${base}/view`, {
    ...own,
    schema: {
      tags,
      summary: "The company's data mappings",
      security,
      params: UserIdParamsSchema,
      response: { 200: UserDataMappingListResponseSchema, ...errors },
    },
    handler: (request) => dataMappings.list(callerOf(request)),
  });

  app.get(`${base}/view_by_value`, {
    ...own,
    schema: {
      tags,
      summary: 'The data mapping of a normalized value (FieldName tells apart a value mapped for two fields)',
      security,
      params: UserIdParamsSchema,
      querystring: DataMappingValueQuerySchema,
      response: { 200: UserDataMappingViewResponseSchema, ...errors },
    },
    handler: (request) => dataMappings.view(callerOf(request), request.query.NormalizedValue, request.query.FieldName),
  });

  app.post(`${base}/add`, {
    ...own,
    schema: {
      tags,
      summary: "Maps a normalized value of a field to the company's wording; jobs submitted afterwards use it",
      security,
      params: UserIdParamsSchema,
      body: DataMappingCreateRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors, 409: ErrorBodySchema },
    },
    handler: (request) => dataMappings.create(callerOf(request), request.body),
  });

  app.put(`${base}/update`, {
    ...own,
    schema: {
      tags,
      summary: 'Changes the customized value of a data mapping',
      security,
      params: UserIdParamsSchema,
      querystring: DataMappingValueQuerySchema,
      body: DataMappingUpdateRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) =>
      dataMappings.update(
        callerOf(request),
        request.query.NormalizedValue,
        request.query.FieldName,
        request.body.CustomValue,
      ),
  });

  app.delete(`${base}/delete`, {
    ...own,
    schema: {
      tags,
      summary: 'Deletes a data mapping',
      security,
      params: UserIdParamsSchema,
      querystring: DataMappingValueQuerySchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) =>
      dataMappings.remove(callerOf(request), request.query.NormalizedValue, request.query.FieldName),
  });
};
