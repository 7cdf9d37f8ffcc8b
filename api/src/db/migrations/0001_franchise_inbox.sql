ALTER TABLE "franchise_applications" ADD COLUMN "is_read" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD COLUMN "comment" text DEFAULT '' NOT NULL;