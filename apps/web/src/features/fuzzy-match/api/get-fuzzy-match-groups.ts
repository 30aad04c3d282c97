import { FuzzyMatchGroupListResponseSchema, MATCHFIX_GROUP_PAGE_SIZE } from '@rnorm/contracts';
import { productGroupsApi } from '../../../components/product-groups/group-api.ts';

/** Every page and filter of the groups; a bulk action, or a match or removal of a row, reloads them all. */
export const fuzzyMatchGroupsQueryKey = ['fuzzy-match-groups'] as const;

/**
 * Fuzzy Match by product's calls: the user's Fuzzy Match entries grouped by product, and the bulk actions on them. A
 * page holds as many groups as Matchfix by product's: a working list, not the spec's 6-row lists.
 */
export const fuzzyMatchGroupsApi = productGroupsApi({
  base: '/fuzzy-match/groups',
  listSchema: FuzzyMatchGroupListResponseSchema,
  pageSize: MATCHFIX_GROUP_PAGE_SIZE,
  queryKey: fuzzyMatchGroupsQueryKey,
});
