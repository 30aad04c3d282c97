import { ReturnMessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { userCatalogQueryKey } from './get-user-catalog.ts';
import { envelopeRequest } from '../../../lib/return-envelope.ts';

export function deleteUserCatalogEntry(catRefId: number) {
  return envelopeRequest(
    userApiPath('/normalize/sw/user_catalog/delete', { u_cat_ref_id: catRefId }),
    ReturnMessageResponseSchema,
    { method: 'DELETE' },
  );
}

/** Reloads the list whichever way the call went: a failure may mean the entry was deleted elsewhere already. */
export function useDeleteUserCatalogEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserCatalogEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userCatalogQueryKey }),
  });
}
