import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogDb } from '../client.ts';
import { jobChunks, jobFilePieces, jobs, type JobStatusValue } from '../catalog-schema.ts';
import { NEEDS_REVIEW } from './fuzzy-matches.repository.ts';
import { containsPattern, isActiveFilter, rowsOf } from './list-filters.ts';
import { lockMatchfixEntries } from './matchfix-entries.ts';
import { createPreparedReads, type PreparedReads } from './prepared-statements.ts';

export type Job = typeof jobs.$inferSelect;
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'companyId' | 'userId' | 'name' | 'type' | 'options' | 'fileBytes' | 'personalization'
>;

/** A raw row as a chunk stores it: publisher, title, version. */
export type RawTriple = [publisher: string, title: string, version: string];

export interface ChunkDraft {
  firstRow: number;
  rawRows: RawTriple[];
}

export interface StoredChunk {
  chunkIndex: number;
  firstRow: number;
  rawRows: RawTriple[];
  done: boolean;
}

/** The engine's output for one distinct raw row; `output` holds the other columns (nulls left out). */
export interface StoredOutput {
  /** MD5 of the raw publisher, title and version, as a UUID. */
  rawKey: string;
  status: string;
  rawPublisher: string;
  rawTitle: string;
  rawVersion: string;
  publisher: string | null;
  name: string | null;
  lifecycleStatus: string | null;
  matchedBy: string | null;
  output: Record<string, string | number | boolean | null>;
  /** The raw row's family key (see `job_outputs.family_key`). */
  familyKey: string;
}

/** A job row as read back: its number and its output. */
export interface StoredRow extends Omit<StoredOutput, 'rawKey' | 'familyKey'> {
  rowNumber: number;
}

/** What the job list shows of a job. */
export type JobListEntry = Pick<
  Job,
  'id' | 'name' | 'type' | 'status' | 'processedRows' | 'totalRows' | 'error' | 'createdAt' | 'catalogMatchedRows'
> & {
  /** From start to finish, in seconds; null until the job has finished. */
  durationSeconds: number | null;
  /** Who submitted it. */
  owner: string;
  /** Rows read from the file so far: those of the chunks stored, until the whole file is read (`totalRows`). */
  rowsRead: number;
  /** Rows ignored, from the kept summary; null until the job's summary is counted. */
  ignoredRows: number | null;
};

export interface TextFilters {
  publisher?: string | undefined;
  name?: string | undefined;
  version?: string | undefined;
  jobId?: string | undefined;
}

/** Whose Matchfix entries: the user's jobs, without the entries the user's company has rules for. */
export interface MatchfixOwner {
  userId: number;
  companyId: number;
}

export interface MatchfixRow {
  publisher: string;
  title: string;
  version: string;
  jobId: number;
}

export interface LabelCount {
  label: string;
  count: number;
}

/** What a job's results page charts (see `summarize`). */
export interface JobSummaryFigures {
  byStatus: LabelCount[];
  topPublishers: LabelCount[];
  byLifecycleStatus: LabelCount[];
  byCategory: LabelCount[];
  /** Normalized rows per `vulnerability_status`. */
  byVulnerabilityStatus: LabelCount[];
  /** Rows with a CVE CISA knows exploited, and how many distinct such CVEs. */
  knownExploitedRows: number;
  knownExploitedCves: number;
  /** Rows with a known exploited CVE per product name, the 10 largest. */
  knownExploitedByProduct: LabelCount[];
}

/** A finished job's figures for MetricsDB (see `metricsFigures`). */
export interface JobMetricsFigures {
  byStatus: Record<string, number>;
  /** Most rows first. */
  topPublishers: LabelCount[];
  /** Normalized rows only; a row without a lifecycle counts as `unknown`. */
  byLifecycleStatus: Record<string, number>;
  /** Normalized rows per `vulnerability_status` (a row of content without vulnerability data counts as `no_data`). */
  byVulnerabilityStatus: Record<string, number>;
  /** Rows with a known exploited CVE per product name, most rows first (the same limit as the publishers). */
  knownExploitedProducts: LabelCount[];
  /** Rows with a known exploited CVE. */
  rowsKnownExploited: number;
}

/** A uuid[] as the driver returns it: an array (pg) or, from a raw query on PGlite, its text form `{a,b}`. */
function uuidArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value === '{}' ? [] : value.slice(1, -1).split(',');
}

/**
 * The longest the job-finish figures may take on PostgreSQL: a job of the largest upload takes a few seconds. Past it,
 * the server cancels the statement instead of holding a worker for minutes.
 */
const METRICS_TIMEOUT_MS = 30_000;

/** PostgreSQL's code for a statement cancelled by its timeout, on the error or on the cause drizzle wraps it in. */
const timedOut = (error: unknown) =>
  [error, (error as { cause?: unknown } | undefined)?.cause].some(
    (candidate) => (candidate as { code?: unknown } | undefined)?.code === '57014',
  );

/**
 * Runs an aggregate; when it runs past its timeout, refreshes the planner's statistics and runs it once more. A job
 * stored since the last ANALYZE is estimated at a handful of rows, and the plan chosen for a handful can take minutes
 * on a million. Throws when the second run fails too.
 */
async function withRefreshedStatistics<T>(run: () => Promise<T>, refresh: () => Promise<unknown>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!timedOut(error)) throw error;
    await refresh();
    return run();
  }
}

/** The results page charts this many categories, the largest first (with `unknown` for rows without one). */
const CATEGORIES_CHARTED = 12;

/**
 * An output (`o`) that reached a catalog product: a title job's row with a catalog id, a publisher job's row whose
 * publisher the catalog knows. Normalized rows that did not were named from their title only.
 */
const REACHED_CATALOG = sql`(coalesce(o.output->>'catalog_id', '') <> '' or o.matched_by is not distinct from 'publisher')`;

/** Which figure a counted label belongs to, and how many of the largest the summary keeps. */
const SUMMARY_PARTS = {
  status: 10,
  publisher: 10,
  lifecycle: 10,
  category: CATEGORIES_CHARTED,
  vulnerability: 10,
  exploited: 10,
} as const;
type SummaryPart = keyof typeof SUMMARY_PARTS;

/**
 * A job's distinct outputs (`o`) with `n`, the number of its input rows each stands for: the `row_count` kept as its
 * chunks were stored, or, for a job stored before counts were kept (`jobs.row_counts`), its input rows counted per
 * raw row, a pass over every row.
 */
