CREATE TABLE "content_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"sha256" text NOT NULL,
	"body" "bytea" NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_packages" (
	"name" text PRIMARY KEY NOT NULL,
	"offered" jsonb,
	"activity" text,
	"busy_since" timestamp with time zone,
	"downloaded" jsonb,
	"downloaded_body" "bytea",
	"last_error" text,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_releases_version_key" ON "content_releases" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_releases_active_key" ON "content_releases" USING btree ("kind") WHERE "content_releases"."active";