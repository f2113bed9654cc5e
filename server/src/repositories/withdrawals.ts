/**
 * 提现 queries (services/withdrawals.ts holds the workflow and its transactions): a withdrawal as answered, a page
 * within a scope, the row locked for its review, and the single statements of the request and the review, each on
 * the caller's transaction.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { WithdrawStatus } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, institutions, users, withdrawals } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, 'id' | 'status' | 'createdAt'>;

export interface WithdrawFilter extends Page {
  scope: Scope;
  status?: WithdrawStatus;
  keyword?: string;
}

type Row = { w: WithdrawalRow; institutionName: string; requestedByName: string | null };

const toItem = ({ w, institutionName, requestedByName }: Row) => ({
  id: w.id,
  withdraw_no: w.withdrawNo,
  institution_id: w.institutionId,
  institution_name: institutionName,
  amount_cents: w.amountCents,
  status: w.status,
  bank_name: w.bankName,
  card_number: w.cardNumber,
  account_name: w.accountName,
  review_reason: w.reviewReason,
  payout_reference: w.payoutReference,
  requested_by_name: requestedByName ?? '',
  created_at: iso(w.createdAt)!,
  reviewed_at: iso(w.reviewedAt),
});

export type WithdrawItem = ReturnType<typeof toItem>;

const select = (db: Db | Tx) =>
  db
    .select({ w: withdrawals, institutionName: institutions.name, requestedByName: users.nickname })
    .from(withdrawals)
    .innerJoin(institutions, eq(institutions.id, withdrawals.institutionId))
    .leftJoin(users, eq(users.id, withdrawals.requestedBy));

/** A withdrawal as answered (with its institution's name and who asked for it). */
export async function withdrawalById(db: Db | Tx, id: number): Promise<WithdrawItem | undefined> {
  const [row] = await select(db).where(eq(withdrawals.id, id)).limit(1);
  return row ? toItem(row) : undefined;
}

/** A page of withdrawals within `scope`, newest first; `keyword` matches the number, the institution or the bank. */
export async function withdrawalPage(db: Db, filter: WithdrawFilter): Promise<{ total: number; list: WithdrawItem[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.keyword) {
    const like = likePattern(filter.keyword);
    conditions.push(or(ilike(withdrawals.withdrawNo, like), ilike(institutions.name, like), ilike(withdrawals.bankName, like)));
  }
  const { list, total } = await scopedList({
    scope: [withdrawals.institutionId, filter.scope],
    where: conditions,
    page: filter,
    rows: (where, p) => select(db).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).offset(p.start).limit(p.count),
    count: (where) => db.select({ n: count() }).from(withdrawals).innerJoin(institutions, eq(institutions.id, withdrawals.institutionId)).where(where),
  });
  return { total, list: list.map(toItem) };
}

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal): Promise<number> {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id });
  return row!.id;
}

/** The withdrawal locked for its review (FOR UPDATE), or undefined. */
export async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
  return row;
}

/** The review written to a pending withdrawal; false when it is no longer pending (reviewed once). */
export async function markReviewed(
  tx: Tx,
  id: number,
  review: { status: 'approved' | 'rejected'; reviewedBy: number; reviewedAt: Date; payoutReference?: string; reviewReason?: string },
): Promise<boolean> {
  const updated = await tx
    .update(withdrawals)
    .set(review)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning({ id: withdrawals.id });
  return updated.length > 0;
}

/** The audit line of a withdrawal's request or review, in its transaction. */
export async function auditWithdrawal(tx: Tx, entry: { actorId: number; action: string; withdrawalId: number; detail: Record<string, unknown>; ip: string }): Promise<void> {
  await tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, target: `withdrawal:${entry.withdrawalId}`, detail: entry.detail, ip: entry.ip });
}
