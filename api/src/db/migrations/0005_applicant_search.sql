-- Trigram indexes for the admin search (a trusted extension since PostgreSQL 13: the database owner may add it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name) || E'\n' || lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "applicants_name_idx" ON "applicants" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "applicants_search_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_email_idx" ON "applicants" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "applicants_status_idx" ON "applicants" USING btree ("status","id");