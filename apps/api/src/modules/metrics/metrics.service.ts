import {
  METRIC_TOP_PUBLISHERS,
  serverMessages,
  type JobListScope,
  MetricNameSchema,
  metricMessages,
  type MetricName,
  type MetricResponse,
  type MetricSeries,
  type MetricTotal,
  type MetricUnit,
} from '@rnorm/contracts';
import type { JobDay, KeyOwner, MetricsRange, MetricsRepository } from '@rnorm/db';
import { AppError } from '../../app-error.ts';

const DAY_MS = 86_400_000;

const ROW_STATUSES = [
  { key: 'normalized', label: 'Normalized', field: 'rowsNormalized' },
  { key: 'matchfix', label: 'Matchfix', field: 'rowsMatchfix' },
  { key: 'ignored', label: 'Ignored', field: 'rowsIgnored' },
  { key: 'error', label: 'Error', field: 'rowsError' },
] as const satisfies readonly { key: string; label: string; field: keyof JobDay }[];

/** The engine's lifecycle statuses, in display order; any other value the figures hold follows them. */
const LIFECYCLE_LABELS: Record<string, string> = {
  supported: 'Supported',
  extended_support: 'Extended support',
  end_of_life: 'End of life',
  unknown: 'Unknown',
};

/** What `kev_exposure` counts, in display order: rows with a KEV CVE, then normalized rows per vulnerability status. */
const VULNERABILITY_LABELS: Record<string, string> = {
  known_exploited: 'Known exploited',
  affected: 'Affected',
  unconfirmed: 'Unconfirmed',
  none_known: 'None known',
  no_data: 'No data',
};
/** The `kev_exposure` figures charted per day; the rest (most rows) are totals only. */
const VULNERABILITY_SERIES = ['known_exploited', 'affected', 'unconfirmed'];

/** The days of a period, oldest first: `days` whole UTC days up to and including today. */
export function periodDays(days: number, now: Date): { since: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) => new Date(since + i * DAY_MS).toISOString().slice(0, 10));
  return { since: new Date(since), dates };
}

/** Percent with one decimal; null when there is nothing to divide by. */
const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The series the Insights screen charts, computed from MetricsDB for the caller's company only: the company comes
 * from the key, never from the request.
 */
