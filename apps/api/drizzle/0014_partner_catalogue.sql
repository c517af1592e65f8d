CREATE TYPE "public"."project_media_kind" AS ENUM('gallery', 'unit_plan');--> statement-breakpoint
CREATE TABLE "project_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"unit_id" integer,
	"kind" "project_media_kind" NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_ar" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_media_key_unique" UNIQUE("key"),
	CONSTRAINT "project_media_unit_plan_has_unit" CHECK (("project_media"."kind" = 'unit_plan') = ("project_media"."unit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "unit_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Existing projects stay public: the column's default publishes every row already there.
-- Existing units get a code from their id; later ones without a code take the next number.
CREATE SEQUENCE "units_code_seq";--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "units" SET "code" = 'U-' || "id";--> statement-breakpoint
SELECT setval('units_code_seq', coalesce((SELECT max("id") FROM "units"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "code" SET DEFAULT 'U-' || nextval('units_code_seq');--> statement-breakpoint
ALTER TABLE "units" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "maintenance_deposit_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "club_fee" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "parking_fee" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "cash_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_changes" ADD CONSTRAINT "unit_price_changes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_changes" ADD CONSTRAINT "unit_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_media_project_idx" ON "project_media" USING btree ("project_id","kind","position");--> statement-breakpoint
CREATE INDEX "unit_price_changes_unit_idx" ON "unit_price_changes" USING btree ("unit_id","at");--> statement-breakpoint
CREATE INDEX "projects_drafts_idx" ON "projects" USING btree ("id") WHERE "projects"."published_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "units_project_code_key" ON "units" USING btree ("project_id","code");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_fees_range" CHECK (coalesce("units"."maintenance_deposit_percent", 0) between 0 and 100 and coalesce("units"."cash_discount_percent", 0) between 0 and 100
        and coalesce("units"."club_fee", 0) >= 0 and coalesce("units"."parking_fee", 0) >= 0);