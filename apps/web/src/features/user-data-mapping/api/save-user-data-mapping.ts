import { ReturnMessageResponseSchema, type DataMappingCreateRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { dataMappingParams, userDataMappingQueryKey, type DataMappingRef } from './get-user-data-mappings.ts';
import { envelopeRequest } from '../../../lib/return-envelope.ts';

/** Create: `{FieldName, NormalizedValue, CustomValue}`; a 409 when that value of that field is mapped already. */
export function addUserDataMapping(body: DataMappingCreateRequest) {
  return envelopeRequest(userApiPath('/normalize/sw/user_data_mapping/add'), ReturnMessageResponseSchema, {
    method: 'POST',
    body,
  });
}

export interface UpdateUserDataMappingRequest {
  ref: DataMappingRef;
  customValue: string;
}

/** Update: the customized value only; the field and the normalized value name the mapping. */
export function updateUserDataMapping({ ref, customValue }: UpdateUserDataMappingRequest) {
  return envelopeRequest(
    userApiPath('/normalize/sw/user_data_mapping/update', dataMappingParams(ref)),
    ReturnMessageResponseSchema,
    { method: 'PUT', body: { CustomValue: customValue } },
  );
}

export function deleteUserDataMapping(ref: DataMappingRef) {
  return envelopeRequest(
    userApiPath('/normalize/sw/user_data_mapping/delete', dataMappingParams(ref)),
    ReturnMessageResponseSchema,
    { method: 'DELETE' },
  );
}

/** Not awaited: the screen moves on to the list, which loads afresh. */
function useInvalidateMappings() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: userDataMappingQueryKey });
}

export function useAddUserDataMapping() {
  const invalidate = useInvalidateMappings();
  return useMutation({ mutationFn: addUserDataMapping, onSuccess: invalidate });
}

export function useUpdateUserDataMapping() {
  const invalidate = useInvalidateMappings();
  return useMutation({ mutationFn: updateUserDataMapping, onSuccess: invalidate });
}

/** Reloads the list whichever way the call went: a failure may mean the mapping was deleted elsewhere already. */
export function useDeleteUserDataMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserDataMapping,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataMappingQueryKey }),
  });
}
