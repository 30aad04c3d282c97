ALTER TABLE "users" ADD COLUMN "installation_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The admin the first start or the setup created administers the installation.
UPDATE "users" SET "installation_admin" = true WHERE lower("username") = 'admin';
