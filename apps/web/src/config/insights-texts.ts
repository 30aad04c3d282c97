import type { JobListScope } from '@rnorm/contracts';

/** Texts of the Insights screen (beyond the spec: charts of the user's or the company's jobs over time). */
export const insightsTexts = {
  title: 'Insights',
  description: (scope: JobListScope) =>
    `${scope === 'company' ? "Your company's" : 'Your'} enrichment jobs over time: how many ran, what became of their rows, and what they found.`,
  periodLabel: 'Period',
  periodOption: (days: number) => `Last ${days} days`,
  loading: 'Loading insights',
  loadFailed: 'The insights could not be loaded',
  chartLoadFailed: 'This chart could not be loaded.',
  retry: 'Try again',
  noJobsTitle: 'No jobs in this period',
  noJobsText: (scope: JobListScope) =>
    `${scope === 'company' ? "Jobs your company's users complete" : 'Jobs you complete'} or that fail show up here. Choose a longer period, or submit a file.`,
  submitJob: 'Submit Job',
  noData: 'Nothing to show for this period',
  dateColumn: 'Day',
  labelColumn: 'Value',
  rowsColumn: 'Rows',

  jobsPerDayTitle: 'Jobs per day',
  rowsPerDayTitle: 'Rows per day by status',
  normalizationRateTitle: 'Normalization rate',
  normalizationRateHelp:
    'Normalized rows out of all rows that are not ignored, and how many of them were matched to a catalog product (the rest were named from their title only).',
  catalogMatchRate: (value: string) => `${value} matched to catalog products`,
  eolExposureTitle: 'Lifecycle status of the normalized rows',
  topPublishersTitle: 'Top publishers',
  kevExposureTitle: 'Rows with known exploited CVEs',
  kevExposureHelp: "Rows with a CVE in CISA's Known Exploited Vulnerabilities catalog, and affected rows, per day.",
  topKnownExploitedTitle: 'Products with known exploited CVEs',
  overall: (value: string) => `Overall ${value}`,
  /** A rate as the charts show it; nothing to measure is a dash. */
  percent: (value: number | null) => (value === null ? '—' : `${value.toLocaleString()} %`),
} as const;
