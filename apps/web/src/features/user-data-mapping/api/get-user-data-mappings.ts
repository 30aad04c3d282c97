import { UserDataMappingListResponseSchema, UserDataMappingViewResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { envelopeRequest, shouldRetryView } from '../../../lib/return-envelope.ts';

/** The list and every mapping; a create, a save or a delete reloads them all. */
export const userDataMappingQueryKey = ['user-data-mappings'] as const;

/** Names one mapping: its normalized value, and the field it belongs to when known (spec: the identifier). */
export interface DataMappingRef {
  normalizedValue: string;
  fieldName?: string | undefined;
}

/** The query that names one mapping on the API (`NormalizedValue`, and `FieldName` when known). */
export function dataMappingParams({ normalizedValue, fieldName }: DataMappingRef) {
  return { NormalizedValue: normalizedValue, FieldName: fieldName };
}

/** Every data mapping of the company; the list filters and pages on the client (spec section 5). */
export async function getUserDataMappings() {
  const response = await envelopeRequest(
    userApiPath('/normalize/sw/user_data_mapping/view'),
    UserDataMappingListResponseSchema,
  );
  return response.ReturnObject.user_data_mappings;
}

export function userDataMappingListQueryOptions() {
  return queryOptions({ queryKey: [...userDataMappingQueryKey, 'list'], queryFn: getUserDataMappings });
}

export function useUserDataMappings() {
  return useQuery(userDataMappingListQueryOptions());
}

/** One mapping; a 404 when the company has none for the value. */
export async function getUserDataMapping(ref: DataMappingRef) {
  const response = await envelopeRequest(
    userApiPath('/normalize/sw/user_data_mapping/view_by_value', dataMappingParams(ref)),
    UserDataMappingViewResponseSchema,
  );
  return response.ReturnObject.user_data_mapping;
}

export function userDataMappingQueryOptions(ref: DataMappingRef) {
  return queryOptions({
    queryKey: [...userDataMappingQueryKey, 'mapping', ref.normalizedValue, ref.fieldName ?? null],
    queryFn: () => getUserDataMapping(ref),
    // A 404 goes back to the list at once (spec section 8), not after three retries.
    retry: shouldRetryView,
  });
}

export function useUserDataMapping(ref: DataMappingRef) {
  return useQuery(userDataMappingQueryOptions(ref));
}