function weightedOutputs(jobId: number, rowCounts: boolean): SQL {
  return rowCounts
    ? sql`select o.*, o.row_count as n from job_outputs o where o.job_id = ${jobId} and o.row_count > 0`
    : sql`select o.*, k.n from (select raw_key, count(*)::int as n from job_rows where job_id = ${jobId}
                                group by raw_key) k
          join job_outputs o on o.job_id = ${jobId} and o.raw_key = k.raw_key`;
}

/** Whether a job's outputs carry their row counts (see `weightedOutputs`). */
async function keepsRowCounts(db: Pick<CatalogDb, 'execute'>, jobId: number): Promise<boolean> {
  const [job] = rowsOf<{ row_counts: boolean }>(await db.execute(sql`select row_counts from jobs where id = ${jobId}`));
  return job?.row_counts ?? false;
}

/**
 * A job's summary figures in one statement, every figure weighing the job's distinct outputs by the input rows each
 * stands for (seven passes over every input row before).
 */
async function countSummary(
  db: Pick<CatalogDb, 'execute'>,
  jobId: number,
  rowCounts: boolean,
): Promise<JobSummaryFigures> {
  const rows = rowsOf<{ part: SummaryPart | 'kev'; label: string; count: number }>(
    await db.execute(sql`
      with o as materialized (
        select o.status, o.publisher, o.lifecycle_status, o.name, o.output->>'category' as category,
               o.output->>'vulnerability_status' as vulnerability, o.output->>'known_exploited' as known_exploited, o.n
        from (${weightedOutputs(jobId, rowCounts)}) o)
      select 'status' as part, coalesce(status, 'unknown') as label, sum(n)::int as count from o group by 2
      union all
      select 'publisher', publisher, sum(n)::int from o where publisher is not null group by 2
      union all
      select 'lifecycle', coalesce(lifecycle_status, 'unknown'), sum(n)::int from o where status = 'normalized' group by 2
      union all
      select 'category', coalesce(category, 'unknown'), sum(n)::int from o where status = 'normalized' group by 2
      union all
      select 'vulnerability', coalesce(vulnerability, 'unknown'), sum(n)::int from o
      where status = 'normalized' group by 2
      union all
      select 'exploited', coalesce(name, 'unknown'), sum(n)::int from o
      where status = 'normalized' and known_exploited <> '' group by 2
      union all
      -- Rows count every input row; the CVEs are distinct over the job's distinct outputs.
      select 'kev', 'rows', coalesce(sum(n), 0)::int from o where status = 'normalized' and known_exploited <> ''
      union all
      select 'kev', 'cves', count(distinct cve)::int from o
        cross join lateral unnest(string_to_array(o.known_exploited, ';')) as cve
      where status = 'normalized' and known_exploited <> ''`),
  );
  const largest = (part: SummaryPart): LabelCount[] =>
    rows
      .filter((row) => row.part === part)
      .map(({ label, count }) => ({ label, count }))
      // As ORDER BY count DESC, label: the largest first, ties by label.
      .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      .slice(0, SUMMARY_PARTS[part]);
  const kev = (label: string) => rows.find((row) => row.part === 'kev' && row.label === label)?.count ?? 0;
  return {
    byStatus: largest('status'),
    topPublishers: largest('publisher'),
    byLifecycleStatus: largest('lifecycle'),
    byCategory: largest('category'),
    byVulnerabilityStatus: largest('vulnerability'),
    knownExploitedRows: kev('rows'),
    knownExploitedCves: kev('cves'),
    knownExploitedByProduct: largest('exploited'),
  };
}

