-- The active list and the careers list read active jobs newest first, ties by id: one index serves both.
DROP INDEX "jobs_active_posting_idx";--> statement-breakpoint
CREATE INDEX "jobs_active_posting_idx" ON "jobs" USING btree ("is_active","posting_date" DESC NULLS LAST,"id");