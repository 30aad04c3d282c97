import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  METRIC_NAMES,
  MetricParamsSchema,
  MetricQuerySchema,
  MetricResponseSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { MetricsService } from './metrics.service.ts';

export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: MetricsService; guard: AuthGuard }> = async (
  app,
  { metrics, guard },
) => {
  app.get('/v2/api/metrics/:name', {
    schema: {
      tags: ['Metrics'],
      summary: "A metric of the caller's jobs, or the company's, over the last days, per UTC day, for charts",
      description:
        `Known metrics: ${METRIC_NAMES.join(', ')}. Jobs count on the day they completed or failed. ` +
        '`normalization_rate` is normalized rows / (all rows − ignored rows), in percent. `eol_exposure` counts ' +
        "normalized rows per lifecycle status. `kev_exposure` counts rows with a CVE in CISA's Known Exploited " +
        'Vulnerabilities catalog and normalized rows per vulnerability status, with the dates of the vulnerability ' +
        'data the jobs ran on (`data_as_of`). `top_publishers` and `top_known_exploited` (products with most rows ' +
        'with a known exploited CVE) have totals only (no per-day series).',
      security: [{ bearerAuth: [] }],
      params: MetricParamsSchema,
      querystring: MetricQuerySchema,
      response: {
        200: MetricResponseSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    },
    onRequest: [guard.authenticate],
    handler: (request) => metrics.get(callerOf(request), request.params.name, request.query.days, request.query.scope),
  });
};
