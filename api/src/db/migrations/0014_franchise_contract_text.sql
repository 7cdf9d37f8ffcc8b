ALTER TABLE "franchise_applications" ADD COLUMN "contract_text_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "contract_text" text;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "contract_language" text;