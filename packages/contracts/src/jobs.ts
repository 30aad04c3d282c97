import { z } from 'zod';
import { LIST_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { EXAMPLE_JOB_ID, EXAMPLE_USER_ID, withExample } from './examples.ts';
import { feedbackMessages } from './messages.ts';

/** `created` → `processing` → `completed`, or `error` with the error text. */
export const JobStatusSchema = z.enum(['created', 'processing', 'completed', 'error']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** 1: title job (Publisher, Title, Version); 2: publisher job (Publisher only). */
export const JobTypeCodeSchema = z.union([z.literal(1), z.literal(2)]);
export type JobTypeCode = z.infer<typeof JobTypeCodeSchema>;

export const RowStatusSchema = z.enum(['normalized', 'matchfix', 'ignored', 'error']);
export type RowStatus = z.infer<typeof RowStatusSchema>;

export const UserIdParamsSchema = z.object({
  userId: withExample(z.coerce.number().int().positive(), EXAMPLE_USER_ID),
});

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

export const UploadResponseSchema = withExample(
  z.object({
    JobID: z.number().int().describe('The new job; it starts as `created`.'),
    message: z.string(),
  }),
  { JobID: EXAMPLE_JOB_ID, message: feedbackMessages.uploadSucceeded },
);
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const JobListItemSchema = z.object({
  job_id: z.number().int(),
  owner: z.string().optional().describe('The username of who submitted the job.'),
  'Job Name': z.string().describe('The uploaded file name.'),
  'Job Type': JobTypeCodeSchema,
  'Job Status': JobStatusSchema,
  rows_done: z.number().int().describe('Rows normalized so far.'),
  rows_total: z.number().int().nullable().describe('Rows in the file; null until the file has been read.'),
  rows_ignored: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "Rows ignored (not software: drivers, updates, components), once the job's summary is counted; the base of the catalog match share is the other rows, as in Insights.",
    ),
  rows_read: z
    .number()
    .int()
    .optional()
    .describe('Rows read from the file so far, while it is being read; rows_total once it has been.'),
  error: z.string().nullable().describe('Why the job failed, when its status is `error`.'),
  created_at: z.string().describe('ISO 8601.'),
  duration_seconds: z
    .number()
    .nullable()
    .optional()
    .describe('From the start of processing to its end, in seconds; null until the job has finished.'),
  catalog_matched_rows: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "Rows normalized to a catalog product (a title job's rows with a catalog id, a publisher job's rows whose " +
        'publisher the catalog knows); the other normalized rows were named from their text only. Null until the ' +
        'job has finished.',
    ),
});
export type JobListItem = z.infer<typeof JobListItemSchema>;

export const JobListResponseSchema = withExample(z.object({ Jobs: z.array(JobListItemSchema) }), {
  Jobs: [
    {
      job_id: 1288,
      owner: 'jdoe',
      'Job Name': 'publishers-emea.csv',
      'Job Type': 2,
      'Job Status': 'processing',
      rows_done: 20_000,
      rows_total: 31_544,
      rows_read: 31_544,
      error: null,
      created_at: '2025-03-14T10:02:17.000Z',
      duration_seconds: null,
      catalog_matched_rows: null,
    },
    {
      job_id: EXAMPLE_JOB_ID,
      owner: 'jdoe',
      'Job Name': 'inventory-2025-03.csv',
      'Job Type': 1,
      'Job Status': 'completed',
      rows_done: 48_210,
      rows_total: 48_210,
      rows_ignored: 1_204,
      rows_read: 48_210,
      error: null,
      created_at: '2025-03-14T09:12:40.000Z',
      duration_seconds: 41.3,
      catalog_matched_rows: 39_117,
    },
  ],
});
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

/** Whose jobs the job list shows (beyond the spec): the caller's, or, for an administrator, the whole company's. */
export const JOB_LIST_SCOPES = ['mine', 'company'] as const;
export type JobListScope = (typeof JOB_LIST_SCOPES)[number];

export const JobListQuerySchema = z.object({
  scope: withExample(
    z
      .enum(JOB_LIST_SCOPES)
      .default('mine')
      .describe("`mine` (default): the caller's jobs. `company`: every job of the company, for an administrator only."),
    'mine',
  ),
});

export const JobIdQuerySchema = z.object({ job_id: withExample(z.coerce.number().int().positive(), EXAMPLE_JOB_ID) });

