CREATE TABLE "person_identities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"gender" integer NOT NULL,
	"birth_date" varchar(10) NOT NULL,
	"photo" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"sports" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"fields" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"documents" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "setting_id" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "mobile" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "intro" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "review_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_identities" ADD CONSTRAINT "person_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_identities" ADD CONSTRAINT "person_identities_verified_by_institutions_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_settings_institution_idx" ON "register_settings" USING btree ("institution_id","kind");--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_setting_id_register_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."register_settings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "persons_setting_user_uq" ON "persons" USING btree ("setting_id","user_id") WHERE status <> 'rejected';--> statement-breakpoint
-- Written by hand: the new tables get the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();