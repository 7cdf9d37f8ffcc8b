CREATE TABLE "applicant_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"mail_id" uuid NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"status" text,
	"sent_by" uuid,
	"sent_by_name" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_mails" ADD CONSTRAINT "applicant_mails_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_mails" ADD CONSTRAINT "applicant_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_mails_applicant_id_sent_at_index" ON "applicant_mails" USING btree ("applicant_id","sent_at");--> statement-breakpoint
CREATE INDEX "applicants_source_idx" ON "applicants" USING btree ("source","created_at");