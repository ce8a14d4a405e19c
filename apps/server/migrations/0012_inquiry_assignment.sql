ALTER TABLE "inquiry" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_assigned_to_staff_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_assigned_idx" ON "inquiry" USING btree ("assigned_to");