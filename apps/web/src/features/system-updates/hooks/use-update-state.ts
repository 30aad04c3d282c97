import { useQuery } from '@tanstack/react-query';
import { updateStateQueryOptions } from '../api/get-update-state.ts';

/** The packages' update state, refetched every PACKAGES_REFRESH_MS (spec section 9). */
export function useUpdateState() {
  return useQuery(updateStateQueryOptions());
}
