import { mockDb } from '../db';
import { notFound, paginate } from '../envelope';
import { nextId, pendingOrder } from '../finance-kit';
import { mock, refuse } from '../route';
import { canManageMockVenue as manages, canSee } from './guard';
import type { MockUser } from '../fixtures/users';
import type { MockVenue } from '../fixtures/venues';
import {
  BOOKING_MSG,
  DEFAULT_BOOKING_SETTINGS,
  bookingContextFromRows,
  bookingOrderNo,
  bookingRedeemRefusal,
  bookingRefusal,
  bookingRefusalError,
  courtView,
  holdExpiresAt,
  joinItems,
  newCheckInCode,
  myBookingView,
  normalizeBookingCode,
  occupancyFromRow,
  publicBoardView,
  quoteBooking,
  staffBoardView,
  type CourtViewRow,
} from '../../rules/venue';
import { RuleRefusal } from '../../rules/rule-refusal';
import { idempotent } from '../idempotency';

// ---- court booking: thin adapters over shared/rules/venue (the server's services/venues.ts) ----

const booking = () => mockDb.venueBooking;
const venueById = (id: number) => mockDb.venues.find((v) => v.id === id);
export const managedVenue = (user: MockUser, id: number) => {
  const v = venueById(id);
  return v && manages(user, v) ? v : refuse(notFound());
};
/** canSeeVenue: an unapproved venue only for its managers. */
export const visibleVenue = (user: MockUser | null, id: number) => {
  const v = venueById(id);
  return v && (v.status === 'approved' || (user && manages(user, v))) ? v : refuse(notFound());
};
const courtRows = (v: MockVenue, activeOnly = false): CourtViewRow[] =>
  v.courts
    .map((c) => ({ id: c.id, venueId: v.id, name: c.name, sport: c.sport, indoor: c.indoor === 1, pricePerHourCents: c.price_per_hour_cents, status: c.status, ...booking().courtSettings[c.id]! }))
    .filter((c) => !activeOnly || c.active)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
export const rowsOf = (v: MockVenue, activeOnly: boolean) => {
  const courts = courtRows(v, activeOnly);
  return {
    venue: { id: v.id, name: v.name, status: v.status },
    courts,
    openingHours: booking().openingHours.filter((h) => h.venueId === v.id),
    specialDays: booking().specialDays.filter((d) => d.venueId === v.id),
    closures: booking().closures.filter((c) => c.venueId === v.id),
    priceRules: booking().priceRules.filter((r) => courts.some((c) => c.id === r.courtId)),
    occupancies: booking().bookings.filter((b) => b.venueId === v.id),
  };
};
const courtOf = (v: MockVenue, id: number) => courtView(courtRows(v).find((c) => c.id === id)!, booking().priceRules);

type CourtBody = { name: string; sport: string; indoor: 0 | 1; capacity: number; sort: number; price_per_hour_cents: number; active?: 0 | 1 };
function saveCourt(v: MockVenue, id: number, b: CourtBody) {
  const court = { id, name: b.name.trim(), sport: b.sport.trim(), indoor: b.indoor, price_per_hour_cents: b.price_per_hour_cents, status: v.courts.find((c) => c.id === id)?.status ?? ('open' as const) };
  v.courts = [...v.courts.filter((c) => c.id !== id), court].sort((a, c) => a.id - c.id);
  v.court_count = v.courts.length;
  const was = booking().courtSettings[id];
  booking().courtSettings[id] = { capacity: b.capacity, sort: b.sort, active: b.active === undefined ? (was?.active ?? true) : b.active === 1 };
  return courtOf(v, id);
}

/** A hold: the rules' check and price, the rows and the 待支付 order of kind booking, expiring together. */
function hold(user: MockUser, body: { venue_id: number; slots: { court_id: number; start: string; end: string }[] }) {
  const v = visibleVenue(user, body.venue_id);
  const now = new Date();
  const rows = rowsOf(v, false);
  const ctx = bookingContextFromRows({ ...rows, venue: { ...DEFAULT_BOOKING_SETTINGS, ...booking().settings[v.id], id: v.id, status: v.status }, occupancies: rows.occupancies });
  const items = body.slots.map((s) => ({ courtId: s.court_id, start: s.start, end: s.end }));
  const refusal = bookingRefusal({ ...ctx, items, now, actor: 'user', userId: user.profile.id });
  if (refusal) throw bookingRefusalError(refusal);
  const quote = quoteBooking(joinItems(items), ctx.pricingOf);
  const expires = holdExpiresAt(now, ctx.settings.paymentWindowMinutes);
  const firstId = nextId(booking().bookings);
  const orderId = nextId(mockDb.orders);
  const held = quote.bookings.map((b, i) => ({
    id: firstId + i,
    venueId: v.id,
    courtId: b.courtId,
    during: { start: new Date(b.start), end: new Date(b.end) },
    kind: 'hold' as const,
    status: 'active' as const,
    holdExpiresAt: expires,
    userId: user.profile.id,
    name: user.profile.nickname,
    mobile: user.profile.mobile,
    checkInCode: newCheckInCode(),
    note: '',
    amountCents: b.price.totalCents,
    orderId,
  }));
  booking().bookings.push(...held);
  const at = now.toISOString();
  const order = pendingOrder({
    id: orderId,
    order_no: bookingOrderNo(firstId, now),
    institution_id: v.institution_id,
    user_id: user.profile.id,
    user_nickname: user.profile.nickname,
    subject: `${v.name} 场地预订`,
    amount_cents: quote.totalCents,
    note: '创建订单',
    at,
    kind: 'booking',
    expires_at: expires.toISOString(),
  });
  mockDb.orders.push(order);
  const courtName = (id: number) => v.courts.find((c) => c.id === id)?.name ?? '';
  return {
    order: { id: orderId, order_no: order.order_no, amount_cents: order.amount_cents, expires_at: order.expires_at },
    bookings: held.map((b) => ({ id: b.id, court_id: b.courtId, court_name: courtName(b.courtId), start: b.during.start.toISOString(), end: b.during.end.toISOString(), amount_cents: b.amountCents, check_in_code: b.checkInCode })),
  };
}

