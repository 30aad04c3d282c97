CREATE TABLE "job_chunks" (
	"job_id" integer NOT NULL,
	"chunk_index" integer NOT NULL,
	"first_row" integer NOT NULL,
	"row_count" integer NOT NULL,
	"raw_rows" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_chunks_job_id_chunk_index_pk" PRIMARY KEY("job_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "job_file_pieces" (
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "job_file_pieces_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "job_outputs" (
	"job_id" integer NOT NULL,
	"raw_key" uuid NOT NULL,
	"status" text NOT NULL,
	"raw_publisher" text NOT NULL,
	"raw_title" text NOT NULL,
	"raw_version" text NOT NULL,
	"publisher" text,
	"name" text,
	"lifecycle_status" text,
	"output" jsonb NOT NULL,
	CONSTRAINT "job_outputs_job_id_raw_key_pk" PRIMARY KEY("job_id","raw_key")
);
--> statement-breakpoint
CREATE TABLE "job_rows" (
	"job_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"raw_key" uuid NOT NULL,
	CONSTRAINT "job_rows_job_id_row_number_pk" PRIMARY KEY("job_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"error" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_bytes" integer NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer,
	"content_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_chunks" ADD CONSTRAINT "job_chunks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_file_pieces" ADD CONSTRAINT "job_file_pieces_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_outputs" ADD CONSTRAINT "job_outputs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_rows" ADD CONSTRAINT "job_rows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_outputs_status_idx" ON "job_outputs" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jobs_unfinished_idx" ON "jobs" USING btree ("status");