ALTER TABLE "scheduled_jobs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "site_builds" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "scheduled_jobs" CASCADE;--> statement-breakpoint
DROP TABLE "site_builds" CASCADE;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";