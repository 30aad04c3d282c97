import type { JobTask } from '../modules/jobs/job-runner.ts';

/**
 * Where job tasks wait to run: in this process (embedded mode, no Redis) or in BullMQ on Redis, where any number of
 * worker processes on any machine take them.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  enqueue(tasks: readonly JobTask[]): Promise<void>;
  /** Resolves when no task is waiting or running in this process (tests and shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
