-- Hand-edited (data backfill): open invitations made before roles grant owner, as they did; today's
-- admins become owners.
ALTER TABLE "admin_invitations" ADD COLUMN "roles" text[] DEFAULT '{owner}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_invitations" ALTER COLUMN "roles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "users" SET "roles" = '{owner}'::text[] WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_admin" CHECK ("users"."is_admin" = (cardinality("users"."roles") > 0));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_known" CHECK ("users"."roles" <@ array['owner', 'recruiter', 'sales', 'finance']::text[]);