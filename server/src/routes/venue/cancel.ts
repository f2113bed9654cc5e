/**
 * Cancelling a court booking with its money (docs/venues.md, "Payment and cancellation"): the booking's user (我的预订)
 * and the venue's staff (预订管理), one call each to app.bookingPayments.cancelBooking, which decides with the venue
 * rules (bookingCancelRefusal, cancellationMoney) and refunds through the finance module. Money mutations: CSRF token
 * and Idempotency-Key. A booking the caller may not cancel is 404 (someone else's, or a venue they do not manage).
 */
import { BOOKING_PAYMENT_MSG } from 'shared/rules';
import { canManageVenue } from '../../access/venues.js';
import { notFound, refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import { idempotent } from '../../http/idempotency.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '预订 id' } as const;
/** The body of a cancellation: the booking and the reason (required of the venue's staff). */
const cancelBody = <const R extends readonly ('id' | 'reason')[]>(required: R) =>
  ({ type: 'object', required, properties: { id, reason: { type: 'string', maxLength: 200 } }, additionalProperties: false }) as const;

export default async function venueCancelRoutes(app: ApiInstance) {
  app.post(
    '/venue_site/cancel',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '用户取消自己的预订（开始前；已支付的按场馆退订规则原路退款，未支付的关闭订单；需要 Idempotency-Key）',
        body: cancelBody(['id']),
        response: okResponse(ref('VenueBookingCancelled')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const booking = await app.repos.bookings.withVenue(request.body.id);
      if (!booking || booking.userId !== principal.userId) throw notFound();
      return idempotent(app, request, async () =>
        ok(await app.bookingPayments.cancelBooking(booking.id, { kind: 'user', userId: principal.userId }, request.body.reason ?? '', { ip: request.ip })),
      );
    },
  );

  app.post(
    '/admin/venue_booking_cancel',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '场馆取消预订（场馆管理员或平台管理员；结束前、未核销；已支付的全额退款，须填写原因；需要 Idempotency-Key）',
        body: cancelBody(['id', 'reason']),
        response: okResponse(ref('VenueBookingCancelled')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const booking = await app.repos.bookings.withVenue(request.body.id);
      if (!booking || !canManageVenue(principal, { id: booking.venueId, institution_id: booking.institutionId })) throw notFound();
      if (!request.body.reason.trim()) throw refused(BOOKING_PAYMENT_MSG.reasonRequired);
      return idempotent(app, request, async () =>
        ok(
          await app.bookingPayments.cancelBooking(booking.id, { kind: 'staff', staffId: principal.userId }, request.body.reason, {
            ip: request.ip,
            platformAdmin: principal.isPlatformAdmin,
          }),
        ),
      );
    },
  );
}
