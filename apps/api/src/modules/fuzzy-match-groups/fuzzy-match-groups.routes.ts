import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  FuzzyMatchGroupListResponseSchema,
  FuzzyMatchGroupRemoveRequestSchema,
  FuzzyMatchGroupRemoveResponseSchema,
  MatchfixGroupQuerySchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import { registerGroupRuleRoutes } from '../matchfix-groups/matchfix-groups.routes.ts';
import type { FuzzyMatchGroupsService } from './fuzzy-match-groups.service.ts';

/**
 * Fuzzy Match by product: the user's Fuzzy Match entries grouped by raw publisher and title family, fixed or removed a
 * group at a time. Guarded as the Fuzzy Match routes are: the path's user must be the caller, and the lists hold only
 * the caller's jobs (rules and removals are the company's).
 */
export const fuzzyMatchGroupsRoutes: FastifyPluginAsyncZod<{
  fuzzyMatchGroups: FuzzyMatchGroupsService;
  guard: AuthGuard;
}> = async (app, { fuzzyMatchGroups, guard }) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const tags = ['Fuzzy Match'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const base = '/v2/:userId/fuzzy-match/groups';

  app.get(base, {
    ...own,
    schema: {
      tags,
      summary: "The user's Fuzzy Match entries grouped by raw publisher and title without its version, most rows first",
      description:
        'A group is one product from one publisher as the user’s tools write it, over its versions and jobs: the ' +
        'entries of `get_fuzzy_matches` (rows in Matchfix, or normalized from their title alone or by a similar ' +
        'name), without those the company matched or removed. Each group has the current catalog’s best suggestion ' +
        'for its newest entry. Filters are case-insensitive substrings combined with AND.',
      security,
      params: UserIdParamsSchema,
      querystring: MatchfixGroupQuerySchema,
      response: { 200: FuzzyMatchGroupListResponseSchema, ...errors },
    },
    handler: (request) => fuzzyMatchGroups.list(callerOf(request), request.query),
  });

  registerGroupRuleRoutes(app, { base, tags, groups: fuzzyMatchGroups, guard });

  app.post(`${base}/remove`, {
    ...own,
    schema: {
      tags,
      summary: "Removes every entry of each group from the company's Fuzzy Match list (job results stay as they are)",
      description:
        'As `delete_fuzzy_match` for each entry of the groups: no rule is made, and a version that a later job ' +
        'brings is a new entry. Groups no longer on the list are skipped and counted.',
      security,
      params: UserIdParamsSchema,
      body: FuzzyMatchGroupRemoveRequestSchema,
      response: { 200: FuzzyMatchGroupRemoveResponseSchema, ...errors },
    },
    handler: (request) => fuzzyMatchGroups.remove(callerOf(request), request.body.group_keys),
  });
};
