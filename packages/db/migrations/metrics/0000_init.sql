CREATE TABLE "metric_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" double precision DEFAULT 1 NOT NULL,
	"company_id" integer,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "metric_events_name_time_idx" ON "metric_events" USING btree ("name","recorded_at");