/**
 * Mocks of cancelling a court booking with its money (server: server/src/routes/venue/cancel.ts over
 * services/booking-payments.ts): the booking's user (POST /venue_site/cancel) and the venue's staff
 * (POST /admin/venue_booking_cancel). A thin adapter: the rules decide (bookingCancelRefusal, cancellationMoney of
 * shared/rules/venue), the refund goes through the refund mocks (handlers/refunds.ts `refundDirectly`), the
 * Idempotency-Key is ../idempotency.ts.
 *
 * The bookings are the rows of the demo's court-booking orders of a payer (fixtures/orders.ts: the athlete's order 15,
 * 室外2号场 08:00-10:00, held for the day after tomorrow): a minimal store beside the mock database. A hold whose order
 * is paid reads as a booking — the server's payment hook confirms it in the payment's transaction. Not modelled: the
 * venue binding of a manager (the server's canManageVenue; here a manager of the venue's institution), lapsing holds.
 */
import { BOOKING_PAYMENT_MSG, cancellationMoney } from '../../rules/venue/booking-payments';
import { bookingCancelRefusal } from '../../rules/venue/booking-lifecycle';
import type { BookingKind, BookingStatus, Occupancy } from '../../rules/venue/holds';
import { DEFAULT_BOOKING_REFUND_POLICY } from '../../rules/venue/refund-policy';
import { addChinaDays, chinaDayMinute, dayMinuteInstant, parseClock } from '../../rules/venue/venue-time';
import type { RefundInitiator } from '../../rules/finance/refunds';
import { mockDb, perMockDb } from '../db';
import { notFound, refused } from '../envelope';
import { kindOf, nextId, orderById, refundedOf } from '../finance-kit';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee } from './guard';
import { refundDirectly } from './refunds';

interface MockBooking {
  id: number;
  institution_id: number;
  user_id: number;
  order_id: number;
  kind: BookingKind;
  status: BookingStatus;
  start: string;
  end: string;
  amount_cents: number;
}

/** The rows of the payers' booking orders: an item `<court> HH:MM-HH:MM` is one row, the day after tomorrow. */
const bookingStore = perMockDb(() => {
  const day = addChinaDays(chinaDayMinute(new Date()).day, 2);
  const rows: MockBooking[] = [];
  for (const o of mockDb.orders) {
    if (kindOf(o) !== 'booking' || o.user_id === null || (o.status !== '待支付' && o.status !== '已支付')) continue;
    for (const item of o.items) {
      const [from, to] = (item.name.split(' ')[1] ?? '').split('-').map(parseClock);
      if (from == null || to == null) continue;
      rows.push({
        id: rows.length + 1,
        institution_id: o.institution_id,
        user_id: o.user_id,
        order_id: o.id,
        kind: o.status === '已支付' ? 'booking' : 'hold',
        status: 'active',
        start: dayMinuteInstant(day, from).toISOString(),
        end: dayMinuteInstant(day, to).toISOString(),
        amount_cents: item.amount_cents,
      });
    }
  }
  return { bookings: rows };
});

/** The row as the rules read it: a hold whose order was paid is a booking (the server's payment hook). */
const occupancyOf = (b: MockBooking, o: MockOrder | undefined): Occupancy => ({
  id: b.id,
  courtId: 0,
  start: b.start,
  end: b.end,
  kind: b.kind === 'hold' && o && o.status !== '待支付' && o.status !== '已关闭' ? 'booking' : b.kind,
  status: b.status,
  userId: b.user_id,
});

function closeOrder(o: MockOrder, note: string, at: string) {
  o.status_history.push({ id: nextId(o.status_history), from_status: o.status, to_status: '已关闭', note, created_at: at });
  o.status = '已关闭';
  for (const p of mockDb.payments) if (p.order_id === o.id && p.status === 'pending') p.status = 'closed';
  for (const b of bookingStore().bookings) if (b.order_id === o.id && b.kind === 'hold' && b.status === 'active') b.status = 'cancelled';
}

/** The server's cancelBooking: the rules' refusal, then the money (a refund, a closed order or a note), then the row. */
function cancel(b: MockBooking, user: MockUser, by: 'user' | 'venue', reason: string, initiator: RefundInitiator) {
  const now = new Date();
  const at = now.toISOString();
  const o = orderById(b.order_id);
  const occupancy = occupancyOf(b, o);
  const refusal = bookingCancelRefusal(occupancy, by === 'user' ? { kind: 'user', userId: user.profile.id } : { kind: 'staff' }, now);
  if (refusal) return refuse(refused(refusal.message));
  const money = cancellationMoney({
    booking: { kind: occupancy.kind, start: b.start, amountCents: b.amount_cents },
    order: o ? { status: o.status, amountCents: o.amount_cents, refundedCents: refundedOf(o) } : null,
    by,
    policy: DEFAULT_BOOKING_REFUND_POLICY,
    at: now,
    reason,
  });
  const refund = o && money.kind === 'refund' ? refundDirectly(o, money.amountCents, money.reason, initiator, user, now) : null;
  if (o && money.kind === 'close_order') closeOrder(o, BOOKING_PAYMENT_MSG.holdCancelledClose, at);
  if (o && money.kind === 'none' && money.text) {
    o.status_history.push({ id: nextId(o.status_history), from_status: o.status, to_status: o.status, note: BOOKING_PAYMENT_MSG.noRefundNote(money.text), created_at: at });
  }
  b.status = 'cancelled';
  return {
    id: b.id,
    status: 'cancelled' as const,
    order_no: o?.order_no ?? '',
    order_status: o?.status ?? '',
    refund_cents: refund?.amount_cents ?? 0,
    refund_no: refund?.refund_no ?? '',
    refund_status: (refund?.status ?? '') as '' | 'processing' | 'succeeded',
    refund_text: money.kind === 'close_order' ? BOOKING_PAYMENT_MSG.holdCancelledClose : money.text,
  };
}

const bookingById = (id: number) => bookingStore().bookings.find((b) => b.id === id);

export const venueCancelHandlers = [
  mock.post('/venue_site/cancel', (input) => {
    const b = bookingById(input.body.id);
    if (!b || b.user_id !== input.user.profile.id) return refuse(notFound());
    return idempotent(input, () => cancel(b, input.user, 'user', input.body.reason ?? '', 'payer'));
  }),

  mock.post('/admin/venue_booking_cancel', (input) => {
    const b = bookingById(input.body.id);
    if (!b || !canSee(input.user, b.institution_id)) return refuse(notFound());
    if (!input.body.reason.trim()) return refuse(refused(BOOKING_PAYMENT_MSG.reasonRequired));
    return idempotent(input, () => cancel(b, input.user, 'venue', input.body.reason, input.user.isPlatformAdmin ? 'platform' : 'institution'));
  }),
];
