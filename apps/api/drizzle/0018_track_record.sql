ALTER TYPE "public"."notification_kind" ADD VALUE 'project_update';--> statement-breakpoint
ALTER TYPE "public"."project_media_kind" ADD VALUE 'progress';--> statement-breakpoint
CREATE TABLE "project_progress_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"percent" smallint NOT NULL,
	"text" text NOT NULL,
	"text_arabic" text NOT NULL,
	"correction" boolean DEFAULT false NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	CONSTRAINT "project_progress_updates_percent_range" CHECK ("project_progress_updates"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "project_update_deliveries" (
	"update_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "project_update_deliveries_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_media" ADD COLUMN "progress_update_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "actual_delivery_date" date;--> statement-breakpoint
ALTER TABLE "project_progress_updates" ADD CONSTRAINT "project_progress_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress_updates" ADD CONSTRAINT "project_progress_updates_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_update_deliveries" ADD CONSTRAINT "project_update_deliveries_update_id_project_progress_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_progress_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_update_deliveries" ADD CONSTRAINT "project_update_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_progress_updates_project_idx" ON "project_progress_updates" USING btree ("project_id","posted_at","id");--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_progress_update_id_project_progress_updates_id_fk" FOREIGN KEY ("progress_update_id") REFERENCES "public"."project_progress_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_media_progress_update_idx" ON "project_media" USING btree ("progress_update_id","position") WHERE "project_media"."progress_update_id" is not null;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_progress_has_update" CHECK (("project_media"."kind"::text = 'progress') = ("project_media"."progress_update_id" is not null));