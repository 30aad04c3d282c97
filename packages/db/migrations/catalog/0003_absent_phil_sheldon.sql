CREATE TABLE "fuzzy_match_dismissals" (
	"company_id" integer NOT NULL,
	"raw_key" uuid NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuzzy_match_dismissals_company_id_raw_key_pk" PRIMARY KEY("company_id","raw_key")
);
--> statement-breakpoint
CREATE TABLE "user_rule_mappings" (
	"company_id" integer NOT NULL,
	"hash_key" uuid NOT NULL,
	"raw_publisher" text NOT NULL,
	"raw_name" text NOT NULL,
	"raw_version" text NOT NULL,
	"publisher" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"major" text,
	"minor" text,
	"patch" text,
	"build" text,
	"release" text,
	"edition" text,
	"servicepack" text,
	"architecture" text,
	"language" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_rule_mappings_company_id_hash_key_pk" PRIMARY KEY("company_id","hash_key")
);
--> statement-breakpoint
ALTER TABLE "job_outputs" ADD COLUMN "matched_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "personalization" jsonb;--> statement-breakpoint
UPDATE "job_outputs" SET "matched_by" = "output"->>'matched_by';--> statement-breakpoint
ALTER TABLE "fuzzy_match_dismissals" ADD CONSTRAINT "fuzzy_match_dismissals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rule_mappings" ADD CONSTRAINT "user_rule_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_outputs_review_idx" ON "job_outputs" USING btree ("job_id","raw_key") WHERE "job_outputs"."status" = 'matchfix' or "job_outputs"."matched_by" in ('fuzzy', 'title_parse');