CREATE TABLE "sign_in_throttle" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"wait_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ALTER COLUMN "inquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ADD COLUMN "to_address" varchar(254);--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_session" ADD COLUMN "note" jsonb;