CREATE TABLE "faq" (
	"faq_seq" serial PRIMARY KEY NOT NULL,
	"service_seq" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"seed_key" varchar(32),
	CONSTRAINT "faq_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "faq_translation" (
	"faq_seq" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	CONSTRAINT "faq_translation_faq_seq_lang_pk" PRIMARY KEY("faq_seq","lang")
);
--> statement-breakpoint
CREATE TABLE "inquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"lang" varchar(2),
	"consent_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosp_seq_no" integer NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"review_cnt" integer DEFAULT 0 NOT NULL,
	"reg_dt" timestamp with time zone NOT NULL,
	"seed_key" varchar(32),
	CONSTRAINT "media_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "media_translation" (
	"media_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"contents_text" text NOT NULL,
	CONSTRAINT "media_translation_media_id_lang_pk" PRIMARY KEY("media_id","lang")
);
--> statement-breakpoint
ALTER TABLE "faq_translation" ADD CONSTRAINT "faq_translation_faq_seq_faq_faq_seq_fk" FOREIGN KEY ("faq_seq") REFERENCES "public"."faq"("faq_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_outbox" ADD CONSTRAINT "inquiry_outbox_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translation" ADD CONSTRAINT "media_translation_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_service_idx" ON "faq" USING btree ("service_seq","sort");--> statement-breakpoint
CREATE INDEX "inquiry_created_idx" ON "inquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_list_idx" ON "media" USING btree ("hosp_seq_no","use_yn","reg_dt");