import { SignInResponseSchema, type SignInRequest } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function signIn(request: SignInRequest) {
  return apiRequest('/v2/signin', SignInResponseSchema, { method: 'POST', body: request });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
