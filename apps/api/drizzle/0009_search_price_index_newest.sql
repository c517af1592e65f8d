-- A search's matches are gathered in whichever index narrows its filters most, with the key of the
-- order asked for read beside each id. The price index carries every other filter and sort column;
-- with the creation time too, a search by price sorted newest first no longer reads its whole
-- category in the newest-first index.
DROP INDEX IF EXISTS "units_search_price_idx";
--> statement-breakpoint
CREATE INDEX "units_search_price_idx" ON "units" USING btree ("type", "category", "status", "total_price", "id")
  INCLUDE ("area", "rooms_number", "floor", "finishing", "price_per_meter", "created_at");
