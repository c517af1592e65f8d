CREATE TYPE "public"."alert_reason" AS ENUM('new', 'price_drop', 'back_on_market');--> statement-breakpoint
CREATE TYPE "public"."saved_search_frequency" AS ENUM('instant', 'daily');--> statement-breakpoint
CREATE TYPE "public"."saved_search_kind" AS ENUM('units', 'text');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'search_alert';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'favourite_alert';--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"saved_search_id" integer,
	"unit_id" integer NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"page" text NOT NULL,
	"kind" "saved_search_kind" NOT NULL,
	"frequency" "saved_search_frequency" DEFAULT 'instant' NOT NULL,
	"paused_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"unit_type" "unit_type",
	"category" "unit_category",
	"rooms_number" smallint,
	"floor" smallint,
	"price_gte" integer,
	"price_lte" integer,
	"min_area" integer,
	"max_area" integer,
	"finishing" "finishing",
	"down_payment_lte" integer,
	"monthly_instalment_lte" integer,
	"delivery_ready" boolean DEFAULT false NOT NULL,
	"delivery_year" smallint,
	"years_gte" smallint,
	"years_lte" smallint,
	"deposit_gte" smallint,
	"deposit_lte" smallint,
	"text_categories" "unit_category"[],
	"text_words" text,
	"text_pattern" text,
	"text_query" text,
	CONSTRAINT "saved_searches_kind_columns" CHECK (("saved_searches"."kind" = 'units' and "saved_searches"."unit_type" is not null and "saved_searches"."category" is not null)
        or ("saved_searches"."kind" = 'text' and "saved_searches"."text_words" is not null and "saved_searches"."text_categories" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_search_once" ON "alert_deliveries" USING btree ("saved_search_id","unit_id","reason") WHERE "alert_deliveries"."saved_search_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_favourite_once" ON "alert_deliveries" USING btree ("user_id","unit_id","reason") WHERE "alert_deliveries"."saved_search_id" is null;--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_idx" ON "alert_deliveries" USING btree ("saved_search_id","user_id") WHERE "alert_deliveries"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_page_key" ON "saved_searches" USING btree ("user_id","page");--> statement-breakpoint
CREATE INDEX "saved_searches_units_match_idx" ON "saved_searches" USING btree ("unit_type","category",coalesce("price_gte", 0)) WHERE "saved_searches"."kind" = 'units' and "saved_searches"."paused_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_text_match_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."kind" = 'text' and "saved_searches"."paused_at" is null;--> statement-breakpoint
-- Alerts (issue 21, decision 26). What a buyer may be told of is recorded by the database itself,
-- in the transaction of the change, whatever code made it: a unit added to a published project or
-- a project published (new), a lower price (price_drop), a unit free again after a hold ended,
-- was declined or cancelled, or was put back on sale (back_on_market). A transaction that writes
-- the catalogue wholesale (the demo seed) says set_config('capital.alert_changes', 'off', true).
CREATE FUNCTION record_unit_change_for_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('capital.alert_changes', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_changes (unit_id, reason, new_price)
    SELECT NEW.id, 'new', NEW.total_price
    WHERE EXISTS (SELECT 1 FROM projects p WHERE p.id = NEW.project_id AND p.published_at IS NOT NULL);
    RETURN NULL;
  END IF;
  IF NEW.total_price < OLD.total_price THEN
    INSERT INTO catalogue_changes (unit_id, reason, old_price, new_price)
    VALUES (NEW.id, 'price_drop', OLD.total_price, NEW.total_price);
  END IF;
  IF NEW.status = 'free' AND OLD.status <> 'free' THEN
    INSERT INTO catalogue_changes (unit_id, reason, new_price) VALUES (NEW.id, 'back_on_market', NEW.total_price);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER units_inserted_for_alerts AFTER INSERT ON units
  FOR EACH ROW WHEN (NEW.status = 'free') EXECUTE FUNCTION record_unit_change_for_alerts();--> statement-breakpoint
CREATE TRIGGER units_changed_for_alerts AFTER UPDATE OF status, total_price ON units
  FOR EACH ROW WHEN (NEW.total_price < OLD.total_price OR (NEW.status = 'free' AND OLD.status <> 'free'))
  EXECUTE FUNCTION record_unit_change_for_alerts();--> statement-breakpoint
CREATE FUNCTION record_project_published_for_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('capital.alert_changes', true) = 'off' THEN RETURN NULL; END IF;
  INSERT INTO catalogue_changes (unit_id, reason, new_price)
  SELECT u.id, 'new', u.total_price FROM units u WHERE u.project_id = NEW.id AND u.status = 'free';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_published_for_alerts AFTER UPDATE OF published_at ON projects
  FOR EACH ROW WHEN (OLD.published_at IS NULL AND NEW.published_at IS NOT NULL)
  EXECUTE FUNCTION record_project_published_for_alerts();
