CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_photo_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer,
	"report_id" integer,
	"media_id" integer,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "photos" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "category" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "contact" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "reporter_ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_reports" ADD COLUMN "handle_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "album_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "title" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_actions" ADD CONSTRAINT "photo_actions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_actions" ADD CONSTRAINT "photo_actions_report_id_photo_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."photo_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_actions" ADD CONSTRAINT "photo_actions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_actions" ADD CONSTRAINT "photo_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "albums_competition_idx" ON "albums" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_actions_photo_idx" ON "photo_actions" USING btree ("photo_id","at");--> statement-breakpoint
CREATE INDEX "photo_actions_media_idx" ON "photo_actions" USING btree ("media_id","at");--> statement-breakpoint
ALTER TABLE "photo_reports" ADD CONSTRAINT "photo_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_album_idx" ON "photos" USING btree ("album_id","id");--> statement-breakpoint
CREATE INDEX "photos_status_idx" ON "photos" USING btree ("review_status");