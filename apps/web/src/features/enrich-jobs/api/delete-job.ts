import { MessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { jobListQueryKey } from './get-job-list.ts';

/** Deletes a finished job with its file and results (beyond the spec). */
export function deleteJob(jobId: number) {
  return apiRequest(userApiPath('/jobs/delete', { job_id: jobId }), MessageResponseSchema, { method: 'POST' });
}

/** Reloads the list whichever way the call went: the job may have been deleted elsewhere. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobListQueryKey }),
  });
}
