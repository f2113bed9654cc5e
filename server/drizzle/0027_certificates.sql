CREATE TABLE "certificate_templates" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"page_size" varchar(8) DEFAULT 'A4' NOT NULL,
	"orientation" varchar(16) DEFAULT 'landscape' NOT NULL,
	"background_media_id" integer,
	"seal_media_id" integer,
	"fields" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"competition_id" integer NOT NULL,
	"event_item_id" integer,
	"sign_up_id" integer,
	"holder_user_id" integer,
	"holder_name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_name" varchar(64) DEFAULT '' NOT NULL,
	"result" varchar(32) DEFAULT '' NOT NULL,
	"place" integer,
	"award" varchar(64) DEFAULT '' NOT NULL,
	"issuer_institution_id" integer,
	"issuer_name" varchar(128) NOT NULL,
	"issue_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"replaced_by" integer,
	"revoked_at" timestamp with time zone,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_kind_ck" CHECK ("certificates"."kind" in ('award', 'finisher', 'check_in')),
	CONSTRAINT "certificates_status_ck" CHECK ("certificates"."status" in ('valid', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_background_media_id_media_id_fk" FOREIGN KEY ("background_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_seal_media_id_media_id_fk" FOREIGN KEY ("seal_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_item_id_event_items_id_fk" FOREIGN KEY ("event_item_id") REFERENCES "public"."event_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issuer_institution_id_institutions_id_fk" FOREIGN KEY ("issuer_institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_certificates_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_competition_idx" ON "certificates" USING btree ("competition_id","id");--> statement-breakpoint
CREATE INDEX "certificates_holder_idx" ON "certificates" USING btree ("holder_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_sign_up_kind_valid_uq" ON "certificates" USING btree ("sign_up_id","kind") WHERE "certificates"."status" = 'valid' and "certificates"."sign_up_id" is not null;--> statement-breakpoint
-- Written by hand: the new tables get the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();
