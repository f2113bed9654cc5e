-- from 0005_home_items
CREATE TABLE "home_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"block" varchar(32) NOT NULL,
	"title" varchar(128) NOT NULL,
	"subtitle" varchar(255) DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"competition_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"show_from" timestamp with time zone,
	"show_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_items_block_ck" CHECK ("home_items"."block" in ('headline', 'recommend_column', 'recommended_event', 'event_video', 'event_photo', 'brand_event', 'partner', 'friendly_link')),
	CONSTRAINT "home_items_window_ck" CHECK ("home_items"."show_from" is null or "home_items"."show_until" is null or "home_items"."show_from" < "home_items"."show_until")
);
--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_items_block_sort_idx" ON "home_items" USING btree ("block","sort");
--> statement-breakpoint
-- from 0006_drop_old_home_tables
DROP TABLE "friendly_links" CASCADE;--> statement-breakpoint
DROP TABLE "headlines" CASCADE;--> statement-breakpoint
DROP TABLE "partners" CASCADE;--> statement-breakpoint
DROP TABLE "recommended_events" CASCADE;
--> statement-breakpoint
-- from 0007_articles
CREATE TABLE "article_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "kind" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "column_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "article_status_history" ADD CONSTRAINT "article_status_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_status_history" ADD CONSTRAINT "article_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_texts" ADD CONSTRAINT "site_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_columns_name_uq" ON "article_columns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "article_status_history_article_idx" ON "article_status_history" USING btree ("article_id","at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_column_id_article_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."article_columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("kind","review_status","column_id","publish_at");--> statement-breakpoint
CREATE INDEX "articles_institution_idx" ON "articles" USING btree ("institution_id","review_status");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_kind_ck" CHECK ("articles"."kind" in (1, 2));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_review_status_ck" CHECK ("articles"."review_status" in ('draft', 'pending', 'approved', 'rejected'));
--> statement-breakpoint
-- from 0008_media
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"institution_id" integer,
	"kind" varchar(8) NOT NULL,
	"use" varchar(32) DEFAULT '' NOT NULL,
	"storage_key" varchar(128) NOT NULL,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"duration" real DEFAULT 0 NOT NULL,
	"poster_key" varchar(128) DEFAULT '' NOT NULL,
	"upload_id" varchar(64),
	"status" varchar(12) DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "media_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "media_institution_idx" ON "media" USING btree ("institution_id","kind");
--> statement-breakpoint
-- from 0009_article_cover
ALTER TABLE "articles" ALTER COLUMN "cover" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "cover" SET DEFAULT '';
--> statement-breakpoint
-- from 0010_phase_description
ALTER TABLE "phases" ADD COLUMN "description" varchar(500) DEFAULT '' NOT NULL;
