ALTER TABLE "image" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "image" ADD COLUMN "unused_since" timestamp with time zone;