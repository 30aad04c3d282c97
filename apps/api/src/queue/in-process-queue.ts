import { setTimeout as sleep } from 'node:timers/promises';
import type { JobRunner, JobTask } from '../modules/jobs/job-runner.ts';
import type { JobQueue } from './job-queue.ts';

/** Attempts of one task before its job fails with the last error (a database outage usually passes sooner). */
const ATTEMPTS = 4;

/**
 * Runs tasks one at a time in this process, for `npm start` without Redis. A task that throws is tried again after
 * a growing pause; after the last attempt its job fails with the error, so a job never stays `processing` forever.
 * Jobs interrupted by a stop are resumed at the next start (`JobRunner.tasksToResume`).
 */
export function createInProcessQueue(
  runner: JobRunner,
  log: (message: string, details?: Record<string, unknown>) => void = () => undefined,
  retryDelayMs = 1_000,
): JobQueue {
  const waiting: { task: JobTask; attempt: number }[] = [];
  let draining: Promise<void> | undefined;
  let closed = false;

  async function drain(): Promise<void> {
    while (!closed && waiting.length > 0) {
      const { task, attempt } = waiting.shift()!;
      try {
        const next = await runner.run(task);
        waiting.push(...next.map((follow) => ({ task: follow, attempt: 1 })));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log('job task failed', { task, attempt, error: message });
        if (attempt < ATTEMPTS) {
          await sleep(retryDelayMs * 2 ** (attempt - 1));
          waiting.push({ task, attempt: attempt + 1 });
        } else {
          await runner.fail(task.jobId, `The job failed: ${message}`).catch(() => undefined);
        }
      }
      // Requests keep being answered between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    kind: 'in-process',
    async enqueue(tasks) {
      if (closed) throw new Error('the job queue is closed');
      waiting.push(...tasks.map((task) => ({ task, attempt: 1 })));
      draining ??= drain().finally(() => {
        draining = undefined;
        if (!closed && waiting.length > 0) void this.enqueue([]);
      });
    },
    async idle() {
      while (draining) await draining;
    },
    async close() {
      closed = true;
      await draining;
    },
  };
}
