// A BullMQ worker process on the engine's test catalog, for the test that kills a worker in the middle of a job.
// Reads DATABASE_URL, REDIS_URL, RNORM_QUEUE_NAME, RNORM_WORKER_LOCK_MS and RNORM_JOB_SWEEP_SECONDS like `npm run worker`; each chunk takes
// at least RNORM_TEST_CHUNK_DELAY_MS, so that the test can kill it part-way.
import { setTimeout as sleep } from 'node:timers/promises';
import { createJobsRepository, openCatalogDatabase } from '@rnorm/db';
import { loadConfig } from '../config.ts';
import { createJobRunner, type JobTask } from '../modules/jobs/job-runner.ts';
import { startBullMqWorker } from '../queue/bullmq-queue.ts';
import { fixtureEngine } from './test-app.ts';

const config = loadConfig();
if (!config.redisUrl) throw new Error('REDIS_URL is required');
const catalog = await openCatalogDatabase(config.catalogDatabase);
const runner = createJobRunner({ jobs: createJobsRepository(catalog.db), engine: fixtureEngine, chunkRows: 50 });
const delayMs = Number(process.env.RNORM_TEST_CHUNK_DELAY_MS ?? 0);
startBullMqWorker(
  config.redisUrl,
  {
    ...runner,
    run: async (task: JobTask, enqueue?: (tasks: JobTask[]) => Promise<void>) => {
      if (task.kind === 'chunk') await sleep(delayMs);
      return runner.run(task, enqueue);
    },
  },
  { queueName: config.queueName, lockDurationMs: config.workerLockMs, sweepIntervalMs: config.jobSweepMs },
);
console.log(JSON.stringify({ message: 'ready' }));
