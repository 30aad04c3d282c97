import type { JobsRepository } from '@rnorm/db';
import { familyKeyOf } from './job-runner.ts';

/** Jobs read per look: each is filled in its own transaction. */
const BATCH = 20;

/**
 * Gives the outputs a person may review, stored before family keys were kept, their family key, job by job, so that
 * a rule for any version of a title covers them and Matchfix by product groups them (issue 30). Runs once per start
 * in the API process, after which there is nothing left to fill; any number of instances may run it (a job filled
 * twice gets the same keys). Returns the number of jobs filled.
 */
export async function backfillFamilyKeys({
  jobs,
  log,
}: {
  jobs: Pick<JobsRepository, 'jobsWithoutFamilyKeys' | 'fillFamilyKeys'>;
  log: (message: string, details?: Record<string, unknown>) => void;
}): Promise<number> {
  let filled = 0;
  for (;;) {
    const ids = await jobs.jobsWithoutFamilyKeys(BATCH);
    for (const id of ids) await jobs.fillFamilyKeys(id, familyKeyOf);
    filled += ids.length;
    if (ids.length > 0) log('gave the outputs of older jobs their title family', { jobs: ids });
    if (ids.length < BATCH) return filled;
  }
}
