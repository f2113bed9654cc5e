import { smsNoticeText } from '../sms-notices';
import { holdExpiresAt } from './holds';
import { sameEveryDay } from './opening-hours';
import type { VenueAvailability } from './slots';
import { joinWaitlistRefusal, lapsedWaitlistEntries, nextInLine, offerHold, WAITLIST_LIMIT, waitlistJoinRefusal, waitlistEntryView, waitlistOfferNotice, waitlistPosition, waitlistState, type WaitlistEntry } from './waitlist';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();
const court = { id: 101, status: 'open' };
const ctx = (over: Partial<VenueAvailability> = {}): VenueAvailability => ({
  hours: sameEveryDay([{ start: '08:00', end: '22:00' }]),
  closures: [],
  occupancies: [],
  now: at('2026-06-06', '09:00'),
  ...over,
});
const entry = (id: number, userId: number, start: string, end: string, joined: string, status: WaitlistEntry['status'] = 'waiting'): WaitlistEntry => ({
  id,
  userId,
  courtId: 101,
  start: at('2026-06-06', start),
  end: at('2026-06-06', end),
  createdAt: at('2026-06-05', joined),
  status,
});

describe('the waiting list', () => {
  const entries = [entry(1, 11, '18:00', '20:00', '12:00'), entry(2, 12, '18:00', '19:00', '10:00'), entry(3, 13, '18:00', '19:00', '09:00', 'cancelled'), entry(4, 14, '19:00', '20:00', '08:00')];

  it('offers freed time to the first in line whose whole range is free', () => {
    // 18:00–20:00 freed: entry 4 joined first
    expect(nextInLine(ctx(), court, entries)?.id).toBe(4);
    // only 18:00–19:00 freed (19:00–20:00 still booked): entry 2, not entry 1 who wants both hours
    const stillBooked = ctx({ occupancies: [{ courtId: 101, start: at('2026-06-06', '19:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active' }] });
    expect(nextInLine(stillBooked, court, entries)?.id).toBe(2);
  });

  it('offers the rest of the freed time to the next in line while the first holds the offer', () => {
    const expiry = holdExpiresAt(at('2026-06-06', '09:00'));
    // entry 4 holds 19:00–20:00: entry 2 is offered 18:00–19:00, entry 1 (18:00–20:00) waits
    const first = entries.map((e) => (e.id === 4 ? { ...e, status: 'offered' as const } : e));
    expect(nextInLine(ctx({ occupancies: [offerHold(entries[3], expiry)] }), court, first)?.id).toBe(2);
    const both = first.map((e) => (e.id === 2 ? { ...e, status: 'offered' as const } : e));
    const holding = ctx({ occupancies: [offerHold(entries[3], expiry), offerHold(entries[1], expiry)] });
    expect(nextInLine(holding, court, both)).toBeUndefined();
    // both offers lapse at 09:10 and are marked expired: entry 1 is offered the two hours
    const lapsed = both.map((e) => (e.status === 'offered' ? { ...e, status: 'expired' as const } : e));
    expect(nextInLine({ ...holding, now: at('2026-06-06', '09:10') }, court, lapsed)?.id).toBe(1);
    expect(offerHold(entries[3], expiry)).toEqual({ courtId: 101, start: at('2026-06-06', '19:00'), end: at('2026-06-06', '20:00'), kind: 'hold', status: 'active', holdExpiresAt: expiry, userId: 14 });
  });

  it('offers nothing for a range that has begun, or on another court', () => {
    expect(nextInLine(ctx({ now: at('2026-06-06', '19:00') }), court, entries)).toBeUndefined();
    expect(nextInLine(ctx(), { id: 102 }, entries)).toBeUndefined();
    expect(lapsedWaitlistEntries(entries, at('2026-06-06', '18:00')).map((e) => e.id)).toEqual([1, 2]);
  });

  it('lets a user join the line of a taken range only, once', () => {
    const taken = ctx({ occupancies: [{ courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active' }] });
    const request = { userId: 15, courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00') };
    expect(joinWaitlistRefusal(taken, court, entries, request)).toBeNull();
    expect(joinWaitlistRefusal(taken, court, entries, { ...request, userId: 12 })).toBe('您已在该时段的候补名单中');
    expect(joinWaitlistRefusal(ctx(), court, entries, request)).toBe('该时段仍可预订，无需候补');
    expect(joinWaitlistRefusal(taken, court, entries, { ...request, start: at('2026-06-06', '21:00'), end: at('2026-06-06', '23:00') })).toBe('不在营业时间内');
    expect(joinWaitlistRefusal({ ...taken, venueStatus: 'closed' }, court, entries, request)).toBe('场馆已关闭');
  });

  it('caps the live entries of a user', () => {
    const taken = ctx({ occupancies: [{ courtId: 101, start: at('2026-06-06', '08:00'), end: at('2026-06-06', '22:00'), kind: 'booking', status: 'active' }] });
    const many = Array.from({ length: WAITLIST_LIMIT }, (_, i) => entry(100 + i, 20, `${10 + i}:00`, `${10 + i}:30`, '08:00'));
    const request = { userId: 20, courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00') };
    expect(joinWaitlistRefusal(taken, court, many, request)).toBe(`您的候补已达上限（${WAITLIST_LIMIT}个），请先取消不需要的候补`);
    const oneLeft = many.map((e, i) => (i === 0 ? { ...e, status: 'cancelled' as const } : e));
    expect(joinWaitlistRefusal(taken, court, oneLeft, request)).toBeNull();
  });

  it('numbers the line by who joined first among overlapping waiting entries of the court', () => {
    expect(waitlistPosition(entries[3]!, entries)).toBe(1);
    // entry 2 (18–19, joined 10:00): entry 3 is cancelled, entry 4 does not overlap
    expect(waitlistPosition(entries[1]!, entries)).toBe(1);
    // entry 1 (18–20, joined 12:00): entries 2 and 4 overlap and joined before
    expect(waitlistPosition(entries[0]!, entries)).toBe(3);
    expect(waitlistPosition(entries[2]!, entries)).toBe(0);
  });

  it("reads an offer's state from its hold", () => {
    const now = at('2026-06-06', '09:05');
    const offered = { status: 'offered' as const, start: at('2026-06-06', '18:00') };
    expect(waitlistState(offered, { kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:10') }, now)).toBe('offered');
    expect(waitlistState(offered, { kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:00') }, now)).toBe('expired');
    expect(waitlistState(offered, { kind: 'booking', status: 'active' }, now)).toBe('booked');
    expect(waitlistState(offered, { kind: 'hold', status: 'cancelled' }, now)).toBe('expired');
    expect(waitlistState({ status: 'waiting', start: at('2026-06-06', '18:00') }, null, now)).toBe('waiting');
    expect(waitlistState({ status: 'waiting', start: at('2026-06-06', '09:00') }, null, now)).toBe('expired');
    const view = waitlistEntryView(
      { ...entries[1]!, venueId: 1, venueName: '体育中心', courtName: '1号场', bookingId: 7, hold: { kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:10') }, orderNo: 'CD1', status: 'offered' },
      0,
      now,
    );
    expect(view).toMatchObject({ state: 'offered', state_label: '已为您保留，待支付', booking_id: 7, order_no: 'CD1', position: 0, hold_expires_at: new Date(at('2026-06-06', '09:10')).toISOString() });
  });

  it('words the offer SMS notice with the range and the hold’s end in China time', () => {
    const notice = waitlistOfferNotice({ venueName: '体育中心', courtName: '1号场', start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00'), holdExpiresAt: new Date(at('2026-06-06', '09:10')).getTime() + 42_000 });
    expect(notice).toEqual({ kind: 'waitlist_offer', params: { venue: '体育中心', court: '1号场', time: '2026-06-06 18:00–19:00', deadline: '09:10' } });
    expect(smsNoticeText(notice)).toBe(
      '【赛事运营平台】您候补的体育中心1号场 2026-06-06 18:00–19:00 场地已空出，已为您保留，请在09:10前完成支付（我的预订 → 继续支付），逾时将顺延给下一位候补用户。',
    );
  });
});

describe('joining the line (the booking check first)', () => {
  const input = (over: Record<string, unknown> = {}) => ({
    ...ctx({ occupancies: [{ courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active' }] }),
    settings: { maxBookingMinutes: 240, parallelBookingLimit: 0, bookableDays: 7 },
    courts: [court],
    items: [{ courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00') }],
    userId: 15,
    ...over,
  });
  it('joins a taken range, refuses a free one, one too far ahead or off the half hour', () => {
    expect(waitlistJoinRefusal(input(), [])).toBeNull();
    expect(waitlistJoinRefusal(input({ items: [{ courtId: 101, start: at('2026-06-06', '10:00'), end: at('2026-06-06', '11:00') }] }), [])).toBe('该时段仍可预订，无需候补');
    expect(waitlistJoinRefusal(input({ items: [{ courtId: 101, start: at('2026-06-20', '18:00'), end: at('2026-06-20', '19:00') }] }), [])).toMatch(/天/);
    expect(waitlistJoinRefusal(input({ items: [{ courtId: 101, start: at('2026-06-06', '18:10'), end: at('2026-06-06', '19:00') }] }), [])).not.toBeNull();
    expect(waitlistJoinRefusal(input({ items: [] }), [])).toBe('请选择预订时段');
  });
});
