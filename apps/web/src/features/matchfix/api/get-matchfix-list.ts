import { LIST_PAGE_SIZE, MatchfixListResponseSchema } from '@rnorm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activeFilters } from '../../../lib/list-filter.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

export type MatchfixFilterField = 'publisher' | 'name' | 'version' | 'job_id';
export type MatchfixFilters = Partial<Record<MatchfixFilterField, string>>;

export interface MatchfixListQuery {
  page: number;
  filters: MatchfixFilters;
}

/** Every page and filter of the list; a rule made from Matchfix reloads them all. */
export const matchfixListQueryKey = ['matchfix-list'] as const;

/** One page of the user's matchfix entries; the server filters and pages (a job can leave thousands). */
export function getMatchfixList({ page, filters }: MatchfixListQuery) {
  return apiRequest(
    userApiPath('/matchfix/list', { page, page_size: LIST_PAGE_SIZE, ...activeFilters(filters) }),
    MatchfixListResponseSchema,
  );
}

export function matchfixListQueryOptions(query: MatchfixListQuery) {
  const normalized = { page: query.page, filters: activeFilters(query.filters) };
  return queryOptions({
    queryKey: [...matchfixListQueryKey, normalized],
    queryFn: () => getMatchfixList(normalized),
    placeholderData: keepPreviousData,
  });
}

export function useMatchfixList(query: MatchfixListQuery) {
  return useQuery(matchfixListQueryOptions(query));
}
