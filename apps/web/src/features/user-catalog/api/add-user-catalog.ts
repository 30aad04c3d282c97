import { ReturnMessageResponseSchema, type UserCatalogEditRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelopeRequest } from '../../../lib/return-envelope.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { userCatalogQueryKey } from './get-user-catalog.ts';

/** POST …/user_catalog/add: a new entry of the company catalog (beyond the spec). */
export function addUserCatalogEntry(body: UserCatalogEditRequest) {
  return envelopeRequest(userApiPath('/normalize/sw/user_catalog/add'), ReturnMessageResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useAddUserCatalogEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserCatalogEntry,
    // Not awaited: the screen moves on to the list, which loads afresh.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userCatalogQueryKey }),
  });
}
