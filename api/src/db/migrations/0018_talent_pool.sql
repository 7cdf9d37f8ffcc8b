ALTER TABLE "applicants" ADD COLUMN "talent_pool_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "talent_pool_reminder_at" timestamp with time zone;