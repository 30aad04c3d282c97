import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { JobTask } from '../modules/jobs/job-runner.ts';
import { createBullMqQueue, startBullMqWorker } from './bullmq-queue.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Polls `until` every 50 ms for up to `seconds`. */
async function waitFor(until: () => boolean, seconds: number, what: string): Promise<void> {
  for (let i = 0; i < seconds * 20; i++) {
    if (until()) return;
    await sleep(50);
  }
  throw new Error(`${what} did not happen in ${seconds} s`);
}

// With TEST_REDIS_URL only (CI sets it).
describe.each(redisUrl ? [redisUrl] : [])('a BullMQ worker on Redis %s', (url) => {
  it('gives a task up once when Redis loses it, and stops renewing and warning about its lock', async () => {
    const queueName = `rnorm-test-${randomBytes(4).toString('hex')}`;
    const lockDurationMs = 1_000;
    let release = () => undefined as void;
    const started: JobTask[] = [];
    // A task that runs until the test releases it, as a long chunk does.
    const runner = {
      run: async (task: JobTask) => {
        started.push(task);
        await new Promise<void>((resolve) => (release = resolve));
        return [];
      },
      fail: async () => undefined,
      tasksToResume: async () => [],
    };
    const logged: { message: string; details?: Record<string, unknown> }[] = [];
    const worker = startBullMqWorker(url, runner, {
      queueName,
      lockDurationMs,
      log: (message, details) => logged.push({ message, ...(details ? { details } : {}) }),
    });
    const producer = createBullMqQueue(url, queueName);
    let renewalsFailed = 0;
    worker.worker.on('lockRenewalFailed', (ids: string[]) => (renewalsFailed += ids.length));
    try {
      await producer.enqueue([{ kind: 'split', jobId: 1 }]);
      await waitFor(() => started.length === 1, 10, 'the task starting');
      // Redis loses the task, as a restart without persistence does.
      await producer.queue.obliterate({ force: true });
      await waitFor(() => logged.some((line) => line.message.startsWith('job task given up')), 10, 'giving up');
      const failedAtGivingUp = renewalsFailed;
      // Several lock periods later the task still runs, but nothing tries to renew its lock any more.
      await sleep(lockDurationMs * 3);
      expect(renewalsFailed).toBe(failedAtGivingUp);
      expect(logged.filter((line) => line.message.startsWith('job task given up'))).toEqual([
        { message: 'job task given up: its lock was lost', details: { task: 'split-1' } },
      ]);
      expect(logged.filter((line) => /renew lock/.test(JSON.stringify(line)))).toEqual([]);
      expect(logged.filter((line) => line.message === 'job task failed')).toEqual([]);
    } finally {
      release();
      await worker.close();
      await producer.queue.obliterate({ force: true }).catch(() => undefined);
      await producer.close();
    }
  });
});
