CREATE TABLE "demo_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"role" text NOT NULL,
	"region" text NOT NULL,
	"billing" text DEFAULT 'hourly' NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"unit_monthly_amount" integer NOT NULL,
	"no_of_roles" integer NOT NULL,
	"no_of_months" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"subscription_status" text,
	"invoice_id" text,
	"start_date" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" text NOT NULL,
	"payment_ref" text,
	"subscription_id" text,
	"user_id" uuid,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"amount" integer NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"shipping_address" jsonb,
	"role" text NOT NULL,
	"no_of_roles" integer NOT NULL,
	"no_of_months" integer NOT NULL,
	"billing" text DEFAULT 'hourly' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"user_id" uuid,
	"customer_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"payment_method_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"role" text NOT NULL,
	"region" text DEFAULT 'US' NOT NULL,
	"no_of_months" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"shipping_address" jsonb,
	"latest_invoice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD CONSTRAINT "demo_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_checkout_sessions_idem_key" ON "demo_checkout_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_checkout_sessions_subscription_key" ON "demo_checkout_sessions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_key" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_index" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_payment_ref_index" ON "payments" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_key" ON "subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_index" ON "subscriptions" USING btree ("user_id");