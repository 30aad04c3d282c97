import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import {
  feedbackMessages,
  serverMessages,
  validationMessages,
  type JobListItem,
  type JobListScope,
  type JobResultRow,
  type JobStats,
  type JobResultsQuery,
  type JobSummary,
  type JobTypeCode,
  type MatchfixListResponse,
  type MessageResponse,
  type UploadOptions,
  type UploadResponse,
} from '@rnorm/contracts';
import type {
  Job,
  JobPersonalization,
  JobsRepository,
  KeyOwner,
  StoredRow,
  TextFilters,
  UserCatalogRepository,
  UserDataMappingsRepository,
  UserRuleMappingsRepository,
} from '@rnorm/db';
import { matchVulnerabilities } from '@rnorm/engine';
import { InvalidInputError, openInventoryInput } from '@rnorm/inventory-files';
import { AppError } from '../../app-error.ts';
import type { Download } from '../../plugins/send-download.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import {
  exportCsv,
  exportCycloneDx,
  exportJson,
  exportMatchfixCsv,
  exportRecord,
  type CveFinder,
} from './job-exports.ts';
import type { EngineProvider } from './engine-provider.ts';
import { jobTypeOf, type JobTask } from './job-runner.ts';

/** The spec's accepted upload types: CSV, the spreadsheet program's CSV type, and JSON. */
const ACCEPTED_TYPES = new Set(['text/csv', 'application/vnd.ms-excel', 'application/json', 'text/json']);
const ACCEPTED_EXTENSIONS = new Set(['.csv', '.json']);
// A piece is one statement (base64 in, bytea stored); in embedded mode other requests wait for it, and a 1 MiB piece
// held them up about 250 ms (bench:bigjob).
const PIECE_BYTES = 256 * 1024;

export interface UploadedFile {
  /** The file name the client sent. */
  fileName: string;
  mimeType: string;
  /** A temporary copy of the upload, complete and within the size limit. */
  path: string;
}

