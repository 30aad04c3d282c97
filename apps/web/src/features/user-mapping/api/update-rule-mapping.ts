import { ReturnMessageResponseSchema, type RuleMappingUpdateRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { ruleMappingsQueryKey } from './get-rule-mappings.ts';

export interface UpdateRuleMappingInput {
  hashKey: string;
  body: RuleMappingUpdateRequest;
}

/** Replaces a rule's normalized values; its raw row stays, being its identity. */
export function updateRuleMapping({ hashKey, body }: UpdateRuleMappingInput) {
  return apiRequest(
    userApiPath('/normalize/sw/user_mapping/update', { hash_key: hashKey }),
    ReturnMessageResponseSchema,
    { method: 'POST', body },
  );
}

export function useUpdateRuleMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRuleMapping,
    // Not awaited: the screen moves on to the list at once, which then loads afresh.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ruleMappingsQueryKey }),
  });
}
