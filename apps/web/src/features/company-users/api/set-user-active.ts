import { MessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyUsersQueryKey } from './get-company-users.ts';

export type UserActivity = 'deactivate' | 'reactivate';

/** Deactivates an active account (its sessions end at once) or reactivates a deactivated one. */
export function setUserActive({ userId, activity }: { userId: number; activity: UserActivity }) {
  return apiRequest(`/v2/api/admin/${activity}-user`, MessageResponseSchema, {
    method: 'POST',
    body: { user_id: userId },
  });
}

/** Reloads the list whichever way the call went: another administrator may have changed the same account. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey }),
  });
}
