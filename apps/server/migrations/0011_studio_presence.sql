CREATE TABLE "studio_presence" (
	"staff_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_presence_staff_id_kind_item_id_pk" PRIMARY KEY("staff_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "studio_presence" ADD CONSTRAINT "studio_presence_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_presence_item_idx" ON "studio_presence" USING btree ("kind","item_id");