import { feedbackMessages, type JobListItem } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiBlob } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { exportFileName, type ExportFormat } from '../job-rules.ts';

export interface ExportJobRequest {
  job: Pick<JobListItem, 'job_id' | 'Job Name'>;
  format: ExportFormat;
}

/** Downloads the job's results and hands them to the browser under the spec's file name. */
export async function exportJob({ job, format }: ExportJobRequest): Promise<void> {
  const path = userApiPath('/jobs/export', {
    job_id: job.job_id,
    format: format === 'cyclonedx' ? 'cyclonedx' : undefined,
  });
  saveFile(await apiBlob(path), exportFileName(job, format));
}

/** Spec section 8: an answer other than 200 is "not found"; no answer at all is a failed download. */
export function exportFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? feedbackMessages.jobExportNotFound
    : feedbackMessages.jobExportFailed;
}

export function useExportJob() {
  return useMutation({
    mutationFn: exportJob,
    onError: (error) => notify.error(exportFailureMessage(error)),
  });
}
