-- Jobs stored before this migration have no row counts on their outputs: they keep counting their rows as before.
ALTER TABLE "jobs" ADD COLUMN "row_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "row_counts" SET DEFAULT true;
