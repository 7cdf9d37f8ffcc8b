CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"wording" text NOT NULL,
	"wording_version" text NOT NULL,
	"locale" text NOT NULL,
	"source_form" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "talent_pool_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "talent_pool_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consents_token_idx" ON "consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "subject_requests_status_idx" ON "subject_requests" USING btree ("status","due_at");