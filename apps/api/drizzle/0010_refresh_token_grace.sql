ALTER TABLE "refresh_token_families" ADD COLUMN "previous_jti" uuid;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "rotated_at" timestamp with time zone;