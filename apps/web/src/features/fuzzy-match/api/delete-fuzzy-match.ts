import { ReturnMessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { fuzzyMatchListQueryKey } from './get-fuzzy-matches.ts';

/** Takes the raw entry off the Fuzzy Match list without matching it. */
export function deleteFuzzyMatch(hashKey: string) {
  return apiRequest(
    userApiPath('/normalize/sw/delete_fuzzy_match', { hash_key: hashKey }),
    ReturnMessageResponseSchema,
    { method: 'DELETE' },
  );
}

/** Reloads the list whichever way the call went, as the match does. */
export function useDeleteFuzzyMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFuzzyMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuzzyMatchListQueryKey }),
  });
}
