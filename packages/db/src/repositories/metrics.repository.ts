import { sql, type SQL } from 'drizzle-orm';
import type { MetricsDb } from '../client.ts';
import { jobMetrics, metricEvents, type PublisherRowCount } from '../metrics-schema.ts';
import { rowsOf } from './list-filters.ts';

/** The figures of one finished job, as `recordJob` stores them. */
export type JobFigures = Omit<typeof jobMetrics.$inferInsert, 'recordedAt'>;

/** A period of whole UTC days: from the start of `since` up to now, of a company's jobs, or of one user's only. */
export interface MetricsRange {
  companyId: number;
  since: Date;
  /** Only this user's jobs and sign-ins; the whole company's when absent. */
  userId?: number | undefined;
}

/** Jobs and their rows, summed over the jobs that finished on one UTC day (`YYYY-MM-DD`). */
export interface JobDay {
  date: string;
  jobs: number;
  completed: number;
  failed: number;
  rowsTotal: number;
  rowsNormalized: number;
  rowsMatchfix: number;
  rowsIgnored: number;
  rowsError: number;
  /** Normalized rows that reached a catalog product, over the jobs that recorded it. */
  rowsCatalogMatched: number;
  /** All rows less ignored ones, over the same jobs: what `rowsCatalogMatched` is a share of. */
  rowsConsideredForCatalog: number;
}

/** A label's count on one UTC day. */
export interface LabelDay {
  date: string;
  label: string;
  count: number;
}

/** The UTC day of a timestamp column, as text: the same on every server whatever its time zone. */
const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/** The job_metrics rows (aliased `m`) of the range: the company's, or one user's, finished since its start. */
function jobsOfRange({ companyId, since, userId }: MetricsRange): SQL {
  const ofUser = userId === undefined ? sql`` : sql` and m.user_id = ${userId}`;
  return sql`m.company_id = ${companyId} and m.completed_at >= ${since.toISOString()}::timestamptz${ofUser}`;
}

export function createMetricsRepository(db: MetricsDb) {
  /** Per UTC day, the counts of a jsonb object of label → count (`counts`, of job_metrics `m`) summed per label. */
  async function labelDays(counts: SQL, range: MetricsRange): Promise<LabelDay[]> {
    const rows = await db.execute(sql`
      select ${utcDay('m.completed_at')} as date, l.key as label, sum(l.value::numeric)::float8 as count
      from ${jobMetrics} m cross join lateral jsonb_each_text(${counts}) as l(key, value)
      where ${jobsOfRange(range)}
      group by 1, 2 order by 1, 2`);
    return rowsOf<LabelDay>(rows);
  }

  /** The labels with most rows summed over the top lists (`list`, a jsonb column) of the company's jobs in range. */
  async function topLabels(list: 'publishers' | 'known_exploited_products', range: MetricsRange, limit: number) {
    const rows = await db.execute(sql`
      select p.label, sum(p.count)::float8 as count
      from ${jobMetrics} m cross join lateral jsonb_to_recordset(m.${sql.raw(list)}) as p(label text, count int)
      where ${jobsOfRange(range)}
      group by p.label order by 2 desc, 1 limit ${limit}`);
    return rowsOf<PublisherRowCount>(rows);
  }

  return {
    async record(name: string, companyId: number | null, labels: Record<string, string> = {}, value = 1) {
      await db.insert(metricEvents).values({ name, companyId, labels, value });
    },

    /** Stores a finished job's figures; a job recorded before (finished again after a crash) is overwritten. */
    async recordJob(figures: JobFigures): Promise<void> {
      const { jobId: _jobId, ...rest } = figures;
      await db
        .insert(jobMetrics)
        .values(figures)
        .onConflictDoUpdate({ target: jobMetrics.jobId, set: { ...rest, recordedAt: sql`now()` } });
    },

    /** The company's jobs that finished in the range, per UTC day (days without jobs are absent). */
    async jobDays(range: MetricsRange): Promise<JobDay[]> {
      // Sums as float8: a bigint would come back as a string, and no day's sum comes near 2^53.
      const rows = await db.execute(sql`
        select ${utcDay('m.completed_at')} as date,
               count(*)::int as jobs,
               count(*) filter (where status = 'completed')::int as completed,
               count(*) filter (where status = 'error')::int as failed,
               sum(rows_total)::float8 as "rowsTotal",
               sum(rows_normalized)::float8 as "rowsNormalized",
               sum(rows_matchfix)::float8 as "rowsMatchfix",
               sum(rows_ignored)::float8 as "rowsIgnored",
               sum(rows_error)::float8 as "rowsError",
               coalesce(sum(rows_catalog_matched), 0)::float8 as "rowsCatalogMatched",
               coalesce(sum(rows_total - rows_ignored) filter (where rows_catalog_matched is not null), 0)::float8
                 as "rowsConsideredForCatalog"
        from ${jobMetrics} m
        where ${jobsOfRange(range)}
        group by 1 order by 1`);
      return rowsOf<JobDay>(rows);
    },

    /** Normalized rows per lifecycle status, per UTC day, over the company's jobs that finished in the range. */
    async lifecycleDays(range: MetricsRange): Promise<LabelDay[]> {
      return labelDays(sql`m.lifecycle`, range);
    },

    /**
     * The publishers with most rows over the company's jobs that finished in the range. Each job keeps its own top
     * list only, so a publisher that was never near the top of a job is undercounted: a ranking, not an inventory.
     */
    async topPublishers(range: MetricsRange, limit: number): Promise<PublisherRowCount[]> {
      return topLabels('publishers', range, limit);
    },

    /**
     * Per UTC day, over the company's jobs that finished in the range: rows with a known exploited CVE (`label`
     * `known_exploited`) and normalized rows per vulnerability status.
     */
    async vulnerabilityDays(range: MetricsRange): Promise<LabelDay[]> {
      return labelDays(sql`m.vulnerabilities || jsonb_build_object('known_exploited', m.rows_known_exploited)`, range);
    },

    /** The products with most rows with a known exploited CVE, over the company's jobs that finished in the range. */
    async topKnownExploited(range: MetricsRange, limit: number): Promise<PublisherRowCount[]> {
      return topLabels('known_exploited_products', range, limit);
    },

    /** The dates of the vulnerability data the company's jobs in the range ran on, oldest first. */
    async vulnerabilityDataDates(range: MetricsRange): Promise<string[]> {
      const rows = await db.execute(sql`
        select distinct vulnerability_data_as_of as date from ${jobMetrics} m
        where ${jobsOfRange(range)} and vulnerability_data_as_of is not null
        order by 1`);
      return rowsOf<{ date: string }>(rows).map((row) => row.date);
    },

    /**
     * How often an event (`sign_in`, ...) was recorded for the company, or for one user (its `user_id` label), per
     * UTC day of the range.
     */
    async eventDays(
      name: string,
      { companyId, since, userId }: MetricsRange,
    ): Promise<{ date: string; count: number }[]> {
      const ofUser = userId === undefined ? sql`` : sql` and labels ->> 'user_id' = ${String(userId)}`;
      const rows = await db.execute(sql`
        select ${utcDay('recorded_at')} as date, sum(value)::float8 as count
        from ${metricEvents}
        where name = ${name} and company_id = ${companyId} and recorded_at >= ${since.toISOString()}::timestamptz${ofUser}
        group by 1 order by 1`);
      return rowsOf<{ date: string; count: number }>(rows);
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
