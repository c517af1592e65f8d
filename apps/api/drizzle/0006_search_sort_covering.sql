-- Each sort order's index also carries the filter columns, so the ids of a page are picked by an
-- index-only scan; only those few units are then read whole (see routes/search/index.ts).
DROP INDEX IF EXISTS "units_search_area_idx";
--> statement-breakpoint
CREATE INDEX "units_search_area_idx" ON "units" USING btree ("type", "category", "status", "area", "id")
  INCLUDE ("total_price", "rooms_number", "floor", "finishing", "price_per_meter");
--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_price_per_meter_idx";
--> statement-breakpoint
CREATE INDEX "units_search_price_per_meter_idx" ON "units" USING btree ("type", "category", "status", "price_per_meter", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing");
--> statement-breakpoint
DROP INDEX IF EXISTS "units_search_newest_idx";
--> statement-breakpoint
CREATE INDEX "units_search_newest_idx" ON "units" USING btree ("type", "category", "status", "created_at", "id")
  INCLUDE ("total_price", "area", "rooms_number", "floor", "finishing", "price_per_meter");
