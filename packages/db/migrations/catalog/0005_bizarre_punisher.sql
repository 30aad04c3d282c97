CREATE TABLE "user_catalog_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_data_mappings" (
	"company_id" integer NOT NULL,
	"hash_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"field_name" text NOT NULL,
	"normalized_value" text NOT NULL,
	"custom_value" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_data_mappings_company_id_hash_key_pk" PRIMARY KEY("company_id","hash_key")
);
--> statement-breakpoint
ALTER TABLE "user_catalog_entries" ADD CONSTRAINT "user_catalog_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_mappings" ADD CONSTRAINT "user_data_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_catalog_entries_company_idx" ON "user_catalog_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_data_mappings_value_key" ON "user_data_mappings" USING btree ("company_id","field_name","normalized_value");