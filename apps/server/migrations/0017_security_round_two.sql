ALTER TABLE "staff" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_session" ADD COLUMN "reauth_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_token" ADD COLUMN "revoked_at" timestamp with time zone;