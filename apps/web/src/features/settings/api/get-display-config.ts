import { DisplayConfigResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every settings section with its parameters, values and how to show them (spec section 7, Settings). */
export function getDisplayConfig() {
  return apiRequest('/v2/config/get_display_config', DisplayConfigResponseSchema);
}

export function displayConfigQueryOptions() {
  return queryOptions({ queryKey: ['settings', 'display-config'], queryFn: getDisplayConfig });
}

export function useDisplayConfig() {
  return useQuery(displayConfigQueryOptions());
}
