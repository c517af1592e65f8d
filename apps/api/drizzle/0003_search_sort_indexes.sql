DROP INDEX "units_search_area_idx";--> statement-breakpoint
CREATE INDEX "units_search_price_per_meter_idx" ON "units" USING btree ("type","category","status","price_per_meter","id");--> statement-breakpoint
CREATE INDEX "units_search_newest_idx" ON "units" USING btree ("type","category","status","created_at","id");--> statement-breakpoint
CREATE INDEX "units_search_area_idx" ON "units" USING btree ("type","category","status","area","id");