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