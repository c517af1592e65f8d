-- Reservations as a life cycle (issue 18, decision 20). Hand-written: drizzle-kit would ADD VALUE to
-- unit_status, and a value added in a transaction cannot be used in it; the types are swapped instead.
CREATE TYPE "public"."call_time" AS ENUM('morning', 'afternoon', 'evening');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_confirmed' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_declined' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_sold' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_expiring' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_expired' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_received' BEFORE 'feedback_reply';--> statement-breakpoint
ALTER TYPE "public"."unit_status" RENAME TO "unit_status_old";--> statement-breakpoint
CREATE TYPE "public"."unit_status" AS ENUM('free', 'held', 'reserved', 'sold', 'off_market');--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "status" SET DATA TYPE "public"."unit_status" USING "status"::text::"public"."unit_status";--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "status" SET DEFAULT 'free';--> statement-breakpoint
DROP TYPE "public"."unit_status_old";--> statement-breakpoint
DROP INDEX "bookings_one_active_per_unit";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_at_matches_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."booking_status" RENAME TO "booking_status_old";--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('held', 'confirmed', 'sold', 'declined', 'cancelled', 'expired');--> statement-breakpoint
-- Today's one-tap bookings: one made within the last 48 hours (the default hold) becomes a hold
-- running 48 hours from when it was made; an older one has stood as a reservation for longer than
-- any hold, the buyer believes the unit is theirs, so it becomes confirmed (staff can still decline it).
ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."booking_status" USING (
  CASE
    WHEN "status"::text = 'active' AND "created_at" > now() - interval '48 hours' THEN 'held'
    WHEN "status"::text = 'active' THEN 'confirmed'
    ELSE "status"::text
  END
)::"public"."booking_status";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'held';--> statement-breakpoint
DROP TYPE "public"."booking_status_old";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_plan_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "note" varchar(500);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "preferred_call_time" "call_time";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "internal_note" varchar(2000);--> statement-breakpoint
-- Existing rows get a reference from their id (unique by construction); new ones get random ones.
UPDATE "bookings" SET "reference" = 'NC-' || lpad(upper(to_hex("id")), 6, '0');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "hold_expires_at" = "created_at" + interval '48 hours' WHERE "status" = 'held';--> statement-breakpoint
UPDATE "bookings" SET "confirmed_at" = "created_at" WHERE "status" = 'confirmed';--> statement-breakpoint
UPDATE "units" SET "status" = 'held' WHERE "id" IN (SELECT "unit_id" FROM "bookings" WHERE "status" = 'held');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_at_matches_status" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_unit" ON "bookings" USING btree ("unit_id") WHERE "bookings"."status" in ('held', 'confirmed', 'sold');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_has_deadline" CHECK ("bookings"."status" <> 'held' or "bookings"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_declined_has_reason" CHECK ("bookings"."status" <> 'declined' or "bookings"."decline_reason" is not null);
