import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobRunner, JobTask } from '../modules/jobs/job-runner.ts';
import type { JobQueue } from './job-queue.ts';

/** The default queue; deployments sharing one Redis (or tests) give each installation its own name. */
export const QUEUE_NAME = 'rnorm-jobs';
const ATTEMPTS = 5;

/** One id per task, so that a task enqueued twice (a resume sweep while it waits) is only queued once. */
const taskId = (task: JobTask) =>
  task.kind === 'split' ? `split-${task.jobId}` : `chunk-${task.jobId}-${task.chunkIndex}`;

const toBulk = (tasks: readonly JobTask[]) =>
  tasks.map((task) => ({
    name: task.kind,
    data: task,
    opts: {
      jobId: taskId(task),
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: true,
      removeOnFail: 1_000,
    },
  }));

function connect(url: string): Redis {
  // Workers block on Redis: BullMQ requires maxRetriesPerRequest null.
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  return connection;
}

/** BullMQ's error for each lock it could not renew; `lockRenewalFailed` says the same once per attempt. */
const LOCK_NOT_RENEWED = /^could not renew lock for job /;

const GIVEN_UP = 'The task was given up';

/** A promise that rejects when the signal aborts. */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(new Error(`${GIVEN_UP}: ${String(signal.reason ?? 'aborted')}`));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** Enqueues tasks in BullMQ on Redis; workers (`npm run worker`, or the API's own) run them. */
export function createBullMqQueue(redisUrl: string, queueName = QUEUE_NAME): JobQueue & { queue: Queue } {
  const connection = connect(redisUrl);
  const queue = new Queue<JobTask>(queueName, { connection });
  // While Redis is down the connection retries; BullMQ would print each refusal. The health check reports Redis.
  queue.on('error', () => undefined);
  return {
    kind: 'bullmq',
    queue,
    async enqueue(tasks) {
      if (tasks.length > 0) await queue.addBulk(toBulk(tasks));
    },
    async idle() {
      // Tasks run in other processes; callers wait on the job's status instead.
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

export interface BullMqWorkerOptions {
  queueName?: string;
  concurrency?: number;
  /** How long a task stays locked to a worker without a heartbeat; a killed worker's task is retried after it. */
  lockDurationMs?: number;
  /**
   * How often the unfinished jobs are queued again (0: never). Redis restarted without persistence has lost their
   * tasks; a task still queued keeps its id and is not queued twice, and every step can run again safely.
   */
  sweepIntervalMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

/**
 * Takes tasks from Redis and runs them. A killed worker's task is moved back to the queue when its lock expires
 * (BullMQ's stalled check) and run again by any worker; the runner's writes are idempotent, so it counts once.
 */
export function startBullMqWorker(
  redisUrl: string,
  runner: Pick<JobRunner, 'run' | 'fail' | 'tasksToResume'>,
  {
    queueName = QUEUE_NAME,
    concurrency = 1,
    lockDurationMs = 30_000,
    sweepIntervalMs = 0,
    log = () => undefined,
  }: BullMqWorkerOptions = {},
) {
  const producer = createBullMqQueue(redisUrl, queueName);
  const connection = connect(redisUrl);
  const worker = new Worker<JobTask>(
    queueName,
    // Three parameters: BullMQ passes the signal that `cancelJob` aborts only to a processor that declares it.
    async (job: Job<JobTask>, _token?: string, signal?: AbortSignal) => {
      const work = (async () => {
        // Chunks are queued while the file is read, so that every worker starts on them at once.
        const next = await runner.run(job.data, (tasks) => producer.enqueue(tasks));
        await producer.enqueue(next);
      })();
      if (!signal) return work;
      // A task given up (below) stops here; what it was doing ends on its own, and its writes are idempotent.
      work.catch(() => undefined);
      return Promise.race([work, abortion(signal)]);
    },
    {
      connection,
      concurrency,
      lockDuration: lockDurationMs,
      stalledInterval: Math.max(1_000, Math.floor(lockDurationMs / 2)),
      maxStalledCount: 5,
    },
  );
  // A lock that cannot be renewed means the task is no longer this worker's: Redis lost it (a restart without
  // persistence; the sweep queues the job's unfinished steps again), or it was stalled and another worker took it.
  // Giving the task up once stops BullMQ renewing its lock, and warning about it, every half lock period for as long
  // as the task runs.
  worker.on('lockRenewalFailed', (jobIds) => {
    for (const id of jobIds) {
      if (worker.cancelJob(id, 'lock lost')) log('job task given up: its lock was lost', { task: id });
    }
  });
  worker.on('error', (error) => {
    if (LOCK_NOT_RENEWED.test(error.message)) return; // said once above, when the task is given up
    log('queue worker error', { error: error.message });
  });
  worker.on('failed', (job, error) => {
    // A task given up is no longer this worker's to count: the job's steps run again elsewhere.
    if (!job || error.message.startsWith(GIVEN_UP)) return;
    log('job task failed', { task: job.data, attempt: job.attemptsMade, error: error.message });
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) {
      void runner.fail(job.data.jobId, `The job failed: ${error.message}`).catch(() => undefined);
    }
  });
  let sweeping = false;
  const sweep = async () => {
    // One sweep at a time: while Redis is down the enqueue waits for it, and sweeps must not pile up behind it.
    if (sweeping) return;
    sweeping = true;
    try {
      const tasks = await runner.tasksToResume();
      await producer.enqueue(tasks);
    } catch (error) {
      log('job sweep failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      sweeping = false;
    }
  };
  const sweeper = sweepIntervalMs > 0 ? setInterval(() => void sweep(), sweepIntervalMs) : undefined;
  sweeper?.unref();
  return {
    worker,
    async close() {
      clearInterval(sweeper);
      await worker.close();
      await producer.close();
      connection.disconnect();
    },
  };
}
