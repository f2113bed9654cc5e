CREATE TABLE "venue_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"status" varchar(12) DEFAULT 'waiting' NOT NULL,
	"booking_id" integer,
	"offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_waitlist_status_ck" CHECK ("venue_waitlist"."status" in ('waiting', 'offered', 'booked', 'cancelled', 'expired')),
	CONSTRAINT "venue_waitlist_during_ck" CHECK (not isempty("venue_waitlist"."during") and not lower_inf("venue_waitlist"."during") and not upper_inf("venue_waitlist"."during")),
	CONSTRAINT "venue_waitlist_offer_ck" CHECK ("venue_waitlist"."status" = 'waiting' or "venue_waitlist"."status" = 'cancelled' or "venue_waitlist"."booking_id" is not null or "venue_waitlist"."status" = 'expired')
);
--> statement-breakpoint
ALTER TABLE "venue_waitlist" ADD CONSTRAINT "venue_waitlist_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_waitlist" ADD CONSTRAINT "venue_waitlist_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_waitlist" ADD CONSTRAINT "venue_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_waitlist" ADD CONSTRAINT "venue_waitlist_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_waitlist_live_uq" ON "venue_waitlist" USING btree ("user_id","court_id","during") WHERE "venue_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "venue_waitlist_court_idx" ON "venue_waitlist" USING btree ("court_id","status");--> statement-breakpoint
CREATE INDEX "venue_waitlist_user_idx" ON "venue_waitlist" USING btree ("user_id","status");