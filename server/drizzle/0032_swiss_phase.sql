ALTER TABLE "fixtures" DROP CONSTRAINT "fixtures_kind_ck";--> statement-breakpoint
ALTER TABLE "phases" DROP CONSTRAINT "phases_format_ck";--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_kind_ck" CHECK ("fixtures"."kind" in ('league', 'group', 'knockout', 'third_place', 'winners', 'losers', 'grand_final', 'swiss'));--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_format_ck" CHECK ("phases"."format" in ('league', 'groups', 'knockout', 'double_elimination', 'swiss'));