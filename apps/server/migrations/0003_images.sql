CREATE TABLE "image" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_variant" (
	"image_key" varchar(32) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variant_image_key_width_pk" PRIMARY KEY("image_key","width")
);
--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variant" ADD CONSTRAINT "image_variant_image_key_image_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."image"("key") ON DELETE cascade ON UPDATE no action;