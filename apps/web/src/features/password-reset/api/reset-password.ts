import { MessageResponseSchema, type ResetPasswordRequest } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(request: ResetPasswordRequest) {
  return apiRequest('/v2/reset_password', MessageResponseSchema, { method: 'POST', body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
