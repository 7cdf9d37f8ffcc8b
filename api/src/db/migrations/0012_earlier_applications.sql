ALTER TABLE "applicants" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
CREATE INDEX "applicants_phone_digits_idx" ON "applicants" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));