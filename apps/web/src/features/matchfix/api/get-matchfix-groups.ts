import { MATCHFIX_GROUP_PAGE_SIZE, MatchfixGroupListResponseSchema } from '@rnorm/contracts';
import { productGroupsApi } from '../../../components/product-groups/group-api.ts';

/** Every page and filter of the groups; a bulk action reloads them all. */
export const matchfixGroupsQueryKey = ['matchfix-groups'] as const;

/** Matchfix by product's calls: the user's Matchfix entries grouped by product, and the bulk actions on them. */
export const matchfixGroupsApi = productGroupsApi({
  base: '/matchfix/groups',
  listSchema: MatchfixGroupListResponseSchema,
  pageSize: MATCHFIX_GROUP_PAGE_SIZE,
  queryKey: matchfixGroupsQueryKey,
});

export const { getGroups: getMatchfixGroups, useGroups: useMatchfixGroups } = matchfixGroupsApi;
