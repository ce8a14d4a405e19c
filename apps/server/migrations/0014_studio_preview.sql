CREATE TABLE "studio_preview" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"item_id" integer,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_preview" ADD CONSTRAINT "studio_preview_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;