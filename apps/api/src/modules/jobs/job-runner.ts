import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { JOB_TYPE_PUBLISHER } from '@rnorm/contracts';
import type { Job, JobPersonalization, JobsRepository, RawTriple, StoredOutput } from '@rnorm/db';
import {
  createNormalizer,
  createUserCatalogLookup,
  createUserRuleLookup,
  familyKeyText,
  type DataMappings,
  type JobType,
  type NormalizedField,
  type NormalizedRow,
  type Normalizer,
  type NormalizerOptions,
  type UserCatalogEntry,
  type UserRuleValues,
} from '@rnorm/engine';
import { InvalidInputError, openInventoryInput, outputColumnsFor, toOutputRecord } from '@rnorm/inventory-files';
import type { EngineProvider } from './engine-provider.ts';

/** A unit of work on the queue: read and split a job's file, or normalize one chunk of its rows. */
export type JobTask = { kind: 'split'; jobId: number } | { kind: 'chunk'; jobId: number; chunkIndex: number };

/** Rows per chunk: large enough that storing them is one efficient statement, small enough to share a job out. */
export const CHUNK_ROWS = 20_000;
/**
 * Rows per chunk in embedded mode, where the API's process runs the job on its own PGlite: a chunk of 20,000 rows took
 * 200–400 ms a statement, during which no other request was answered.
 */
export const EMBEDDED_CHUNK_ROWS = 5_000;
/**
 * Longest stretch of normalizing before the runner lets the event loop answer what waits: short enough that another
 * user's request in the same process (embedded mode) is not held up noticeably, long enough that yielding costs
 * nothing measurable. A request waits about one slice per step it takes (its queries, its reply): with 20 ms slices
 * others' median was 25 ms while a job ran, with 5 ms 13 ms, and the job took as long (bench:bigjob).
 */
const SLICE_MS = 5;

/** A chunk that failed this many times fails its job, with the rows it covers named. */
export const MAX_CHUNK_ATTEMPTS = 5;

export const jobTypeOf = (code: number): JobType => (code === JOB_TYPE_PUBLISHER ? 'publisher' : 'title');

const RAW_COLUMNS = new Set(['raw_publisher', 'raw_title', 'raw_version']);

/** The engine's output as stored: filter columns apart, the other output columns in `output` (nulls left out). */
export function toStoredOutput(row: NormalizedRow, rawKey: string, jobType: JobType): StoredOutput {
  const output: StoredOutput['output'] = {};
  for (const [column, value] of Object.entries(toOutputRecord(row, outputColumnsFor(jobType)))) {
    if (value === null || RAW_COLUMNS.has(column)) continue;
    output[column] = Array.isArray(value) ? value.join('; ') : value;
  }
  return {
    rawKey,
    status: row.status,
    rawPublisher: row.raw_publisher,
    rawTitle: row.raw_title,
    rawVersion: row.raw_version,
    publisher: row.publisher,
    name: row.name,
    lifecycleStatus: row.lifecycle_status,
    matchedBy: row.matched_by,
    output,
    familyKey: familyKeyOf([row.raw_publisher, row.raw_title, row.raw_version]),
  };
}