export const JobExportQuerySchema = JobIdQuerySchema.extend({
  format: withExample(
    z
      .enum(['csv', 'json', 'cyclonedx'])
      .optional()
      .describe(
        'Default: JSON when the job name ends in .json, otherwise CSV. `cyclonedx`: a CycloneDX 1.6 SBOM, with the CVEs known to affect its components (`vulnerabilities`; KEV as the property `rnorm:known_exploited`).',
      ),
    'csv',
  ),
});

export const JobStatsSchema = withExample(
  z.object({
    job_id: z.number().int(),
    total_records_processed: z.number().int(),
    total_normalized: z.number().int(),
    total_matchfix: z.number().int(),
    total_ignored: z.number().int(),
    total_errors: z.number().int(),
    total_catalog_matched: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe('Of the normalized rows, those normalized to a catalog product (see the job list); null until known.'),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    total_time_taken: z.string().nullable().describe('Seconds with one decimal, e.g. "12.3 s".'),
  }),
  {
    job_id: EXAMPLE_JOB_ID,
    total_records_processed: 48_210,
    total_normalized: 45_872,
    total_matchfix: 1_630,
    total_ignored: 655,
    total_errors: 53,
    total_catalog_matched: 39_117,
    start_time: '2025-03-14T09:12:41.000Z',
    end_time: '2025-03-14T09:13:18.000Z',
    total_time_taken: '37.4 s',
  },
);
export type JobStats = z.infer<typeof JobStatsSchema>;

