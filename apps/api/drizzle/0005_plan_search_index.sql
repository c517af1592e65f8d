DROP INDEX "payment_plans_unit_idx";--> statement-breakpoint
CREATE INDEX "payment_plans_unit_idx" ON "payment_plans" USING btree ("unit_id","years","deposit");