import { MetricResponseSchema, type MetricName } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/user-api-path.ts';

/** GET /v2/api/metrics/{name}?days=: one metric of the caller's company, per day of the period. */
export function getMetric(name: MetricName, days: number) {
  return apiRequest(`/v2/api/metrics/${name}${queryString({ days })}`, MetricResponseSchema);
}

export function metricQueryOptions(name: MetricName, days: number) {
  return queryOptions({
    queryKey: ['metric', name, days],
    queryFn: () => getMetric(name, days),
    // Figures change only when a job finishes: a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useMetric(name: MetricName, days: number) {
  return useQuery(metricQueryOptions(name, days));
}
