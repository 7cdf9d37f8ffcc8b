ALTER TABLE "demo_checkout_sessions" ADD COLUMN "unpaid_invoice_id" text;--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD COLUMN "billing_details" jsonb;--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD COLUMN "pre_contract_version" text;--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD COLUMN "pre_contract_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "tax_ids" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pre_contract_version" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pre_contract_accepted_at" timestamp with time zone;