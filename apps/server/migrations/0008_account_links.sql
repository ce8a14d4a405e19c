CREATE TABLE "staff_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"staff_id" integer,
	"email" varchar(254),
	"role" varchar(16),
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_token_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_token_purpose_check" CHECK (("staff_token"."purpose" = 'invite' and "staff_token"."email" is not null and "staff_token"."role" in ('admin', 'editor', 'viewer')) or ("staff_token"."purpose" = 'reset' and "staff_token"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_token" ADD CONSTRAINT "staff_token_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_token" ADD CONSTRAINT "staff_token_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_token_staff_idx" ON "staff_token" USING btree ("staff_id");