import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Time series of product events (sign-ins, jobs, rows): MetricsDB, kept apart from tenant data. */
export const metricEvents = pgTable(
  'metric_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull().default(1),
    companyId: integer('company_id'),
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metric_events_name_time_idx').on(t.name, t.recordedAt)],
);

/** A publisher and its rows in one job. */
export interface PublisherRowCount {
  label: string;
  count: number;
}

/**
 * The figures of one finished job (completed or failed), written when it finishes: one row per job, so a job
 * finished twice (after a crash) is written over, not counted twice. No foreign keys: MetricsDB may be another
 * database than CatalogDB, and the figures outlive the job.
 */
export const jobMetrics = pgTable(
  'job_metrics',
  {
    jobId: integer('job_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    /** 1 title job, 2 publisher job. */
    jobType: integer('job_type').notNull(),
    /** `completed` or `error`. */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the job completed or failed; the day a job counts for (UTC). */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    /** Rows with a stored result (all of the file's rows for a completed job). */
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsNormalized: integer('rows_normalized').notNull().default(0),
    rowsMatchfix: integer('rows_matchfix').notNull().default(0),
    rowsIgnored: integer('rows_ignored').notNull().default(0),
    rowsError: integer('rows_error').notNull().default(0),
    /** Normalized rows that reached a catalog product (`jobs.catalog_matched_rows`); null for jobs recorded before it. */
    rowsCatalogMatched: integer('rows_catalog_matched'),
    contentVersion: text('content_version'),
    /** The job's publishers with most rows (a bounded top list), most rows first. */
    publishers: jsonb('publishers').$type<PublisherRowCount[]>().notNull().default([]),
    /** Normalized rows per lifecycle status (`supported`, `extended_support`, `end_of_life`, `unknown`). */
    lifecycle: jsonb('lifecycle').$type<Record<string, number>>().notNull().default({}),
    /** Normalized rows per vulnerability status (`affected`, `unconfirmed`, `none_known`, `no_data`). */
    vulnerabilities: jsonb('vulnerabilities').$type<Record<string, number>>().notNull().default({}),
    /** Rows with a CVE in CISA's KEV catalog. */
    rowsKnownExploited: integer('rows_known_exploited').notNull().default(0),
    /** The job's products with most rows with a known exploited CVE (a bounded top list), most rows first. */
    knownExploitedProducts: jsonb('known_exploited_products').$type<PublisherRowCount[]>().notNull().default([]),
    /** The date of the vulnerability data of the job's content; null when it had none. */
    vulnerabilityDataAsOf: text('vulnerability_data_as_of'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_metrics_company_time_idx').on(t.companyId, t.completedAt)],
);
