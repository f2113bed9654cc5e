CREATE TABLE "highlight_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"video_id" integer,
	"photo_id" integer,
	"result_id" integer,
	"caption" varchar(100) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlight_items_position_ck" CHECK ("highlight_items"."position" >= 1),
	CONSTRAINT "highlight_items_ref_ck" CHECK (("highlight_items"."kind" = 'video' and "highlight_items"."video_id" is not null and "highlight_items"."photo_id" is null and "highlight_items"."result_id" is null)
       or ("highlight_items"."kind" = 'photo' and "highlight_items"."photo_id" is not null and "highlight_items"."video_id" is null and "highlight_items"."result_id" is null)
       or ("highlight_items"."kind" = 'result' and "highlight_items"."result_id" is not null and "highlight_items"."video_id" is null and "highlight_items"."photo_id" is null))
);
--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "highlight_items_competition_idx" ON "highlight_items" USING btree ("competition_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_items_video_uq" ON "highlight_items" USING btree ("competition_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_items_photo_uq" ON "highlight_items" USING btree ("competition_id","photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_items_result_uq" ON "highlight_items" USING btree ("competition_id","result_id");--> statement-breakpoint
-- Written by hand: the new table gets the 操作记录 trigger (0023_operation_records).
SELECT saishi_attach_record_triggers();
