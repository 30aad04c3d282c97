import { ReturnMessageResponseSchema, type UserCatalogEditRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { userCatalogQueryKey } from './get-user-catalog.ts';
import { envelopeRequest } from '../../../lib/return-envelope.ts';

export interface UpdateUserCatalogRequest {
  catRefId: number;
  /** The 12 normalized fields; the form's `metadata` never goes out. */
  body: UserCatalogEditRequest;
}

export function updateUserCatalogEntry({ catRefId, body }: UpdateUserCatalogRequest) {
  return envelopeRequest(
    userApiPath('/normalize/sw/user_catalog/edit', { u_cat_ref_id: catRefId }),
    ReturnMessageResponseSchema,
    { method: 'PUT', body },
  );
}

export function useUpdateUserCatalogEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserCatalogEntry,
    // Not awaited: the screen moves on to the list, which loads afresh.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userCatalogQueryKey }),
  });
}
