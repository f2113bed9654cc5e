CREATE TABLE "competition_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_change_requests_status_ck" CHECK ("competition_change_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "competition_change_requests" ADD CONSTRAINT "competition_change_requests_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_change_requests" ADD CONSTRAINT "competition_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_change_requests" ADD CONSTRAINT "competition_change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_change_requests_pending_uq" ON "competition_change_requests" USING btree ("competition_id") WHERE "competition_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "competition_change_requests_status_idx" ON "competition_change_requests" USING btree ("status","created_at");