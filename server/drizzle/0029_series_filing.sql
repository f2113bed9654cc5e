ALTER TABLE "competition_series" ADD COLUMN "status" varchar(16) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_series" ADD COLUMN "review_reason" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_series" ADD COLUMN "filed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_series" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_series" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "competition_series" ADD CONSTRAINT "competition_series_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_series_status_idx" ON "competition_series" USING btree ("status");--> statement-breakpoint
ALTER TABLE "competition_series" ADD CONSTRAINT "competition_series_status_ck" CHECK ("competition_series"."status" in ('draft', 'pending', 'approved', 'rejected', 'withdrawn'));--> statement-breakpoint
-- Written by hand: a series whose every competition is already approved was published one by one before 系列报备
-- existed; it counts as approved, so nothing of it waits for a filing that would change nothing.
UPDATE "competition_series" s SET "status" = 'approved', "reviewed_at" = now()
WHERE EXISTS (SELECT 1 FROM "competitions" c WHERE c."series_id" = s."id")
  AND NOT EXISTS (SELECT 1 FROM "competitions" c WHERE c."series_id" = s."id" AND c."status" <> 'approved');--> statement-breakpoint
-- Written by hand: the altered table keeps the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();
