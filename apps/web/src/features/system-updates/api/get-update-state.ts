import { feedbackMessages, PACKAGES_REFRESH_MS, UpdateStateResponseSchema } from '@rnorm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const updateStateQueryKey = ['system', 'update-state'] as const;

/**
 * The packages' update state (spec section 7, Setup and updates). A failure is logged and becomes the spec's
 * 'Network response was not ok', keeping the HTTP status so that a revoked key still ends the session.
 */
export async function getUpdateState(signal?: AbortSignal) {
  try {
    return await apiRequest('/v2/rnorm_system/update_state', UpdateStateResponseSchema, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(feedbackMessages.updateStateFailed, error);
    throw new ApiError(error instanceof ApiError ? error.status : 0, null, feedbackMessages.updateStateFailed);
  }
}

/** Shared by the Packages screen and the header's indicator, so both read one cached answer. */
export function updateStateQueryOptions() {
  return queryOptions({
    queryKey: updateStateQueryKey,
    queryFn: ({ signal }) => getUpdateState(signal),
    refetchInterval: PACKAGES_REFRESH_MS,
  });
}
