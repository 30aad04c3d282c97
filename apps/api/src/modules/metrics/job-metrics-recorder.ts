import type { JobsRepository, MetricsRepository } from '@rnorm/db';

/** Publishers kept per job: the period's top list is merged from these. */
export const PUBLISHERS_PER_JOB = 20;

/**
 * The job runner's finish hook for MetricsDB: reads a finished job's figures from CatalogDB (one aggregate query)
 * and writes them as the job's `job_metrics` row. Writing again overwrites, so a job finished twice counts once.
 * Throws on failure; the runner logs it and the job is unaffected.
 */
export function createJobMetricsRecorder({ jobs, metrics }: { jobs: JobsRepository; metrics: MetricsRepository }) {
  return async function recordJobMetrics(jobId: number): Promise<void> {
    const job = await jobs.findById(jobId);
    if (!job || (job.status !== 'completed' && job.status !== 'error')) return;
    const figures = await jobs.metricsFigures(jobId, PUBLISHERS_PER_JOB);
    const { byStatus, topPublishers, byLifecycleStatus } = figures;
    const completedAt = job.finishedAt ?? new Date();
    await metrics.recordJob({
      jobId: job.id,
      companyId: job.companyId,
      userId: job.userId,
      jobType: job.type,
      status: job.status,
      startedAt: job.startedAt,
      completedAt,
      durationMs: job.startedAt ? Math.max(0, completedAt.getTime() - job.startedAt.getTime()) : null,
      rowsTotal: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
      rowsNormalized: byStatus.normalized ?? 0,
      rowsMatchfix: byStatus.matchfix ?? 0,
      rowsIgnored: byStatus.ignored ?? 0,
      rowsError: byStatus.error ?? 0,
      rowsCatalogMatched: job.catalogMatchedRows,
      contentVersion: job.contentVersion,
      publishers: topPublishers,
      lifecycle: byLifecycleStatus,
      vulnerabilities: figures.byVulnerabilityStatus,
      rowsKnownExploited: figures.rowsKnownExploited,
      knownExploitedProducts: figures.knownExploitedProducts,
      vulnerabilityDataAsOf: job.vulnerabilityDataAsOf,
    });
  };
}
