import { MessageResponseSchema, type RegisterDomainRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyDetailsQueryKey } from './get-company-details.ts';

export function registerDomain(request: RegisterDomainRequest) {
  return apiRequest('/v2/api/register-domain', MessageResponseSchema, { method: 'POST', body: request });
}

export function removeDomain(request: RegisterDomainRequest) {
  return apiRequest('/v2/api/remove-domain', MessageResponseSchema, { method: 'POST', body: request });
}

export function useRemoveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDetailsQueryKey }),
  });
}

export function useRegisterDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDetailsQueryKey }),
  });
}
