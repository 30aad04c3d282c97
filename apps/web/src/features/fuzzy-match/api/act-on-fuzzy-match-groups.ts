import { FuzzyMatchGroupRemoveResponseSchema, type FuzzyMatchGroupRemoveRequest } from '@rnorm/contracts';
import { useGroupAction } from '../../../components/product-groups/group-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { fuzzyMatchGroupsApi, fuzzyMatchGroupsQueryKey } from './get-fuzzy-match-groups.ts';
import { fuzzyMatchListQueryKey } from './get-fuzzy-matches.ts';

/**
 * The lists of other features that a rule changes. Neither feature has a public entry (index.ts) to import its key
 * from, so they are named here: matchfix's `matchfixListQueryKey` and `matchfixGroupsQueryKey`, and user-mapping's
 * `ruleMappingsQueryKey`.
 */
const matchfixListQueryKey = ['matchfix-list'] as const;
const matchfixGroupsQueryKey = ['matchfix-groups'] as const;
const ruleMappingsQueryKey = ['rule-mappings'] as const;

/** Every list a rule made for whole groups changes: both Fuzzy Match lists, both Matchfix lists and the rules. */
const changedByRules = [
  fuzzyMatchGroupsQueryKey,
  fuzzyMatchListQueryKey,
  matchfixListQueryKey,
  matchfixGroupsQueryKey,
  ruleMappingsQueryKey,
] as const;
/** A removal makes no rule: only the Fuzzy Match lists change. */
const changedByRemoval = [fuzzyMatchGroupsQueryKey, fuzzyMatchListQueryKey] as const;

/** Takes every entry of the groups off the company's Fuzzy Match list, as `delete_fuzzy_match` takes one. */
export function removeFuzzyMatchGroups(groupKeys: readonly string[]) {
  const body: FuzzyMatchGroupRemoveRequest = { group_keys: [...groupKeys] };
  return apiRequest(userApiPath('/fuzzy-match/groups/remove'), FuzzyMatchGroupRemoveResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useAcceptFuzzyMatchGroups() {
  return useGroupAction(fuzzyMatchGroupsApi.acceptGroups, changedByRules);
}

export function useIgnoreFuzzyMatchGroups() {
  return useGroupAction(fuzzyMatchGroupsApi.ignoreGroups, changedByRules);
}

export function useRemoveFuzzyMatchGroups() {
  return useGroupAction(removeFuzzyMatchGroups, changedByRemoval);
}
