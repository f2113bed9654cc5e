/**
 * Money of court bookings (docs/venues.md, "Payment and cancellation"): the one place a booking meets the finance
 * module — no second payment path.
 *
 * - **Paid**: the payment hook of order kind `booking` (app.payments.onPaid): inside the transaction that makes the
 *   order 已支付 — whichever way it was paid (the wallet, a gateway's notification, the cashier's query of a late one) —
 *   its holds become bookings (app.bookings.confirmIn, all or none). When they cannot (one lapsed and its slot went to
 *   someone else, or it was cancelled), the same transaction refunds the payment in full through the refund machinery
 *   (app.refunds.refundIn: a direct refund of the platform, 支付时预订已失效…): never a booking without its slot, never
 *   money kept without a booking. A gateway refund is queued after the commit; if that is lost, the order sweep queues
 *   it again (resumeStalled).
 * - **Sweep** (run by the `order-sweep` job): lapsed holds are marked expired, and the unpaid orders none of whose rows
 *   is a live hold any more close (已关闭, 超时未支付，系统自动关闭), with their pending gateway payments. Idempotent:
 *   conditional updates under the order's lock.
 * - **Cancel** (`cancelBooking`): one transaction locks the order, then the row (the payment's order of locks, so the
 *   two never deadlock), asks the rules (bookingCancelRefusal, then cancellationMoney of shared/rules: the venue's
 *   policy for its user, in full for staff, an unpaid hold's order closed) and writes the cancellation with its
 *   refund. A retry finds the row cancelled (该预订已取消) and refunds nothing twice.
 */
import fp from 'fastify-plugin';
import { BOOKING_PAYMENT_MSG, cancellationMoney, refundPolicyFromStored, type RefundInitiator } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { notFound } from '../errors.js';
import type { OrderRow } from '../repositories/payments.js';
import type { Repositories } from '../repositories/index.js';
import type { BookingService, CancelActor } from './bookings.js';
import type { AfterCommit, PaymentService } from './payments.js';
import type { RefundService } from './refunds.js';

/** The platform refunding on its own (no person reviewed it). */
const PLATFORM = { userId: null, ip: '' } as const;

export interface BookingPaymentDeps {
  db: Db;
  repos: Pick<Repositories, 'bookings' | 'payments' | 'refunds'>;
  bookings: Pick<BookingService, 'cancelIn' | 'confirmIn' | 'expireLapsed' | 'freed'>;
  refunds: Pick<RefundService, 'refundIn' | 'refusalOf'>;
  payments: Pick<PaymentService, 'closePendingOf'>;
}

export interface CancelOptions {
  /** the caller's address (the refund's audit line) */
  ip?: string;
  /** staff who are the platform administrator refund as the platform (平台发起), others as the institution */
  platformAdmin?: boolean;
  now?: Date;
}

