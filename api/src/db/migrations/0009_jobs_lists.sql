-- The active list and the careers list read active jobs newest first, ties by id: one index serves both.
DROP INDEX "jobs_active_posting_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_posting_idx" ON "jobs" USING btree ("is_active","posting_date" DESC NULLS LAST,"id");--> statement-breakpoint
-- The admin jobs list, paged, sorted and searched by the server (trigram search as for applicants, 0005).
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || E'\n' || description || E'\n' || type || E'\n' || location || E'\n' || language::text)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_posting_idx" ON "jobs" USING btree ("posting_date","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);