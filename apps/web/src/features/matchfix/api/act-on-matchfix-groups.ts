import {
  MatchfixGroupActionResponseSchema,
  type MatchfixGroupAcceptRequest,
  type MatchfixGroupIgnoreRequest,
} from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { matchfixGroupsQueryKey } from './get-matchfix-groups.ts';
import { matchfixListQueryKey } from './get-matchfix-list.ts';

/**
 * The lists of other features that a rule changes. Neither feature has a public entry (index.ts) to import its key
 * from, so they are named here: fuzzy-match's `fuzzyMatchListQueryKey` and user-mapping's `ruleMappingsQueryKey`.
 */
const fuzzyMatchListQueryKey = ['fuzzy-matches'] as const;
const ruleMappingsQueryKey = ['rule-mappings'] as const;

/** Every list a bulk action changes: the groups, the Matchfix rows, the Fuzzy Match list and the rule mappings. */
export const queryKeysChangedByGroupActions = [
  matchfixGroupsQueryKey,
  matchfixListQueryKey,
  fuzzyMatchListQueryKey,
  ruleMappingsQueryKey,
] as const;

/** Makes, per group, a rule that maps every version of its title to the group's top suggestion. */
export function acceptMatchfixGroups(groupKeys: readonly string[]) {
  const body: MatchfixGroupAcceptRequest = { group_keys: [...groupKeys] };
  return apiRequest(userApiPath('/matchfix/groups/accept'), MatchfixGroupActionResponseSchema, {
    method: 'POST',
    body,
  });
}

export interface IgnoreMatchfixGroupsRequest {
  groupKeys: readonly string[];
  reason: string;
}

/** Makes, per group, a rule that ignores every version of its title, giving the reason. */
export function ignoreMatchfixGroups({ groupKeys, reason }: IgnoreMatchfixGroupsRequest) {
  const body: MatchfixGroupIgnoreRequest = { group_keys: [...groupKeys], reason };
  return apiRequest(userApiPath('/matchfix/groups/ignore'), MatchfixGroupActionResponseSchema, {
    method: 'POST',
    body,
  });
}

/**
 * Reloads the changed lists whichever way the call went, as the Fuzzy Match actions do: a failure may mean that a
 * group left the list meanwhile.
 */
function useReloadChangedLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(queryKeysChangedByGroupActions.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useAcceptMatchfixGroups() {
  const reload = useReloadChangedLists();
  return useMutation({ mutationFn: acceptMatchfixGroups, onSettled: reload });
}

export function useIgnoreMatchfixGroups() {
  const reload = useReloadChangedLists();
  return useMutation({ mutationFn: ignoreMatchfixGroups, onSettled: reload });
}
