import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Time series of product events (sign-ins, jobs, rows): MetricsDB, kept apart from tenant data. */
export const metricEvents = pgTable(
  'metric_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull().default(1),
    companyId: integer('company_id'),
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metric_events_name_time_idx').on(t.name, t.recordedAt)],
);
