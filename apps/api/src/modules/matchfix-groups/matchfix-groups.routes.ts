import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MatchfixGroupAcceptRequestSchema,
  MatchfixGroupActionResponseSchema,
  MatchfixGroupIgnoreRequestSchema,
  MatchfixGroupListResponseSchema,
  MatchfixGroupQuerySchema,
  UserIdParamsSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { MatchfixGroupsService } from './matchfix-groups.service.ts';

/** Matchfix by product: the user's Matchfix entries grouped by raw publisher and title family, fixed a group at a time. */
export const matchfixGroupsRoutes: FastifyPluginAsyncZod<{
  matchfixGroups: MatchfixGroupsService;
  guard: AuthGuard;
}> = async (app, { matchfixGroups, guard }) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const tags = ['Matchfix'];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get('/v2/:userId/matchfix/groups', {
    ...own,
    schema: {
      tags,
      summary: "The user's Matchfix entries grouped by raw publisher and title without its version, most rows first",
      description:
        "A group is one product from one publisher as the user's tools write it, over its versions and jobs. Only " +
        'title jobs; entries a rule of the company covers are left out. Each group has the current catalog’s best ' +
        'suggestion for its newest entry. Filters are case-insensitive substrings combined with AND.',
      security,
      params: UserIdParamsSchema,
      querystring: MatchfixGroupQuerySchema,
      response: { 200: MatchfixGroupListResponseSchema, ...errors },
    },
    handler: (request) => matchfixGroups.list(callerOf(request), request.query),
  });

  registerGroupRuleRoutes(app, { base: '/v2/:userId/matchfix/groups', tags, groups: matchfixGroups, guard });
};

/** The app as a route plugin of this API gets it: zod schemas type the requests. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The bulk rule actions of a "By product" view (Matchfix's, Fuzzy Match's): `{base}/accept` and `{base}/ignore`, each
 * making one rule per group for every version of its title. Guarded as the lists are: the path's user is the caller.
 */
export function registerGroupRuleRoutes(
  app: ZodApp,
  options: { base: string; tags: string[]; groups: Pick<MatchfixGroupsService, 'accept' | 'ignore'>; guard: AuthGuard },
) {
  const { base, tags, groups, guard } = options;
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.post(`${base}/accept`, {
    ...own,
    schema: {
      tags,
      summary: "Makes each group's top suggestion a rule for every version of its title",
      description:
        'One rule per group, written from its newest entry and keyed by its family: later jobs normalize every ' +
        'version of the title to the suggested product, each row keeping its own version. Groups without a ' +
        'suggestion, or no longer on the list, are skipped and counted.',
      security,
      params: UserIdParamsSchema,
      body: MatchfixGroupAcceptRequestSchema,
      response: { 200: MatchfixGroupActionResponseSchema, ...errors },
    },
    handler: (request) => groups.accept(callerOf(request), request.body.group_keys),
  });

  app.post(`${base}/ignore`, {
    ...own,
    schema: {
      tags,
      summary: 'Makes each group a rule that ignores every version of its title, with the reason given',
      description:
        "Later jobs give the group's rows status `ignored` with the reason. Groups no longer on the list are " +
        'skipped and counted.',
      security,
      params: UserIdParamsSchema,
      body: MatchfixGroupIgnoreRequestSchema,
      response: { 200: MatchfixGroupActionResponseSchema, ...errors },
    },
    handler: (request) => groups.ignore(callerOf(request), request.body.group_keys, request.body.reason),
  });
}
