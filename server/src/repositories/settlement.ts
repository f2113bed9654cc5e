/**
 * 结算 (settlement): the statements of services/settlement.ts — the orders due at a time, an order marked settled
 * (only while it is paid and not settled yet), and whether it has a refund still open. Inside the caller's
 * transaction where they take a `tx`; the settlement's ledger posting is repositories/ledger.ts `post`.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { competitions, orders, refunds } from '../db/schema/index.js';

/**
 * The paid online sign-up fee and booking orders, not settled yet and without an open refund, whose competition ended
 * before `cutoff` (an order of no competition: paid before it); at most `limit`, by id.
 */
export async function ordersDueBefore(exec: Pick<Tx, 'select'>, cutoff: Date, limit: number) {
  return exec
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(competitions, eq(competitions.id, orders.competitionId))
    .where(
      and(
        eq(orders.status, '已支付'),
        isNull(orders.settledAt),
        inArray(orders.payChannel, ['wechat', 'alipay', 'balance']),
        inArray(orders.kind, ['sign_up', 'booking']),
        or(lte(competitions.endAt, cutoff), and(isNull(orders.competitionId), lte(orders.paidAt, cutoff))),
        sql`not exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} in ('pending', 'processing'))`,
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

/** The order settled at `now`, answered; undefined when it is no longer paid or was settled meanwhile. */
export async function markSettled(tx: Tx, orderId: number, now: Date) {
  const [order] = await tx
    .update(orders)
    .set({ settledAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, '已支付'), isNull(orders.settledAt)))
    .returning();
  return order;
}

/** Whether the order has a refund still pending or processing. */
export async function hasOpenRefund(tx: Pick<Tx, 'select'>, orderId: number) {
  const [open] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processing'])))
    .limit(1);
  return open !== undefined;
}
