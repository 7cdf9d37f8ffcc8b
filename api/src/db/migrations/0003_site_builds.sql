CREATE TABLE "site_builds" (
	"name" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_from" timestamp with time zone,
	"building_until" timestamp with time zone
);
