ALTER TABLE "jobs" ADD COLUMN "closing_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_unit" text;