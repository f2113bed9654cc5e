ALTER TABLE "venue_change_requests" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD COLUMN "reject_reason" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "photo_captions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD CONSTRAINT "venue_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_change_requests" ADD CONSTRAINT "venue_change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_change_requests_one_pending_uq" ON "venue_change_requests" USING btree ("venue_id") WHERE "venue_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "venue_change_requests_status_idx" ON "venue_change_requests" USING btree ("status","id");