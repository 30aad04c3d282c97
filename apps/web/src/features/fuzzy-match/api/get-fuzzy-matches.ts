import { FuzzyMatchListResponseSchema, LIST_PAGE_SIZE } from '@rnorm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activeFilters } from '../../../lib/list-filter.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** The raw entry's fields the list filters on; `name` is the raw title. */
export type FuzzyMatchFilterField = 'job_id' | 'publisher' | 'name' | 'version';
export type FuzzyMatchFilters = Partial<Record<FuzzyMatchFilterField, string>>;

export interface FuzzyMatchListQuery {
  page: number;
  filters: FuzzyMatchFilters;
}

/** Every page and filter of the list; a match or a removal reloads them all. */
export const fuzzyMatchListQueryKey = ['fuzzy-matches'] as const;

/** One page of the user's fuzzy-matched entries; the server filters (case-insensitive substrings) and pages. */
export function getFuzzyMatches({ page, filters }: FuzzyMatchListQuery) {
  return apiRequest(
    userApiPath('/normalize/sw/get_fuzzy_matches', { page, page_size: LIST_PAGE_SIZE, ...activeFilters(filters) }),
    FuzzyMatchListResponseSchema,
  );
}

export function fuzzyMatchListQueryOptions(query: FuzzyMatchListQuery) {
  const normalized = { page: query.page, filters: activeFilters(query.filters) };
  return queryOptions({
    queryKey: [...fuzzyMatchListQueryKey, normalized],
    queryFn: () => getFuzzyMatches(normalized),
    placeholderData: keepPreviousData,
  });
}

export function useFuzzyMatchList(query: FuzzyMatchListQuery) {
  return useQuery(fuzzyMatchListQueryOptions(query));
}
