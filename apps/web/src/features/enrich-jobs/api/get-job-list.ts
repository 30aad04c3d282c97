import { JOB_LIST_REFETCH_MS, JobListResponseSchema, type JobListItem, type JobListScope } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { isJobActive } from '../job-rules.ts';

/** The key is the spec's (section 7), so every screen that changes jobs refreshes the same list. */
export const jobListQueryKey = ['normalizationJobList'] as const;

/** While a job runs the list follows it closely, so its progress bar moves. */
export const ACTIVE_JOB_REFETCH_MS = 2_000;

/** The company's jobs (an administrator's view, beyond the spec) are kept under the list's key, so they refresh with it. */
const companyJobListQueryKey = [...jobListQueryKey, 'company'] as const;

/** Newest first, as the API sends them. */
export async function getJobList(scope: JobListScope = 'mine'): Promise<JobListItem[]> {
  const { Jobs } = await apiRequest(
    userApiPath('/jobs/list', scope === 'company' ? { scope } : undefined),
    JobListResponseSchema,
  );
  return Jobs;
}

/** Every 30 s (spec section 9), every 2 s while any job is created or processing. */
export function jobListRefetchInterval(jobs: readonly JobListItem[] | undefined): number {
  return jobs?.some((job) => isJobActive(job['Job Status'])) ? ACTIVE_JOB_REFETCH_MS : JOB_LIST_REFETCH_MS;
}

export function jobListQueryOptions(scope: JobListScope = 'mine') {
  return queryOptions({
    queryKey: scope === 'company' ? companyJobListQueryKey : jobListQueryKey,
    queryFn: () => getJobList(scope),
    refetchInterval: (query) => jobListRefetchInterval(query.state.data),
  });
}

export function useJobList(scope: JobListScope = 'mine') {
  return useQuery(jobListQueryOptions(scope));
}

/** One job of the list; undefined while loading or when the user has no such job. */
export function useJob(jobId: number) {
  return useQuery({ ...jobListQueryOptions(), select: (jobs) => jobs.find((job) => job.job_id === jobId) ?? null });
}
