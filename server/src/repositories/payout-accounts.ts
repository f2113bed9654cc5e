/**
 * 收款账户 (payout accounts): the statements of services/payout-accounts.ts — an institution's accounts, the duplicate
 * check, the owner's mobile the 收款账户验证码 goes to, the row changes (inside the caller's transaction) and their
 * audit lines — and the account a withdrawal reads and holds (`forWithdrawal`, services/withdrawals.ts).
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog, managers, payoutAccounts, users } from '../db/schema/index.js';
import { scopedList, type Page } from './scope.js';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * The account a withdrawal goes to, read in the withdrawal's transaction and kept from changing until it ends
 * (FOR SHARE: a removal waits).
 */
export async function payoutAccountForWithdrawal(exec: Db | Tx, id: number): Promise<PayoutAccountRow | undefined> {
  const [row] = await exec.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).for('share').limit(1);
  return row;
}

export function createPayoutAccountsRepo(db: Db) {
  return {
    /** The institution's accounts that are not removed, newest first, and how many there are. */
    async list(filter: Page & { institutionId: number }) {
      const { list, total } = await scopedList({
        where: [eq(payoutAccounts.institutionId, filter.institutionId), ne(payoutAccounts.status, 'removed')],
        page: filter,
        rows: (where, p) => db.select().from(payoutAccounts).where(where).orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(payoutAccounts).where(where),
      });
      return { rows: list, total };
    },

    async find(id: number) {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).limit(1);
      return row;
    },

    /** Whether the institution has this number among its accounts that are not removed. */
    async hasNumber(institutionId: number, cardNumber: string) {
      const [row] = await db
        .select({ id: payoutAccounts.id })
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.institutionId, institutionId), eq(payoutAccounts.cardNumber, cardNumber), ne(payoutAccounts.status, 'removed')))
        .limit(1);
      return row !== undefined;
    },

    /** The mobile of the institution's owner: the caller's own when they are one, else the first owner's. */
    async ownerMobile(institutionId: number, callerId: number) {
      const [row] = await db
        .select({ mobile: users.mobile })
        .from(managers)
        .innerJoin(users, eq(users.id, managers.userId))
        .where(and(eq(managers.institutionId, institutionId), eq(managers.isAdmin, true)))
        .orderBy(desc(sql`${managers.userId} = ${callerId}`), managers.id)
        .limit(1);
      return row?.mobile || null;
    },

    /** A new account (pending); the unique index refuses a second live one of the number (23505, for the caller). */
    async insert(tx: Tx, values: Pick<typeof payoutAccounts.$inferInsert, 'institutionId' | 'accountName' | 'bankName' | 'cardNumber' | 'createdBy'>) {
      const [row] = await tx.insert(payoutAccounts).values(values).returning();
      return row!;
    },

    /** pending → active, usable from `usableFrom`; undefined when it was no longer pending. */
    async confirm(tx: Tx, id: number, values: { confirmedAt: Date; usableFrom: Date; confirmedBy: number }) {
      const [row] = await tx
        .update(payoutAccounts)
        .set({ status: 'active', ...values })
        .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.status, 'pending')))
        .returning();
      return row;
    },

    /** → removed; undefined when it was removed already. */
    async remove(tx: Tx, id: number, values: { removedAt: Date; removedBy: number }) {
      const [row] = await tx
        .update(payoutAccounts)
        .set({ status: 'removed', ...values })
        .where(and(eq(payoutAccounts.id, id), ne(payoutAccounts.status, 'removed')))
        .returning();
      return row;
    },

    /** The audit line of a change of `row` (its institution, bank and the number's last four digits). */
    async audit(tx: Tx, actor: { userId: number; ip: string }, action: string, row: PayoutAccountRow, detail: Record<string, unknown> = {}) {
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        action,
        target: `payout_account:${row.id}`,
        detail: { institution_id: row.institutionId, bank_name: row.bankName, card_last4: row.cardNumber.slice(-4), ...detail },
        ip: actor.ip,
      });
    },
  };
}

export type PayoutAccountsRepo = ReturnType<typeof createPayoutAccountsRepo>;
