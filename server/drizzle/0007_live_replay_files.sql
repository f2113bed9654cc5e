CREATE TABLE "live_replay_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"source_url" varchar(1024) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"media_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_replay_files_status_ck" CHECK ("live_replay_files"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "live_replay_files_progress_ck" CHECK ("live_replay_files"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "live_replay_files" ADD CONSTRAINT "live_replay_files_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_files" ADD CONSTRAINT "live_replay_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_files" ADD CONSTRAINT "live_replay_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_replay_files_room_uq" ON "live_replay_files" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "live_replay_files_status_idx" ON "live_replay_files" USING btree ("status","id");