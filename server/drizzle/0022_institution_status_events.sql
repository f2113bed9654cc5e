CREATE TABLE "institution_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_status_events_action_ck" CHECK ("institution_status_events"."action" in ('disable', 'enable'))
);
--> statement-breakpoint
ALTER TABLE "institution_status_events" ADD CONSTRAINT "institution_status_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_status_events" ADD CONSTRAINT "institution_status_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_status_events_institution_idx" ON "institution_status_events" USING btree ("institution_id","at");