CREATE TYPE "public"."block_kind" AS ENUM('apartments', 'studios', 'hotel');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('egp', 'usd');--> statement-breakpoint
CREATE TYPE "public"."finishing" AS ENUM('none', 'half', 'full');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."mall_floor_tag" AS ENUM('commercial', 'medical', 'administrative', 'hotel');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('booking_created', 'booking_cancelled', 'feedback_reply', 'feedback_like');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('mall', 'compound');--> statement-breakpoint
CREATE TYPE "public"."unit_category" AS ENUM('coffee-shops', 'restaurants', 'shops', 'office', 'partitions', 'pharmacies', 'clinics', 'hotel-units', 'apartment', 'duplex-villas', 'detached-villas', 'twin-house', 'studio');--> statement-breakpoint
CREATE TYPE "public"."unit_status" AS ENUM('free', 'reserved');--> statement-breakpoint
CREATE TYPE "public"."unit_type" AS ENUM('residential', 'investment');--> statement-breakpoint
CREATE TYPE "public"."villa_kind" AS ENUM('duplex', 'detached', 'twin');--> statement-breakpoint
CREATE TABLE "block_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"area" integer NOT NULL,
	"layout" text NOT NULL,
	"features" text[] NOT NULL,
	"features_arabic" text[] NOT NULL,
	CONSTRAINT "block_floors_number_range" CHECK ("block_floors"."number" >= 0),
	CONSTRAINT "block_floors_area_positive" CHECK ("block_floors"."area" > 0)
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"compound_id" integer NOT NULL,
	"kind" "block_kind" NOT NULL,
	"block_number" text NOT NULL,
	"block_number_arabic" text NOT NULL,
	"building_floors" smallint NOT NULL,
	CONSTRAINT "blocks_building_floors_positive" CHECK ("blocks"."building_floors" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"status" "booking_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_cancelled_at_matches_status" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "client_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"review" text NOT NULL,
	"review_arabic" text NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"profession" text NOT NULL,
	"profession_arabic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"logo" text NOT NULL,
	"image" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"about_first_paragraph" text NOT NULL,
	"about_first_paragraph_arabic" text NOT NULL,
	"about_second_paragraph" text NOT NULL,
	"about_second_paragraph_arabic" text NOT NULL,
	"facebook_link" text,
	"instagram_link" text,
	"linkedin_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_rating_range" CHECK ("companies"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(25) NOT NULL,
	"email" varchar(254) NOT NULL,
	"message" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_not_blank" CHECK (length(trim("contact_messages"."full_name")) > 0 and length(trim("contact_messages"."message")) > 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_likes" (
	"feedback_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_likes_feedback_id_user_id_pk" PRIMARY KEY("feedback_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_replies_text_not_blank" CHECK (length(trim("feedback_replies"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_text_not_blank" CHECK (length(trim("feedbacks"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"logo" text NOT NULL,
	"location_card_image" text NOT NULL,
	"acres" integer NOT NULL,
	"map" text NOT NULL,
	"about_location" text NOT NULL,
	"about_location_arabic" text NOT NULL,
	"future_vision" text NOT NULL,
	"future_vision_arabic" text NOT NULL,
	"intro" text NOT NULL,
	"intro_arabic" text NOT NULL,
	"main_features" text[] NOT NULL,
	"main_features_arabic" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_acres_positive" CHECK ("locations"."acres" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"mall_id" integer NOT NULL,
	"tag" "mall_floor_tag" NOT NULL,
	"number" smallint NOT NULL,
	"area" integer NOT NULL,
	"layout" text NOT NULL,
	"features" text[] NOT NULL,
	"features_arabic" text[] NOT NULL,
	CONSTRAINT "mall_floors_number_range" CHECK ("mall_floors"."number" >= 0),
	CONSTRAINT "mall_floors_area_positive" CHECK ("mall_floors"."area" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"deposit" smallint NOT NULL,
	"years" smallint NOT NULL,
	CONSTRAINT "payment_plans_deposit_range" CHECK ("payment_plans"."deposit" between 0 and 100),
	CONSTRAINT "payment_plans_years_range" CHECK ("payment_plans"."years" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "project_type" NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"address" text NOT NULL,
	"address_arabic" text NOT NULL,
	"background_image" text NOT NULL,
	"project_image" text NOT NULL,
	"latest_project_image" text NOT NULL,
	"distance" numeric(5, 1) NOT NULL,
	"implementing_company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"acres" integer NOT NULL,
	"intro" text NOT NULL,
	"intro_arabic" text NOT NULL,
	"important_areas" text[] NOT NULL,
	"important_areas_arabic" text[] NOT NULL,
	"features" text[] NOT NULL,
	"features_arabic" text[] NOT NULL,
	"building_floors" smallint,
	"popular_brands_image" text,
	"layout" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_distance_positive" CHECK ("projects"."distance" >= 0),
	CONSTRAINT "projects_acres_positive" CHECK ("projects"."acres" > 0),
	CONSTRAINT "projects_type_columns" CHECK (("projects"."type" = 'mall' and "projects"."building_floors" is not null and "projects"."popular_brands_image" is not null)
        or ("projects"."type" = 'compound' and "projects"."layout" is not null))
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"current_jti" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"mall_floor_id" integer,
	"block_floor_id" integer,
	"villa_id" integer,
	"floor" smallint NOT NULL,
	"plan_floors" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"category" "unit_category" NOT NULL,
	"type" "unit_type" NOT NULL,
	"status" "unit_status" DEFAULT 'free' NOT NULL,
	"finishing" "finishing" NOT NULL,
	"rooms_number" smallint NOT NULL,
	"area" integer NOT NULL,
	"price_per_meter" integer NOT NULL,
	"total_price" integer NOT NULL,
	"unit_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_one_place" CHECK (num_nonnulls("units"."mall_floor_id", "units"."block_floor_id", "units"."villa_id") = 1),
	CONSTRAINT "units_floor_range" CHECK ("units"."floor" >= 0),
	CONSTRAINT "units_plan_floors_range" CHECK ("units"."plan_floors" between 1 and 4),
	CONSTRAINT "units_rooms_range" CHECK ("units"."rooms_number" >= 0),
	CONSTRAINT "units_area_positive" CHECK ("units"."area" > 0),
	CONSTRAINT "units_prices_positive" CHECK ("units"."price_per_meter" > 0 and "units"."total_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(20),
	"gender" "gender",
	"profile_picture" text,
	"prefered_currency" "currency" DEFAULT 'egp' NOT NULL,
	"prefered_language" "language" DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villas" (
	"id" serial PRIMARY KEY NOT NULL,
	"compound_id" integer NOT NULL,
	"kind" "villa_kind" NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"building_floors" smallint NOT NULL,
	"all_floors_available" boolean DEFAULT false NOT NULL,
	CONSTRAINT "villas_building_floors_positive" CHECK ("villas"."building_floors" > 0)
);
--> statement-breakpoint
ALTER TABLE "block_floors" ADD CONSTRAINT "block_floors_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_compound_id_projects_id_fk" FOREIGN KEY ("compound_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_likes" ADD CONSTRAINT "feedback_likes_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_likes" ADD CONSTRAINT "feedback_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_floors" ADD CONSTRAINT "mall_floors_mall_id_projects_id_fk" FOREIGN KEY ("mall_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_implementing_company_id_companies_id_fk" FOREIGN KEY ("implementing_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_mall_floor_id_mall_floors_id_fk" FOREIGN KEY ("mall_floor_id") REFERENCES "public"."mall_floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_block_floor_id_block_floors_id_fk" FOREIGN KEY ("block_floor_id") REFERENCES "public"."block_floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_compound_id_projects_id_fk" FOREIGN KEY ("compound_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_floors_block_number_key" ON "block_floors" USING btree ("block_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_compound_kind_number_key" ON "blocks" USING btree ("compound_id","kind","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_unit" ON "bookings" USING btree ("unit_id") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_unit_key" ON "favourites" USING btree ("user_id","unit_id");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedbacks_company_idx" ON "feedbacks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_floors_mall_number_key" ON "mall_floors" USING btree ("mall_id","number");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_plans_unit_idx" ON "payment_plans" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "payment_plans_years_deposit_idx" ON "payment_plans" USING btree ("years","deposit","unit_id");--> statement-breakpoint
CREATE INDEX "projects_type_created_idx" ON "projects" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("implementing_company_id");--> statement-breakpoint
CREATE INDEX "projects_location_idx" ON "projects" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "refresh_token_families_user_idx" ON "refresh_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "units_search_price_idx" ON "units" USING btree ("type","category","status","total_price","id");--> statement-breakpoint
CREATE INDEX "units_search_area_idx" ON "units" USING btree ("type","category","status","area");--> statement-breakpoint
CREATE INDEX "units_project_idx" ON "units" USING btree ("project_id","category");--> statement-breakpoint
CREATE INDEX "units_mall_floor_idx" ON "units" USING btree ("mall_floor_id");--> statement-breakpoint
CREATE INDEX "units_block_floor_idx" ON "units" USING btree ("block_floor_id");--> statement-breakpoint
CREATE INDEX "units_villa_idx" ON "units" USING btree ("villa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "villas_compound_kind_idx" ON "villas" USING btree ("compound_id","kind");