ALTER TABLE "applicants" ADD COLUMN "resume_text_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "resume_language" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "resume_tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "repeat_of" uuid;--> statement-breakpoint
CREATE INDEX "applicants_resume_tsv_idx" ON "applicants" USING gin ("resume_tsv");--> statement-breakpoint
CREATE INDEX "applicants_phone_digits_idx" ON "applicants" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "applicants_resume_pending_idx" ON "applicants" USING btree ("id") WHERE resume_text_state = 'pending';