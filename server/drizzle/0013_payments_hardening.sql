CREATE TABLE "installation_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_ck";--> statement-breakpoint
DROP INDEX "refunds_open_uq";--> statement-breakpoint
DROP INDEX "invoices_order_open_uq";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_overpayment_uq" ON "refunds" USING btree ("payment_id") WHERE "refunds"."initiator" = 'overpayment';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('pending', 'processing') and "refunds"."initiator" <> 'overpayment';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_open_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" in ('pending', 'issued');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('pending', 'issued', 'rejected', 'voided'));