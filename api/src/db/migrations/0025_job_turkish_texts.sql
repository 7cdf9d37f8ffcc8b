ALTER TABLE "jobs" ADD COLUMN "title_tr" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_tr" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "operating_hours_tr" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "responsibilities_tr" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "training_tr" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirements_tr" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "benefits_tr" jsonb;