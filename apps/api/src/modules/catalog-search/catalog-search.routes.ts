import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckRecordQuerySchema,
  CheckRecordResponseSchema,
  DistinctValuesQuerySchema,
  ErrorBodySchema,
  FieldNamesResponseSchema,
  SearchQuerySchema,
  UserIdParamsSchema,
  ValuesResponseSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { CatalogSearchService } from './catalog-search.service.ts';

/** Type-ahead and lookups over the catalog and the company's own records. */
export const catalogSearchRoutes: FastifyPluginAsyncZod<{ search: CatalogSearchService; guard: AuthGuard }> = async (
  app,
  { search, guard },
) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const signedIn = { onRequest: [guard.authenticate] };
  const security = [{ bearerAuth: [] }];
  const tags = ['Catalog search'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get('/v2/:userId/search', {
    ...own,
    schema: {
      tags,
      summary: 'Type-ahead suggestions for the last field given, knowing the fields before it',
      description:
        'Fields in form order: publisher, name, version, major, minor, patch, build, release, edition, servicepack, ' +
        'architecture, language. `publisher=Moz` suggests publishers; `publisher=Mozilla&name=Fi` suggests ' +
        "Mozilla's product names. Free-form fields (version and its parts, release, edition, service pack) also " +
        'offer the typed value when it is well formed.',
      security,
      params: UserIdParamsSchema,
      querystring: SearchQuerySchema,
      response: { 200: ValuesResponseSchema, ...errors },
    },
    handler: (request) => search.search(callerOf(request), request.query),
  });

  app.get('/v2/:userId/ritcatalog/distinct_values', {
    ...own,
    schema: {
      tags,
      summary: 'Existing normalized values of a field (for data mappings), containing `filter`',
      security,
      params: UserIdParamsSchema,
      querystring: DistinctValuesQuerySchema,
      response: { 200: ValuesResponseSchema, ...errors },
    },
    handler: (request) => search.distinctValues(callerOf(request), request.query.field_name, request.query.filter),
  });

  app.get('/v2/ritcatalog/field_names', {
    ...signedIn,
    schema: {
      tags,
      summary: 'The fields a data mapping can rewrite',
      security,
      response: { 200: FieldNamesResponseSchema, 401: ErrorBodySchema },
    },
    handler: () => search.fieldNames(),
  });

  app.get('/v2/check-record', {
    ...signedIn,
    schema: {
      tags,
      summary: 'Whether the catalog (or the company catalog) has the product with these normalized values',
      security,
      querystring: CheckRecordQuerySchema,
      response: { 200: CheckRecordResponseSchema, ...errors },
    },
    handler: (request) => search.checkRecord(callerOf(request), request.query),
  });
};
