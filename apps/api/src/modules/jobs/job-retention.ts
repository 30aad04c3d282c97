import type { JobsRepository } from '@rnorm/db';

const MINUTE_MS = 60_000;
/** How often the product looks for jobs past their company's retention; a retention is counted in days. */
export const RETENTION_SWEEP_MS = 60 * MINUTE_MS;
/** The first look, a minute after start, so that starting stays quick. */
const FIRST_SWEEP_MS = MINUTE_MS;
/** Jobs deleted per statement: each takes its file and results with it. */
const BATCH = 50;
/** An upload whose file is not stored after this long was abandoned (its process stopped half-way). */
const ABANDONED_UPLOAD_MS = 60 * MINUTE_MS;

/**
 * Deletes finished jobs older than their company keeps them (`companies.job_retention_days`), with their file and
 * results, every {@link RETENTION_SWEEP_MS} in the API process (any number of instances may: a job two of them pick
 * is deleted by one). The Insights figures of a deleted job stay in MetricsDB. Jobs whose upload stopped before its
 * file was stored whole, an hour before, go too. `sweep` runs one pass at once.
 */
export function startJobRetention({
  jobs,
  log,
  now = () => new Date(),
  intervalMs = RETENTION_SWEEP_MS,
  firstSweepMs = FIRST_SWEEP_MS,
}: {
  jobs: Pick<JobsRepository, 'deleteExpired' | 'deleteAbandonedUploads'>;
  log: (message: string, details?: Record<string, unknown>) => void;
  now?: () => Date;
  intervalMs?: number;
  firstSweepMs?: number;
}) {
  /** One pass: batches until none is left; the number of jobs deleted (abandoned uploads apart). */
  async function sweep(): Promise<number> {
    const abandoned = await jobs.deleteAbandonedUploads(new Date(now().getTime() - ABANDONED_UPLOAD_MS));
    if (abandoned.length > 0) log('deleted uploads whose file was never stored whole', { jobs: abandoned });
    let deleted = 0;
    for (;;) {
      const ids = await jobs.deleteExpired(now(), BATCH);
      deleted += ids.length;
      if (ids.length > 0) log("deleted finished jobs past their company's retention", { jobs: ids });
      if (ids.length < BATCH) return deleted;
    }
  }

  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= sweep()
      .catch((error: unknown) => log('job retention sweep failed', { error: (error as Error).message }))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstSweepMs);
  const timer = setInterval(tick, intervalMs);
  // Neither keeps the process alive on its own.
  first.unref();
  timer.unref();

  return {
    sweep,
    /** Stops the timers and waits for a pass under way. */
    async close(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
