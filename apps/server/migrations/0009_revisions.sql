CREATE TABLE "content_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" integer NOT NULL,
	"number" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"staff_id" integer,
	"actor" varchar(254),
	"saved_at" timestamp with time zone NOT NULL,
	"texts" jsonb NOT NULL,
	"detail" jsonb,
	CONSTRAINT "content_revision_kind_check" CHECK ("content_revision"."kind" in ('news', 'faq'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_revision" ADD CONSTRAINT "content_revision_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revision_item_idx" ON "content_revision" USING btree ("kind","item_id","number");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;