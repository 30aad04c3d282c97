ALTER TABLE "job_chunks" ADD COLUMN "raw_keys" uuid[];--> statement-breakpoint
UPDATE "job_chunks" c SET "raw_keys" = (
	SELECT array_agg(r."raw_key" ORDER BY r."row_number") FROM "job_rows" r
	WHERE r."job_id" = c."job_id" AND r."row_number" BETWEEN c."first_row" AND c."first_row" + c."row_count" - 1
) WHERE c."done";--> statement-breakpoint
DROP TABLE "job_rows" CASCADE;--> statement-breakpoint
CREATE VIEW "job_rows" AS
	SELECT c."job_id", c."first_row" + k."n"::integer - 1 AS "row_number", k."raw_key"
	FROM "job_chunks" c CROSS JOIN LATERAL unnest(c."raw_keys") WITH ORDINALITY AS k("raw_key", "n")
	WHERE c."done";
