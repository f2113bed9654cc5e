CREATE TABLE "refund_policies" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"full_until" timestamp with time zone,
	"percent" integer DEFAULT 0 NOT NULL,
	"partial_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refund_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "refunds" SET "refund_no" = 'RF' || lpad("id"::text, 12, '0');--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "refund_no" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "initiator" varchar(16) DEFAULT 'payer' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_no" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "withdraw_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "withdrawals" SET "withdraw_no" = 'TX' || lpad("id"::text, 12, '0');--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "withdraw_no" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_name" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "card_number" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "account_name" varchar(128) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_reference" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_policies" ADD CONSTRAINT "refund_policies_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_uq" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "refunds_institution_idx" ON "refunds" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_withdraw_no_uq" ON "withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "withdrawals_institution_idx" ON "withdrawals" USING btree ("institution_id","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" in ('pending', 'processing', 'succeeded', 'rejected'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected'));