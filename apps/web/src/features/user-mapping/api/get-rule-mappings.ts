import { RuleMappingListResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** Every query of this feature starts with this key, so a change reloads the list and the open rule alike. */
export const ruleMappingsQueryKey = ['rule-mappings'] as const;
export const ruleMappingListQueryKey = [...ruleMappingsQueryKey, 'list'] as const;

/** All of the company's rule mappings; the list filters and pages them itself (spec section 5). */
export async function getRuleMappings() {
  const { Records } = await apiRequest(userApiPath('/user_mapping/all'), RuleMappingListResponseSchema);
  return Records;
}

export function ruleMappingsQueryOptions() {
  return queryOptions({ queryKey: ruleMappingListQueryKey, queryFn: getRuleMappings });
}

export function useRuleMappings() {
  return useQuery(ruleMappingsQueryOptions());
}
