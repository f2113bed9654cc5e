CREATE TABLE "competition_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_series" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "organisers" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "cover" varchar(512) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "contact_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "contact_phone" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "permission_code" varchar(16);--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "permission_code_by" integer;--> statement-breakpoint
ALTER TABLE "competition_managers" ADD CONSTRAINT "competition_managers_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_managers" ADD CONSTRAINT "competition_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_managers" ADD CONSTRAINT "competition_managers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_status_history" ADD CONSTRAINT "competition_status_history_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_status_history" ADD CONSTRAINT "competition_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_managers_uq" ON "competition_managers" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_managers_user_idx" ON "competition_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_status_history_competition_idx" ON "competition_status_history" USING btree ("competition_id","at");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_permission_code_by_users_id_fk" FOREIGN KEY ("permission_code_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_permission_code_uq" ON "competitions" USING btree ("permission_code");