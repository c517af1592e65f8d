ALTER TABLE "units" ADD COLUMN "plan_years_mask" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "min_deposit" smallint;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "max_deposit" smallint;--> statement-breakpoint
-- A summary of each unit's plans beside the down payment and instalment the database already keeps:
-- the years they run over, as bits, and their smallest and largest deposit. A search by years or by
-- deposit alone is answered from the search indexes, and one asking more of a single plan looks
-- plans up only for the units the summary lets through (decision 14).
CREATE OR REPLACE FUNCTION refresh_unit_plan_figures(unit_ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE units u SET min_down_payment = f.down, min_monthly_instalment = f.monthly,
    plan_years_mask = f.years_mask, min_deposit = f.min_deposit, max_deposit = f.max_deposit
  FROM units src
  CROSS JOIN LATERAL (
    SELECT coalesce(min(d.down), src.total_price)::int AS down,
      min((src.total_price - d.down) / (d.years * 12))::int AS monthly,
      coalesce(bit_or(1 << d.years), 0)::smallint AS years_mask,
      min(d.deposit) AS min_deposit, max(d.deposit) AS max_deposit
    FROM (SELECT round(src.total_price::numeric * pp.deposit / 100)::bigint AS down, pp.years, pp.deposit
          FROM payment_plans pp WHERE pp.unit_id = src.id) d
  ) f
  WHERE src.id = ANY(unit_ids) AND u.id = src.id
    AND (u.min_down_payment, u.min_monthly_instalment, u.plan_years_mask, u.min_deposit, u.max_deposit)
      IS DISTINCT FROM (f.down, f.monthly, f.years_mask, f.min_deposit, f.max_deposit)
$$;--> statement-breakpoint
UPDATE units u SET plan_years_mask = f.years_mask, min_deposit = f.min_deposit, max_deposit = f.max_deposit
FROM (SELECT unit_id, bit_or(1 << years)::smallint AS years_mask, min(deposit) AS min_deposit, max(deposit) AS max_deposit
      FROM payment_plans GROUP BY unit_id) f
WHERE u.id = f.unit_id;--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_price_idx";--> statement-breakpoint
CREATE INDEX "units_search_price_idx" ON "units" USING btree ("type", "category", "status", "total_price", "id")
  INCLUDE ("area", "rooms_number", "floor", "finishing", "price_per_meter", "created_at", "min_down_payment", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_area_idx";--> statement-breakpoint
CREATE INDEX "units_search_area_idx" ON "units" USING btree ("type", "category", "status", "area", "id")
  INCLUDE ("total_price", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_price_per_meter_idx";--> statement-breakpoint
CREATE INDEX "units_search_price_per_meter_idx" ON "units" USING btree ("type", "category", "status", "price_per_meter", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "min_down_payment", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_newest_idx";--> statement-breakpoint
CREATE INDEX "units_search_newest_idx" ON "units" USING btree ("type", "category", "status", "created_at", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_rooms_idx";--> statement-breakpoint
CREATE INDEX "units_search_rooms_idx" ON "units" USING btree ("category", "status", "rooms_number", "total_price", "id")
  INCLUDE ("area", "finishing", "floor", "price_per_meter", "created_at", "min_down_payment", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit")
  WHERE "units"."type" = 'residential';--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_monthly_idx";--> statement-breakpoint
CREATE INDEX "units_search_monthly_idx" ON "units" USING btree ("type", "category", "status", "min_monthly_instalment", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_down_payment_idx";--> statement-breakpoint
CREATE INDEX "units_search_down_payment_idx" ON "units" USING btree ("type", "category", "status", "min_down_payment", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_monthly_instalment", "delivers_on", "plan_years_mask", "min_deposit", "max_deposit");--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_delivery_idx";--> statement-breakpoint
CREATE INDEX "units_search_delivery_idx" ON "units" USING btree ("type", "category", "status", "delivers_on", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter", "min_down_payment", "min_monthly_instalment", "plan_years_mask", "min_deposit", "max_deposit");