export function createMetricsService({
  metrics,
  now = () => new Date(),
}: {
  metrics: MetricsRepository;
  now?: () => Date;
}) {
  /** One point per day of the period: the day's value, or `missing` on a day without records. */
  function seriesOf<T extends { date: string }>(
    dates: readonly string[],
    rows: readonly T[],
    valueOf: (row: T) => number | null,
    missing: number | null = 0,
  ) {
    const byDate = new Map(rows.map((row) => [row.date, row]));
    return dates.map((date) => {
      const row = byDate.get(date);
      return { date, value: row ? valueOf(row) : missing };
    });
  }

  async function build(
    name: MetricName,
    range: MetricsRange,
    dates: readonly string[],
  ): Promise<{ unit: MetricUnit; series: MetricSeries[]; totals: MetricTotal[]; data_as_of?: string[] }> {
    switch (name) {
      case 'jobs_per_day': {
        const rows = await metrics.jobDays(range);
        return {
          unit: 'jobs',
          series: [
            { key: 'completed', label: 'Completed', points: seriesOf(dates, rows, (row) => row.completed) },
            { key: 'error', label: 'Failed', points: seriesOf(dates, rows, (row) => row.failed) },
          ],
          totals: [
            { key: 'total', label: 'Jobs', value: sum(rows.map((row) => row.jobs)) },
            { key: 'completed', label: 'Completed', value: sum(rows.map((row) => row.completed)) },
            { key: 'error', label: 'Failed', value: sum(rows.map((row) => row.failed)) },
          ],
        };
      }
      case 'rows_per_day': {
        const rows = await metrics.jobDays(range);
        return {
          unit: 'rows',
          series: ROW_STATUSES.map(({ key, label, field }) => ({
            key,
            label,
            points: seriesOf(dates, rows, (row) => row[field]),
          })),
          totals: [
            { key: 'total', label: 'Rows', value: sum(rows.map((row) => row.rowsTotal)) },
            ...ROW_STATUSES.map(({ key, label, field }) => ({ key, label, value: sum(rows.map((row) => row[field])) })),
          ],
        };
      }
      case 'normalization_rate': {
        // Ignored rows (not software) are neither a success nor a failure of normalization. The catalog match rate is
        // the share of the same rows that reached a catalog product (the rest were named from their title only), over
        // the jobs that recorded it.
        const rows = await metrics.jobDays(range);
        const considered = (row: JobDay) => row.rowsTotal - row.rowsIgnored;
        const catalogRate = (row: JobDay) => percent(row.rowsCatalogMatched, row.rowsConsideredForCatalog);
        return {
          unit: 'percent',
          series: [
            {
              key: 'normalization_rate',
              label: 'Normalization rate',
              points: seriesOf(dates, rows, (row) => percent(row.rowsNormalized, considered(row)), null),
            },
            {
              key: 'catalog_match_rate',
              label: 'Matched to catalog products',
              points: seriesOf(dates, rows, catalogRate, null),
            },
          ],
          totals: [
            {
              key: 'normalization_rate',
              label: 'Normalization rate',
              value: percent(sum(rows.map((row) => row.rowsNormalized)), sum(rows.map(considered))),
            },
            {
              key: 'catalog_match_rate',
              label: 'Matched to catalog products',
              value: percent(
                sum(rows.map((row) => row.rowsCatalogMatched)),
                sum(rows.map((row) => row.rowsConsideredForCatalog)),
              ),
            },
          ],
        };
      }
      case 'eol_exposure': {
        const rows = await metrics.lifecycleDays(range);
        const keys = [
          ...Object.keys(LIFECYCLE_LABELS),
          ...[...new Set(rows.map((row) => row.label))].filter((label) => !(label in LIFECYCLE_LABELS)).sort(),
        ];
        return {
          unit: 'rows',
          series: keys.map((key) => ({
            key,
            label: LIFECYCLE_LABELS[key] ?? key,
            points: seriesOf(
              dates,
              rows.filter((row) => row.label === key),
              (row) => row.count,
            ),
          })),
          totals: keys.map((key) => ({
            key,
            label: LIFECYCLE_LABELS[key] ?? key,
            value: sum(rows.filter((row) => row.label === key).map((row) => row.count)),
          })),
        };
      }
      case 'top_publishers': {
        const publishers = await metrics.topPublishers(range, METRIC_TOP_PUBLISHERS);
        return {
          unit: 'rows',
          series: [],
          totals: publishers.map(({ label, count }) => ({ key: label, label, value: count })),
        };
      }
      case 'kev_exposure': {
        const [rows, asOf] = await Promise.all([
          metrics.vulnerabilityDays(range),
          metrics.vulnerabilityDataDates(range),
        ]);
        const keys = Object.keys(VULNERABILITY_LABELS);
        const ofKey = (key: string) => rows.filter((row) => row.label === key);
        return {
          unit: 'rows',
          series: VULNERABILITY_SERIES.map((key) => ({
            key,
            label: VULNERABILITY_LABELS[key]!,
            points: seriesOf(dates, ofKey(key), (row) => row.count),
          })),
          totals: keys.map((key) => ({
            key,
            label: VULNERABILITY_LABELS[key]!,
            value: sum(ofKey(key).map((row) => row.count)),
          })),
          data_as_of: asOf,
        };
      }
      case 'top_known_exploited': {
        const [products, asOf] = await Promise.all([
          metrics.topKnownExploited(range, METRIC_TOP_PUBLISHERS),
          metrics.vulnerabilityDataDates(range),
        ]);
        return {
          unit: 'rows',
          series: [],
          totals: products.map(({ label, count }) => ({ key: label, label, value: count })),
          data_as_of: asOf,
        };
      }
      case 'sign_ins_per_day': {
        const rows = await metrics.eventDays('sign_in', range);
        return {
          unit: 'sign_ins',
          series: [{ key: 'sign_in', label: 'Sign-ins', points: seriesOf(dates, rows, (row) => row.count) }],
          totals: [{ key: 'sign_in', label: 'Sign-ins', value: sum(rows.map((row) => row.count)) }],
        };
      }
    }
  }

  return {
    /**
     * A metric of the caller's jobs (and sign-ins) over the last `days` UTC days, or, for an administrator who asks,
     * of the whole company's; an unknown name answers 404.
     */
    async get(caller: KeyOwner, name: string, days: number, scope: JobListScope = 'mine'): Promise<MetricResponse> {
      const known = MetricNameSchema.safeParse(name);
      if (!known.success) throw new AppError('NOT_FOUND', metricMessages.unknownMetric(name));
      if (scope === 'company' && caller.role !== 'admin') {
        throw new AppError('FORBIDDEN', serverMessages.companyMetricsAdminOnly);
      }
      const { since, dates } = periodDays(days, now());
      const userId = scope === 'mine' ? caller.userId : undefined;
      const figures = await build(known.data, { companyId: caller.companyId, since, userId }, dates);
      return { name: known.data, days, from: dates[0]!, to: dates[dates.length - 1]!, ...figures };
    },
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
