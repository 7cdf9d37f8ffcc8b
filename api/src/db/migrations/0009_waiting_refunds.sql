CREATE TABLE "waiting_refunds" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"charge" text NOT NULL,
	"amount_refunded" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
