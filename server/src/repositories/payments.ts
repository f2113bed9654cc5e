/**
 * 支付 (payments): the statements of services/payments.ts — an order by its number and locked, the payee's name, a
 * payment row (new, its checkout, locked by its number, succeeded or closed), an order paid or closed (its status and
 * its history line), the unpaid orders whose time is up, the pending payments of an order. Inside the caller's
 * transaction where they take a `tx`; the ledger posting of a payment is repositories/ledger.ts `post`.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { institutions, orders, orderStatusHistory, payments } from '../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentsRepo(db: Db) {
  return {
    async orderByNo(orderNo: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
      return row;
    },

    /** The order, locked for the rest of the caller's transaction. */
    async lockOrder(tx: Tx, id: number) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      return row;
    },

    /** The name of the institution an order is paid to. */
    async payeeName(institutionId: number) {
      const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
      return row?.name;
    },

    /** A new payment (pending unless given); `exec` is the caller's transaction when it is paid at once. */
    async insert(exec: Db | Tx, values: typeof payments.$inferInsert) {
      const [row] = await exec.insert(payments).values(values).returning({ id: payments.id });
      return row!;
    },

    /** Where the payer pays a gateway payment (its page, its QR code). */
    async setCheckout(id: number, checkout: { qrCode: string; payUrl: string }) {
      await db.update(payments).set(checkout).where(eq(payments.id, id));
    },

    /** The payment, locked for the rest of the caller's transaction. */
    async lockByNo(tx: Tx, paymentNo: string) {
      const [row] = await tx.select().from(payments).where(eq(payments.paymentNo, paymentNo)).for('update').limit(1);
      return row;
    },

    async markSucceeded(tx: Tx, id: number, values: { tradeNo: string; paidAt: Date }) {
      await tx.update(payments).set({ status: 'succeeded', ...values }).where(eq(payments.id, id));
    },

    async markClosed(tx: Tx, id: number) {
      await tx.update(payments).set({ status: 'closed' }).where(eq(payments.id, id));
    },

    /** The order (待支付, locked by the caller) becomes 已支付 through `channel`; the history says so. */
    async markOrderPaid(tx: Tx, orderId: number, values: { payChannel: string; paidAt: Date }, note: string) {
      await tx.update(orders).set({ status: '已支付', ...values }).where(eq(orders.id, orderId));
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: '待支付', toStatus: '已支付', note });
    },

    /** A line of the order's history that changes nothing (a payment after the order stopped taking one). */
    async noteOrder(tx: Tx, order: Pick<OrderRow, 'id' | 'status'>, note: string) {
      await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, note });
    },

    /** The unpaid orders whose time is up at `now` (at most `limit`), the oldest first. */
    async expiredOrders(now: Date, limit: number) {
      return db
        .select({ id: orders.id, signUpId: orders.signUpId })
        .from(orders)
        .where(and(eq(orders.status, '待支付'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    /** 待支付 → 已关闭 when its time is still up (false when it was paid or closed meanwhile), with its history line. */
    async closeExpiredOrder(tx: Tx, orderId: number, now: Date) {
      const rows = await tx
        .update(orders)
        .set({ status: '已关闭' })
        .where(and(eq(orders.id, orderId), eq(orders.status, '待支付'), lte(orders.expiresAt, now)))
        .returning({ id: orders.id });
      if (rows.length === 0) return false;
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: '待支付', toStatus: '已关闭', note: '超时未支付，系统自动关闭' });
      return true;
    },

    /**
     * 待支付 → 已关闭 whatever its time (a booking order whose holds ended: services/booking-payments.ts), with its
     * history line; false when it was paid or closed meanwhile. The order is locked by the caller.
     */
    async closeUnpaidOrder(tx: Tx, orderId: number, note: string) {
      const rows = await tx
        .update(orders)
        .set({ status: '已关闭' })
        .where(and(eq(orders.id, orderId), eq(orders.status, '待支付')))
        .returning({ id: orders.id });
      if (rows.length === 0) return false;
      await tx.insert(orderStatusHistory).values({ orderId, fromStatus: '待支付', toStatus: '已关闭', note });
      return true;
    },

    /** Closes the order's pending payments; answers them (to close them at their gateway too). */
    async closePending(orderId: number) {
      return db
        .update(payments)
        .set({ status: 'closed' })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        .returning({ paymentNo: payments.paymentNo, channel: payments.channel, provider: payments.provider });
    },

    /** The payments of an order that a gateway has not answered yet. */
    async pendingOf(orderId: number) {
      return db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
