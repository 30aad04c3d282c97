import { AccessControlResponseSchema } from '@rnorm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getAccessControl() {
  return apiRequest('/v2/access-control', AccessControlResponseSchema);
}

export function accessControlQueryOptions(userId: string) {
  return queryOptions({
    // Keyed by user so that a different account never reuses another one's list.
    queryKey: ['session', 'access-control', userId],
    queryFn: getAccessControl,
    staleTime: 5 * 60_000,
  });
}
