ALTER TABLE "phase_entrants" ADD COLUMN "joined_round" integer;--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD COLUMN "left_after_round" integer;--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD COLUMN "missed_round_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD CONSTRAINT "phase_entrants_joined_ck" CHECK ("phase_entrants"."joined_round" is null or "phase_entrants"."joined_round" between 2 and 64);--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD CONSTRAINT "phase_entrants_left_ck" CHECK ("phase_entrants"."left_after_round" is null or "phase_entrants"."left_after_round" between 1 and 64);--> statement-breakpoint
ALTER TABLE "phase_entrants" ADD CONSTRAINT "phase_entrants_missed_ck" CHECK ("phase_entrants"."missed_round_points" between 0 and 100);