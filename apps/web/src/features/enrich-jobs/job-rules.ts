import { JOB_TYPE_PUBLISHER, type JobListItem, type JobStatus, type JobTypeCode } from '@rnorm/contracts';
import { uiTexts } from '../../config/ui-texts.ts';

/** A job the worker has not finished: its rows are still being read or normalized. */
export function isJobActive(status: JobStatus): boolean {
  return status === 'created' || status === 'processing';
}

/** The tab the job was submitted from (spec section 9: type 2 is a publisher job). */
export function jobTypeLabel(type: JobTypeCode): string {
  return type === JOB_TYPE_PUBLISHER ? uiTexts.jobTypePublisher : uiTexts.jobTypeTitle;
}

export interface JobActionState {
  isExportDisabled: boolean;
  isStatsDisabled: boolean;
  /** A failed job keeps its stats button, but pressing it does nothing (spec section 4). */
  doesStatsDoNothing: boolean;
  isRerunDisabled: boolean;
  /** Only a finished job may be deleted: a running one still has a worker on it. */
  isDeleteDisabled: boolean;
}

/**
 * Which actions a row offers (spec section 4, Job list): none while the job runs; in error, export is greyed out and
 * stats does nothing; while any action of the list is in flight, both buttons of every row are disabled.
 */
export function jobActionState(status: JobStatus, isAnyActionPending: boolean, isOwn = true): JobActionState {
  const isActive = isJobActive(status);
  return {
    // Another user's job, listed for an administrator (beyond the spec), is its owner's to open, export and re-run.
    isExportDisabled: isAnyActionPending || isActive || status === 'error' || !isOwn,
    isStatsDisabled: isAnyActionPending || isActive || !isOwn,
    doesStatsDoNothing: status === 'error',
    // Beyond the spec: a finished job (completed or failed) may run again with the current rules.
    isRerunDisabled: isAnyActionPending || isActive || !isOwn,
    isDeleteDisabled: isAnyActionPending || isActive,
  };
}

/** `default`: the results file in the job's own format; `cyclonedx`: a CycloneDX SBOM of the results. */
export type ExportFormat = 'default' | 'cyclonedx';

/** Spec section 7: job_{id}.json when the job name ends in .json, otherwise job_{id}.csv; the SBOM is .cdx.json. */
export function exportFileName(job: Pick<JobListItem, 'job_id' | 'Job Name'>, format: ExportFormat): string {
  if (format === 'cyclonedx') return `job_${job.job_id}.cdx.json`;
  return job['Job Name'].toLowerCase().endsWith('.json') ? `job_${job.job_id}.json` : `job_${job.job_id}.csv`;
}

/** "rows done / rows total"; the total is unknown until the worker has read the file. */
export function progressText(job: Pick<JobListItem, 'rows_done' | 'rows_total' | 'rows_read'>): string {
  if (job.rows_total !== null) return `${job.rows_done} / ${job.rows_total}`;
  // The file is still being read: the rows read so far, at least, are to be done.
  return job.rows_read ? `${job.rows_done} / ${job.rows_read}+ read` : uiTexts.readingFile;
}

/** Percent done, 0 while the total is unknown. */
export function progressPercent(job: Pick<JobListItem, 'rows_done' | 'rows_total'>): number {
  if (!job.rows_total) return 0;
  return Math.min(100, Math.round((job.rows_done / job.rows_total) * 100));
}

/** A job's run time: "41.3 s", "2 min 5 s", "1 h 4 min". */
export function durationText(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3_600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3_600)} h ${Math.floor((whole % 3_600) / 60)} min`;
}

/**
 * The share of a finished job's rows normalized to a catalog product, in whole percent (one decimal below 1 %); null
 * until it is known (beyond the spec: a row named from its text only is normalized too, but has no catalog facts).
 * Ignored rows (not software) are left out of the base, as Insights leaves them out, once the job says how many.
 */
export function catalogMatchedPercent(
  job: Pick<JobListItem, 'catalog_matched_rows' | 'rows_total' | 'rows_ignored'>,
): number | null {
  const matched = job.catalog_matched_rows;
  const considered = (job.rows_total ?? 0) - (job.rows_ignored ?? 0);
  if (matched === null || matched === undefined || considered <= 0) return null;
  const percent = (100 * matched) / considered;
  return percent > 0 && percent < 1 ? Math.round(percent * 10) / 10 : Math.round(percent);
}

/** When the job was submitted and, once it has finished, how long it ran (beyond the spec). */
export function jobTimingText(job: Pick<JobListItem, 'created_at' | 'duration_seconds'>, locale?: string): string {
  const submitted = new Date(job.created_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const duration = job.duration_seconds;
  return duration === null || duration === undefined
    ? uiTexts.jobSubmittedOn(submitted)
    : uiTexts.jobSubmittedAndTook(submitted, durationText(duration));
}
