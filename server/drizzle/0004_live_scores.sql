ALTER TABLE "fixtures" ADD COLUMN "live_home_score" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "live_away_score" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "live_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_live_scores_ck" CHECK (coalesce("fixtures"."live_home_score", 0) >= 0 and coalesce("fixtures"."live_away_score", 0) >= 0);