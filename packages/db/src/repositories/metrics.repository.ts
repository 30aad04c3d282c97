import type { MetricsDb } from '../client.ts';
import { metricEvents } from '../metrics-schema.ts';

export function createMetricsRepository(db: MetricsDb) {
  return {
    async record(name: string, companyId: number | null, labels: Record<string, string> = {}, value = 1) {
      await db.insert(metricEvents).values({ name, companyId, labels, value });
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
