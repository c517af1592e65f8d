-- A residential search by rooms reads only the units with that many rooms: a one-room apartment,
-- which no compound has, is known absent at once instead of after every apartment in the price
-- range. It carries every other filter and sort column, so matches are found by an index-only scan.
-- Investment units all have no rooms: the index leaves them out.
CREATE INDEX "units_search_rooms_idx" ON "units" USING btree ("category", "status", "rooms_number", "total_price", "id")
  INCLUDE ("area", "finishing", "floor", "price_per_meter", "created_at")
  WHERE "units"."type" = 'residential';
