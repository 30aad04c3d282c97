import { z } from 'zod';
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/** `created` → `processing` → `completed`, or `error` with the error text. */
export const JobStatusSchema = z.enum(['created', 'processing', 'completed', 'error']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** 1: title job (Publisher, Title, Version); 2: publisher job (Publisher only). */
export const JobTypeCodeSchema = z.union([z.literal(1), z.literal(2)]);
export type JobTypeCode = z.infer<typeof JobTypeCodeSchema>;

export const RowStatusSchema = z.enum(['normalized', 'matchfix', 'ignored', 'error']);
export type RowStatus = z.infer<typeof RowStatusSchema>;

export const UserIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

/** The optional `json` part of an upload: `{"Options":{"datapack_slc":1,"datapack_ospi":1}}`. */
export const UploadOptionsSchema = z.object({
  Options: z
    .object({
      datapack_slc: z.coerce.number().int().min(0).max(1).optional(),
      datapack_ospi: z.coerce.number().int().min(0).max(1).optional(),
    })
    .optional(),
});
export type UploadOptions = z.infer<typeof UploadOptionsSchema>;

export const UploadResponseSchema = z.object({
  JobID: z.number().int().describe('The new job; it starts as `created`.'),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const JobListItemSchema = z.object({
  job_id: z.number().int(),
  'Job Name': z.string().describe('The uploaded file name.'),
  'Job Type': JobTypeCodeSchema,
  'Job Status': JobStatusSchema,
  rows_done: z.number().int().describe('Rows normalized so far.'),
  rows_total: z.number().int().nullable().describe('Rows in the file; null until the file has been read.'),
  error: z.string().nullable().describe('Why the job failed, when its status is `error`.'),
  created_at: z.string().describe('ISO 8601.'),
});
export type JobListItem = z.infer<typeof JobListItemSchema>;

export const JobListResponseSchema = z.object({ Jobs: z.array(JobListItemSchema) });
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

export const JobIdQuerySchema = z.object({ job_id: z.coerce.number().int().positive() });

export const JobExportQuerySchema = JobIdQuerySchema.extend({
  format: z
    .enum(['csv', 'json', 'cyclonedx'])
    .optional()
    .describe('Default: JSON when the job name ends in .json, otherwise CSV. `cyclonedx`: a CycloneDX 1.5 SBOM.'),
});

export const JobStatsSchema = z.object({
  job_id: z.number().int(),
  total_records_processed: z.number().int(),
  total_normalized: z.number().int(),
  total_matchfix: z.number().int(),
  total_ignored: z.number().int(),
  total_errors: z.number().int(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  total_time_taken: z.string().nullable().describe('Seconds with one decimal, e.g. "12.3 s".'),
});
export type JobStats = z.infer<typeof JobStatsSchema>;

/** Paging shared by the server-paged lists: 1-based page, the spec's page size of 6 by default. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
});

/** Filters: case-insensitive substring matches combined with AND, as the spec's list filters. */
export const MatchfixListQuerySchema = PageQuerySchema.extend({
  publisher: z.string().max(500).optional(),
  name: z.string().max(500).optional(),
  version: z.string().max(500).optional(),
  job_id: z.string().max(20).optional(),
});

export const MatchfixEntrySchema = z.object({
  Publisher: z.string(),
  Name: z.string(),
  Version: z.string(),
  JobID: z.number().int(),
});
export type MatchfixEntry = z.infer<typeof MatchfixEntrySchema>;

export const MatchfixListResponseSchema = z.object({
  MatchFix: z.array(MatchfixEntrySchema),
  total: z.number().int().describe('Entries matching the filters, over all pages.'),
});
export type MatchfixListResponse = z.infer<typeof MatchfixListResponseSchema>;

/** A job's result rows, paged and filtered on the server (the results page). */
export const JobResultsQuerySchema = JobIdQuerySchema.merge(PageQuerySchema).extend({
  status: RowStatusSchema.optional(),
  q: z.string().max(500).optional().describe('Substring of the raw or normalized publisher or product name.'),
});

export const JobResultRowSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .describe('The engine output columns of one row, plus `row_number` (1-based, input order).');
export type JobResultRow = z.infer<typeof JobResultRowSchema>;

export const JobResultsResponseSchema = z.object({
  rows: z.array(JobResultRowSchema),
  total: z.number().int(),
});
export type JobResultsResponse = z.infer<typeof JobResultsResponseSchema>;

const CountSchema = z.object({ label: z.string(), count: z.number().int() });

/** What the results page charts: rows per status, top publishers, lifecycle status of the installs. */
export const JobSummarySchema = z.object({
  job_id: z.number().int(),
  by_status: z.array(CountSchema),
  top_publishers: z.array(CountSchema),
  by_lifecycle_status: z.array(CountSchema),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;
