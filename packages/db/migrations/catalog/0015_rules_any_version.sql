ALTER TABLE "job_outputs" ADD COLUMN "family_key" uuid;--> statement-breakpoint
ALTER TABLE "job_outputs" ADD COLUMN "row_count" integer;--> statement-breakpoint
ALTER TABLE "user_rule_mappings" ADD COLUMN "any_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_rule_mappings" ADD COLUMN "ignore_reason" text;--> statement-breakpoint
CREATE INDEX "job_outputs_matchfix_family_idx" ON "job_outputs" USING btree ("job_id","family_key") WHERE "job_outputs"."status" = 'matchfix';