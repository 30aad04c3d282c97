import { UploadResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { jobListQueryKey } from './get-job-list.ts';

/** Runs a finished job's file again as a new job, with the company's current rules (beyond the spec). */
export function rerunJob(jobId: number) {
  return apiRequest(userApiPath('/jobs/rerun', { job_id: jobId }), UploadResponseSchema, { method: 'POST' });
}

/** The new job appears in the list at once. */
export function useRerunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobListQueryKey }),
  });
}
