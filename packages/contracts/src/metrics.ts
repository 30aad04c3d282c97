import { z } from 'zod';
import { withExample } from './examples.ts';
import { JOB_LIST_SCOPES } from './jobs.ts';

/** The metrics `GET /v2/api/metrics/{name}` serves. */
export const METRIC_NAMES = [
  'jobs_per_day',
  'rows_per_day',
  'normalization_rate',
  'eol_exposure',
  'top_publishers',
  'sign_ins_per_day',
  'kev_exposure',
  'top_known_exploited',
] as const;
export const MetricNameSchema = z.enum(METRIC_NAMES);
export type MetricName = z.infer<typeof MetricNameSchema>;

export const METRIC_DEFAULT_DAYS = 30;
export const METRIC_MAX_DAYS = 366;
/** The periods the Insights screen offers. */
export const METRIC_PERIODS_DAYS = [7, 30, 90] as const;
/** Publishers in `top_publishers`, products in `top_known_exploited`. */
export const METRIC_TOP_PUBLISHERS = 10;

export const metricMessages = {
  daysInvalid: `days must be a whole number from 1 to ${METRIC_MAX_DAYS}`,
  unknownMetric: (name: string) => `Unknown metric '${name}'. Known metrics: ${METRIC_NAMES.join(', ')}.`,
} as const;

/** Not an enum: an unknown name answers 404 with the known names, not a validation failure. */
export const MetricParamsSchema = z.object({
  name: withExample(
    z
      .string()
      .max(100)
      .describe(`One of: ${METRIC_NAMES.join(', ')}.`),
    'jobs_per_day',
  ),
});

export const MetricQuerySchema = z.object({
  days: z.coerce
    .number({ error: metricMessages.daysInvalid })
    .int({ error: metricMessages.daysInvalid })
    .min(1, { error: metricMessages.daysInvalid })
    .max(METRIC_MAX_DAYS, { error: metricMessages.daysInvalid })
    .default(METRIC_DEFAULT_DAYS)
    .describe(`Whole UTC days up to and including today (default ${METRIC_DEFAULT_DAYS}).`),
  scope: withExample(
    z
      .enum(JOB_LIST_SCOPES)
      .default('mine')
      .describe(
        "`mine` (default): the caller's jobs and sign-ins. `company`: every user's of the company, for an administrator only.",
      ),
    'mine',
  ),
});
export type MetricQuery = z.infer<typeof MetricQuerySchema>;

export const MetricUnitSchema = z.enum(['jobs', 'rows', 'percent', 'sign_ins']);
export type MetricUnit = z.infer<typeof MetricUnitSchema>;

export const MetricPointSchema = z.object({
  date: z.string().describe('A UTC day, YYYY-MM-DD.'),
  value: z.number().nullable().describe('null: nothing to measure that day (a rate without rows).'),
});
export type MetricPoint = z.infer<typeof MetricPointSchema>;

export const MetricSeriesSchema = z.object({
  key: z.string().describe('Stable identifier, e.g. a row status or a lifecycle status.'),
  label: z.string(),
  points: z.array(MetricPointSchema).describe('One point per day of the period, oldest first.'),
});
export type MetricSeries = z.infer<typeof MetricSeriesSchema>;

export const MetricTotalSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
});
export type MetricTotal = z.infer<typeof MetricTotalSchema>;

/** One value per day of the example's week, oldest first. */
const exampleWeek = (values: number[]): MetricPoint[] =>
  values.map((value, day) => ({ date: `2025-03-${String(8 + day).padStart(2, '0')}`, value }));

export const MetricResponseSchema = withExample(
  z.object({
    name: MetricNameSchema,
    days: z.number().int(),
    from: z.string().describe('First day of the period (UTC), YYYY-MM-DD.'),
    to: z.string().describe('Last day of the period (UTC, today), YYYY-MM-DD.'),
    unit: MetricUnitSchema,
    series: z
      .array(MetricSeriesSchema)
      .describe('Per-day series; empty for `top_publishers` and `top_known_exploited`.'),
    totals: z.array(MetricTotalSchema).describe('The whole period, in display order.'),
    data_as_of: z
      .array(z.string())
      .optional()
      .describe(
        "Vulnerability metrics only: the dates of the vulnerability data the period's jobs ran on, oldest first.",
      ),
  }),
  {
    name: 'jobs_per_day',
    days: 7,
    from: '2025-03-08',
    to: '2025-03-14',
    unit: 'jobs',
    series: [
      { key: 'completed', label: 'Completed', points: exampleWeek([0, 0, 3, 5, 2, 4, 6]) },
      { key: 'error', label: 'Failed', points: exampleWeek([0, 0, 0, 1, 0, 0, 0]) },
    ],
    totals: [
      { key: 'total', label: 'Jobs', value: 21 },
      { key: 'completed', label: 'Completed', value: 20 },
      { key: 'error', label: 'Failed', value: 1 },
    ],
  },
);
export type MetricResponse = z.infer<typeof MetricResponseSchema>;
