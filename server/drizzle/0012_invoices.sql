CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"title" varchar(100) NOT NULL,
	"credit_code" varchar(18),
	"email" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"file_key" varchar(255),
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_ck" CHECK ("invoices"."amount_cents" > 0),
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('pending', 'issued', 'rejected')),
	CONSTRAINT "invoices_title_type_ck" CHECK ("invoices"."title_type" in ('personal', 'company')),
	CONSTRAINT "invoices_company_code_ck" CHECK ("invoices"."title_type" <> 'company' or "invoices"."credit_code" is not null),
	CONSTRAINT "invoices_issued_file_ck" CHECK ("invoices"."status" <> 'issued' or "invoices"."file_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_open_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");