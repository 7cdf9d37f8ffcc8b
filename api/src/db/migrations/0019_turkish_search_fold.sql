ALTER TABLE "applicants" drop column "search_text";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(first_name || ' ' || last_name, 'İıŞşĞğÜüÖöÇçÂâÎîÛûÉéÈèÁáÀàÍíÓóÚúÑñ', 'iissgguuooccaaiiuueeeeaaaaiioouunn')) || E'\n' || lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_text";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(title || E'\n' || description || E'\n' || type || E'\n' || location || E'\n' || language::text, 'İıŞşĞğÜüÖöÇçÂâÎîÛûÉéÈèÁáÀàÍíÓóÚúÑñ', 'iissgguuooccaaiiuueeeeaaaaiioouunn'))) STORED;--> statement-breakpoint
-- Added by hand: dropping the column dropped its trigram index; recreate it as the schema declares.
CREATE INDEX "applicants_search_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);
