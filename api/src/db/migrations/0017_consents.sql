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
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consents_token_idx" ON "consents" USING btree ("token_hash");