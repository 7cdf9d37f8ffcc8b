ALTER TABLE "jobs" ADD COLUMN "location_tr" text;--> statement-breakpoint
-- Reordered by hand: the search text reads the new Turkish location, so it is added first.
ALTER TABLE "jobs" drop column "search_text";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(title || E'\n' || description || E'\n' || coalesce(title_tr, '') || E'\n' || coalesce(description_tr, '') || E'\n' || type || E'\n' || location || E'\n' || coalesce(location_tr, '') || E'\n' || language::text, 'İıŞşĞğÜüÖöÇçÂâÎîÛûÉéÈèÁáÀàÍíÓóÚúÑñ', 'iissgguuooccaaiiuueeeeaaaaiioouunn'))) STORED;--> statement-breakpoint
-- Added by hand: dropping the column dropped its trigram index; recreate it as the schema declares.
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);
