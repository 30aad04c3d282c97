import { MessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { pendingUsersQueryKey } from './get-pending-users.ts';

export function denyUser(userId: number) {
  return apiRequest('/v2/api/admin/deny-user', MessageResponseSchema, { method: 'POST', body: { user_id: userId } });
}

/** Reloads the list whichever way the call went: another administrator may have acted on the same request. */
export function useDenyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingUsersQueryKey }),
  });
}
