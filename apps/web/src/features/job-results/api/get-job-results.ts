import {
  JobResultsResponseSchema,
  type JobStatus,
  type ResultCatalogFilter,
  type RowStatus,
  type VulnerabilityFilter,
} from '@rnorm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { LIVE_RESULTS_REFETCH_MS } from './get-job-summary.ts';

/** The results table shows more rows per page than the 6 of the spec's lists: the page exists to read results. */
export const RESULTS_PAGE_SIZE = 25;

export interface JobResultsQuery {
  jobId: number;
  page: number;
  status?: RowStatus;
  /** Normalized rows matched to a catalog product, or named from their title only. */
  catalog?: ResultCatalogFilter;
  /** Substring of the raw or normalized publisher or product name. */
  search?: string;
  /** Rows of one vulnerability status, or with a known exploited CVE. */
  vulnerability?: VulnerabilityFilter;
}

export function getJobResults({ jobId, page, status, catalog, search, vulnerability }: JobResultsQuery) {
  return apiRequest(
    userApiPath('/jobs/results', {
      job_id: jobId,
      page,
      page_size: RESULTS_PAGE_SIZE,
      status,
      catalog,
      q: search,
      vulnerability,
    }),
    JobResultsResponseSchema,
  );
}

export function jobResultsQueryOptions(query: JobResultsQuery, jobStatus: JobStatus | undefined) {
  const isLive = jobStatus === 'created' || jobStatus === 'processing';
  return queryOptions({
    queryKey: ['job-results', query.jobId, jobStatus ?? null, query],
    queryFn: () => getJobResults(query),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? LIVE_RESULTS_REFETCH_MS : false,
  });
}

export function useJobResults(query: JobResultsQuery, jobStatus: JobStatus | undefined) {
  return useQuery(jobResultsQueryOptions(query, jobStatus));
}
