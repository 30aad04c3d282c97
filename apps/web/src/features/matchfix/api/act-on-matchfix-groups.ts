import { useGroupAction } from '../../../components/product-groups/group-api.ts';
import { matchfixGroupsApi, matchfixGroupsQueryKey } from './get-matchfix-groups.ts';
import { matchfixListQueryKey } from './get-matchfix-list.ts';

/**
 * The lists of other features that a rule changes. Neither feature has a public entry (index.ts) to import its key
 * from, so they are named here: fuzzy-match's `fuzzyMatchListQueryKey` and user-mapping's `ruleMappingsQueryKey`.
 */
const fuzzyMatchListQueryKey = ['fuzzy-matches'] as const;
const ruleMappingsQueryKey = ['rule-mappings'] as const;
/** Fuzzy Match by product's groups: its entries are partly Matchfix's (fuzzy-match's `fuzzyMatchGroupsQueryKey`). */
const fuzzyMatchGroupsQueryKey = ['fuzzy-match-groups'] as const;

/** Every list a bulk action changes: the groups, the Matchfix rows, the Fuzzy Match lists and the rule mappings. */
export const queryKeysChangedByGroupActions = [
  matchfixGroupsQueryKey,
  matchfixListQueryKey,
  fuzzyMatchListQueryKey,
  fuzzyMatchGroupsQueryKey,
  ruleMappingsQueryKey,
] as const;

export const { acceptGroups: acceptMatchfixGroups, ignoreGroups: ignoreMatchfixGroups } = matchfixGroupsApi;

export function useAcceptMatchfixGroups() {
  return useGroupAction(acceptMatchfixGroups, queryKeysChangedByGroupActions);
}

export function useIgnoreMatchfixGroups() {
  return useGroupAction(ignoreMatchfixGroups, queryKeysChangedByGroupActions);
}