export const venueHandlers = [
  mock.get('/admin/venue_list', ({ user, query: q, url }) => {
    const keyword = q.keyword?.trim();
    const rows = mockDb.venues
      .filter((v) => canSee(user, v.institution_id) && (!q.status || v.status === q.status))
      .filter((v) => !keyword || v.name.includes(keyword) || v.address.includes(keyword))
      .filter((v) => (!q.city?.trim() || v.city === q.city.trim()) && (!q.sport?.trim() || v.sports.includes(q.sport.trim())))
      .map(({ courts: _courts, ...venue }) => venue);
    return paginate(rows, url);
  }),

  mock.get('/admin/venue_info', ({ user, query }) => {
    const venue = mockDb.venues.find((v) => v.id === query.id);
    return venue && canSee(user, venue.institution_id) ? venue : refuse(notFound());
  }),

  mock.get('/admin/venue_court_list', ({ user, query }) => {
    const v = managedVenue(user, query.venue_id);
    const list = courtRows(v).map((c) => courtView(c, booking().priceRules));
    return { list, total: list.length };
  }),

  mock.post('/admin/venue_court_add', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    return saveCourt(v, 1 + Math.max(0, ...mockDb.venues.flatMap((x) => x.courts.map((c) => c.id))), body);
  }),

  mock.post('/admin/venue_court_update', ({ user, body }) => {
    const v = mockDb.venues.find((x) => x.courts.some((c) => c.id === body.id));
    return v && manages(user, v) ? saveCourt(v, body.id, body) : refuse(notFound());
  }),

  mock.get('/admin/venue_board', ({ user, query }) => staffBoardView(rowsOf(managedVenue(user, query.venue_id), false), query.day, new Date())),

  mock.public.get('/venue_site/board', ({ user, query }) => publicBoardView(rowsOf(visibleVenue(user, query.venue_id), true), query.day, new Date())),

  mock.post('/venue_site/hold', (input) => idempotent(input, () => hold(input.user, input.body))),

  mock.get('/venue_site/my_bookings', ({ user, url }) => {
    const now = new Date();
    const rows = booking()
      .bookings.filter((b) => b.userId === user.profile.id && b.kind !== 'block')
      .sort((a, b) => new Date(b.during.start).getTime() - new Date(a.during.start).getTime() || b.id - a.id)
      .map((b) => {
        const v = venueById(b.venueId)!;
        const order = mockDb.orders.find((o) => o.id === b.orderId);
        const courtName = v.courts.find((c) => c.id === b.courtId)?.name ?? '';
        return myBookingView({ ...b, venueName: v.name, courtName, orderNo: order?.order_no ?? null, orderStatus: order?.status ?? null }, now);
      });
    return paginate(rows, url);
  }),

  mock.post('/admin/venue_check_in', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    const now = new Date();
    const row = booking().bookings.find((b) => b.checkInCode === normalizeBookingCode(body.code));
    const refusal = bookingRedeemRefusal(row && { ...occupancyFromRow(row), venueId: row.venueId }, v.id, now);
    if (refusal || !row) throw new RuleRefusal(refusal?.message ?? BOOKING_MSG.codeInvalid);
    Object.assign(row, { status: 'checked_in' });
    const courtName = mockDb.venues.find((x) => x.id === row.venueId)?.courts.find((c) => c.id === row.courtId)?.name ?? '';
    return { id: row.id, venue_id: row.venueId, court_id: row.courtId, court_name: courtName, start: new Date(row.during.start).toISOString(), end: new Date(row.during.end).toISOString(), name: row.name, checked_in_at: now.toISOString() };
  }),
];
