import { z } from 'zod';
import { withExample } from './examples.ts';

const ComponentStatusSchema = z.enum(['ok', 'down', 'not_configured']);

export const HealthResponseSchema = withExample(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: ComponentStatusSchema,
    metrics_database: ComponentStatusSchema,
    queue: ComponentStatusSchema,
    queue_backend: z.enum(['in-process', 'redis']),
    database_backend: z.enum(['pglite', 'postgres']),
    version: z.string(),
  }),
  {
    status: 'ok',
    database: 'ok',
    metrics_database: 'ok',
    queue: 'ok',
    queue_backend: 'redis',
    database_backend: 'postgres',
    version: '0.1.0',
  },
);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
