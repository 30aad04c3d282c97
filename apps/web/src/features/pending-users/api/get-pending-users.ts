import { PendingUsersResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const pendingUsersQueryKey = ['pending-users'] as const;

export async function getPendingUsers() {
  const { pending_users } = await apiRequest('/v2/api/admin/pending-users', PendingUsersResponseSchema);
  return pending_users;
}

export function pendingUsersQueryOptions() {
  return queryOptions({ queryKey: pendingUsersQueryKey, queryFn: getPendingUsers });
}

export function usePendingUsers() {
  return useQuery(pendingUsersQueryOptions());
}
