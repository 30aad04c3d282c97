import { JobStatsSchema, type JobStats } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** An empty answer means there is nothing to show: spec section 4 opens the stats modal only for a result. */
const JobStatsAnswerSchema = z.union([
  JobStatsSchema,
  z
    .object({})
    .strict()
    .transform(() => null),
  z.null(),
]);

export async function getJobStats(jobId: number): Promise<JobStats | null> {
  return apiRequest(userApiPath('/jobs/stats', { job_id: jobId }), JobStatsAnswerSchema);
}

/** Fetched on demand when the user asks, so it is a mutation: its pending state disables the row actions. */
export function useJobStats() {
  return useMutation({ mutationFn: getJobStats });
}
