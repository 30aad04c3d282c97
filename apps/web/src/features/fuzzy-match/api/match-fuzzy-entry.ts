import { ReturnMessageResponseSchema, type MatchRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { fuzzyMatchListQueryKey } from './get-fuzzy-matches.ts';

export interface MatchFuzzyEntryRequest {
  /** The raw entry's hash key. */
  hashKey: string;
  body: MatchRequest;
}

/** Stores the match as a rule mapping of the company and takes the entry off the Fuzzy Match list. */
export function matchFuzzyEntry({ hashKey, body }: MatchFuzzyEntryRequest) {
  return apiRequest(
    userApiPath('/normalize/sw/usermapping_and_delete', { hash_key: hashKey }),
    ReturnMessageResponseSchema,
    { method: 'POST', body },
  );
}

/** Reloads the list whichever way the call went: a failure may mean the entry was matched elsewhere already. */
export function useMatchFuzzyEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchFuzzyEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuzzyMatchListQueryKey }),
  });
}
