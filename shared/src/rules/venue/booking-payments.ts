/**
 * Money of a booking (docs/venues.md, "Payment and cancellation"): what a cancellation does to the finance order that
 * paid the row — close it (an unpaid hold), refund the venue's policy's amount (its user), refund in full (the venue's
 * staff), or nothing (a block, nothing left to refund) — and the texts the order's history and the refund carry. One
 * decision for the server (services/booking-payments.ts) and the mocks (mocks/handlers/venue-cancel.ts).
 */
import { cancellationRefunds } from './booking-lifecycle.ts';
import type { Occupancy } from './holds.ts';
import { bookingRefund, type BookingRefundPolicy } from './refund-policy.ts';
import type { Instant } from './venue-time.ts';

export const BOOKING_PAYMENT_MSG = {
  /** The reason of the automatic full refund of a payment whose holds lapsed (or were taken or cancelled) before it arrived. */
  lapsedRefund: '支付时预订已失效（超时或已取消），全额退款',
  /** The history line of a hold's order closed when its user or the venue cancels the hold. */
  holdCancelledClose: '预订已取消，订单关闭',
  /** The history line of a hold's order closed by the sweep (the order sweep's own words for a timeout). */
  timeoutClose: '超时未支付，系统自动关闭',
  /** The history line of a cancelled booking that refunds nothing under the venue's policy. */
  noRefundNote: (text: string) => `预订已取消：${text}`,
  /** The refund reason of a user's cancellation (the policy's explanation). */
  userRefundReason: (text: string) => `用户取消预订：${text}`,
  /** The refund reason of a cancellation by the venue's staff. */
  venueRefundReason: (reason: string) => `场馆取消预订：${reason}`,
  /** Staff must say why they cancel a booking (the user reads it). */
  reasonRequired: '请填写取消原因',
  /** Why a cancelled booking paid at the desk (线下收款) refunds nothing online: its money goes back offline. */
  offlineRefundText: (yuan: string) => `线下收款，请线下退款 ¥${yuan}`,
} as const;

/** The order that paid a booking, as the decision reads it. */
export interface BookingOrderFacts {
  /** 待支付, 已支付, 已退款, 已关闭 */
  status: string;
  amountCents: number;
  refundedCents: number;
  /** wechat | alipay | balance | offline | '': an order paid at the desk (offline) is refunded offline, never online */
  payChannel?: string;
}

/** What a cancellation does to the money. */
export type CancellationMoney =
  /** an unpaid hold: its order closes (the order pays its holds all or none, so they go together) */
  | { kind: 'close_order' }
  /** a paid booking: this much goes back through the refund machinery, with this reason */
  | { kind: 'refund'; amountCents: number; reason: string; text: string }
  /** nothing moves (a block, no order, nothing paid or left, or the policy refunds 0); `text` says why, for the history */
  | { kind: 'none'; text: string };

/**
 * What cancelling `booking` (its amount `amountCents`, the share of its order) at `at` does to the money: its user
 * gets the venue's policy's amount (bookingRefund: by the time left before the start, rounded down; possibly 0), the
 * venue's staff refund in full; never more than the order has left (paid − refunded). An unpaid hold closes its order.
 */
export function cancellationMoney(input: {
  booking: Pick<Occupancy, 'kind' | 'start'> & { amountCents: number };
  order: BookingOrderFacts | null;
  by: 'user' | 'venue';
  policy: BookingRefundPolicy;
  at: Instant;
  /** the staff's reason (shown in the refund) */
  reason?: string;
}): CancellationMoney {
  const { booking, order } = input;
  if (!order) return { kind: 'none', text: '' };
  if (booking.kind === 'hold') return order.status === '待支付' ? { kind: 'close_order' } : { kind: 'none', text: '' };
  if (!cancellationRefunds(booking) || order.status !== '已支付') return { kind: 'none', text: '' };
  const refund = bookingRefund({ policy: input.policy, paidCents: booking.amountCents, start: booking.start, at: input.at, by: input.by });
  const amountCents = Math.min(refund.amountCents, order.amountCents - order.refundedCents);
  if (amountCents <= 0) return { kind: 'none', text: refund.text };
  if (order.payChannel === 'offline') return { kind: 'none', text: BOOKING_PAYMENT_MSG.offlineRefundText((amountCents / 100).toFixed(2)) };
  const reason = input.by === 'venue' ? BOOKING_PAYMENT_MSG.venueRefundReason((input.reason ?? '').trim() || refund.text) : BOOKING_PAYMENT_MSG.userRefundReason(refund.text);
  return { kind: 'refund', amountCents, reason: reason.slice(0, 200), text: refund.text };
}
