import { MATCHFIX_GROUP_PAGE_SIZE, MatchfixGroupListResponseSchema } from '@rnorm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activeFilters } from '../../../lib/list-filter.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** The group's fields the list filters on (substrings): the raw publisher, and the raw title as `name`. */
export type MatchfixGroupFilterField = 'publisher' | 'name';
export type MatchfixGroupFilters = Partial<Record<MatchfixGroupFilterField, string>>;

export interface MatchfixGroupListQuery {
  page: number;
  filters: MatchfixGroupFilters;
}

/** Every page and filter of the groups; a bulk action reloads them all. */
export const matchfixGroupsQueryKey = ['matchfix-groups'] as const;

/** One page of the user's Matchfix entries grouped by product, the most rows first; the server filters and pages. */
export function getMatchfixGroups({ page, filters }: MatchfixGroupListQuery) {
  return apiRequest(
    userApiPath('/matchfix/groups', { page, page_size: MATCHFIX_GROUP_PAGE_SIZE, ...activeFilters(filters) }),
    MatchfixGroupListResponseSchema,
  );
}

export function matchfixGroupsQueryOptions(query: MatchfixGroupListQuery) {
  const normalized = { page: query.page, filters: activeFilters(query.filters) };
  return queryOptions({
    queryKey: [...matchfixGroupsQueryKey, normalized],
    queryFn: () => getMatchfixGroups(normalized),
    placeholderData: keepPreviousData,
  });
}

export function useMatchfixGroups(query: MatchfixGroupListQuery) {
  return useQuery(matchfixGroupsQueryOptions(query));
}
