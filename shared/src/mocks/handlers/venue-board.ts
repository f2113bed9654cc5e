/**
 * 预订管理 at the front desk in the mocks (the server's routes/venue/front-desk.ts): thin adapters over the rules of
 * shared/rules/venue (front-desk.ts, recurring.ts, the booking check) and mockDb.venueBooking. A walk-in paid at the
 * desk is a booking order marked paid offline (orders-offline.ts OFFLINE_MARK), as the server's finance module does.
 */
import { OFFLINE_MARK, offlineMarkNote } from '../../rules/finance/orders-offline';
import {
  BOOKING_MSG,
  DEFAULT_BOOKING_SETTINGS,
  bookingContextFromRows,
  bookingOrderNo,
  bookingRecordView,
  bookingRefusal,
  bookingRefusalError,
  bookingRecordsFileName,
  deskBookingView,
  deskContactProblem,
  FRONT_DESK_MSG,
  joinItems,
  newCheckInCode,
  quoteBooking,
  recordMatches,
  recordOrder,
  recordRangeProblem,
  recurringCollisions,
  recurringDaysProblem,
  recurringItems,
  recurringPreviewView,
  recurringProblem,
  type BookingItem,
  type BookingRecordFilter,
  type RecurringRequest,
  type Weekday,
} from '../../rules/venue';
import { mockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import { nextId, pendingOrder } from '../finance-kit';
import type { MockBooking, MockVenue } from '../fixtures/venues';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { newMockExport } from './accounts';
import { managedVenue, rowsOf } from './venue';

const store = () => mockDb.venueBooking;
const contextOf = (v: MockVenue) => bookingContextFromRows({ ...rowsOf(v, false), venue: { ...DEFAULT_BOOKING_SETTINGS, ...store().settings[v.id], id: v.id, status: v.status } });
const courtName = (v: MockVenue) => (id: number) => v.courts.find((c) => c.id === id)?.name ?? '';
const itemsOf = (slots: { court_id: number; start: string; end: string }[]): BookingItem[] => slots.map((s) => ({ courtId: s.court_id, start: s.start, end: s.end }));
type Contact = { contact_name: string; contact_mobile: string; paid_at_desk: 0 | 1; note?: string };
type Series = { court_id: number; from: string; weekday: number; start: string; end: string; weeks: number };
const seriesOf = (b: Series): RecurringRequest => ({ courtId: b.court_id, from: b.from, weekday: b.weekday as Weekday, start: b.start, end: b.end, weeks: b.weeks });

/** The rows a desk booking or a block writes (the server's bookings columns), added to the store. */
function insertRows(user: MockUser, v: MockVenue, joined: { courtId: number; start: string; end: string; amountCents: number }[], fields: Partial<MockBooking> & Pick<MockBooking, 'kind'>) {
  const firstId = nextId(store().bookings);
  const rows: MockBooking[] = joined.map((b, i) => ({
    id: firstId + i,
    venueId: v.id,
    courtId: b.courtId,
    during: { start: new Date(b.start), end: new Date(b.end) },
    status: 'active',
    holdExpiresAt: null,
    userId: null,
    name: '',
    mobile: '',
    checkInCode: fields.kind === 'block' ? null : newCheckInCode(),
    note: '',
    amountCents: b.amountCents,
    orderId: null,
    staffId: user.profile.id,
    createdAt: new Date(),
    ...fields,
  }));
  store().bookings.push(...rows);
  return rows;
}

/** The server's deskBook: the rules' staff check and price, the rows booked, a desk order marked paid offline. */
function deskBook(user: MockUser, v: MockVenue, items: BookingItem[], body: Contact, recurringGroupId: string | null) {
  const problem = deskContactProblem({ contactName: body.contact_name, contactMobile: body.contact_mobile });
  if (problem) return refuse(badInput(problem));
  const now = new Date();
  const ctx = contextOf(v);
  const refusal = bookingRefusal({ ...ctx, items, now, actor: 'staff' });
  if (refusal) throw bookingRefusalError(refusal);
  const quote = quoteBooking(joinItems(items), ctx.pricingOf);
  const orderId = body.paid_at_desk === 1 && quote.totalCents > 0 ? nextId(mockDb.orders) : null;
  const rows = insertRows(user, v, quote.bookings.map((b) => ({ ...b, amountCents: b.price.totalCents })), {
    kind: 'booking',
    name: body.contact_name.trim(),
    mobile: body.contact_mobile.trim(),
    note: (body.note ?? '').trim(),
    orderId,
    recurringGroupId,
  });
  if (orderId === null) return deskBookingView(rows, courtName(v), null, recurringGroupId);
  const at = now.toISOString();
  const subject = FRONT_DESK_MSG.deskSubject(v.name);
  const order = pendingOrder({ id: orderId, order_no: bookingOrderNo(rows[0]!.id, now), institution_id: v.institution_id, user_id: null, user_nickname: '', subject, amount_cents: quote.totalCents, note: '创建订单', at, kind: 'booking' });
  Object.assign(order, { status: OFFLINE_MARK.status, pay_channel: OFFLINE_MARK.payChannel, paid_at: at });
  order.status_history.push({ id: nextId(order.status_history), from_status: '待支付', to_status: OFFLINE_MARK.status, note: offlineMarkNote(FRONT_DESK_MSG.deskPaidNote, user.profile.nickname), created_at: at });
  mockDb.orders.push(order);
  const paid = { id: orderId, orderNo: order.order_no, amountCents: order.amount_cents, status: order.status, payChannel: order.pay_channel };
  return deskBookingView(rows, courtName(v), paid, recurringGroupId);
}

/** The rows of 预订记录 as the server's repository reads them. */
const recordRows = (v: MockVenue) =>
  store()
    .bookings.filter((b) => b.venueId === v.id)
    .map((b) => {
      const order = mockDb.orders.find((o) => o.id === b.orderId);
      return {
        ...b,
        courtName: courtName(v)(b.courtId),
        staffId: b.staffId ?? null,
        recurringGroupId: b.recurringGroupId ?? null,
        orderNo: order?.order_no ?? null,
        orderStatus: order?.status ?? null,
        payChannel: order?.pay_channel ?? null,
        createdAt: b.createdAt ?? b.during.start,
        checkedInAt: null,
        cancelledAt: null,
        cancelReason: b.cancelReason ?? '',
      };
    });

type FilterQuery = { from: string; to: string; court_id?: number; state?: BookingRecordFilter['state']; kind?: BookingRecordFilter['kind']; keyword?: string };
function filterOf(q: FilterQuery): BookingRecordFilter {
  const problem = recordRangeProblem(q.from, q.to);
  if (problem) return refuse(badInput(problem));
  return { from: q.from, to: q.to, courtId: q.court_id, state: q.state, kind: q.kind, keyword: q.keyword?.trim() || undefined };
}

export const venueBoardHandlers = [
  mock.post('/admin/venue_walk_in', (input) =>
    idempotent(input, () => deskBook(input.user, managedVenue(input.user, input.body.venue_id), itemsOf(input.body.slots), input.body, null))),

  mock.post('/admin/venue_block', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    const ctx = contextOf(v);
    const items = itemsOf(body.slots);
    const refusal = bookingRefusal({ ...ctx, items, now: new Date(), actor: 'staff', kind: 'block' });
    if (refusal) throw bookingRefusalError(refusal);
    const rows = insertRows(user, v, joinItems(items).map((b) => ({ ...b, amountCents: 0 })), { kind: 'block', note: (body.note ?? '').trim() });
    return deskBookingView(rows, courtName(v), null);
  }),

  mock.post('/admin/venue_unblock', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    const row = store().bookings.find((b) => b.id === body.id && b.venueId === v.id);
    if (!row) return refuse(notFound());
    if (row.kind !== 'block') return refuse(refused(FRONT_DESK_MSG.notBlock));
    if (row.status !== 'active') return refuse(refused(BOOKING_MSG.bookingCancelled));
    Object.assign(row, { status: 'cancelled', cancelReason: '解除锁场' });
    return { id: row.id, status: row.status };
  }),

  mock.post('/admin/venue_recurring_preview', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    const request = seriesOf(body);
    const problem = recurringProblem(request);
    if (problem) return refuse(badInput(problem));
    const ctx = contextOf(v);
    return recurringPreviewView(recurringCollisions({ ...ctx, now: new Date() }, ctx.courts.find((c) => c.id === request.courtId), request));
  }),

  mock.post('/admin/venue_recurring_book', (input) =>
    idempotent(input, () => {
      const v = managedVenue(input.user, input.body.venue_id);
      const request = seriesOf(input.body);
      const problem = recurringProblem(request) ?? recurringDaysProblem(request, input.body.days);
      if (problem) return refuse(badInput(problem));
      return deskBook(input.user, v, recurringItems(request, input.body.days), input.body, `mock-${Date.now()}-${nextId(store().bookings)}`);
    })),

  mock.get('/admin/venue_booking_records', ({ user, query, url }) => {
    const v = managedVenue(user, query.venue_id);
    const filter = filterOf(query);
    const now = new Date();
    const rows = recordRows(v)
      .filter((r) => recordMatches(r, filter, now))
      .sort(recordOrder)
      .map((r) => bookingRecordView(r, now));
    return paginate(rows, url);
  }),

  mock.post('/admin/venue_booking_records/export', ({ user, body }) => {
    const v = managedVenue(user, body.venue_id);
    filterOf(body);
    return newMockExport(user, bookingRecordsFileName(v.name, body.from, body.to), 'venue_bookings');
  }),
];
