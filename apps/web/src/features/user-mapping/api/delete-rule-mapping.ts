import { ReturnMessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ruleMappingListQueryKey } from './get-rule-mappings.ts';

/** Deletes one rule; the path has no user id, the rule's company is the key's. */
export function deleteRuleMapping(hashKey: string) {
  return apiRequest('/v2/user_mapping/delete', ReturnMessageResponseSchema, {
    method: 'DELETE',
    body: { hash_key: hashKey },
  });
}

/**
 * Reloads the list once the call is over, whichever way it went (spec: the list is refetched). The deleted rule's own
 * query is left alone: reloading it would only find it gone while its screen still shows.
 */
export function useDeleteRuleMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRuleMapping,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleMappingListQueryKey }),
  });
}
