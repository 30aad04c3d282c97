import {
  MatchfixGroupActionResponseSchema,
  type MatchfixGroupAcceptRequest,
  type MatchfixGroupIgnoreRequest,
} from '@rnorm/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { activeFilters } from '../../lib/list-filter.ts';
import { userApiPath } from '../../lib/user-api-path.ts';
import type { ProductGroupListQuery } from './product-group-table.tsx';

/**
 * The calls of a list's "By product" view, the same for Matchfix (`/matchfix/groups`) and Fuzzy Match
 * (`/fuzzy-match/groups`): a page of groups, and the bulk actions under `{base}/accept` and `{base}/ignore`.
 */
export function productGroupsApi<Schema extends z.ZodType>(options: {
  /** `/matchfix/groups`, `/fuzzy-match/groups`. */
  base: string;
  listSchema: Schema;
  pageSize: number;
  /** Every page and filter of the groups; a bulk action reloads them all. */
  queryKey: readonly string[];
}) {
  const { base, listSchema, pageSize, queryKey } = options;

  /** One page of the groups, the most rows first; the server filters and pages. */
  const getGroups = ({ page, filters }: ProductGroupListQuery) =>
    apiRequest(userApiPath(base, { page, page_size: pageSize, ...activeFilters(filters) }), listSchema);

  const groupsQueryOptions = (query: ProductGroupListQuery) => {
    const normalized = { page: query.page, filters: activeFilters(query.filters) };
    return queryOptions({
      queryKey: [...queryKey, normalized],
      queryFn: () => getGroups(normalized),
      placeholderData: keepPreviousData,
    });
  };

  return {
    getGroups,
    groupsQueryOptions,
    useGroups: (query: ProductGroupListQuery) => useQuery(groupsQueryOptions(query)),

    /** Makes, per group, a rule that maps every version of its title to the group's top suggestion. */
    acceptGroups: (groupKeys: readonly string[]) => {
      const body: MatchfixGroupAcceptRequest = { group_keys: [...groupKeys] };
      return apiRequest(userApiPath(`${base}/accept`), MatchfixGroupActionResponseSchema, { method: 'POST', body });
    },

    /** Makes, per group, a rule that ignores every version of its title, giving the reason. */
    ignoreGroups: ({ groupKeys, reason }: { groupKeys: readonly string[]; reason: string }) => {
      const body: MatchfixGroupIgnoreRequest = { group_keys: [...groupKeys], reason };
      return apiRequest(userApiPath(`${base}/ignore`), MatchfixGroupActionResponseSchema, { method: 'POST', body });
    },
  };
}

/**
 * A bulk action that reloads the changed lists whichever way the call went, as the Fuzzy Match actions do: a failure
 * may mean that a group left the list meanwhile.
 */
export function useGroupAction<TVariables, TAnswer>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  changedLists: readonly (readonly string[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(changedLists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
