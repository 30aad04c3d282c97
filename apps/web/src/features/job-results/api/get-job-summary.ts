import { JobSummarySchema, type JobStatus } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** How often the figures of a running job are fetched again. */
export const LIVE_RESULTS_REFETCH_MS = 5_000;

export function getJobSummary(jobId: number) {
  return apiRequest(userApiPath('/jobs/summary', { job_id: jobId }), JobSummarySchema);
}

/**
 * The job's status is part of the key, so the figures are fetched again the moment the job finishes; while it runs
 * they follow it every few seconds.
 */
export function jobSummaryQueryOptions(jobId: number, jobStatus: JobStatus | undefined) {
  const isLive = jobStatus === 'created' || jobStatus === 'processing';
  return queryOptions({
    queryKey: ['job-summary', jobId, jobStatus ?? null],
    queryFn: () => getJobSummary(jobId),
    refetchInterval: isLive ? LIVE_RESULTS_REFETCH_MS : false,
  });
}

export function useJobSummary(jobId: number, jobStatus: JobStatus | undefined) {
  return useQuery(jobSummaryQueryOptions(jobId, jobStatus));
}
