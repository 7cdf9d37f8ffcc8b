-- Added by hand: GIN indexes without a pending list (fastupdate=off). With one, every search also reads the
-- entries not yet merged (after a burst of applications, thousands), and the planner, costing them, turns to
-- reading every row; writes to these tables are few, searches many.
DROP INDEX "applicants_search_idx";--> statement-breakpoint
DROP INDEX "applicants_resume_tsv_idx";--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
CREATE INDEX "applicants_search_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "applicants_resume_tsv_idx" ON "applicants" USING gin ("resume_tsv") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);