ALTER TABLE "job_metrics" ADD COLUMN "vulnerabilities" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_metrics" ADD COLUMN "rows_known_exploited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_metrics" ADD COLUMN "known_exploited_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_metrics" ADD COLUMN "vulnerability_data_as_of" text;