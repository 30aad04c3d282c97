import { MessageResponseSchema, type JobRetentionRequest } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyDetailsQueryKey } from './get-company-details.ts';

/** POST /v2/api/job-retention: how many days the company keeps finished jobs, or null to keep them. */
export function setJobRetention(request: JobRetentionRequest) {
  return apiRequest('/v2/api/job-retention', MessageResponseSchema, { method: 'POST', body: request });
}

export function useSetJobRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobRetention,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyDetailsQueryKey }),
  });
}
