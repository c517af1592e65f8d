-- search_normalize() also folds Arabic-Indic and Persian digits to 0-9 ("٣ غرف" is "3 غرف") and
-- drops the superscript alef; the indexes on it are rebuilt for the new spelling.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT lower(translate(value, 'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ًٌٍَُِّْٰـ', 'ااااهيوي01234567890123456789'))
$$;--> statement-breakpoint
REINDEX INDEX "projects_text_search_idx";--> statement-breakpoint
REINDEX INDEX "units_name_search_idx";--> statement-breakpoint
-- Whole words of a project's names and addresses, for full-text search beside the trigrams.
CREATE INDEX "projects_full_text_idx" ON "projects" USING gin (to_tsvector('simple', search_normalize("name" || ' ' || "name_arabic" || ' ' || "address" || ' ' || "address_arabic")));--> statement-breakpoint
-- "شقق" groups every free apartment by project and rooms: read from this index alone.
CREATE INDEX "units_text_search_groups_idx" ON "units" USING btree ("category", "status", "project_id", "rooms_number")
  INCLUDE ("total_price", "area");