export function createBookingPaymentService(deps: BookingPaymentDeps) {
  const { db, repos, bookings, refunds, payments } = deps;

  /** Closes an unpaid booking order (the order locked first), ending its remaining holds with it. */
  async function closeUnpaid(tx: Tx, orderId: number, note: string, by: number | null): Promise<boolean> {
    const order = await repos.payments.lockOrder(tx, orderId);
    if (!order || order.kind !== 'booking' || order.status !== '待支付') return false;
    await repos.bookings.cancelHoldsOfOrder(tx, orderId, by, note);
    return repos.payments.closeUnpaidOrder(tx, orderId, note);
  }

  return {
    /**
     * The payment hook of a `booking` order (registered with app.payments.onPaid): inside the payment's transaction,
     * its holds become bookings, or the payment goes back in full. Answers what to do after the commit.
     */
    async paid(tx: Tx, order: OrderRow, at: Date): Promise<AfterCommit | void> {
      if (await bookings.confirmIn(tx, order.id)) return;
      const refund = await refunds.refundIn(tx, order.id, order.amountCents, BOOKING_PAYMENT_MSG.lapsedRefund, PLATFORM, 'platform', at);
      return refund.after;
    },

    /**
     * The booking part of the order sweep: lapsed holds expired (up to `limit`), then the unpaid booking orders left
     * without a live hold closed (up to `limit`) with their pending payments. Answers the counts.
     */
    async sweep(limit = 500): Promise<{ expired: number; closed: number }> {
      const expired = await bookings.expireLapsed(limit);
      let closed = 0;
      for (const orderId of await repos.bookings.unpaidOrdersWithoutHolds(limit)) {
        if (!(await db.transaction((tx) => closeUnpaid(tx, orderId, BOOKING_PAYMENT_MSG.timeoutClose, null)))) continue;
        closed += 1;
        await payments.closePendingOf(orderId);
      }
      return { expired: expired.length, closed };
    },

    /**
     * Cancels a hold or booking and settles its money in one transaction: its user (their own, before the start) gets
     * the venue's refund policy's amount (possibly nothing), the venue's staff refund in full, an unpaid hold's order
     * closes. Refusals are the rules' (该预订已取消 on a retry) or the refund's (该订单已有待处理的退款申请 while another
     * refund of the order is open, 机构可用余额不足) — nothing changes then.
     */
    async cancelBooking(bookingId: number, actor: CancelActor, reason = '', options: CancelOptions = {}) {
      const now = options.now ?? new Date();
      const row = await repos.bookings.byId(bookingId);
      if (!row) throw notFound();
      const by = actor.kind === 'user' ? actor.userId : actor.staffId;
      const reviewer = { userId: by, ip: options.ip ?? '' };
      const initiator: RefundInitiator = actor.kind === 'user' ? 'payer' : options.platformAdmin ? 'platform' : 'institution';
      const done = await db
        .transaction(async (tx) => {
          // the order before the row: the lock order of a payment (order, then its rows)
          const order = row.orderId === null ? undefined : await repos.payments.lockOrder(tx, row.orderId);
          const cancelled = await bookings.cancelIn(tx, bookingId, actor, reason.trim(), now);
          const policy = refundPolicyFromStored(await repos.bookings.refundPolicyOf(tx, cancelled.venueId));
          const money = cancellationMoney({
            booking: { kind: cancelled.kind, start: cancelled.during.start, amountCents: cancelled.amountCents },
            order: order ? { status: order.status, amountCents: order.amountCents, refundedCents: order.refundedCents, payChannel: order.payChannel } : null,
            by: actor.kind === 'user' ? 'user' : 'venue',
            policy,
            at: now,
            reason,
          });
          let after: AfterCommit | null = null;
          let refundId: number | null = null;
          if (order && money.kind === 'close_order') {
            await closeUnpaid(tx, order.id, BOOKING_PAYMENT_MSG.holdCancelledClose, by);
            after = () => payments.closePendingOf(order.id);
          } else if (order && money.kind === 'refund') {
            const refund = await refunds.refundIn(tx, order.id, money.amountCents, money.reason, reviewer, initiator, now);
            ({ refundId, after } = refund);
          } else if (order && money.kind === 'none' && money.text) {
            await repos.payments.noteOrder(tx, order, BOOKING_PAYMENT_MSG.noRefundNote(money.text));
          }
          const orderAfter = order ? await repos.payments.lockOrder(tx, order.id) : undefined;
          return { cancelled, money, refundId, after, order: orderAfter };
        })
        .catch((error: unknown) => {
          throw refunds.refusalOf(error);
        });
      // the slot is free: the waiting list is offered it (services/venue-waitlist.ts); told before the refund's job is
      // queued, so the cancellation answers as soon after that job as before
      await bookings.freed(done.cancelled);
      await done.after?.();
      const refund = done.refundId === null ? undefined : await repos.refunds.findRow(done.refundId);
      return {
        id: done.cancelled.id,
        status: 'cancelled' as const,
        order_no: done.order?.orderNo ?? '',
        order_status: done.order?.status ?? '',
        refund_cents: refund?.amountCents ?? 0,
        refund_no: refund?.refundNo ?? '',
        refund_status: (refund?.status ?? '') as '' | 'processing' | 'succeeded',
        refund_text: done.money.kind === 'close_order' ? BOOKING_PAYMENT_MSG.holdCancelledClose : done.money.text,
      };
    },
  };
}

export type BookingPaymentService = ReturnType<typeof createBookingPaymentService>;

/** `app.bookingPayments`: the booking orders' payment hook, the sweep of lapsed holds and their orders, cancellation with its refund. */
export default fp(
  async (app) => {
    const service = createBookingPaymentService({ db: app.database.db, repos: app.repos, bookings: app.bookings, refunds: app.refunds, payments: app.payments });
    app.payments.onPaid('booking', (tx, order, at) => service.paid(tx, order, at));
    app.decorate('bookingPayments', service);
  },
  { name: 'booking-payments-service', dependencies: ['db', 'repositories', 'bookings-service', 'payments-service', 'refunds-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    bookingPayments: BookingPaymentService;
  }
}