const rawKeyOfText = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A raw field as it can be stored: PostgreSQL text holds no NUL character, which becomes U+FFFD as undecodable bytes
 * do (a NUL stopped the chunk's insert, and the job stayed `processing`).
 */
const storable = (value: string | null | undefined): string => (value ?? '').replaceAll('\u0000', '\uFFFD');

/** The key of a raw row: MD5 of its three fields, written as a UUID (the column type, 16 bytes). */
export function rawKeyOf([publisher, title, version]: RawTriple): string {
  return rawKeyOfText(`${publisher}\u0000${title}\u0000${version}`);
}

/**
 * The key of a raw row's family (its publisher and its title without the version, as the engine reads them), written
 * as a UUID: `job_outputs.family_key`, and the hash key of a rule for any version. The prefix keeps it apart from
 * every raw row's key.
 */
export function familyKeyOf([publisher, title, version]: RawTriple): string {
  return rawKeyOfText(`family\u0000${familyKeyText(publisher, title, version)}`);
}

/**
 * `rawKeyOf` with a memory of recent rows: an inventory repeats the same rows thousands of times, and hashing each
 * one again was a tenth of a job's time. Bounded: emptied when it holds `limit` rows.
 */
function createRawKeyCache(limit = 200_000): (triple: RawTriple) => string {
  const keys = new Map<string, string>();
  return ([publisher, title, version]) => {
    const text = `${publisher}\u0000${title}\u0000${version}`;
    let key = keys.get(text);
    if (key === undefined) {
      if (keys.size >= limit) keys.clear();
      key = rawKeyOfText(text);
      keys.set(text, key);
    }
    return key;
  };
}

/**
 * The company's overrides as the engine takes them. Precedence: a rule (exact raw row) before the company catalog,
 * before the content pack; data mappings rewrite the values last, whichever set them.
 */
export function personalizationOptions(
  personalization: JobPersonalization | null,
): Pick<NormalizerOptions, 'userRules' | 'userCatalog' | 'dataMappings'> {
  const rules = personalization?.rules ?? [];
  const catalog = personalization?.catalog ?? [];
  const mappings = personalization?.dataMappings ?? [];
  const dataMappings: DataMappings = {};
  for (const { field, normalizedValue, customValue } of mappings) {
    const byValue = (dataMappings[field as NormalizedField] ??= new Map()) as Map<string, string>;
    byValue.set(normalizedValue, customValue);
  }
  return {
    userRules:
      rules.length > 0
        ? createUserRuleLookup(
            rules.map((rule) => ({
              raw: rule.raw,
              values: rule.values as UserRuleValues,
              anyVersion: rule.anyVersion ?? false,
              ignoreReason: rule.ignoreReason ?? null,
            })),
          )
        : undefined,
    userCatalog:
      catalog.length > 0
        ? createUserCatalogLookup(
            catalog.map((entry) => ({ id: entry.id, values: entry.values as UserCatalogEntry['values'] })),
          )
        : undefined,
    dataMappings: mappings.length > 0 ? dataMappings : undefined,
  };
}

export interface JobRunnerDependencies {
  jobs: JobsRepository;
  engine: EngineProvider;
  chunkRows?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
  /**
   * Called once a job has completed or failed (for MetricsDB). A job finished again after a crash may call it again.
   * Its failure is logged and never fails the job.
   */
  onJobFinished?: (jobId: number) => Promise<void>;
}

/**
 * Runs the tasks of a job, wherever the queue delivers them (in the API process, or in `npm run worker` processes on
 * any machine). Every step can run again after a crash without changing the result: splitting replaces the chunks,
 * a chunk's rows are keyed by row number, and the job completes only when every row is stored.
 */
export function createJobRunner({
  jobs,
  engine,
  chunkRows = CHUNK_ROWS,
  log = () => undefined,
  onJobFinished,
}: JobRunnerDependencies) {
  // Per job in this process: one normalizer, so that repeated rows are normalized once, and the keys whose output
  // is already stored (added after the commit that stored them), so that each output is sent once. The keys belong
  // to one read of the file: a read that starts over deletes the stored outputs, and bumps the split generation.
  const normalizers = new Map<number, Normalizer>();
  const keyOf = createRawKeyCache();
  const storedKeys = new Map<number, { generation: number; keys: Set<string> }>();

  function storedKeysOf(jobId: number, generation: number): Set<string> {
    const remembered = storedKeys.get(jobId);
    if (remembered?.generation === generation) return remembered.keys;
    const keys = new Set<string>();
    storedKeys.set(jobId, { generation, keys });
    return keys;
  }

  async function reportFinished(jobId: number): Promise<void> {
    if (!onJobFinished) return;
    try {
      await onJobFinished(jobId);
    } catch (error) {
      log('job finish hook failed', { jobId, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * `jobs.finish`, then, when the job has just completed, its summary counted and kept (its results page opens at
   * once; a failure leaves it to the first visit) and the finish hook.
   */
  async function finish(jobId: number): Promise<Awaited<ReturnType<JobsRepository['finish']>>> {
    const result = await jobs.finish(jobId);
    if (result === 'completed') {
      // Each of these statements counts every row of the job: between them, requests that wait are answered.
      await setImmediatePromise();
      try {
        await jobs.summarize(jobId);
      } catch (error) {
        log('job summary failed', { jobId, error: error instanceof Error ? error.message : String(error) });
      }
      await setImmediatePromise();
      await reportFinished(jobId);
    }
    return result;
  }

  /** `jobs.fail`, then the finish hook when the job had not finished before. */
  async function fail(jobId: number, error: string): Promise<void> {
    if (await jobs.fail(jobId, error)) await reportFinished(jobId);
  }

  async function normalizerFor(job: Job): Promise<Normalizer> {
    const jobId = job.id;
    const existing = normalizers.get(jobId);
    if (existing) return existing;
    // The content the job started on, even when newer content was installed since.
    const { index } = await engine(job.contentVersion ?? undefined);
    const normalizer = createNormalizer(index, {
      jobType: jobTypeOf(job.type),
      // Not stored: the Fuzzy Match list suggests from the current catalog when it is read.
      suggest: 'none',
      ...personalizationOptions(job.personalization),
    });
    if (normalizers.size >= 4) {
      const oldest = normalizers.keys().next().value!;
      normalizers.delete(oldest);
      storedKeys.delete(oldest);
    }
    normalizers.set(jobId, normalizer);
    return normalizer;
  }

  /**
   * Reads the stored file and cuts its rows into chunks. With `enqueue`, each chunk is queued as soon as it is
   * stored, so that other workers normalize while the file is still being read; without it, the chunk tasks are
   * returned at the end.
   */
  async function split(jobId: number, enqueue?: (tasks: JobTask[]) => Promise<void>): Promise<JobTask[]> {
    const job = await jobs.findById(jobId);
    if (!job || job.status === 'completed' || job.status === 'error') return [];
    if (job.chunkCount !== null) {
      // Split before a restart: only the chunks that are not done remain (none: the job only needs finishing).
      const pending = await jobs.pendingChunkIndexes(jobId);
      if (pending.length === 0) await finish(jobId);
      return pending.map((chunkIndex) => ({ kind: 'chunk', jobId, chunkIndex }));
    }
    const { contentVersion, index } = await engine();
    if (!(await jobs.resetSplit(jobId, contentVersion, index.catalog.vulnerabilities?.asOf))) return [];
    const folder = await mkdtemp(join(tmpdir(), 'rnorm-job-'));
    const collected: JobTask[] = [];
    let chunkCount = 0;
    let total = 0;
    const store = async (rawRows: RawTriple[]) => {
      await jobs.addChunk(jobId, chunkCount, { firstRow: total - rawRows.length + 1, rawRows });
      const task: JobTask = { kind: 'chunk', jobId, chunkIndex: chunkCount++ };
      if (enqueue) await enqueue([task]);
      else collected.push(task);
    };
    try {
      // The inventory reader wants a file: the stored pieces are copied to a temporary one, keeping the extension
      // that tells CSV from JSON.
      const path = join(folder, `upload${extname(job.name).toLowerCase() || '.csv'}`);
      await pipeline(Readable.from(jobs.readFile(jobId)), createWriteStream(path));
      const input = await openInventoryInput(path, jobTypeOf(job.type), { displayName: job.name });
      let current: RawTriple[] = [];
      for await (const batch of input.rows()) {
        for (const row of batch) {
          current.push([storable(row.publisher), storable(row.title), storable(row.version)]);
          total++;
          if (current.length === chunkRows) {
            await store(current);
            current = [];
          }
        }
      }
      if (current.length > 0) await store(current);
      await jobs.sealSplit(jobId, total, chunkCount);
      log('job split', { jobId, rows: total, chunks: chunkCount });
      // Every chunk may be done already (or there were none): then completing the job falls to the split.
      await finish(jobId);
      return collected;
    } catch (error) {
      if (error instanceof InvalidInputError) {
        await fail(jobId, error.message);
        return [];
      }
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Normalizes one chunk and stores its rows; completes the job after its last chunk. */
  async function processChunk(jobId: number, chunkIndex: number): Promise<void> {
    const job = await jobs.findById(jobId);
    if (!job || job.status !== 'processing') return;
    const chunk = await jobs.takeChunk(jobId, chunkIndex);
    if (!chunk) {
      // Queued by a read of the file that was interrupted and started over: it comes back once stored again.
      if (job.chunkCount === null) throw new Error(`chunk ${chunkIndex} of job ${jobId} is not stored yet`);
      return;
    }
    if (!chunk.done) {
      if (chunk.attempts > MAX_CHUNK_ATTEMPTS) {
        const last = chunk.firstRow + chunk.rawRows.length - 1;
        await fail(
          jobId,
          `rows ${chunk.firstRow}–${last} could not be processed after ${MAX_CHUNK_ATTEMPTS} attempts.`,
        );
        return;
      }
      const jobType = jobTypeOf(job.type);
      const normalizer = await normalizerFor(job);
      const stored = storedKeysOf(jobId, job.splitGeneration);
      const rawKeys = chunk.rawRows.map(keyOf);
      // Rows another worker has stored already are not normalized again here: with several workers on a job, each
      // would otherwise pay for every distinct title once.
      const unknown = [...new Set(rawKeys.filter((rawKey) => !stored.has(rawKey)))];
      for (const rawKey of await jobs.storedOutputKeys(jobId, unknown)) stored.add(rawKey);
      const outputs = new Map<string, StoredOutput>();
      let slice = performance.now();
      for (const [i, [publisher, title, version]] of chunk.rawRows.entries()) {
        const rawKey = rawKeys[i]!;
        if (stored.has(rawKey) || outputs.has(rawKey)) continue;
        outputs.set(rawKey, toStoredOutput(normalizer.normalize({ publisher, title, version }), rawKey, jobType));
        // A chunk's rows take seconds; in the API process (embedded mode) other requests are answered in between.
        if (performance.now() - slice > SLICE_MS) {
          await setImmediatePromise();
          slice = performance.now();
        }
      }
      const pending = await jobs.completeChunk(jobId, chunkIndex, job.splitGeneration, rawKeys, [...outputs.values()]);
      // Stale: the file is being read again, and this chunk comes back with the new read.
      if (pending === 'stale') return;
      for (const rawKey of outputs.keys()) stored.add(rawKey);
      if (pending > 0) return;
    }
    if ((await finish(jobId)) === 'completed') {
      normalizers.delete(jobId);
      storedKeys.delete(jobId);
      log('job completed', { jobId });
    }
  }

  async function run(task: JobTask, enqueue?: (tasks: JobTask[]) => Promise<void>): Promise<JobTask[]> {
    if (task.kind === 'split') return split(task.jobId, enqueue);
    await processChunk(task.jobId, task.chunkIndex);
    return [];
  }

  /** The first task of every job a crash or restart interrupted: splitting again resumes it where it stopped. */
  async function tasksToResume(): Promise<JobTask[]> {
    const unfinished = await jobs.listUnfinished();
    return unfinished.map((job) => ({ kind: 'split', jobId: job.id }));
  }

  return { run, split, processChunk, tasksToResume, fail };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
