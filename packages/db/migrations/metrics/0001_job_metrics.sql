CREATE TABLE "job_metrics" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_type" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone NOT NULL,
	"duration_ms" bigint,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_normalized" integer DEFAULT 0 NOT NULL,
	"rows_matchfix" integer DEFAULT 0 NOT NULL,
	"rows_ignored" integer DEFAULT 0 NOT NULL,
	"rows_error" integer DEFAULT 0 NOT NULL,
	"content_version" text,
	"publishers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lifecycle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_metrics_company_time_idx" ON "job_metrics" USING btree ("company_id","completed_at");