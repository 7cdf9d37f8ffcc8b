CREATE TABLE "applicant_bulk_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"notify" boolean NOT NULL,
	"template" text,
	"count" integer NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_bulk_changes" ADD CONSTRAINT "applicant_bulk_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;