-- Booking (docs/venues.md). btree_gist lets one GiST index compare the court by equality and the time range by
-- overlap: the exclusion constraint at the end. PGlite loads the extension's files from its contrib
-- (db/client.ts PGLITE_OPTIONS); on PostgreSQL it ships with the server (trusted: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"contact_name" varchar(32) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(20) DEFAULT '' NOT NULL,
	"order_id" integer,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"check_in_code" varchar(16),
	"hold_expires_at" timestamp with time zone,
	"recurring_group_id" uuid,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" varchar(128) DEFAULT '' NOT NULL,
	"note" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind_ck" CHECK ("bookings"."kind" in ('hold', 'booking', 'block')),
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('active', 'checked_in', 'cancelled', 'expired')),
	CONSTRAINT "bookings_during_ck" CHECK (not isempty("bookings"."during") and not lower_inf("bookings"."during") and not upper_inf("bookings"."during")),
	CONSTRAINT "bookings_hold_ck" CHECK ("bookings"."kind" <> 'hold' or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_expired_ck" CHECK ("bookings"."status" <> 'expired' or "bookings"."kind" = 'hold'),
	CONSTRAINT "bookings_checked_in_ck" CHECK ("bookings"."status" <> 'checked_in' or "bookings"."kind" = 'booking'),
	CONSTRAINT "bookings_block_ck" CHECK ("bookings"."kind" <> 'block' or ("bookings"."check_in_code" is null and "bookings"."order_id" is null)),
	CONSTRAINT "bookings_amount_ck" CHECK ("bookings"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "court_price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"court_id" integer NOT NULL,
	"band" varchar(8) NOT NULL,
	"starts_minute" integer NOT NULL,
	"ends_minute" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"member_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_price_rules_band_ck" CHECK ("court_price_rules"."band" in ('weekday', 'weekend', 'holiday', 'peak')),
	CONSTRAINT "court_price_rules_minutes_ck" CHECK ("court_price_rules"."starts_minute" >= 0 and "court_price_rules"."starts_minute" < "court_price_rules"."ends_minute" and "court_price_rules"."ends_minute" <= 1440),
	CONSTRAINT "court_price_rules_price_ck" CHECK ("court_price_rules"."price_cents" between 0 and 1000000 and ("court_price_rules"."member_price_cents" is null or "court_price_rules"."member_price_cents" between 0 and 1000000))
);
--> statement-breakpoint
CREATE TABLE "venue_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer,
	"during" "tstzrange" NOT NULL,
	"reason" varchar(128) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_closures_during_ck" CHECK (not isempty("venue_closures"."during") and not lower_inf("venue_closures"."during") and not upper_inf("venue_closures"."during"))
);
--> statement-breakpoint
CREATE TABLE "venue_opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_minute" integer NOT NULL,
	"closes_minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_opening_hours_weekday_ck" CHECK ("venue_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "venue_opening_hours_minutes_ck" CHECK ("venue_opening_hours"."opens_minute" >= 0 and "venue_opening_hours"."opens_minute" < "venue_opening_hours"."closes_minute" and "venue_opening_hours"."closes_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "venue_special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens_minute" integer,
	"closes_minute" integer,
	"holiday" boolean DEFAULT false NOT NULL,
	"workday" boolean DEFAULT false NOT NULL,
	"note" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_special_days_minutes_ck" CHECK (("venue_special_days"."opens_minute" is null and "venue_special_days"."closes_minute" is null) or ("venue_special_days"."opens_minute" >= 0 and "venue_special_days"."opens_minute" < "venue_special_days"."closes_minute" and "venue_special_days"."closes_minute" <= 1440)),
	CONSTRAINT "venue_special_days_kind_ck" CHECK (not ("venue_special_days"."holiday" and "venue_special_days"."workday"))
);
--> statement-breakpoint
DROP INDEX "courts_venue_idx";--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "payment_window_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "parallel_booking_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_booking_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "bookable_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "refund_policy" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_price_rules" ADD CONSTRAINT "court_price_rules_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_closures" ADD CONSTRAINT "venue_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_opening_hours" ADD CONSTRAINT "venue_opening_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_special_days" ADD CONSTRAINT "venue_special_days_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_check_in_code_uq" ON "bookings" USING btree ("check_in_code");--> statement-breakpoint
CREATE INDEX "bookings_venue_during_idx" ON "bookings" USING gist ("venue_id","during");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_recurring_idx" ON "bookings" USING btree ("recurring_group_id") WHERE "bookings"."recurring_group_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."kind" = 'hold' and "bookings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "court_price_rules_uq" ON "court_price_rules" USING btree ("court_id","band","starts_minute");--> statement-breakpoint
CREATE INDEX "venue_closures_venue_idx" ON "venue_closures" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_opening_hours_uq" ON "venue_opening_hours" USING btree ("venue_id","weekday","opens_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_special_days_uq" ON "venue_special_days" USING btree ("venue_id","day");--> statement-breakpoint
CREATE INDEX "courts_venue_idx" ON "courts" USING btree ("venue_id","sort");--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_capacity_ck" CHECK ("courts"."capacity" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_payment_window_ck" CHECK ("venues"."payment_window_minutes" between 1 and 120);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_parallel_limit_ck" CHECK ("venues"."parallel_booking_limit" between 0 and 100);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_max_booking_ck" CHECK ("venues"."max_booking_minutes" between 30 and 1440 and "venues"."max_booking_minutes" % 30 = 0);--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_bookable_days_ck" CHECK ("venues"."bookable_days" between 1 and 366);--> statement-breakpoint
-- Never a double booking: two rows of one court that occupy their slot (active, checked_in) never overlap, whoever
-- inserts them and however many API nodes do at once (SQLSTATE 23P01, answered 该时段已被预订). Ranges are half-open,
-- so 18:00–19:00 and 19:00–20:00 do not overlap. Written by hand: Drizzle cannot declare an exclusion constraint.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("court_id" WITH =, "during" WITH &&) WHERE ("status" in ('active', 'checked_in'));
