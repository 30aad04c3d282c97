import { MessageResponseSchema, type RegisterUserRequest } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function registerUser(request: RegisterUserRequest) {
  return apiRequest('/v2/api/register-user', MessageResponseSchema, { method: 'POST', body: request });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
