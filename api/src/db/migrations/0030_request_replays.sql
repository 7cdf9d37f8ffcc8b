CREATE TABLE "request_replays" (
	"key" text PRIMARY KEY NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
