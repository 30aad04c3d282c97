import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogEntryBulkRequestSchema,
  CatalogEntryBulkResponseSchema,
  ErrorBodySchema,
  FuzzyMatchListQuerySchema,
  FuzzyMatchListResponseSchema,
  HashKeyQuerySchema,
  MatchRequestSchema,
  ReturnMessageResponseSchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import type { FuzzyMatchesService } from './fuzzy-matches.service.ts';

/** The Fuzzy Match support tool: suggestions for the rows the engine was not sure of, and accepting them. */
export const fuzzyMatchesRoutes: FastifyPluginAsyncZod<{
  fuzzyMatches: FuzzyMatchesService;
  guard: AuthGuard;
}> = async (app, { fuzzyMatches, guard }) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const tags = ['Fuzzy Match'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
  const base = '/v2/:userId/normalize/sw';

  app.get(`${base}/get_fuzzy_matches`, {
    ...own,
    schema: {
      tags,
      summary: "Raw entries of the user's title jobs that the engine was not sure of, with catalog suggestions",
      description:
        'Entries: rows in Matchfix, and rows normalized from their title alone or by a similar name. One entry per ' +
        'raw publisher, title and version (from the newest job holding it); entries the company matched or removed ' +
        'are left out. Filters are case-insensitive substrings combined with AND; paged on the server.',
      security,
      params: UserIdParamsSchema,
      querystring: FuzzyMatchListQuerySchema,
      response: { 200: FuzzyMatchListResponseSchema, ...errors },
    },
    handler: (request) => {
      const { job_id: jobId, ...query } = request.query;
      return fuzzyMatches.list(callerOf(request), { ...query, jobId });
    },
  });

  app.post(`${base}/get_catalog_entry_bulk`, {
    ...own,
    schema: {
      tags,
      summary: 'Catalog products by reference (the hash keys of fuzzy suggestions)',
      description: 'ReturnCode 400 with an empty list when the catalog has none of the references.',
      security,
      params: UserIdParamsSchema,
      body: CatalogEntryBulkRequestSchema,
      response: { 200: CatalogEntryBulkResponseSchema, ...errors },
    },
    handler: (request) => fuzzyMatches.catalogEntries(request.body.catref_list),
  });

  app.delete(`${base}/delete_fuzzy_match`, {
    ...own,
    schema: {
      tags,
      summary: "Removes an entry from the company's Fuzzy Match list (its job results stay as they are)",
      security,
      params: UserIdParamsSchema,
      querystring: HashKeyQuerySchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => fuzzyMatches.remove(callerOf(request), request.query.hash_key),
  });

  app.post(`${base}/usermapping_and_delete`, {
    ...own,
    schema: {
      tags,
      summary: 'Accepts a match: stores a rule mapping for the raw entry and removes it from the list',
      description:
        'Publisher, Title and Version must be the raw entry of `hash_key`. Jobs submitted afterwards normalize that ' +
        'raw row to the given values (`matched_by` = `user_rule`).',
      security,
      params: UserIdParamsSchema,
      querystring: HashKeyQuerySchema,
      body: MatchRequestSchema,
      response: { 200: ReturnMessageResponseSchema, ...errors },
    },
    handler: (request) => fuzzyMatches.match(callerOf(request), request.query.hash_key, request.body),
  });

  app.get(`${base}/export_fuzzy_matches`, {
    ...own,
    schema: {
      tags,
      summary: 'The Fuzzy Match list as CSV, one line per suggestion',
      security,
      params: UserIdParamsSchema,
      response: {
        200: z
          .string()
          .describe(
            'JobID,HashKey,Publisher,Title,Version,Rank,Suggested Publisher,Suggested Name,Catalog Reference,Score',
          ),
        401: ErrorBodySchema,
        403: ErrorBodySchema,
      },
    },
    handler: async (request, reply) => sendDownload(reply, fuzzyMatches.export(callerOf(request))),
  });
};
