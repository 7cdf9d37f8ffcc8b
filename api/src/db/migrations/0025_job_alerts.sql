CREATE TABLE "job_alert_publications" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"covered_until" timestamp with time zone,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_subscription_idx" ON "job_alerts" USING btree (lower("email"),"search","type","location");--> statement-breakpoint
CREATE INDEX "job_alerts_confirmed_idx" ON "job_alerts" USING btree ("confirmed_at");