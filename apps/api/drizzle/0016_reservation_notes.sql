CREATE TABLE "reservation_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author_id" integer,
	"text" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_notes_text_not_blank" CHECK (length(trim("reservation_notes"."text")) > 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_notes" ADD CONSTRAINT "reservation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_notes_booking_idx" ON "reservation_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
-- Nothing wrote bookings.internal_note, but a note kept by hand survives as an author-less note.
INSERT INTO "reservation_notes" ("booking_id", "text") SELECT "id", "internal_note" FROM "bookings" WHERE length(trim(coalesce("internal_note", ''))) > 0;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "internal_note";