/**
 * The double-entry ledger (docs/finance.md, "Ledger"): accounts, transactions and their postings. Nothing writes a
 * balance but repositories/ledger.ts `post`, which adds a transaction's postings and moves the balances of their
 * accounts in the same database transaction; `ledger:check` (src/cli/ledger-check.ts) proves the rest.
 * Amounts are cents, debit positive (shared/rules finance/ledger.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LedgerAccountKind, LedgerTransactionKind } from 'shared/rules';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { orders } from './orders.js';
import { users } from './users.js';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** shared/rules LEDGER_ACCOUNT: platform:clearing, inst:12:available, user:5:wallet … */
    code: varchar('code', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<LedgerAccountKind>().notNull(),
    institutionId: integer('institution_id').references(() => institutions.id),
    userId: integer('user_id').references(() => users.id),
    /** Debits − credits in cents: the sum of the account's postings, moved only by a posting. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** How many postings the account has (moved with the balance): the total of an unfiltered 资金流水 page. */
    postingCount: integer('posting_count').notNull().default(0),
    /** Held for someone (everything but clearing): never overdrawn, i.e. its debit balance stays ≤ 0. */
    holder: boolean('holder').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    index('ledger_accounts_institution_idx').on(t.institutionId),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_holder_ck', sql`not ${t.holder} or ${t.balanceCents} <= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** The idempotency key of the money event (payment:<payment_no>, settlement:<order_id> …): one transaction per key. */
    key: varchar('key', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<LedgerTransactionKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    withdrawalId: integer('withdrawal_id'),
    memo: varchar('memo', { length: 255 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('ledger_transactions_key_uq').on(t.key), index('ledger_transactions_order_idx').on(t.orderId)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account's balance right after this posting (the running balance of 资金流水). */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    check('ledger_postings_amount_ck', sql`${t.amountCents} <> 0`),
  ],
);
