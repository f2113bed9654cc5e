import { mockDb, perMockDb } from '../db';
import { notFound, paginate } from '../envelope';
import { mock, refuse } from '../route';
import { bookingContextFromRows, DEFAULT_BOOKING_SETTINGS, WAITLIST_MSG, waitlistEntryView, waitlistJoinRefusal, waitlistPosition, type WaitlistEntry } from '../../rules/venue';
import { RuleRefusal } from '../../rules/rule-refusal';
import { rowsOf, visibleVenue } from './venue';
import type { MockUser } from '../fixtures/users';

/** 候补 (server routes/venue/waitlist.ts): thin adapters over the rules (waitlistJoinRefusal, waitlistEntryView). */
type MockEntry = WaitlistEntry & { id: number; venueId: number; bookingId: number | null };
const store = perMockDb(() => ({ entries: [] as MockEntry[] }));
const live = (e: MockEntry) => e.status === 'waiting' || e.status === 'offered';

function viewOf(e: MockEntry, now: Date) {
  const v = mockDb.venues.find((x) => x.id === e.venueId)!;
  const hold = mockDb.venueBooking.bookings.find((b) => b.id === e.bookingId);
  const order = hold && mockDb.orders.find((o) => o.id === hold.orderId);
  const row = {
    ...e,
    venueName: v.name,
    courtName: v.courts.find((c) => c.id === e.courtId)?.name ?? '',
    hold: hold ? { kind: hold.kind, status: hold.status, holdExpiresAt: hold.holdExpiresAt ?? null } : null,
    orderNo: order?.order_no ?? null,
  };
  return waitlistEntryView(row, waitlistPosition(e, store().entries), now);
}

function join(user: MockUser, body: { venue_id: number; court_id: number; start: string; end: string }) {
  const v = visibleVenue(user, body.venue_id);
  const now = new Date();
  const rows = rowsOf(v, false);
  const ctx = bookingContextFromRows({ ...rows, venue: { ...DEFAULT_BOOKING_SETTINGS, ...mockDb.venueBooking.settings[v.id], id: v.id, status: v.status } });
  const userId = user.profile.id;
  const mine = store().entries.filter((e) => e.userId === userId && live(e));
  const refusal = waitlistJoinRefusal({ ...ctx, now, items: [{ courtId: body.court_id, start: body.start, end: body.end }], userId }, mine);
  if (refusal) throw new RuleRefusal(refusal);
  const entry: MockEntry = { id: 1 + Math.max(0, ...store().entries.map((e) => e.id)), venueId: v.id, userId, courtId: body.court_id, start: body.start, end: body.end, createdAt: now.toISOString(), status: 'waiting', bookingId: null };
  store().entries.push(entry);
  return viewOf(entry, now);
}

function leave(user: MockUser, id: number) {
  const entry = store().entries.find((e) => e.id === id);
  if (!entry || entry.userId !== user.profile.id) return refuse(notFound());
  if (entry.status !== 'waiting') throw new RuleRefusal(WAITLIST_MSG.notWaiting);
  entry.status = 'cancelled';
  return viewOf(entry, new Date());
}

export const venueWaitlistHandlers = [
  mock.post('/venue_site/waitlist_join', ({ user, body }) => join(user, body)),
  mock.post('/venue_site/waitlist_leave', ({ user, body }) => leave(user, body.id)),
  mock.get('/venue_site/my_waitlist', ({ user, url }) => {
    const now = new Date();
    const rows = store()
      .entries.filter((e) => e.userId === user.profile.id)
      .sort((a, b) => Number(live(b)) - Number(live(a)) || new Date(b.start).getTime() - new Date(a.start).getTime() || b.id - a.id)
      .map((e) => viewOf(e, now));
    return paginate(rows, url);
  }),
];
