import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, type HealthResponse } from '@rnorm/contracts';
import type { CatalogDb, MetricsDb, OpenDatabase } from '@rnorm/db';
import type { RedisProbe } from '../../queue/redis-probe.ts';

interface HealthDeps {
  catalog: OpenDatabase<CatalogDb>;
  metrics: OpenDatabase<MetricsDb>;
  redis: RedisProbe | undefined;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, { catalog, metrics, redis, version }) => {
  app.get('/api/health', {
    schema: {
      tags: ['Health'],
      summary: 'Status of the databases and the job queue; 503 when one is down',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
    handler: async (_request, reply) => {
      const [catalogUp, metricsUp, redisUp] = await Promise.all([
        catalog.ping(),
        metrics.ping(),
        redis ? redis.ping() : Promise.resolve(true),
      ]);
      const body: HealthResponse = {
        status: catalogUp && metricsUp && redisUp ? 'ok' : 'degraded',
        database: catalogUp ? 'ok' : 'down',
        metrics_database: metricsUp ? 'ok' : 'down',
        queue: redisUp ? 'ok' : 'down',
        queue_backend: redis ? 'redis' : 'in-process',
        database_backend: catalog.backend,
        version,
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  });
};
