import { createJobsRepository, createMetricsRepository, type CatalogDb, type MetricsDb } from '@rnorm/db';
import { createBullMqQueue, startBullMqWorker } from '../../queue/bullmq-queue.ts';
import { createInProcessQueue } from '../../queue/in-process-queue.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { createJobMetricsRecorder } from '../metrics/job-metrics-recorder.ts';
import { createEngineProvider, type EngineProvider } from './engine-provider.ts';
import { createJobRunner, EMBEDDED_CHUNK_ROWS, type JobRunner } from './job-runner.ts';

export type JobLog = (message: string, details?: Record<string, unknown>) => void;

export interface JobProcessing {
  queue: JobQueue;
  runner: JobRunner;
  /** Queues the interrupted jobs again; returns how many. */
  resumeInterrupted(): Promise<number>;
  close(): Promise<void>;
}

export interface JobProcessingOptions {
  catalog: CatalogDb;
  /** MetricsDB: with it, each job's figures are recorded there when it completes or fails. */
  metrics?: MetricsDb | undefined;
  /** BullMQ on this Redis; without it, jobs run in this process. */
  redisUrl?: string | undefined;
  /** The BullMQ queue's name (default `rnorm-jobs`). */
  queueName?: string | undefined;
  /** With Redis: whether this process also works on jobs (an API-only instance says no). */
  runWorker?: boolean;
  workerConcurrency?: number;
  lockDurationMs?: number;
  /** With a local worker: how often it queues the unfinished jobs again (see `startBullMqWorker`). */
  sweepIntervalMs?: number;
  chunkRows?: number;
  engine?: EngineProvider;
  log?: JobLog;
}

/** Chooses and starts the job queue of this process: embedded, or BullMQ with or without a local worker. */
export function startJobProcessing(options: JobProcessingOptions): JobProcessing {
  const log = options.log ?? (() => undefined);
  const jobs = createJobsRepository(options.catalog);
  const runner = createJobRunner({
    jobs,
    engine: options.engine ?? createEngineProvider(),
    // In embedded mode PGlite answers one statement at a time in this process: smaller chunks keep each of a job's
    // statements short enough not to hold up other requests noticeably.
    chunkRows: options.chunkRows ?? (options.redisUrl ? undefined : EMBEDDED_CHUNK_ROWS),
    log,
    onJobFinished: options.metrics
      ? createJobMetricsRecorder({ jobs, metrics: createMetricsRepository(options.metrics) })
      : undefined,
  });
  if (!options.redisUrl) {
    const queue = createInProcessQueue(runner, log);
    return {
      queue,
      runner,
      async resumeInterrupted() {
        const tasks = await runner.tasksToResume();
        await queue.enqueue(tasks);
        return tasks.length;
      },
      close: () => queue.close(),
    };
  }
  const queue = createBullMqQueue(options.redisUrl, options.queueName);
  const worker =
    options.runWorker === false
      ? undefined
      : startBullMqWorker(options.redisUrl, runner, {
          queueName: options.queueName,
          concurrency: options.workerConcurrency,
          lockDurationMs: options.lockDurationMs,
          sweepIntervalMs: options.sweepIntervalMs,
          log,
        });
  return {
    queue,
    runner,
    async resumeInterrupted() {
      const tasks = await runner.tasksToResume();
      await queue.enqueue(tasks);
      return tasks.length;
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
