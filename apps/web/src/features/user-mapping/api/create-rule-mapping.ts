import {
  CheckRecordResponseSchema,
  ReturnMessageResponseSchema,
  type RuleMappingCreateRequest,
} from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString, userApiPath, type QueryParams } from '../../../lib/user-api-path.ts';
import { ruleMappingsQueryKey } from './get-rule-mappings.ts';

/** Whether the catalog (or the company's own catalog) knows an entry with these normalized values. */
export async function checkRecordExists(params: QueryParams): Promise<boolean> {
  const { exists } = await apiRequest(`/v2/check-record${queryString(params)}`, CheckRecordResponseSchema);
  return exists;
}

/** Adds a rule for a raw row; 409 when the row has one already. */
export function createRuleMapping(request: RuleMappingCreateRequest) {
  return apiRequest(userApiPath('/normalize/sw/user_mapping/add'), ReturnMessageResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function useCreateRuleMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRuleMapping,
    // Not awaited: the screen moves on to the list at once, which then loads afresh.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ruleMappingsQueryKey }),
  });
}
