ALTER TABLE "franchise_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "ack_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "ack_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "ack_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "alerted_at" timestamp with time zone;