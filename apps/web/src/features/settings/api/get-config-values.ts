import { ConfigValuesResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The settings' current values, as strings by section and parameter (the save payload's shape). */
export function getConfigValues() {
  return apiRequest('/v2/config/get', ConfigValuesResponseSchema);
}

export function configValuesQueryOptions() {
  return queryOptions({ queryKey: ['settings', 'values'], queryFn: getConfigValues });
}

export function useConfigValues() {
  return useQuery(configValuesQueryOptions());
}
