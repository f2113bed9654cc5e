/**
 * Mocks of cancelling a court booking with its money (server: server/src/routes/venue/cancel.ts over
 * services/booking-payments.ts): the booking's user (POST /venue_site/cancel) and the venue's staff
 * (POST /admin/venue_booking_cancel). A thin adapter over the mocks' one booking store (`mockDb.venueBooking`, which
 * the hold writes and a payment confirms, handlers/pay.ts): the rules decide (bookingCancelRefusal, cancellationMoney
 * of shared/rules/venue, the venue's refund policy), the refund goes through the refund mocks (handlers/refunds.ts
 * `refundDirectly`), the Idempotency-Key is ../idempotency.ts.
 */
import { BOOKING_PAYMENT_MSG, cancellationMoney } from '../../rules/venue/booking-payments';
import { bookingCancelRefusal } from '../../rules/venue/booking-lifecycle';
import { occupancyFromRow, refundPolicyFromStored } from '../../rules/venue/venue-rows';
import type { RefundInitiator } from '../../rules/finance/refunds';
import { mockDb } from '../db';
import { notFound, refused } from '../envelope';
import { nextId, refundedOf } from '../finance-kit';
import type { MockBooking } from '../fixtures/venues';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canManageMockVenue } from './guard';
import { refundDirectly } from './refunds';

function closeOrder(o: MockOrder, note: string, at: string) {
  o.status_history.push({ id: nextId(o.status_history), from_status: o.status, to_status: '已关闭', note, created_at: at });
  o.status = '已关闭';
  for (const p of mockDb.payments) if (p.order_id === o.id && p.status === 'pending') p.status = 'closed';
  for (const b of mockDb.venueBooking.bookings) if (b.orderId === o.id && b.kind === 'hold' && b.status === 'active') b.status = 'cancelled';
}

/** The server's cancelBooking: the rules' refusal, then the money (a refund, a closed order or a note), then the row. */
export function cancel(b: MockBooking, user: MockUser, by: 'user' | 'venue', reason: string, initiator: RefundInitiator) {
  const now = new Date();
  const at = now.toISOString();
  const o = mockDb.orders.find((x) => x.id === b.orderId);
  const occupancy = occupancyFromRow(b);
  const refusal = bookingCancelRefusal(occupancy, by === 'user' ? { kind: 'user', userId: user.profile.id } : { kind: 'staff' }, now);
  if (refusal) return refuse(refused(refusal.message));
  const money = cancellationMoney({
    booking: { kind: occupancy.kind, start: occupancy.start, amountCents: b.amountCents },
    order: o ? { status: o.status, amountCents: o.amount_cents, refundedCents: refundedOf(o), payChannel: o.pay_channel } : null,
    by,
    policy: refundPolicyFromStored(mockDb.venueBooking.settings[b.venueId]?.refundPolicy),
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

const bookingById = (id: number) => mockDb.venueBooking.bookings.find((b) => b.id === id);
const venueOf = (b: MockBooking) => mockDb.venues.find((v) => v.id === b.venueId);

export const venueCancelHandlers = [
  mock.post('/venue_site/cancel', (input) => {
    const b = bookingById(input.body.id);
    if (!b || b.userId !== input.user.profile.id) return refuse(notFound());
    return idempotent(input, () => cancel(b, input.user, 'user', input.body.reason ?? '', 'payer'));
  }),

  mock.post('/admin/venue_booking_cancel', (input) => {
    const b = bookingById(input.body.id);
    const venue = b && venueOf(b);
    if (!b || !venue || !canManageMockVenue(input.user, venue)) return refuse(notFound());
    if (!input.body.reason.trim()) return refuse(refused(BOOKING_PAYMENT_MSG.reasonRequired));
    return idempotent(input, () => cancel(b, input.user, 'venue', input.body.reason, input.user.isPlatformAdmin ? 'platform' : 'institution'));
  }),
];
