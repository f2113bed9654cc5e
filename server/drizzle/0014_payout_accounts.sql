CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"account_name" varchar(128) NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"card_number" varchar(30) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"usable_from" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_by" integer,
	"confirmed_by" integer,
	"removed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_ck" CHECK ("payout_accounts"."status" in ('pending', 'active', 'removed')),
	CONSTRAINT "payout_accounts_card_ck" CHECK ("payout_accounts"."card_number" ~ '^[0-9]{8,30}$'),
	CONSTRAINT "payout_accounts_names_ck" CHECK (btrim("payout_accounts"."account_name") <> '' and btrim("payout_accounts"."bank_name") <> ''),
	CONSTRAINT "payout_accounts_active_ck" CHECK ("payout_accounts"."status" <> 'active' or ("payout_accounts"."confirmed_at" is not null and "payout_accounts"."usable_from" is not null)),
	CONSTRAINT "payout_accounts_cooling_ck" CHECK ("payout_accounts"."usable_from" is null or ("payout_accounts"."confirmed_at" is not null and "payout_accounts"."usable_from" >= "payout_accounts"."confirmed_at" + interval '1 day')),
	CONSTRAINT "payout_accounts_removed_ck" CHECK (("payout_accounts"."status" = 'removed') = ("payout_accounts"."removed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_account_id" integer;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_institution_idx" ON "payout_accounts" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_card_uq" ON "payout_accounts" USING btree ("institution_id","card_number") WHERE "payout_accounts"."status" <> 'removed';--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;