import { ApproveUserResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { pendingUsersQueryKey } from './get-pending-users.ts';

/** Approves a registration; for a password reset request, answers with the one-time reset code to hand over. */
export function approveUser(userId: number) {
  return apiRequest('/v2/api/admin/approve-user', ApproveUserResponseSchema, {
    method: 'POST',
    body: { user_id: userId },
  });
}

/** Reloads the list whichever way the call went: another administrator may have acted on the same request. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingUsersQueryKey }),
  });
}
