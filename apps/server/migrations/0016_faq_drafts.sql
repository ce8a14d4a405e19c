ALTER TABLE "faq" ADD COLUMN "status" varchar(16) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "faq" ADD COLUMN "draft_service_seq" smallint;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_status_check" CHECK ("faq"."status" in ('draft', 'published'));