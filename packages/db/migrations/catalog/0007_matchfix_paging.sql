ALTER TABLE "jobs" ADD COLUMN "matchfix_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "jobs" j SET "matchfix_entries" = (
	SELECT count(*) FROM "job_outputs" o
	WHERE o."job_id" = j."id" AND o."status" = 'matchfix'
		AND NOT EXISTS (SELECT 1 FROM "user_rule_mappings" m WHERE m."company_id" = j."company_id" AND m."hash_key" = o."raw_key")
);--> statement-breakpoint
CREATE INDEX "job_outputs_matchfix_idx" ON "job_outputs" USING btree ("job_id","raw_publisher","raw_title","raw_version","raw_key") WHERE "job_outputs"."status" = 'matchfix';
