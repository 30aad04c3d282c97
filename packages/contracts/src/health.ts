import { z } from 'zod';

const ComponentStatusSchema = z.enum(['ok', 'down', 'not_configured']);

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: ComponentStatusSchema,
  metrics_database: ComponentStatusSchema,
  queue: ComponentStatusSchema,
  queue_backend: z.enum(['in-process', 'redis']),
  database_backend: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
