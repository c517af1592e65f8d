-- Delivery dates (a project's, and a unit's own when it is handed over apart) and what buyers of
-- off-plan units shop by: the smallest down payment and monthly instalment of a unit's plans. The
-- database keeps the search columns current (triggers below), so no write path can forget them.
ALTER TABLE "projects" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "delivery_date_override" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "delivers_on" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "min_down_payment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "min_monthly_instalment" integer;--> statement-breakpoint
-- The figures of @capital/contract/payment-plan's planFigures: the deposit rounded, the monthly
-- instalment what is left over years × 12, rounded down. A unit without plans is paid in cash.
CREATE FUNCTION refresh_unit_plan_figures(unit_ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE units u SET min_down_payment = f.down, min_monthly_instalment = f.monthly
  FROM units src
  CROSS JOIN LATERAL (
    SELECT coalesce(min(d.down), src.total_price)::int AS down,
      min((src.total_price - d.down) / (d.years * 12))::int AS monthly
    FROM (SELECT round(src.total_price::numeric * pp.deposit / 100)::bigint AS down, pp.years
          FROM payment_plans pp WHERE pp.unit_id = src.id) d
  ) f
  WHERE src.id = ANY(unit_ids) AND u.id = src.id
    AND (u.min_down_payment, u.min_monthly_instalment) IS DISTINCT FROM (f.down, f.monthly)
$$;--> statement-breakpoint
CREATE FUNCTION payment_plans_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_unit_plan_figures(array(SELECT DISTINCT unit_id FROM new_plans));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_plans_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_unit_plan_figures(array(SELECT unit_id FROM new_plans UNION SELECT unit_id FROM old_plans));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_plans_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_unit_plan_figures(array(SELECT DISTINCT unit_id FROM old_plans));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_plans_inserted AFTER INSERT ON payment_plans
  REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION payment_plans_inserted();--> statement-breakpoint
CREATE TRIGGER payment_plans_updated AFTER UPDATE ON payment_plans
  REFERENCING NEW TABLE AS new_plans OLD TABLE AS old_plans FOR EACH STATEMENT EXECUTE FUNCTION payment_plans_updated();--> statement-breakpoint
CREATE TRIGGER payment_plans_deleted AFTER DELETE ON payment_plans
  REFERENCING OLD TABLE AS old_plans FOR EACH STATEMENT EXECUTE FUNCTION payment_plans_deleted();--> statement-breakpoint
-- A unit written or repriced, or moved to another date or project, derives its columns itself.
CREATE FUNCTION units_derive_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.delivers_on := coalesce(NEW.delivery_date_override,
    (SELECT p.delivery_date FROM projects p WHERE p.id = NEW.project_id));
  SELECT coalesce(min(d.down), NEW.total_price), min((NEW.total_price - d.down) / (d.years * 12))
    INTO NEW.min_down_payment, NEW.min_monthly_instalment
    FROM (SELECT round(NEW.total_price::numeric * pp.deposit / 100)::bigint AS down, pp.years
          FROM payment_plans pp WHERE pp.unit_id = NEW.id) d;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER units_derive_search_columns
  BEFORE INSERT OR UPDATE OF total_price, delivery_date_override, project_id ON units
  FOR EACH ROW EXECUTE FUNCTION units_derive_search_columns();--> statement-breakpoint
CREATE FUNCTION projects_delivery_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET delivers_on = coalesce(delivery_date_override, NEW.delivery_date)
  WHERE project_id = NEW.id AND delivers_on IS DISTINCT FROM coalesce(delivery_date_override, NEW.delivery_date);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_delivery_changed AFTER UPDATE OF delivery_date ON projects
  FOR EACH ROW WHEN (OLD.delivery_date IS DISTINCT FROM NEW.delivery_date)
  EXECUTE FUNCTION projects_delivery_changed();--> statement-breakpoint
-- Today's units get their figures from today's plans (no project has a delivery date yet).
UPDATE units u SET min_down_payment = f.down, min_monthly_instalment = f.monthly
FROM units src
CROSS JOIN LATERAL (
  SELECT coalesce(min(d.down), src.total_price)::int AS down,
    min((src.total_price - d.down) / (d.years * 12))::int AS monthly
  FROM (SELECT round(src.total_price::numeric * pp.deposit / 100)::bigint AS down, pp.years
        FROM payment_plans pp WHERE pp.unit_id = src.id) d
) f
WHERE u.id = src.id;--> statement-breakpoint
-- Every search index carries every filter column (decision 14), now the money and delivery ones too.
DROP INDEX IF EXISTS "units_search_price_idx";--> statement-breakpoint
CREATE INDEX "units_search_price_idx" ON "units" USING btree ("type", "category", "status", "total_price", "id")
  INCLUDE ("area", "rooms_number", "floor", "finishing", "price_per_meter", "created_at", "min_down_payment", "min_monthly_instalment", "delivers_on");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_area_idx";--> statement-breakpoint
CREATE INDEX "units_search_area_idx" ON "units" USING btree ("type", "category", "status", "area", "id")
  INCLUDE ("total_price", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment", "delivers_on");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_price_per_meter_idx";--> statement-breakpoint
CREATE INDEX "units_search_price_per_meter_idx" ON "units" USING btree ("type", "category", "status", "price_per_meter", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "min_down_payment", "min_monthly_instalment", "delivers_on");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_newest_idx";--> statement-breakpoint
CREATE INDEX "units_search_newest_idx" ON "units" USING btree ("type", "category", "status", "created_at", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment", "delivers_on");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_rooms_idx";--> statement-breakpoint
CREATE INDEX "units_search_rooms_idx" ON "units" USING btree ("category", "status", "rooms_number", "total_price", "id")
  INCLUDE ("area", "finishing", "floor", "price_per_meter", "created_at", "min_down_payment", "min_monthly_instalment", "delivers_on")
  WHERE "units"."type" = 'residential';--> statement-breakpoint
CREATE INDEX "units_search_monthly_idx" ON "units" USING btree ("type", "category", "status", "min_monthly_instalment", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "delivers_on");--> statement-breakpoint
CREATE INDEX "units_search_down_payment_idx" ON "units" USING btree ("type", "category", "status", "min_down_payment", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_monthly_instalment", "delivers_on");--> statement-breakpoint
CREATE INDEX "units_search_delivery_idx" ON "units" USING btree ("type", "category", "status", "delivers_on", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment");
--> statement-breakpoint
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
