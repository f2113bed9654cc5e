CREATE TABLE "export_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"competition_id" integer,
	"kind" varchar(32) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"content" "bytea",
	"error" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_tasks_status_ck" CHECK ("export_tasks"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "export_tasks_progress_ck" CHECK ("export_tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"entry_type" varchar(16) DEFAULT 'individual' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"age_group" varchar(32) DEFAULT '' NOT NULL,
	"birth_from" date,
	"birth_to" date,
	"capacity" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"team_min" integer DEFAULT 1 NOT NULL,
	"team_max" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_items_entry_type_ck" CHECK ("event_items"."entry_type" in ('individual', 'team')),
	CONSTRAINT "event_items_gender_ck" CHECK ("event_items"."gender" in (0, 1, 2)),
	CONSTRAINT "event_items_capacity_ck" CHECK ("event_items"."capacity" >= 0),
	CONSTRAINT "event_items_fee_ck" CHECK ("event_items"."fee_cents" >= 0),
	CONSTRAINT "event_items_team_ck" CHECK ("event_items"."team_min" >= 1 and "event_items"."team_max" >= "event_items"."team_min")
);
--> statement-breakpoint
CREATE TABLE "sign_up_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign_up_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_up_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign_up_id" integer NOT NULL,
	"real_name" varchar(32) NOT NULL,
	"id_card" varchar(18) DEFAULT '' NOT NULL,
	"phone" varchar(16) DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birth_date" date,
	"is_captain" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_up_settings" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"review_required" boolean DEFAULT true NOT NULL,
	"waiting_list" boolean DEFAULT false NOT NULL,
	"required_fields" jsonb DEFAULT '["real_name","phone"]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_settings_window_ck" CHECK ("sign_up_settings"."opens_at" is null or "sign_up_settings"."closes_at" is null or "sign_up_settings"."closes_at" > "sign_up_settings"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"event_item_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"place_from" integer NOT NULL,
	"place_to" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_places_ck" CHECK ("awards"."place_from" >= 1 and "awards"."place_to" >= "awards"."place_from")
);
--> statement-breakpoint
CREATE TABLE "fixture_score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixture_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"actor_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"phase_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"group_no" integer,
	"round_no" integer NOT NULL,
	"position" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"home_id" integer,
	"away_id" integer,
	"home_seed" integer,
	"away_seed" integer,
	"bye" boolean DEFAULT false NOT NULL,
	"next_code" varchar(16),
	"next_slot" varchar(8),
	"loser_next_code" varchar(16),
	"loser_next_slot" varchar(8),
	"starts_at" timestamp with time zone,
	"court_id" integer,
	"court_name" varchar(64) DEFAULT '' NOT NULL,
	"referee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"sets" jsonb,
	"forfeit" varchar(8),
	"home_fair_play" integer DEFAULT 0 NOT NULL,
	"away_fair_play" integer DEFAULT 0 NOT NULL,
	"winner_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixtures_kind_ck" CHECK ("fixtures"."kind" in ('league', 'group', 'knockout', 'third_place')),
	CONSTRAINT "fixtures_status_ck" CHECK ("fixtures"."status" in ('scheduled', 'live', 'finished')),
	CONSTRAINT "fixtures_forfeit_ck" CHECK ("fixtures"."forfeit" is null or "fixtures"."forfeit" in ('home', 'away', 'both')),
	CONSTRAINT "fixtures_scores_ck" CHECK (coalesce("fixtures"."home_score", 0) >= 0 and coalesce("fixtures"."away_score", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "phase_entrants" (
	"phase_id" integer NOT NULL,
	"sign_up_id" integer NOT NULL,
	"seed" integer,
	"group_no" integer,
	CONSTRAINT "phase_entrants_phase_id_sign_up_id_pk" PRIMARY KEY("phase_id","sign_up_id")
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"event_item_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"format" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"generated_at" timestamp with time zone,
	"progress" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phases_format_ck" CHECK ("phases"."format" in ('league', 'groups', 'knockout')),
	CONSTRAINT "phases_status_ck" CHECK ("phases"."status" in ('draft', 'generating', 'generated', 'completed')),
	CONSTRAINT "phases_progress_ck" CHECK ("phases"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" varchar(32) NOT NULL,
	"item_name" varchar(64) NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"age_group" varchar(32) DEFAULT '' NOT NULL,
	"direction" varchar(8) NOT NULL,
	"value" double precision NOT NULL,
	"holder_name" varchar(64) NOT NULL,
	"affiliation" varchar(64) DEFAULT '' NOT NULL,
	"competition_id" integer,
	"competition_name" varchar(128) DEFAULT '' NOT NULL,
	"result_id" integer,
	"achieved_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"previous_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_status_ck" CHECK ("records"."status" in ('pending', 'ratified', 'rejected', 'superseded')),
	CONSTRAINT "records_direction_ck" CHECK ("records"."direction" in ('lower', 'higher'))
);
--> statement-breakpoint
CREATE TABLE "result_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"actor_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"event_item_id" integer NOT NULL,
	"sign_up_id" integer NOT NULL,
	"value" double precision,
	"status" varchar(8) DEFAULT 'ok' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_status_ck" CHECK ("results"."status" in ('ok', 'DNF', 'DNS', 'DQ')),
	CONSTRAINT "results_value_ck" CHECK ("results"."value" is null or "results"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "score_rules" (
	"event_item_id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"model" varchar(16) DEFAULT 'goals' NOT NULL,
	"direction" varchar(8) DEFAULT 'higher' NOT NULL,
	"precision" integer DEFAULT 2 NOT NULL,
	"points_win" integer DEFAULT 3 NOT NULL,
	"points_draw" integer DEFAULT 1 NOT NULL,
	"points_loss" integer DEFAULT 0 NOT NULL,
	"points_forfeit" integer DEFAULT 0 NOT NULL,
	"forfeit_winner_score" integer DEFAULT 3 NOT NULL,
	"forfeit_loser_score" integer DEFAULT 0 NOT NULL,
	"tiebreakers" jsonb DEFAULT '["points","head_to_head","difference","scored","wins","fair_play","lots"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_rules_model_ck" CHECK ("score_rules"."model" in ('goals', 'sets', 'timed', 'measured')),
	CONSTRAINT "score_rules_direction_ck" CHECK ("score_rules"."direction" in ('lower', 'higher')),
	CONSTRAINT "score_rules_precision_ck" CHECK ("score_rules"."precision" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "event_item_id" integer;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "entry_type" varchar(16) DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "real_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "id_card" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "phone" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "gender" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "affiliation" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "extra" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "source" varchar(16) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "reason" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sign_up_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_history" ADD CONSTRAINT "sign_up_history_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_history" ADD CONSTRAINT "sign_up_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_members" ADD CONSTRAINT "sign_up_members_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_settings" ADD CONSTRAINT "sign_up_settings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_score_history" ADD CONSTRAINT "fixture_score_history_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_score_history" ADD CONSTRAINT "fixture_score_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_id_sign_ups_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."sign_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_id_sign_ups_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."sign_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_winner_id_sign_ups_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."sign_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD CONSTRAINT "phase_entrants_phase_id_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD CONSTRAINT "phase_entrants_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_history" ADD CONSTRAINT "result_history_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_history" ADD CONSTRAINT "result_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_rules" ADD CONSTRAINT "score_rules_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_rules" ADD CONSTRAINT "score_rules_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_tasks_status_idx" ON "export_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "event_items_competition_idx" ON "event_items" USING btree ("competition_id","sort");--> statement-breakpoint
CREATE INDEX "sign_up_history_sign_up_idx" ON "sign_up_history" USING btree ("sign_up_id","at");--> statement-breakpoint
CREATE INDEX "sign_up_members_sign_up_idx" ON "sign_up_members" USING btree ("sign_up_id","sort");--> statement-breakpoint
CREATE INDEX "awards_item_idx" ON "awards" USING btree ("event_item_id","place_from");--> statement-breakpoint
CREATE INDEX "fixture_score_history_fixture_idx" ON "fixture_score_history" USING btree ("fixture_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_phase_code_uq" ON "fixtures" USING btree ("phase_id","code");--> statement-breakpoint
CREATE INDEX "fixtures_phase_round_idx" ON "fixtures" USING btree ("phase_id","group_no","round_no","position");--> statement-breakpoint
CREATE INDEX "fixtures_competition_time_idx" ON "fixtures" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "phases_item_idx" ON "phases" USING btree ("event_item_id","sort");--> statement-breakpoint
CREATE INDEX "records_key_idx" ON "records" USING btree ("sport","item_name","gender","age_group","status");--> statement-breakpoint
CREATE UNIQUE INDEX "records_ratified_uq" ON "records" USING btree ("sport","item_name","gender","age_group") WHERE "records"."status" = 'ratified';--> statement-breakpoint
CREATE UNIQUE INDEX "records_result_uq" ON "records" USING btree ("result_id") WHERE "records"."result_id" is not null and "records"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "result_history_result_idx" ON "result_history" USING btree ("result_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "results_item_sign_up_uq" ON "results" USING btree ("event_item_id","sign_up_id");--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ups_item_idx" ON "sign_ups" USING btree ("event_item_id","status","id");--> statement-breakpoint
CREATE INDEX "sign_ups_user_idx" ON "sign_ups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ups_item_user_live_uq" ON "sign_ups" USING btree ("event_item_id","user_id") WHERE "sign_ups"."user_id" is not null and "sign_ups"."status" in ('pending', 'approved', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ups_item_id_card_live_uq" ON "sign_ups" USING btree ("event_item_id","id_card") WHERE "sign_ups"."id_card" <> '' and "sign_ups"."status" in ('pending', 'approved', 'waiting');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_sign_up_open_uq" ON "orders" USING btree ("sign_up_id") WHERE "orders"."sign_up_id" is not null and "orders"."status" <> '已关闭';--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_status_ck" CHECK ("sign_ups"."status" in ('pending', 'approved', 'rejected', 'cancelled', 'waiting'));--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_entry_type_ck" CHECK ("sign_ups"."entry_type" in ('individual', 'team'));