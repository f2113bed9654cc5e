ALTER TABLE "ledger_accounts" ADD COLUMN "posting_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "posting_count" = (SELECT count(*) FROM "ledger_postings" p WHERE p."account_id" = a."id");
