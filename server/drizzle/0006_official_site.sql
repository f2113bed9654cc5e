ALTER TABLE "institutions" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "address" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_phone" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "sport" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "level" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "region" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "persons_public_idx" ON "persons" USING btree ("kind","is_public","status");
--> statement-breakpoint
CREATE TABLE "enrolment_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "enrolment_uploads" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"grant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" varchar(24) NOT NULL,
	"institution_type" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(32) NOT NULL,
	"contact_name" varchar(32) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"province" varchar(16) NOT NULL,
	"city" varchar(32) NOT NULL,
	"address" varchar(200) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"logo_media_id" integer,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"venue_address" varchar(200) DEFAULT '' NOT NULL,
	"sponsorship_intent" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_applications_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "institution_applications_type_ck" CHECK ("institution_applications"."institution_type" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer,
	"competition_id" integer,
	"category" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"media_id" integer NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'hidden' NOT NULL,
	"admin_hidden" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status_ck" CHECK ("videos"."status" in ('published', 'hidden')),
	CONSTRAINT "videos_category_ck" CHECK ("videos"."category" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolment_uploads" ADD CONSTRAINT "enrolment_uploads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_uploads" ADD CONSTRAINT "enrolment_uploads_grant_id_enrolment_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."enrolment_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_grants_mobile_idx" ON "enrolment_grants" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "enrolment_uploads_mobile_idx" ON "enrolment_uploads" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_applications_pending_credit_uq" ON "institution_applications" USING btree ("credit_code") WHERE "institution_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "institution_applications_mobile_idx" ON "institution_applications" USING btree ("contact_mobile","created_at");--> statement-breakpoint
CREATE INDEX "institution_applications_status_idx" ON "institution_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("status","category","published_at");--> statement-breakpoint
CREATE INDEX "videos_institution_idx" ON "videos" USING btree ("institution_id","created_at");
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "live_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"room_id" integer,
	"title" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"media_id" integer,
	"media_url" varchar(1024) NOT NULL,
	"link" varchar(1024) DEFAULT '' NOT NULL,
	"duration_seconds" integer DEFAULT 5 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_ads_kind_ck" CHECK ("live_ads"."kind" in ('image', 'video')),
	CONSTRAINT "live_ads_duration_ck" CHECK ("live_ads"."duration_seconds" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "live_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"room_quota" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_packages_price_ck" CHECK ("live_packages"."price_cents" > 0),
	CONSTRAINT "live_packages_quota_ck" CHECK ("live_packages"."room_quota" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"order_id" integer,
	"request_id" varchar(64) NOT NULL,
	"room_quota" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"competition_id" integer,
	"title" varchar(100) NOT NULL,
	"cover" varchar(8192) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stream_url" varchar(1024) NOT NULL,
	"push_url" varchar(1024) DEFAULT '' NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT '未开始' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"visibility" varchar(8) DEFAULT 'public' NOT NULL,
	"admin_hidden" boolean DEFAULT false NOT NULL,
	"replay_url" varchar(1024) DEFAULT '' NOT NULL,
	"replay_media_id" integer,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_status_ck" CHECK ("live_rooms"."status" in ('未开始', '直播中', '已结束')),
	CONSTRAINT "live_rooms_visibility_ck" CHECK ("live_rooms"."visibility" in ('public', 'hidden')),
	CONSTRAINT "live_rooms_schedule_ck" CHECK ("live_rooms"."scheduled_end" > "live_rooms"."scheduled_start")
);
--> statement-breakpoint
ALTER TABLE "live_ads" ADD CONSTRAINT "live_ads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_ads" ADD CONSTRAINT "live_ads_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_ads" ADD CONSTRAINT "live_ads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_purchases" ADD CONSTRAINT "live_purchases_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_purchases" ADD CONSTRAINT "live_purchases_package_id_live_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."live_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_purchases" ADD CONSTRAINT "live_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_purchases" ADD CONSTRAINT "live_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_replay_media_id_media_id_fk" FOREIGN KEY ("replay_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_ads_institution_idx" ON "live_ads" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_purchases_request_uq" ON "live_purchases" USING btree ("institution_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_purchases_order_uq" ON "live_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "live_rooms_institution_idx" ON "live_rooms" USING btree ("institution_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "live_rooms_status_idx" ON "live_rooms" USING btree ("status","scheduled_start");
