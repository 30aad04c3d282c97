CREATE TABLE "sign_in_pairs" (
	"username_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "sign_in_pairs_username_key_address_pk" PRIMARY KEY("username_key","address")
);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";