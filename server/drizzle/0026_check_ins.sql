CREATE TABLE "check_in_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"sign_up_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"evidence" varchar(16) NOT NULL,
	"media_id" integer,
	"distance_meters" real,
	"duration_seconds" integer,
	"pace_seconds" integer,
	"start_at" timestamp with time zone,
	"route" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fingerprint" varchar(64) DEFAULT '' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"review_reason" varchar(500) DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_records_status_ck" CHECK ("check_in_records"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "check_in_records_evidence_ck" CHECK ("check_in_records"."evidence" in ('photo', 'track', 'screenshot'))
);
--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"goal_kind" varchar(16) NOT NULL,
	"goal_scope" varchar(8) NOT NULL,
	"goal_value" integer NOT NULL,
	"goal_days" integer DEFAULT 1 NOT NULL,
	"sport" varchar(16),
	"evidence" jsonb NOT NULL,
	"daily_limit" integer DEFAULT 1 NOT NULL,
	"review_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_settings_range_ck" CHECK ("check_in_settings"."ends_on" >= "check_in_settings"."starts_on"),
	CONSTRAINT "check_in_settings_goal_kind_ck" CHECK ("check_in_settings"."goal_kind" in ('distance', 'duration', 'count', 'photo')),
	CONSTRAINT "check_in_settings_goal_scope_ck" CHECK ("check_in_settings"."goal_scope" in ('daily', 'total')),
	CONSTRAINT "check_in_settings_goal_ck" CHECK ("check_in_settings"."goal_value" >= 1 and "check_in_settings"."goal_days" >= 1 and "check_in_settings"."daily_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "check_in_records" ADD CONSTRAINT "check_in_records_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_records" ADD CONSTRAINT "check_in_records_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_records" ADD CONSTRAINT "check_in_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_records" ADD CONSTRAINT "check_in_records_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_records" ADD CONSTRAINT "check_in_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD CONSTRAINT "check_in_settings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_records_competition_idx" ON "check_in_records" USING btree ("competition_id","status","id");--> statement-breakpoint
CREATE INDEX "check_in_records_sign_up_idx" ON "check_in_records" USING btree ("sign_up_id","day");--> statement-breakpoint
CREATE INDEX "check_in_records_fingerprint_idx" ON "check_in_records" USING btree ("competition_id","fingerprint");--> statement-breakpoint
-- Written by hand: the new tables get the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();
