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