export function createJobsRepository(db: CatalogDb) {
  /**
   * Filtered Matchfix counts, by user and filters, with the version of the user's jobs they were counted at (see
   * `pageMatchfix`). Never trusted without that check, so it needs no expiry; bounded, oldest first out.
   */
  const filteredCounts = new Map<string, FilteredCounts>();
  const read = createPreparedReads(db);

  /**
   * Jobs for the job list, newest first, with the columns the list shows only: `personalization` holds a copy of the
   * company's rules, catalog entries and data mappings (about 190 kB of JSON per job for a company with 300 rules),
   * which the list, polled by every open job screen, must not read and parse. A prepared statement (see
   * `createPreparedReads`): the list is the most frequent read, and building and planning it cost more than
   * running it. `created_at` comes as milliseconds since 1970 (`Date`'s precision), the same on every driver.
   */
  /**
   * Inserts the job (out of sight: `file_stored` false), lets `storeFile` store its pieces, then shows it; deletes it
   * when storing fails.
   */
  async function storedWith(values: NewJob, storeFile: (jobId: number) => Promise<void>): Promise<Job> {
    const [job] = await db
      .insert(jobs)
      .values({ ...values, fileStored: false })
      .returning();
    if (!job) throw new Error('insert into jobs returned no row');
    try {
      await storeFile(job.id);
      const [stored] = await db.update(jobs).set({ fileStored: true }).where(eq(jobs.id, job.id)).returning();
      if (!stored) throw new Error(`job ${job.id} was deleted while its file was stored`);
      return stored;
    } catch (error) {
      await db.delete(jobs).where(eq(jobs.id, job.id));
      throw error;
    }
  }

  /** The rows of a status in a completed job's kept summary; null when the job has none kept. */
  async function keptStatusCount(jobId: number, status: string): Promise<number | null> {
    const [kept] = rowsOf<{ summary: JobSummaryFigures | null }>(
      await db.execute(sql`select summary from jobs where id = ${jobId} and status = 'completed'`),
    );
    if (!kept?.summary) return null;
    return kept.summary.byStatus.find((part) => part.label === status)?.count ?? 0;
  }

  async function listJobs(name: string, where: SQL, params: Record<string, number>): Promise<JobListEntry[]> {
    const rows = await read<Omit<JobListEntry, 'createdAt'> & { createdAt: number | string }>(
      name,
      () => sql`
        select j.id, j.name, j.type, j.status, j.processed_rows as "processedRows", j.total_rows as "totalRows",
               -- While the file is being read, the rows its stored chunks hold (a job's progress from the start).
               coalesce(j.total_rows, (select sum(c.row_count) from job_chunks c where c.job_id = j.id), 0)::int
                 as "rowsRead",
               case when j.summary is not null then coalesce(
                 (select (e->>'count')::int from jsonb_array_elements(j.summary->'byStatus') e
                  where e->>'label' = 'ignored'), 0) end as "ignoredRows",
               j.error, j.catalog_matched_rows as "catalogMatchedRows", u.username as owner,
               floor(extract(epoch from j.created_at) * 1000)::float8 as "createdAt",
               extract(epoch from j.finished_at - j.started_at)::float8 as "durationSeconds"
        from jobs j join users u on u.id = j.user_id
        where ${where} and j.file_stored order by j.id desc`,
      params,
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(Number(row.createdAt)),
      durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
    }));
  }

  return {
    /**
     * Creates the job and stores its file, a piece per statement, so that other requests are answered in between
     * (in embedded mode PGlite has one connection, which a transaction holds). The job stays out of every list and
     * queue until the last piece is stored (`file_stored`); a job whose upload failed half-way is deleted.
     * `pieces` yields the file in order (the service cuts it into pieces of 256 KiB).
     */
    async createWithFile(values: NewJob, pieces: AsyncIterable<Uint8Array>): Promise<Job> {
      return storedWith(values, async (jobId) => {
        let seq = 0;
        for await (const bytes of pieces) {
          // As base64 text: PGlite encodes a bytea parameter ten times slower than it decodes base64.
          const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
          await db.execute(
            sql`insert into job_file_pieces (job_id, seq, bytes) values (${jobId}, ${seq++}, decode(${base64}, 'base64'))`,
          );
        }
      });
    },

    /**
     * A new job for the same file (its pieces copied inside the database, one a statement), for a re-run with the
     * company's current rules. The original job and its results stay as they are.
     */
    async copyWithFile(sourceJobId: number, values: NewJob): Promise<Job> {
      return storedWith(values, async (jobId) => {
        const [count] = rowsOf<{ pieces: number }>(
          await db.execute(sql`select count(*)::int as pieces from job_file_pieces where job_id = ${sourceJobId}`),
        );
        for (let seq = 0; seq < (count?.pieces ?? 0); seq++) {
          await db.execute(sql`
            insert into job_file_pieces (job_id, seq, bytes)
            select ${jobId}, seq, bytes from job_file_pieces where job_id = ${sourceJobId} and seq = ${seq}`);
        }
      });
    },

    /**
     * Deletes jobs whose upload never finished storing its file (the process stopped half-way) and that are older
     * than `before`: a younger one may still be being stored by another instance. Their ids.
     */
    async deleteAbandonedUploads(before: Date): Promise<number[]> {
      const deleted = rowsOf<{ id: number }>(
        await db.execute(sql`
          delete from jobs where not file_stored and created_at < ${before.toISOString()}::timestamptz
          returning id`),
      );
      return deleted.map((row) => row.id).sort((a, b) => a - b);
    },

    /** The stored file, piece by piece, so that a worker never holds more than one piece of it. */
    async *readFile(jobId: number): AsyncGenerator<Uint8Array> {
      for (let seq = 0; ; seq++) {
        const [piece] = rowsOf<{ base64: string }>(
          await db.execute(
            sql`select encode(${jobFilePieces.bytes}, 'base64') as base64 from ${jobFilePieces}
                where ${jobFilePieces.jobId} = ${jobId} and ${jobFilePieces.seq} = ${seq}`,
          ),
        );
        if (!piece) return;
        yield Buffer.from(piece.base64, 'base64');
      }
    },

    async findById(jobId: number): Promise<Job | undefined> {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      return job;
    },

    /** The user's jobs, newest first. */
    async listForUser(userId: number): Promise<JobListEntry[]> {
      return listJobs('jobs list-for-user', sql`j.user_id = ${sql.placeholder('userId')}::int`, { userId });
    },

    /** Every job of the company, newest first: what its administrators oversee. */
    async listForCompany(companyId: number): Promise<JobListEntry[]> {
      return listJobs('jobs list-for-company', sql`j.company_id = ${sql.placeholder('companyId')}::int`, {
        companyId,
      });
    },

    /** Jobs a crash or restart may have interrupted. */
    async listUnfinished(): Promise<Job[]> {
      return db
        .select()
        .from(jobs)
        .where(sql`${jobs.status} in ('created', 'processing') and ${jobs.fileStored}`)
        .orderBy(asc(jobs.id));
    },

    /**
     * Starts (or starts over) reading the job's file: the job moves to `processing`, records the content it runs on,
     * and loses any chunks and rows of an earlier, interrupted read. Returns false, and changes nothing, when the job has already finished.
     */
    async resetSplit(jobId: number, contentVersion: string, vulnerabilityDataAsOf?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Its Matchfix entries go with its outputs (see lockMatchfixEntries).
        await lockMatchfixEntries(tx, 'shared', { jobId });
        const [job] = await tx
          .update(jobs)
          .set({
            status: 'processing',
            totalRows: null,
            chunkCount: null,
            splitGeneration: sql`${jobs.splitGeneration} + 1`,
            processedRows: 0,
            matchfixEntries: 0,
            contentVersion,
            vulnerabilityDataAsOf: vulnerabilityDataAsOf ?? null,
            startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          })
          .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('created', 'processing')`))
          .returning({ id: jobs.id });
        if (!job) return false;
        await tx.execute(sql`delete from job_outputs where job_id = ${jobId}`);
        await tx.delete(jobChunks).where(eq(jobChunks.jobId, jobId));
        return true;
      });
    },

    /** Stores one chunk of the file's rows; workers may take it while the rest of the file is still being read. */
    async addChunk(jobId: number, chunkIndex: number, chunk: ChunkDraft): Promise<void> {
      await db.insert(jobChunks).values({
        jobId,
        chunkIndex,
        firstRow: chunk.firstRow,
        rowCount: chunk.rawRows.length,
        rawRows: JSON.stringify(chunk.rawRows),
      });
    },

    /** Records that the whole file is read: its row and chunk counts, which completing the job is checked against. */
    async sealSplit(jobId: number, totalRows: number, chunkCount: number): Promise<void> {
      await db
        .update(jobs)
        .set({ totalRows, chunkCount })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, 'processing')));
    },

    async pendingChunkIndexes(jobId: number): Promise<number[]> {
      const rows = await db
        .select({ chunkIndex: jobChunks.chunkIndex })
        .from(jobChunks)
        .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.done, false)))
        .orderBy(asc(jobChunks.chunkIndex));
      return rows.map((row) => row.chunkIndex);
    },

    /** Which of these raw keys already have a stored output in the job (stored by any worker). */
    async storedOutputKeys(jobId: number, rawKeys: readonly string[]): Promise<string[]> {
      if (rawKeys.length === 0) return [];
      const rows = rowsOf<{ raw_key: string }>(
        await db.execute(sql`
          select raw_key from job_outputs where job_id = ${jobId} and raw_key = any(${sql.param([...rawKeys])}::uuid[])`),
      );
      return rows.map((row) => row.raw_key);
    },

    /** A chunk to process; counts the attempt, so that a chunk that keeps failing can be recognized. */
    async takeChunk(jobId: number, chunkIndex: number): Promise<(StoredChunk & { attempts: number }) | undefined> {
      const [chunk] = await db
        .update(jobChunks)
        .set({ attempts: sql`${jobChunks.attempts} + 1` })
        .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.chunkIndex, chunkIndex)))
        .returning();
      return chunk && { ...chunk, rawRows: JSON.parse(chunk.rawRows) as RawTriple[] };
    },

    /**
     * Stores a chunk in one transaction: it flips to done with the raw key of each of its rows, and the outputs of
     * raw rows the job has not stored yet are inserted (one `unnest` statement). A chunk that is done already (a
     * worker died after the commit, before acknowledging) stores nothing the second time; the progress counter moves
     * only with the flip. Returns the number of chunks still pending, or `stale` when the file's read has started
     * over since `generation` (nothing is stored then).
     */
    async completeChunk(
      jobId: number,
      chunkIndex: number,
      generation: number,
      rawKeys: string[],
      outputs: StoredOutput[],
    ): Promise<number | 'stale'> {
      return db.transaction(async (tx) => {
        // First, so that a second worker on the same chunk waits for this one's commit and then finds it done. Only
        // within the read of the file it was normalized in: a read that started over since has deleted the stored
        // outputs, and flipping its chunk now would complete it with outputs missing. (No lock on the job row here:
        // every chunk updates it below, and a shared lock taken first would deadlock two workers.)
        const [flipped] = await tx
          .update(jobChunks)
          .set({ done: true, rawRows: '[]', rawKeys: sql`${sql.param(rawKeys)}::uuid[]` })
          .where(
            and(
              eq(jobChunks.jobId, jobId),
              eq(jobChunks.chunkIndex, chunkIndex),
              eq(jobChunks.done, false),
              sql`(select split_generation from jobs where id = ${jobId}) = ${generation}`,
            ),
          )
          .returning({ rowCount: jobChunks.rowCount });
        if (!flipped) {
          const [current] = rowsOf<{ split_generation: number }>(
            await tx.execute(sql`select split_generation from jobs where id = ${jobId}`),
          );
          if (current?.split_generation !== generation) return 'stale';
        }
        let matchfixEntries = 0;
        if (flipped && outputs.length > 0) {
          // The new outputs' Matchfix entries are counted against the company's rules as they are after the lock.
          await lockMatchfixEntries(tx, 'shared', { jobId });
          // One parameter per column: a bare array in drizzle's sql template would become a list of parameters.
          const column = <K extends keyof StoredOutput>(key: K) => sql.param(outputs.map((output) => output[key]));
          const [inserted] = rowsOf<{ matchfix: number }>(
            await tx.execute(sql`
              with inserted as (
                insert into job_outputs (job_id, raw_key, status, raw_publisher, raw_title, raw_version, publisher,
                                         name, lifecycle_status, matched_by, output, family_key)
                select ${jobId}, o.raw_key, o.status, o.raw_publisher, o.raw_title, o.raw_version, o.publisher, o.name,
                       o.lifecycle_status, o.matched_by, o.output::jsonb, o.family_key
                from unnest(${column('rawKey')}::uuid[], ${column('status')}::text[],
                            ${column('rawPublisher')}::text[], ${column('rawTitle')}::text[],
                            ${column('rawVersion')}::text[], ${column('publisher')}::text[], ${column('name')}::text[],
                            ${column('lifecycleStatus')}::text[], ${column('matchedBy')}::text[],
                            ${sql.param(outputs.map((output) => JSON.stringify(output.output)))}::text[],
                            ${column('familyKey')}::uuid[])
                  as o(raw_key, status, raw_publisher, raw_title, raw_version, publisher, name, lifecycle_status,
                       matched_by, output, family_key)
                on conflict (job_id, raw_key) do nothing
                returning raw_key, family_key, status)
              select count(*)::int as matchfix from inserted i
              where i.status = 'matchfix'
                and not exists (select 1 from user_rule_mappings m
                                where m.company_id = (select company_id from jobs where id = ${jobId})
                                  and m.hash_key in (i.raw_key, i.family_key))`),
          );
          matchfixEntries = inserted?.matchfix ?? 0;
        }
        if (flipped && rawKeys.length > 0) {
          // The chunk's rows add to the count of the output each has, stored now or by an earlier chunk: the job's
          // figures then weigh distinct outputs, without counting every input row when it completes.
          await tx.execute(sql`
            update job_outputs o set row_count = coalesce(o.row_count, 0) + c.n
            from (select k, count(*)::int as n from unnest(${sql.param(rawKeys)}::uuid[]) as k group by k) c
            where o.job_id = ${jobId} and o.raw_key = c.k
              and (select row_counts from jobs where id = ${jobId})`);
        }
        if (flipped) {
          await tx
            .update(jobs)
            .set({
              processedRows: sql`${jobs.processedRows} + ${flipped.rowCount}`,
              matchfixEntries: sql`${jobs.matchfixEntries} + ${matchfixEntries}`,
            })
            .where(eq(jobs.id, jobId));
        }
        const [pending] = rowsOf<{ pending: number }>(
          await tx.execute(
            sql`select count(*)::int as pending from job_chunks where job_id = ${jobId} and done = false`,
          ),
        );
        return pending?.pending ?? 0;
      });
    },

    /**
     * Completes the job when every chunk is done and every row is stored; otherwise leaves it as it is. The row
     * count is checked against the file's, so a job can never end as `completed` with rows missing. The rows
     * normalized to a catalog product are counted then: a title job's rows with a catalog id (found by the catalog,
     * or led to its product by a rule), a publisher job's rows whose publisher the catalog knows.
     */
    async finish(jobId: number): Promise<'completed' | 'incomplete' | 'already_finished'> {
      return db.transaction(async (tx) => {
        const [state] = rowsOf<{
          status: JobStatusValue;
          total_rows: number | null;
          row_counts: boolean;
          stored: number;
          pending: number;
        }>(
          await tx.execute(sql`
            select j.status, j.total_rows, j.row_counts,
                   (select coalesce(sum(cardinality(c.raw_keys)), 0)::int from job_chunks c
                    where c.job_id = j.id and c.done) as stored,
                   (select count(*)::int from job_chunks c where c.job_id = j.id and not c.done) as pending
            from jobs j where j.id = ${jobId} for update`),
        );
        if (!state || state.status === 'completed' || state.status === 'error') return 'already_finished';
        if (state.pending > 0 || state.total_rows === null || state.stored !== state.total_rows) return 'incomplete';
        // Counted as the job completes, so that a completed job always has it (the job list shows it). A job whose
        // outputs carry their row counts sums them; one stored before counts its rows, and its Matchfix entries learn
        // how many rows they stand for from the same count (the grouped list's impact).
        const [matched] = rowsOf<{ count: number }>(
          await tx.execute(
            state.row_counts
              ? sql`
                select coalesce(sum(o.row_count), 0)::int as count from job_outputs o
                where o.job_id = ${jobId} and o.status = 'normalized' and ${REACHED_CATALOG}`
              : sql`
                with per_key as (select raw_key, count(*) as n from job_rows where job_id = ${jobId} group by raw_key),
                counted as (update job_outputs o set row_count = k.n from per_key k
                            where o.job_id = ${jobId} and o.raw_key = k.raw_key and o.status = 'matchfix')
                select coalesce(sum(k.n), 0)::int as count
                from per_key k join job_outputs o on o.job_id = ${jobId} and o.raw_key = k.raw_key
                where o.status = 'normalized' and ${REACHED_CATALOG}`,
          ),
        );
        await tx
          .update(jobs)
          .set({
            status: 'completed',
            finishedAt: sql`now()`,
            processedRows: state.stored,
            catalogMatchedRows: matched?.count ?? 0,
          })
          .where(eq(jobs.id, jobId));
        return 'completed';
      });
    },

    /** Fails a job that has not finished; returns false, changing nothing, when it had finished already. */
    async fail(jobId: number, error: string): Promise<boolean> {
      const failed = await db
        .update(jobs)
        .set({ status: 'error', error, finishedAt: sql`now()` })
        .where(and(eq(jobs.id, jobId), sql`${jobs.status} in ('created', 'processing')`))
        .returning({ id: jobs.id });
      return failed.length > 0;
    },

    /** Rows per status of a job (every input row counts, repeated ones too). */
    async countByStatus(jobId: number): Promise<Record<string, number>> {
      const rows = rowsOf<{ status: string; count: number }>(
        await db.execute(sql`
          select o.status, count(*)::int as count
          from job_rows r join job_outputs o on o.job_id = r.job_id and o.raw_key = r.raw_key
          where r.job_id = ${jobId} group by o.status`),
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.count]));
    },

    /**
     * Deletes up to `limit` finished jobs (with their file and results) that are older than their company keeps jobs
     * (`companies.job_retention_days`, counted from when the job finished), oldest first; their ids, so the caller
     * can go on while a whole batch went. Running jobs are never deleted.
     */
    async deleteExpired(now: Date, limit: number): Promise<number[]> {
      const deleted = rowsOf<{ id: number }>(
        await db.execute(sql`
          delete from jobs where id in (
            select j.id from jobs j join companies c on c.id = j.company_id
            where c.job_retention_days is not null and j.status in ('completed', 'error')
              and coalesce(j.finished_at, j.created_at)
                  < ${now.toISOString()}::timestamptz - make_interval(days => c.job_retention_days)
            order by j.id limit ${limit}
          ) and status in ('completed', 'error')
          returning id`),
      );
      return deleted.map((row) => row.id).sort((a, b) => a - b);
    },

    /**
     * Jobs with outputs a person may review (Matchfix entries, rows named from their title or by a similar name)
     * stored before family keys were kept, oldest first.
     */
    async jobsWithoutFamilyKeys(limit: number): Promise<number[]> {
      const found = rowsOf<{ id: number }>(
        await db.execute(sql`
          select j.id from jobs j
          where exists (select 1 from job_outputs o where o.job_id = j.id and ${NEEDS_REVIEW} and o.family_key is null)
          order by j.id limit ${limit}`),
      );
      return found.map((row) => row.id);
    },

    /**
     * Gives a job's outputs of {@link jobsWithoutFamilyKeys} their family key (`keyOf`, the job runner's), and counts
     * its Matchfix entries again, under the company's Matchfix lock: a rule for any version made since may cover
     * some of them. The number of outputs given a key.
     */
    async fillFamilyKeys(jobId: number, keyOf: (triple: RawTriple) => string): Promise<number> {
      return db.transaction(async (tx) => {
        await lockMatchfixEntries(tx, 'exclusive', { jobId });
        const outputs = rowsOf<{ raw_key: string; raw_publisher: string; raw_title: string; raw_version: string }>(
          await tx.execute(sql`
            select o.raw_key, o.raw_publisher, o.raw_title, o.raw_version from job_outputs o
            where o.job_id = ${jobId} and ${NEEDS_REVIEW} and o.family_key is null`),
        );
        if (outputs.length === 0) return 0;
        const familyKeys = outputs.map((o) => keyOf([o.raw_publisher, o.raw_title, o.raw_version]));
        await tx.execute(sql`
          update job_outputs o set family_key = v.family_key
          from unnest(${sql.param(outputs.map((o) => o.raw_key))}::uuid[], ${sql.param(familyKeys)}::uuid[])
            as v(raw_key, family_key)
          where o.job_id = ${jobId} and o.raw_key = v.raw_key`);
        await tx.execute(sql`
          update jobs j set matchfix_entries = (
            select count(*)::int from job_outputs o
            where o.job_id = j.id and o.status = 'matchfix'
              and not exists (select 1 from user_rule_mappings m
                              where m.company_id = j.company_id and m.hash_key in (o.raw_key, o.family_key)))
          where j.id = ${jobId}`);
        return outputs.length;
      });
    },

    /**
     * Deletes a finished job with its file, chunks and outputs (the foreign keys cascade); false when it is gone or
     * still running (only a finished job is deleted, in the same statement, so a worker never loses its job midway).
     */
    async deleteFinished(jobId: number): Promise<boolean> {
      const deleted = rowsOf<{ id: number }>(
        await db.execute(sql`delete from jobs where id = ${jobId} and status in ('completed', 'error') returning id`),
      );
      return deleted.length > 0;
    },

    /**
     * What MetricsDB keeps of a finished job, in one aggregate statement: rows per status, the `publisherLimit`
     * publishers with most rows, normalized rows per lifecycle and per vulnerability status, and the `publisherLimit`
     * products with most rows with a known exploited CVE (every input row counts, repeated ones too).
     * The rows are counted per distinct raw row first, so the outputs are joined once per title, not once per row.
     */
    async metricsFigures(
      jobId: number,
      publisherLimit = 20,
      timeoutMs = METRICS_TIMEOUT_MS,
    ): Promise<JobMetricsFigures> {
      type Kind = 'status' | 'publisher' | 'lifecycle' | 'vulnerability' | 'exploited' | 'kev';
      const rowCounts = await keepsRowCounts(db, jobId);
      const statement = sql`
          with keyed as (
            select o.status, o.publisher,
                   case when o.status = 'normalized' then coalesce(o.lifecycle_status, 'unknown') end as lifecycle,
                   case when o.status = 'normalized'
                        then coalesce(o.output->>'vulnerability_status', 'no_data') end as vulnerability,
                   case when o.status = 'normalized' and o.output->>'known_exploited' <> '' then o.name end
                     as exploited,
                   case when o.status = 'normalized' and o.output->>'known_exploited' <> '' then 'rows' end as kev,
                   o.n
            from (${weightedOutputs(jobId, rowCounts)}) o
          ), grouped as (
            select case when grouping(status) = 0 then 'status'
                        when grouping(publisher) = 0 then 'publisher'
                        when grouping(lifecycle) = 0 then 'lifecycle'
                        when grouping(vulnerability) = 0 then 'vulnerability'
                        when grouping(exploited) = 0 then 'exploited' else 'kev' end as kind,
                   coalesce(status, publisher, lifecycle, vulnerability, exploited, kev) as label, sum(n)::int as count
            from keyed
            group by grouping sets ((status), (publisher), (lifecycle), (vulnerability), (exploited), (kev))
          )
          select kind, label, count from (
            select kind, label, count, row_number() over (partition by kind order by count desc, label) as rank
            from grouped where label is not null
          ) ranked
          where kind not in ('publisher', 'exploited') or rank <= ${publisherLimit}
          order by kind, count desc, label`;
      const rows = await withRefreshedStatistics(
        () =>
          db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
            return rowsOf<{ kind: Kind; label: string; count: number }>(await tx.execute(statement));
          }),
        () => db.execute(sql`analyze job_chunks, job_outputs`),
      );
      const figures: JobMetricsFigures = {
        byStatus: {},
        topPublishers: [],
        byLifecycleStatus: {},
        byVulnerabilityStatus: {},
        knownExploitedProducts: [],
        rowsKnownExploited: 0,
      };
      for (const { kind, label, count } of rows) {
        if (kind === 'status') figures.byStatus[label] = count;
        else if (kind === 'lifecycle') figures.byLifecycleStatus[label] = count;
        else if (kind === 'vulnerability') figures.byVulnerabilityStatus[label] = count;
        else if (kind === 'exploited') figures.knownExploitedProducts.push({ label, count });
        else if (kind === 'kev') figures.rowsKnownExploited = count;
        else figures.topPublishers.push({ label, count });
      }
      return figures;
    },

    /**
     * A job's rows in input order, `batchSize` at a time. The keys are read a chunk at a time, then the outputs of the
     * keys not seen recently; a repeated title is fetched once, not per row.
     */
    async *streamRows(jobId: number, batchSize = 10_000, cacheLimit = 100_000): AsyncGenerator<StoredRow[]> {
      const recent = new Map<string, Omit<StoredOutput, 'rawKey'>>();
      for (let after = -1; ;) {
        const [chunk] = rowsOf<{ chunkIndex: number; firstRow: number; rawKeys: string[] | string }>(
          await db.execute(sql`
            select chunk_index as "chunkIndex", first_row as "firstRow", raw_keys as "rawKeys" from job_chunks
            where job_id = ${jobId} and done and chunk_index > ${after}
            order by chunk_index limit 1`),
        );
        if (!chunk) return;
        after = chunk.chunkIndex;
        const chunkKeys = uuidArray(chunk.rawKeys);
        for (let start = 0; start < chunkKeys.length; start += batchSize) {
          const keys = chunkKeys.slice(start, start + batchSize);
          const batchKeys = [...new Set(keys)];
          let missing = batchKeys.filter((key) => !recent.has(key));
          // Bounded memory: outputs are kept for a few batches, enough for the titles that repeat.
          if (recent.size + missing.length > cacheLimit) {
            recent.clear();
            missing = batchKeys;
          }
          if (missing.length > 0) {
            const outputs = rowsOf<StoredOutput>(
              await db.execute(sql`
                select raw_key as "rawKey", status, raw_publisher as "rawPublisher", raw_title as "rawTitle",
                       raw_version as "rawVersion", publisher, name, lifecycle_status as "lifecycleStatus",
                       matched_by as "matchedBy", output
                from job_outputs where job_id = ${jobId} and raw_key = any(${sql.param(missing)}::uuid[])`),
            );
            for (const { rawKey, ...output } of outputs) recent.set(rawKey, output);
          }
          const firstRow = chunk.firstRow + start;
          yield keys.map((rawKey, i) => {
            const output = recent.get(rawKey);
            if (!output) throw new Error(`job ${jobId} row ${firstRow + i} has no stored output`);
            return { rowNumber: firstRow + i, ...output };
          });
        }
      }
    },

    /** A page of a job's rows, optionally of one status and containing `search` in a raw or normalized name. */
    async pageRows(
      jobId: number,
      filters: {
        status?: string | undefined;
        search?: string | undefined;
        vulnerability?: string | undefined;
        /** Normalized rows matched to a catalog product (`product`), or named from their title only. */
        catalog?: 'product' | 'title_only' | undefined;
      },
      page: { offset: number; limit: number },
    ): Promise<{ rows: StoredRow[]; total: number }> {
      const conditions: SQL[] = [sql`r.job_id = ${jobId}`];
      if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
      if (filters.catalog) {
        const reached = filters.catalog === 'product' ? REACHED_CATALOG : sql`not ${REACHED_CATALOG}`;
        conditions.push(sql`o.status = 'normalized' and ${reached}`);
      }
      if (filters.vulnerability === 'known_exploited') {
        conditions.push(sql`o.output->>'known_exploited' <> ''`);
      } else if (filters.vulnerability) {
        conditions.push(sql`o.output->>'vulnerability_status' = ${filters.vulnerability}`);
      }
      if (isActiveFilter(filters.search)) {
        const pattern = containsPattern(filters.search);
        conditions.push(
          sql`(o.raw_publisher ilike ${pattern} or o.raw_title ilike ${pattern}
               or o.publisher ilike ${pattern} or o.name ilike ${pattern})`,
        );
      }
      const join = sql`join job_outputs o on o.job_id = r.job_id and o.raw_key = r.raw_key`;
      if (conditions.length === 1) {
        // Unfiltered: the page's rows lie in one or two chunks, found by their row range; the total is the row count.
        const first = page.offset + 1;
        const last = page.offset + page.limit;
        const [rows, [count]] = await Promise.all([
          db
            .execute(
              sql`select ${ROW_COLUMNS}
                  from (select c.job_id, c.first_row + k.n::int - 1 as row_number, k.raw_key
                        from job_chunks c cross join lateral unnest(c.raw_keys) with ordinality as k(raw_key, n)
                        where c.job_id = ${jobId} and c.done and c.first_row <= ${last}
                          and c.first_row + c.row_count > ${first}) r ${join}
                  where r.row_number between ${first} and ${last}
                  order by r.row_number`,
            )
            .then((result) => rowsOf<StoredRow>(result)),
          db
            .execute(
              sql`select coalesce(sum(cardinality(raw_keys)), 0)::int as total from job_chunks
                  where job_id = ${jobId} and done`,
            )
            .then((result) => rowsOf<{ total: number }>(result)),
        ]);
        return { rows, total: count?.total ?? 0 };
      }
      const where = sql.join(conditions, sql` and `);
      const from = sql`from job_rows r ${join}`;
      // Rows in chunk order, each chunk's in its order: PostgreSQL sorts chunk by chunk (incremental sort) and stops
      // at the page, where ordering all the job's rows by number read every row first.
      const inOrder = sql`
        from (select c.job_id, c.chunk_index, k.n, c.first_row + k.n::int - 1 as row_number, k.raw_key
              from job_chunks c cross join lateral unnest(c.raw_keys) with ordinality as k(raw_key, n)
              where c.job_id = ${jobId} and c.done) r ${join}`;
      const [rows, total] = await Promise.all([
        db
          .execute(
            sql`select ${ROW_COLUMNS} ${inOrder} where ${where}
                order by r.chunk_index, r.n offset ${page.offset} limit ${page.limit}`,
          )
          .then((result) => rowsOf<StoredRow>(result)),
        // A completed job's rows per status are kept with its summary.
        (async () => {
          const kept =
            filters.status !== undefined && conditions.length === 2
              ? await keptStatusCount(jobId, filters.status)
              : null;
          if (kept !== null) return kept;
          const [count] = rowsOf<{ total: number }>(
            await db.execute(sql`select count(*)::int as total ${from} where ${where}`),
          );
          return count?.total ?? 0;
        })(),
      ]);
      return { rows, total };
    },

    /**
     * What the results page charts. A completed job's figures are counted once and kept (`jobs.summary`): its rows
     * never change, and counting a million of them took seconds on every visit. A job still running is counted as it
     * stands, and nothing is kept.
     */
    async summarize(jobId: number): Promise<JobSummaryFigures> {
      const [kept] = rowsOf<{ status: JobStatusValue; summary: JobSummaryFigures | null; row_counts: boolean }>(
        await db.execute(sql`select status, summary, row_counts from jobs where id = ${jobId}`),
      );
      if (kept?.summary) return kept.summary;
      const figures = await countSummary(db, jobId, kept?.row_counts ?? false);
      if (kept?.status === 'completed') {
        await db.execute(
          sql`update jobs set summary = ${JSON.stringify(figures)}::jsonb where id = ${jobId} and status = 'completed'`,
        );
      }
      return figures;
    },

    /**
     * The user's Matchfix entries: each distinct raw publisher, title and version per job, newest job first, filtered
     * with the spec's rules (case-insensitive substring, AND) and paged on the server.
     *
     * Paged by job, without sorting the user's entries and, without a text filter, without counting them: the jobs'
     * entry counts say which jobs the page falls in and where in them, and only those jobs' entries are read, from
     * there, in the list's order (the index `job_outputs_matchfix_idx`). One statement, so one snapshot: the page and
     * the total always agree.
     *
     * The counts are `jobs.matchfix_entries`, kept as entries come and go. A text filter's counts are counted from
     * the entries, and remembered with the version of the user's jobs they were counted at: the rows' `xmin`, which
     * changes with every write of a job row, and every change of a job's entries writes its row (storing a chunk,
     * reading the file again, a rule made or deleted). The next page with the same filters reuses them only if the
     * statement that reads the page finds the same version, so it answers exactly what counting again would.
     */
    async pageMatchfix(
      owner: MatchfixOwner,
      filters: TextFilters,
      page: { offset: number; limit: number },
    ): Promise<{ rows: MatchfixRow[]; total: number }> {
      const active = activeFilters(filters);
      if (!active.publisher && !active.name && !active.version) {
        return (await readMatchfixPage(read, owner, filters, page, { from: 'kept' })).page;
      }
      const key = JSON.stringify([
        owner.userId,
        owner.companyId,
        filters.publisher,
        filters.name,
        filters.version,
        filters.jobId,
      ]);
      const known = filteredCounts.get(key);
      if (known) {
        const reused = await readMatchfixPage(read, owner, filters, page, { from: 'given', counts: known });
        if (reused.counts.version === known.version) return reused.page;
      }
      const counted = await readMatchfixPage(read, owner, filters, page, { from: 'counted' });
      filteredCounts.delete(key);
      if (filteredCounts.size >= MAX_FILTERED_COUNTS) filteredCounts.delete(filteredCounts.keys().next().value!);
      filteredCounts.set(key, counted.counts);
      return counted.page;
    },

    /** Every Matchfix entry of the user, for the export, in batches. */
    async *streamMatchfix(owner: MatchfixOwner, batchSize = 5_000): AsyncGenerator<MatchfixRow[]> {
      for (let offset = 0; ; offset += batchSize) {
        const { rows } = await this.pageMatchfix(owner, {}, { offset, limit: batchSize });
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchSize) return;
      }
    },
  };
}

/** A stored row's columns, named as `StoredRow`'s fields (r: the job_rows view, o: job_outputs). */
const ROW_COLUMNS = sql.raw(`r.row_number as "rowNumber", o.status, o.raw_publisher as "rawPublisher",
  o.raw_title as "rawTitle", o.raw_version as "rawVersion", o.publisher, o.name,
  o.lifecycle_status as "lifecycleStatus", o.matched_by as "matchedBy", o.output`);

/** Which of the Matchfix list's filters apply (not an empty one, nor one character starting with a space). */
function activeFilters(filters: TextFilters) {
  return {
    publisher: isActiveFilter(filters.publisher),
    name: isActiveFilter(filters.name),
    version: isActiveFilter(filters.version),
    jobId: isActiveFilter(filters.jobId),
  };
}

/**
 * Whether an output `r` of the user's job is a Matchfix entry that passes the text filters given (`publisher`, `name`,
 * `version`; placeholders, as `companyId`). Written as the partial index `job_outputs_matchfix_idx` is
 * (`status = 'matchfix'`), so that PostgreSQL uses it.
 *
 * An entry the company has made a rule for is fixed: later jobs normalize it by the rule. The check looks the entry up
 * in the rules' key, entry by entry, for the entries a page reads only: `offset 0` keeps PostgreSQL from turning it
 * into a join, which it planned from the job_outputs statistics, and those never know the newest jobs (autoanalyze
 * runs well after a job's rows are stored): a job it took for one row had the whole rules table scanned for each of
 * its entries (4 ms a page). The company is a parameter, not `j.company_id`: with the latter PostgreSQL probed the
 * rules' (company_id, hash_key) key by hash_key alone, reading the whole index for every entry.
 */
function matchfixEntryWhere(active: ReturnType<typeof activeFilters>): SQL {
  const conditions = [
    sql`r.status = 'matchfix'`,
    sql`not exists (select 1 from user_rule_mappings m
                    where m.company_id = ${sql.placeholder('companyId')}::int and m.hash_key in (r.raw_key, r.family_key)
                    offset 0)`,
  ];
  if (active.publisher) conditions.push(sql`r.raw_publisher ilike ${sql.placeholder('publisher')}`);
  if (active.name) conditions.push(sql`r.raw_title ilike ${sql.placeholder('name')}`);
  if (active.version) conditions.push(sql`r.raw_version ilike ${sql.placeholder('version')}`);
  return sql.join(conditions, sql` and `);
}

/** At most this many filtered counts are remembered per process (a few hundred bytes each). */
const MAX_FILTERED_COUNTS = 5_000;

/** Each job's count of entries passing a filter (newest job first), and the version of the jobs counted. */
interface FilteredCounts {
  version: string;
  jobIds: number[];
  entries: number[];
}

/**
 * Reads a page of the Matchfix list in one statement. The jobs' counts come `from`: the counts the jobs keep (no text
 * filter), counting the entries that pass the filters (`counted`), or counts counted before (`given`); with a text
 * filter it also answers the counts it paged with and the version of the user's jobs it found.
 */
async function readMatchfixPage(
  read: PreparedReads,
  owner: MatchfixOwner,
  filters: TextFilters,
  page: { offset: number; limit: number },
  source: { from: 'kept' } | { from: 'counted' } | { from: 'given'; counts: FilteredCounts },
): Promise<{ page: { rows: MatchfixRow[]; total: number }; counts: FilteredCounts }> {
  const active = activeFilters(filters);
  const pattern = (value: string | undefined) => (value === undefined ? null : containsPattern(value));
  const found = await read<
    Partial<MatchfixRow> & { total: number; jobsVersion: string | null; counts: [number, number][] | null }
  >(`matchfix-page ${source.from} ${JSON.stringify(active)}`, () => matchfixPageStatement(source.from, active), {
    userId: owner.userId,
    companyId: owner.companyId,
    start: page.offset,
    end: page.offset + page.limit,
    publisher: pattern(filters.publisher),
    name: pattern(filters.name),
    version: pattern(filters.version),
    jobId: pattern(filters.jobId),
    jobIds: source.from === 'given' ? source.counts.jobIds : null,
    entries: source.from === 'given' ? source.counts.entries : null,
  });
  const [first] = found;
  const counted = first?.counts ?? [];
  return {
    page: {
      // A page past the end is one row with the total only.
      rows: found.flatMap(({ publisher, title, version, jobId }) =>
        jobId === undefined || jobId === null
          ? []
          : [{ publisher: publisher ?? '', title: title ?? '', version: version ?? '', jobId }],
      ),
      total: first?.total ?? 0,
    },
    counts: {
      version: first?.jobsVersion ?? '',
      jobIds: counted.map(([jobId]) => jobId),
      entries: counted.map(([, entries]) => entries),
    },
  };
}

/** The statement `readMatchfixPage` runs, for the source of its counts and the filters that apply. */
function matchfixPageStatement(from: 'kept' | 'counted' | 'given', active: ReturnType<typeof activeFilters>): SQL {
  const ownJobs = sql.join(
    [
      sql`j.user_id = ${sql.placeholder('userId')}::int`,
      sql`j.company_id = ${sql.placeholder('companyId')}::int`,
      sql`j.matchfix_entries > 0`,
      ...(active.jobId ? [sql`j.id::text ilike ${sql.placeholder('jobId')}`] : []),
    ],
    sql` and `,
  );
  let counts: SQL;
  if (from === 'kept') {
    counts = sql`select j.id, j.matchfix_entries as n from own j`;
  } else if (from === 'given') {
    counts = sql`
      select * from unnest(${sql.placeholder('jobIds')}::int[], ${sql.placeholder('entries')}::int[]) as c(id, n)`;
  } else {
    // Each job's entries are counted in the index, read in its order and at most as many as the job has: written as
    // a join, PostgreSQL planned the count from the job_outputs statistics, and with those of a few jobs ago it
    // combined two bitmap scans, one of them over the Matchfix entries of every job (2.5 instead of 0.85 ms for
    // 1,000 entries, 5 ms under load).
    counts = sql`
      select j.id, f.n from own j cross join lateral (
        select count(*)::int as n from (
          select from job_outputs r where r.job_id = j.id and ${matchfixEntryWhere(active)}
          order by r.raw_publisher, r.raw_title, r.raw_version limit j.matchfix_entries) e) f
      where f.n > 0`;
  }
  const version =
    from === 'kept'
      ? sql`null`
      : sql`(select md5(coalesce(string_agg(id::text || ':' || xmin::text, ',' order by id), '')) from own)`;
  const countsAnswered =
    from === 'counted' ? sql`(select json_agg(json_build_array(id, n) order by id desc) from counts)` : sql`null`;
  const start = sql`${sql.placeholder('start')}::bigint`;
  const end = sql`${sql.placeholder('end')}::bigint`;
  return sql`
    with own as (select j.id, j.matchfix_entries, j.xmin from jobs j where ${ownJobs}),
    counts as (${counts}),
    placed as (select id, n, (sum(n) over (order by id desc))::int - n as before from counts)
    select t.total, t."jobsVersion", t.counts, p.publisher, p.title, p.version, p."jobId"
    from (
      select (select coalesce(sum(n), 0)::int from counts) as total, ${version} as "jobsVersion",
             ${countsAnswered} as counts
    ) t
    left join lateral (
      select r.raw_publisher as publisher, r.raw_title as title, r.raw_version as version, r.job_id as "jobId"
      from placed c cross join lateral (
        select r.raw_publisher, r.raw_title, r.raw_version, r.job_id from job_outputs r
        where r.job_id = c.id and ${matchfixEntryWhere(active)}
        order by r.raw_publisher, r.raw_title, r.raw_version
        offset greatest(${start} - c.before, 0)
        limit least(${end} - c.before, c.n) - greatest(${start} - c.before, 0)
      ) r
      where c.before < ${end} and c.before + c.n > ${start}
    ) p on true
    order by p."jobId" desc, p.publisher, p.title, p.version`;
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
