import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PayoutAccountStatus } from 'shared/rules';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * 收款账户 (docs/finance.md "Withdrawals"): an institution's bank account registered in advance, the only place a
 * withdrawal may go (shared/rules/finance/payout-accounts.ts). pending until the owner's SMS code confirms it; active
 * from then, usable from `usable_from` (one day after the confirmation); removed when deleted — kept, since a
 * withdrawal names the account it went to (and keeps its own copy of bank, number and name).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** 收款户名: the institution's name when registered. */
    accountName: varchar('account_name', { length: 128 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    /** digits only; the pages group them in fours */
    cardNumber: varchar('card_number', { length: 30 }).notNull(),
    status: varchar('status', { length: 16 }).$type<PayoutAccountStatus>().notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    usableFrom: timestamp('usable_from', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    removedBy: integer('removed_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('payout_accounts_institution_idx').on(t.institutionId, t.createdAt),
    // one registration of a number per institution, until it is removed
    uniqueIndex('payout_accounts_card_uq').on(t.institutionId, t.cardNumber).where(sql`${t.status} <> 'removed'`),
    check('payout_accounts_status_ck', sql`${t.status} in ('pending', 'active', 'removed')`),
    check('payout_accounts_card_ck', sql`${t.cardNumber} ~ '^[0-9]{8,30}$'`),
    check('payout_accounts_names_ck', sql`btrim(${t.accountName}) <> '' and btrim(${t.bankName}) <> ''`),
    check('payout_accounts_active_ck', sql`${t.status} <> 'active' or (${t.confirmedAt} is not null and ${t.usableFrom} is not null)`),
    // the cooling period (PAYOUT_COOLING_MS, one day) is the database's rule too: no account is usable sooner
    check('payout_accounts_cooling_ck', sql`${t.usableFrom} is null or (${t.confirmedAt} is not null and ${t.usableFrom} >= ${t.confirmedAt} + interval '1 day')`),
    check('payout_accounts_removed_ck', sql`(${t.status} = 'removed') = (${t.removedAt} is not null)`),
  ],
);