/** Paging shared by the server-paged lists: 1-based page, the spec's page size of 6 by default. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LIST_PAGE_SIZE),
});

/** Filters: case-insensitive substring matches combined with AND, as the spec's list filters. */
export const MatchfixListQuerySchema = PageQuerySchema.extend({
  publisher: withExample(z.string().max(500).optional(), 'Acme'),
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

export const MatchfixListResponseSchema = withExample(
  z.object({
    MatchFix: z.array(MatchfixEntrySchema),
    total: z.number().int().describe('Entries matching the filters, over all pages.'),
  }),
  {
    MatchFix: [
      { Publisher: 'Acme Tools GmbH', Name: 'AcmeTl Updtr Svc', Version: '3.1.0.77', JobID: EXAMPLE_JOB_ID },
      { Publisher: 'Acme Tools GmbH', Name: 'ACME PDF Bridge x64', Version: '2024.2', JobID: EXAMPLE_JOB_ID },
    ],
    total: 2,
  },
);
export type MatchfixListResponse = z.infer<typeof MatchfixListResponseSchema>;

/** A row's `vulnerability_status`: CVEs whose version ranges hold its version, or why none is said. */
export const VULNERABILITY_STATUSES = ['affected', 'unconfirmed', 'none_known', 'no_data'] as const;
/** The results page's vulnerability filter: a status, or the rows with a known exploited CVE. */
export const VulnerabilityFilterSchema = z.enum(['known_exploited', ...VULNERABILITY_STATUSES]);
export type VulnerabilityFilter = z.infer<typeof VulnerabilityFilterSchema>;

/** How the results filter normalized rows by how they were named: from a catalog product, or from the title only. */
export const RESULT_CATALOG_FILTERS = ['product', 'title_only'] as const;
export type ResultCatalogFilter = (typeof RESULT_CATALOG_FILTERS)[number];

/** A job's result rows, paged and filtered on the server (the results page). */
export const JobResultsQuerySchema = JobIdQuerySchema.merge(PageQuerySchema).extend({
  status: withExample(RowStatusSchema.optional(), 'normalized'),
  q: withExample(
    z.string().max(500).optional().describe('Substring of the raw or normalized publisher or product name.'),
    'Firefox',
  ),
  vulnerability: withExample(
    VulnerabilityFilterSchema.optional().describe(
      "Rows of one `vulnerability_status`, or `known_exploited`: rows with a CVE in CISA's KEV catalog.",
    ),
    'affected',
  ),
  catalog: withExample(
    z
      .enum(RESULT_CATALOG_FILTERS)
      .optional()
      .describe(
        'Normalized rows matched to a catalog product (`product`), or named from their title only (`title_only`).',
      ),
    'product',
  ),
});

export type JobResultsQuery = z.infer<typeof JobResultsQuerySchema>;

export const JobResultRowSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .describe(
    'The engine output columns of one row, plus `row_number` (1-based, input order) and, for an `affected` row, ' +
      '`cves`: the CVE ids matched, `;`-separated, known exploited ones first, then newest first; at most 50 ' +
      '(`vulnerabilities` counts them all; the CycloneDX export lists them all).',
  );
export type JobResultRow = z.infer<typeof JobResultRowSchema>;

export const JobResultsResponseSchema = withExample(
  z.object({
    rows: z.array(JobResultRowSchema),
    total: z.number().int(),
  }),
  {
    rows: [
      {
        row_number: 1,
        raw_publisher: 'Mozilla Corporation',
        raw_title: 'Mozilla Firefox (x64 en-US)',
        raw_version: '128.0.3',
        status: 'normalized',
        publisher: 'Mozilla',
        name: 'Mozilla Firefox',
        version: '128.0.3',
        major: '128',
        minor: '0',
        patch: '3',
        build: null,
        release: null,
        edition: null,
        servicepack: null,
        architecture: 'x64',
        language: 'en-US',
        category: 'browser',
        catalog_id: 'curated:mozilla-firefox',
        confidence: 0.99,
        matched_by: 'alias',
        release_date: '2024-07-09',
        end_of_support: '2025-09-16',
        end_of_extended_support: null,
        lifecycle_status: 'end_of_life',
        latest_version: '128.14.0',
        license: 'MPL-2.0',
        license_type: 'open-source',
        is_open_source: true,
        cpe: 'cpe:2.3:a:mozilla:firefox:128.0.3:*:*:*:*:*:*:*',
        purl: 'pkg:winget/Mozilla.Firefox@128.0.3',
        vulnerability_status: 'affected',
        vulnerabilities: 12,
        known_exploited: 'CVE-2024-9680',
        fixed_version: '131.0.2',
        cves: 'CVE-2024-9680;CVE-2024-8385;CVE-2024-8381',
        reason: 'title is a known alias',
      },
    ],
    total: 1_914,
  },
);
export type JobResultsResponse = z.infer<typeof JobResultsResponseSchema>;

const CountSchema = z.object({ label: z.string(), count: z.number().int() });

/** What the results page charts: rows per status, top publishers, lifecycle status and category of the installs. */
export const JobSummarySchema = withExample(
  z.object({
    job_id: z.number().int(),
    by_status: z.array(CountSchema),
    catalog_matched: z
      .number()
      .int()
      .nullable()
      .describe(
        'Of the normalized rows, those matched to a catalog product; the rest were named from their title only. Null for a job that finished before this was counted.',
      ),
    top_publishers: z.array(CountSchema),
    by_lifecycle_status: z.array(CountSchema),
    by_category: z.array(CountSchema).describe('Normalized rows per category, the 12 largest; `unknown`: none.'),
    vulnerabilities: z
      .object({
        data_as_of: z
          .string()
          .nullable()
          .describe("The date of the vulnerability data the job's content carries (null: none)."),
        by_status: z.array(CountSchema).describe('Normalized rows per `vulnerability_status`.'),
        known_exploited_rows: z.number().int().describe("Rows with a CVE in CISA's KEV catalog."),
        known_exploited_cves: z.number().int().describe('Distinct KEV CVEs over those rows.'),
        known_exploited_by_product: z
          .array(CountSchema)
          .describe('Rows with a KEV CVE per product name, the 10 largest.'),
      })
      .describe('Known vulnerabilities of the normalized rows (CVE version ranges and CISA KEV).'),
  }),
  {
    job_id: EXAMPLE_JOB_ID,
    by_status: [
      { label: 'normalized', count: 45_872 },
      { label: 'matchfix', count: 1_630 },
      { label: 'ignored', count: 655 },
      { label: 'error', count: 53 },
    ],
    catalog_matched: 39_117,
    top_publishers: [
      { label: 'Microsoft', count: 18_422 },
      { label: 'Adobe', count: 3_177 },
      { label: 'Mozilla', count: 2_650 },
    ],
    by_lifecycle_status: [
      { label: 'supported', count: 30_115 },
      { label: 'unknown', count: 8_073 },
      { label: 'end_of_life', count: 6_204 },
      { label: 'extended_support', count: 1_480 },
    ],
    by_category: [
      { label: 'runtime', count: 9_310 },
      { label: 'development', count: 6_988 },
      { label: 'unknown', count: 5_102 },
      { label: 'browser', count: 3_406 },
    ],
    vulnerabilities: {
      data_as_of: '2026-08-21',
      by_status: [
        { label: 'no_data', count: 21_480 },
        { label: 'none_known', count: 15_102 },
        { label: 'affected', count: 8_861 },
        { label: 'unconfirmed', count: 429 },
      ],
      known_exploited_rows: 1_204,
      known_exploited_cves: 7,
      known_exploited_by_product: [
        { label: 'Mozilla Firefox', count: 802 },
        { label: 'RARLAB WinRAR', count: 311 },
        { label: 'Google Chrome', count: 91 },
      ],
    },
  },
);
export type JobSummary = z.infer<typeof JobSummarySchema>;
