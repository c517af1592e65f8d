CREATE TABLE "recently_viewed_projects" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_projects_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed_units" (
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed_projects" ADD CONSTRAINT "recently_viewed_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_projects" ADD CONSTRAINT "recently_viewed_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_units" ADD CONSTRAINT "recently_viewed_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_units" ADD CONSTRAINT "recently_viewed_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_projects_user_idx" ON "recently_viewed_projects" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_units_user_idx" ON "recently_viewed_units" USING btree ("user_id","viewed_at");