export function isAcceptedUpload(fileName: string, mimeType: string): boolean {
  return ACCEPTED_TYPES.has(mimeType.toLowerCase()) || ACCEPTED_EXTENSIONS.has(extname(fileName).toLowerCase());
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

const isAffected = (row: StoredRow) =>
  row.output.vulnerability_status === 'affected' && typeof row.output.cpe === 'string';

/** CVE ids a results row lists at most (a browser's old release holds over a thousand; the BOM lists them all). */
export const CVES_PER_RESULT_ROW = 50;

/** The CVE ids of a CPE, those CISA knows exploited first, then newest first, `;`-separated; the first 50. */
function cveIdsOf(cves: CveFinder, cpe: string): string {
  const found = cves.vulnerabilitiesOf(cpe);
  const exploited = new Set(found.knownExploited);
  const newestFirst = [...found.cves].sort(compareCveIds).reverse();
  return [...newestFirst.filter((cve) => exploited.has(cve)), ...newestFirst.filter((cve) => !exploited.has(cve))]
    .slice(0, CVES_PER_RESULT_ROW)
    .join(';');
}

/** CVE ids in order of year, then number (`CVE-2024-9680` before `CVE-2024-10004`). */
function compareCveIds(a: string, b: string): number {
  const [, yearA = '', numberA = ''] = a.split('-');
  const [, yearB = '', numberB = ''] = b.split('-');
  return Number(yearA) - Number(yearB) || Number(numberA) - Number(numberB);
}

/** How long an upload waits for the queue before it answers anyway: the job is stored, and the sweep queues it. */
export const ENQUEUE_WAIT_MS = 1_500;

/**
 * Queues tasks, waiting at most `ENQUEUE_WAIT_MS`: with Redis down, BullMQ holds the command until Redis is back, and
 * an upload must not hang meanwhile. The held command still goes out then (task ids make a second queuing harmless),
 * and the workers' sweep queues unfinished jobs anyway. `false` when the wait ran out.
 */
async function enqueueSoon(queue: JobQueue, tasks: JobTask[]): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ENQUEUE_WAIT_MS);
  });
  const queued = queue.enqueue(tasks).then(() => true as const);
  // A late failure is the sweep's to make up for; it must not surface as an unhandled rejection.
  queued.catch(() => undefined);
  try {
    return await Promise.race([queued, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function createJobsService(deps: {
  jobs: JobsRepository;
  rules: UserRuleMappingsRepository;
  userCatalog: UserCatalogRepository;
  dataMappings: UserDataMappingsRepository;
  queue: JobQueue;
  apiVersion: string;
  /** The engine of a job's content, for what the export adds of it (the CVEs of the CycloneDX BOM). */
  engine: EngineProvider;
}) {
  const { jobs, rules, queue } = deps;

  /** The CVE ranges of the content a job ran on (the active content's when the job's is no longer installed). */
  async function cveFinderOf(contentVersion: string | null): Promise<CveFinder> {
    const { index } = await deps.engine(contentVersion ?? undefined);
    const data = index.catalog.vulnerabilities;
    const words = index.dictionaries.words.preReleaseWords;
    return { vulnerabilitiesOf: (cpe) => matchVulnerabilities(data, cpe, words), asOf: data?.asOf };
  }

  /** The company's rules, catalog entries and data mappings as they are now, for a job submitted now. */
  async function personalizationOf(companyId: number): Promise<JobPersonalization> {
    const [ruleSnapshot, catalog, dataMappings] = await Promise.all([
      rules.snapshot(companyId),
      deps.userCatalog.snapshot(companyId),
      deps.dataMappings.snapshot(companyId),
    ]);
    return { rules: ruleSnapshot, catalog, dataMappings };
  }

  /** A job of the caller's company; 404 when none (another company's job looks absent too). */
  async function companyJob(caller: KeyOwner, jobId: number): Promise<Job> {
    const job = await jobs.findById(jobId);
    if (!job || job.companyId !== caller.companyId) throw new AppError('NOT_FOUND', serverMessages.jobNotFound);
    return job;
  }

  /** The caller's job; 404 when none, 403 for a colleague's job. */
  async function ownJob(caller: KeyOwner, jobId: number): Promise<Job> {
    const job = await companyJob(caller, jobId);
    if (job.userId !== caller.userId) throw new AppError('FORBIDDEN', serverMessages.forbiddenOtherJob);
    return job;
  }

  async function finishedJob(caller: KeyOwner, jobId: number): Promise<Job> {
    const job = await ownJob(caller, jobId);
    if (job.status !== 'completed') {
      throw new AppError(
        'JOB_NOT_READY',
        job.status === 'error' ? serverMessages.jobFailedNoResults : serverMessages.jobNotFinished,
      );
    }
    return job;
  }

  return {
    /**
     * Checks the upload (type, header row, encoding), stores the file in the database with its job, and queues the
     * job. Nothing is stored when a check fails.
     */
    async submit(
      caller: KeyOwner,
      type: JobTypeCode,
      file: UploadedFile,
      options: UploadOptions,
    ): Promise<UploadResponse> {
      if (!isAcceptedUpload(file.fileName, file.mimeType)) {
        throw new AppError('VALIDATION_FAILED', validationMessages.uploadInvalidType, { field: 'file' });
      }
      let input;
      try {
        input = await openInventoryInput(file.path, jobTypeOf(type), { displayName: file.fileName });
      } catch (error) {
        if (error instanceof InvalidInputError) {
          throw new AppError('VALIDATION_FAILED', error.message, { field: 'file' });
        }
        throw error;
      }
      const job = await jobs.createWithFile(
        {
          companyId: caller.companyId,
          userId: caller.userId,
          name: file.fileName,
          type,
          // Datapacks are title-job options; the lifecycle and open-source data are always added to title jobs.
          options: type === 1 ? { datapack_slc: 1, datapack_ospi: 1, ...options.Options } : {},
          fileBytes: input.sizeBytes,
          // The rules as they are now: a rule changed while the job waits or runs applies to the next job.
          personalization: await personalizationOf(caller.companyId),
        },
        createReadStream(file.path, { highWaterMark: PIECE_BYTES }),
      );
      const queued = await enqueueSoon(queue, [{ kind: 'split', jobId: job.id }]);
      return { JobID: job.id, message: queued ? feedbackMessages.uploadSucceeded : serverMessages.jobQueuedLater };
    },

    /**
     * Runs a finished job's file again as a new job, with the company's rules, catalog entries and data mappings as
     * they are now (beyond the spec: after fixing rows from Matchfix or Fuzzy Match, see the fixes applied).
     */
    async rerun(caller: KeyOwner, jobId: number): Promise<UploadResponse> {
      const source = await ownJob(caller, jobId);
      if (source.status !== 'completed' && source.status !== 'error') {
        throw new AppError('JOB_NOT_READY', serverMessages.jobNotFinished);
      }
      const job = await jobs.copyWithFile(source.id, {
        companyId: caller.companyId,
        userId: caller.userId,
        name: source.name,
        type: source.type,
        options: source.options,
        fileBytes: source.fileBytes,
        personalization: await personalizationOf(caller.companyId),
      });
      const queued = await enqueueSoon(queue, [{ kind: 'split', jobId: job.id }]);
      return { JobID: job.id, message: queued ? serverMessages.jobRerun : serverMessages.jobQueuedLater };
    },

    /**
     * Deletes a finished job with its file and results (beyond the spec): the caller's own, or for an administrator
     * any of the company's. The job's figures stay in MetricsDB: Insights counts what was processed, not what is kept.
     */
    async delete(caller: KeyOwner, jobId: number): Promise<MessageResponse> {
      const job = caller.role === 'admin' ? await companyJob(caller, jobId) : await ownJob(caller, jobId);
      if (!(await jobs.deleteFinished(job.id))) throw new AppError('CONFLICT', serverMessages.jobStillRunning);
      return { message: serverMessages.jobDeleted };
    },

    /** The caller's jobs, or, for an administrator who asks, the whole company's (beyond the spec). */
    async list(caller: KeyOwner, scope: JobListScope = 'mine'): Promise<{ Jobs: JobListItem[] }> {
      if (scope === 'company' && caller.role !== 'admin') {
        throw new AppError('FORBIDDEN', serverMessages.companyJobsAdminOnly);
      }
      const rows =
        scope === 'company' ? await jobs.listForCompany(caller.companyId) : await jobs.listForUser(caller.userId);
      return {
        Jobs: rows.map((job) => ({
          job_id: job.id,
          owner: job.owner,
          'Job Name': job.name,
          'Job Type': job.type === 2 ? 2 : 1,
          'Job Status': job.status,
          rows_done: job.processedRows,
          rows_total: job.totalRows,
          rows_read: job.rowsRead,
          rows_ignored: job.ignoredRows,
          error: job.error,
          created_at: job.createdAt.toISOString(),
          duration_seconds: job.durationSeconds === null ? null : Math.round(job.durationSeconds * 10) / 10,
          catalog_matched_rows: job.catalogMatchedRows,
        })),
      };
    },

    async stats(caller: KeyOwner, jobId: number): Promise<JobStats> {
      const job = await ownJob(caller, jobId);
      // A completed job's counts are kept with its summary; a running job's are counted as they stand.
      const counts =
        job.status === 'completed'
          ? Object.fromEntries((await jobs.summarize(jobId)).byStatus.map(({ label, count }) => [label, count]))
          : await jobs.countByStatus(jobId);
      const seconds =
        job.startedAt && job.finishedAt ? (job.finishedAt.getTime() - job.startedAt.getTime()) / 1000 : null;
      return {
        job_id: job.id,
        total_records_processed: Object.values(counts).reduce((sum, count) => sum + count, 0),
        total_normalized: counts.normalized ?? 0,
        total_matchfix: counts.matchfix ?? 0,
        total_ignored: counts.ignored ?? 0,
        total_errors: counts.error ?? 0,
        total_catalog_matched: job.catalogMatchedRows,
        start_time: iso(job.startedAt),
        end_time: iso(job.finishedAt),
        total_time_taken: seconds === null ? null : `${seconds.toFixed(1)} s`,
      };
    },

    async export(caller: KeyOwner, jobId: number, format: 'csv' | 'json' | 'cyclonedx' | undefined): Promise<Download> {
      const job = await finishedJob(caller, jobId);
      const chosen = format ?? (job.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
      const jobType = jobTypeOf(job.type);
      if (chosen === 'cyclonedx') {
        return {
          fileName: `job_${job.id}.cdx.json`,
          contentType: 'application/vnd.cyclonedx+json; charset=utf-8',
          body: exportCycloneDx(jobs, job, deps.apiVersion, await cveFinderOf(job.contentVersion)),
        };
      }
      return chosen === 'json'
        ? {
            fileName: `job_${job.id}.json`,
            contentType: 'application/json; charset=utf-8',
            body: exportJson(jobs, job.id, jobType),
          }
        : {
            fileName: `job_${job.id}.csv`,
            contentType: 'text/csv; charset=utf-8',
            body: exportCsv(jobs, job.id, jobType),
          };
    },

    async results(caller: KeyOwner, query: JobResultsQuery) {
      const job = await ownJob(caller, query.job_id);
      const { rows, total } = await jobs.pageRows(
        query.job_id,
        { status: query.status, search: query.q, vulnerability: query.vulnerability, catalog: query.catalog },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      // An affected row's CVEs are found again from the job's content when its page is read: a row keeps their count.
      const cves = rows.some(isAffected) ? await cveFinderOf(job.contentVersion) : undefined;
      return {
        rows: rows.map((row) => {
          const record: Record<string, unknown> = { row_number: row.rowNumber, ...exportRecord(row) };
          if (cves && isAffected(row)) record.cves = cveIdsOf(cves, row.output.cpe as string);
          return record as JobResultRow;
        }),
        total,
      };
    },

    async summary(caller: KeyOwner, jobId: number): Promise<JobSummary> {
      const job = await ownJob(caller, jobId);
      const summary = await jobs.summarize(jobId);
      return {
        job_id: jobId,
        by_status: summary.byStatus,
        catalog_matched: job.catalogMatchedRows,
        top_publishers: summary.topPublishers,
        by_lifecycle_status: summary.byLifecycleStatus,
        by_category: summary.byCategory,
        vulnerabilities: {
          data_as_of: job.vulnerabilityDataAsOf,
          by_status: summary.byVulnerabilityStatus,
          known_exploited_rows: summary.knownExploitedRows,
          known_exploited_cves: summary.knownExploitedCves,
          known_exploited_by_product: summary.knownExploitedByProduct,
        },
      };
    },

    async matchfix(
      caller: KeyOwner,
      query: TextFilters & { page: number; page_size: number },
    ): Promise<MatchfixListResponse> {
      const { rows, total } = await jobs.pageMatchfix(caller, query, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return {
        MatchFix: rows.map((row) => ({
          Publisher: row.publisher,
          Name: row.title,
          Version: row.version,
          JobID: row.jobId,
        })),
        total,
      };
    },

    exportMatchfix(caller: KeyOwner): Download {
      return {
        fileName: `Matchfix_${caller.userId}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: exportMatchfixCsv(jobs, caller),
      };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
