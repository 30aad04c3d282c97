import { MetricResponseSchema, type JobListScope, type MetricName } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/user-api-path.ts';

/** The days a metric covers, and whose jobs: the user's, or for an administrator the company's. */
export interface MetricPeriod {
  days: number;
  scope: JobListScope;
}

/** GET /v2/api/metrics/{name}?days=&scope=: one metric of the user's or the company's jobs, per day of the period. */
export function getMetric(name: MetricName, { days, scope }: MetricPeriod) {
  return apiRequest(`/v2/api/metrics/${name}${queryString({ days, scope })}`, MetricResponseSchema);
}

export function metricQueryOptions(name: MetricName, period: MetricPeriod) {
  return queryOptions({
    queryKey: ['metric', name, period.days, period.scope],
    queryFn: () => getMetric(name, period),
    // Figures change only when a job finishes: a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useMetric(name: MetricName, period: MetricPeriod) {
  return useQuery(metricQueryOptions(name, period));
}
