import { RuleRefusal } from '../rule-refusal';
import { randomInt, seededRandom } from '../schedule/seeded-random';
import { assertBookable, bookingRefusal, bookingSettingsProblem, DEFAULT_BOOKING_SETTINGS, joinItems, userParallelBookings, type BookingCheckInput, type BookingItem } from './booking-check';
import { closureOnDays, sameEveryDay } from './opening-hours';
import type { Occupancy } from './holds';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();
const item = (courtId: number, day: string, start: string, end: string): BookingItem => ({ courtId, start: at(day, start), end: at(day, end) });

// now: Saturday 2026-06-06 09:00 in Shanghai
const occupancies: Occupancy[] = [
  { id: 1, courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active', userId: 7 },
  { id: 2, courtId: 102, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:05'), userId: 8 },
  { id: 3, courtId: 102, start: at('2026-06-06', '20:00'), end: at('2026-06-06', '21:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '08:55'), userId: 8 },
];

const check = (items: BookingItem[], over: Partial<BookingCheckInput> = {}): BookingCheckInput => ({
  venueStatus: 'approved',
  hours: sameEveryDay([{ start: '08:00', end: '22:00' }]),
  closures: [closureOnDays({ from: '2026-06-08', kind: 'maintenance', courtId: 103, reason: '灯光检修' }), closureOnDays({ from: '2026-06-10', kind: 'holiday' })],
  occupancies,
  now: at('2026-06-06', '09:00'),
  settings: DEFAULT_BOOKING_SETTINGS,
  courts: [{ id: 101, status: 'open' }, { id: 102, status: 'open' }, { id: 103, status: 'open' }, { id: 104, status: 'maintenance' }],
  items,
  actor: 'user',
  userId: 8,
  ...over,
});

const message = (input: BookingCheckInput) => bookingRefusal(input)?.message ?? null;

describe('a booking request', () => {
  it('may book free slots of open courts within the hours', () => {
    expect(bookingRefusal(check([item(101, '2026-06-06', '10:00', '11:00'), item(102, '2026-06-06', '10:00', '11:30')]))).toBeNull();
    // the hold that lapsed at 08:55 frees its slot
    expect(bookingRefusal(check([item(102, '2026-06-06', '20:00', '21:00')]))).toBeNull();
  });

  it('refuses a closed venue, one not yet approved, and an empty request', () => {
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00')], { venueStatus: 'closed' }))).toBe('场馆已关闭');
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00')], { venueStatus: 'pending' }))).toBe('场馆尚未开放预订');
    expect(message(check([]))).toBe('请选择预订时段');
  });

  it('refuses unknown courts and courts out of service', () => {
    expect(bookingRefusal(check([item(999, '2026-06-06', '10:00', '11:00')]))).toEqual({ code: 'courtNotFound', message: '场地不存在', courtId: 999 });
    expect(message(check([item(104, '2026-06-06', '10:00', '11:00')]))).toBe('场地维护中，暂停预订');
  });

  it('refuses ranges that are not half hours of one day', () => {
    expect(message(check([item(101, '2026-06-06', '10:15', '11:00')]))).toBe('预订时段须从整点或半点开始，以30分钟为单位');
    expect(message(check([item(101, '2026-06-06', '11:00', '10:00')]))).toBe('预订时段的结束时间须晚于开始时间');
    expect(message(check([{ courtId: 101, start: at('2026-06-06', '21:00'), end: at('2026-06-07', '01:00') }], { hours: sameEveryDay([{ start: '00:00', end: '24:00' }]) }))).toBe('预订时段不能跨越午夜');
    // up to midnight is one day
    expect(message(check([{ courtId: 101, start: at('2026-06-06', '23:00'), end: at('2026-06-07', '00:00') }], { hours: sameEveryDay([{ start: '00:00', end: '24:00' }]) }))).toBeNull();
  });

  it('refuses the past, a slot already started, and days beyond what the venue opens for booking', () => {
    expect(bookingRefusal(check([item(101, '2026-06-06', '08:00', '09:00')]))).toMatchObject({ code: 'past', message: '不能预订已经开始或过去的时段', courtId: 101 });
    expect(message(check([item(101, '2026-06-06', '08:30', '09:30')]))).toBe('不能预订已经开始或过去的时段');
    expect(message(check([item(101, '2026-06-12', '10:00', '11:00')]))).toBeNull();
    expect(message(check([item(101, '2026-06-13', '10:00', '11:00')]))).toBe('只能预订7天内的场地');
    // the front desk books further ahead
    expect(message(check([item(101, '2026-06-20', '10:00', '11:00')], { actor: 'staff' }))).toBeNull();
  });

  it('refuses slots outside the opening hours and in closures of the court or the venue', () => {
    expect(message(check([item(101, '2026-06-06', '21:30', '22:30')]))).toBe('不在营业时间内');
    expect(message(check([item(101, '2026-06-06', '07:00', '08:00')], { now: at('2026-06-06', '06:00') }))).toBe('不在营业时间内');
    expect(message(check([item(103, '2026-06-08', '10:00', '11:00')]))).toBe('该时段场地不开放（灯光检修）');
    expect(message(check([item(101, '2026-06-08', '10:00', '11:00')]))).toBeNull();
    expect(message(check([item(101, '2026-06-10', '10:00', '11:00')]))).toBe('该时段场地不开放（节假日闭馆）');
  });

  it('refuses items overlapping each other, and joins the ones that touch', () => {
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00'), item(101, '2026-06-06', '10:30', '11:30')]))).toBe('所选时段相互重叠');
    const touching = [item(101, '2026-06-06', '10:30', '11:00'), item(101, '2026-06-06', '10:00', '10:30'), item(102, '2026-06-06', '10:00', '10:30')];
    expect(joinItems(touching)).toEqual([
      { courtId: 101, start: '2026-06-06T02:00:00.000Z', end: '2026-06-06T03:00:00.000Z' },
      { courtId: 102, start: '2026-06-06T02:00:00.000Z', end: '2026-06-06T02:30:00.000Z' },
    ]);
    expect(assertBookable(check(touching))).toEqual(joinItems(touching));
  });

  it("refuses a booking longer than the venue's maximum, joined slots counted as one booking", () => {
    const settings = { ...DEFAULT_BOOKING_SETTINGS, maxBookingMinutes: 120 };
    expect(message(check([item(101, '2026-06-06', '10:00', '12:00')], { settings }))).toBeNull();
    expect(message(check([item(101, '2026-06-06', '10:00', '12:30')], { settings }))).toBe('单次预订不能超过2小时');
    expect(message(check([item(101, '2026-06-06', '10:00', '11:30'), item(101, '2026-06-06', '11:30', '12:30')], { settings }))).toBe('单次预订不能超过2小时');
    expect(message(check([item(101, '2026-06-06', '10:00', '11:30'), item(101, '2026-06-06', '12:00', '13:00')], { settings }))).toBeNull();
    expect(message(check([item(101, '2026-06-06', '10:00', '12:30')], { settings: { ...settings, maxBookingMinutes: 90 }, actor: 'staff' }))).toBeNull();
  });

  it('refuses time taken by a booking or a live hold with 该时段已被预订', () => {
    expect(bookingRefusal(check([item(101, '2026-06-06', '19:30', '20:30')]))).toEqual({ code: 'taken', message: '该时段已被预订', courtId: 101, start: at('2026-06-06', '19:30'), end: at('2026-06-06', '20:30') });
    expect(message(check([item(102, '2026-06-06', '18:30', '19:00')]))).toBe('该时段已被预订');
    // resuming the user's own hold does not collide with itself
    expect(message(check([item(102, '2026-06-06', '18:00', '19:00')], { ignoreIds: [2] }))).toBeNull();
    // the hold lapses at 09:05
    expect(message(check([item(102, '2026-06-06', '18:30', '19:00')], { now: at('2026-06-06', '09:05') }))).toBeNull();
  });

  it('limits the unfinished bookings of one user at the venue, not staff', () => {
    const mine: Occupancy[] = [
      { id: 10, courtId: 101, start: at('2026-06-07', '10:00'), end: at('2026-06-07', '11:00'), kind: 'booking', status: 'active', userId: 8 },
      { id: 11, courtId: 101, start: at('2026-06-07', '12:00'), end: at('2026-06-07', '13:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:08'), userId: 8 },
      // ended, lapsed, cancelled, redeemed, another user's, a block: not counted
      { id: 12, courtId: 101, start: at('2026-06-05', '10:00'), end: at('2026-06-05', '11:00'), kind: 'booking', status: 'active', userId: 8 },
      { id: 13, courtId: 101, start: at('2026-06-07', '14:00'), end: at('2026-06-07', '15:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '08:00'), userId: 8 },
      { id: 14, courtId: 101, start: at('2026-06-07', '15:00'), end: at('2026-06-07', '16:00'), kind: 'booking', status: 'cancelled', userId: 8 },
      { id: 15, courtId: 101, start: at('2026-06-06', '08:00'), end: at('2026-06-06', '10:00'), kind: 'booking', status: 'checked_in', userId: 8 },
      { id: 16, courtId: 101, start: at('2026-06-07', '16:00'), end: at('2026-06-07', '17:00'), kind: 'booking', status: 'active', userId: 9 },
      { id: 17, courtId: 102, start: at('2026-06-07', '16:00'), end: at('2026-06-07', '17:00'), kind: 'block', status: 'active', userId: 8 },
    ];
    expect(userParallelBookings(mine, 8, at('2026-06-06', '09:00'))).toBe(2);
    expect(userParallelBookings(mine, 8, at('2026-06-06', '09:00'), [11])).toBe(1);
    const settings = { ...DEFAULT_BOOKING_SETTINGS, parallelBookingLimit: 3 };
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00')], { occupancies: mine, settings }))).toBeNull();
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00'), item(102, '2026-06-06', '10:00', '11:00')], { occupancies: mine, settings }))).toBe('您在本场馆未结束的预订已达上限（3个）');
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00'), item(102, '2026-06-06', '10:00', '11:00')], { occupancies: mine, settings, actor: 'staff' }))).toBeNull();
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00'), item(102, '2026-06-06', '10:00', '11:00')], { occupancies: mine, settings: { ...settings, parallelBookingLimit: 0 } }))).toBeNull();
  });

  it('gives the first refusal in order: the request as a whole before the time taken', () => {
    // overlapping items, one of them on taken time: the overlap is said
    expect(message(check([item(101, '2026-06-06', '19:00', '20:00'), item(101, '2026-06-06', '19:30', '20:30')]))).toBe('所选时段相互重叠');
    // a past item after a fine one
    expect(message(check([item(101, '2026-06-06', '10:00', '11:00'), item(101, '2026-06-06', '08:00', '08:30')]))).toBe('不能预订已经开始或过去的时段');
  });

  it('lets staff block a court in maintenance or at a venue still under review, never at a closed venue', () => {
    const block = (over: Partial<BookingCheckInput>) => message(check([item(104, '2026-06-20', '10:00', '16:00')], { kind: 'block', actor: 'staff', ...over }));
    expect(block({})).toBeNull();
    expect(block({ venueStatus: 'pending' })).toBeNull();
    expect(block({ venueStatus: 'closed' })).toBe('场馆已关闭');
    expect(block({ courts: [{ id: 104, status: 'closed' }] })).toBe('场地已停用');
    // a block still never overlaps what is taken
    expect(message(check([item(101, '2026-06-06', '19:00', '20:00')], { kind: 'block', actor: 'staff' }))).toBe('该时段已被预订');
  });

  it('throws the refusal as a RuleRefusal of errno 40000', () => {
    expect.assertions(3);
    try {
      assertBookable(check([item(101, '2026-06-06', '18:00', '19:00')]));
    } catch (error) {
      expect(error).toBeInstanceOf(RuleRefusal);
      expect((error as RuleRefusal).message).toBe('该时段已被预订');
      expect((error as RuleRefusal).errno).toBe(40000);
    }
  });
});

describe('booking settings', () => {
  it('takes sensible limits and refuses the rest in Chinese', () => {
    expect(bookingSettingsProblem(DEFAULT_BOOKING_SETTINGS)).toBeNull();
    expect(bookingSettingsProblem({ ...DEFAULT_BOOKING_SETTINGS, maxBookingMinutes: 45 })).toBe('单次预订时长上限须为30分钟的整数倍，且不超过24小时');
    expect(bookingSettingsProblem({ ...DEFAULT_BOOKING_SETTINGS, maxBookingMinutes: 1470 })).toBe('单次预订时长上限须为30分钟的整数倍，且不超过24小时');
    expect(bookingSettingsProblem({ ...DEFAULT_BOOKING_SETTINGS, parallelBookingLimit: -1 })).toBe('每人同时预订数须为0（不限）到100之间的整数');
    expect(bookingSettingsProblem({ ...DEFAULT_BOOKING_SETTINGS, bookableDays: 0 })).toBe('可提前预订天数须为1到366之间的整数');
  });
});

describe('properties of the check (seeded random requests)', () => {
  it('never lets two accepted bookings of one court overlap, and refuses 该时段已被预订 only for taken time', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const random = seededRandom(`booking-${seed}`);
      const taken: Occupancy[] = [];
      for (let n = 0; n < 60; n++) {
        const startMinute = 8 * 60 + 30 * randomInt(random, 26);
        const minutes = 30 * (1 + randomInt(random, 6));
        const courtId = 101 + randomInt(random, 3);
        const start = new Date(Date.parse(at('2026-06-07', '00:00')) + startMinute * 60_000).toISOString();
        const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
        const refusal = bookingRefusal(check([{ courtId, start, end }], { occupancies: taken, actor: 'staff', closures: [] }));
        const overlaps = taken.some((o) => o.courtId === courtId && Date.parse(o.start as string) < Date.parse(end) && Date.parse(start) < Date.parse(o.end as string));
        if (refusal === null) {
          expect(overlaps).toBe(false);
          taken.push({ id: n, courtId, start, end, kind: 'booking', status: 'active' });
        } else if (refusal.code === 'taken') expect(overlaps).toBe(true);
        else expect(refusal.code).toBe('outsideHours');
      }
      for (const a of taken) for (const b of taken) if (a !== b && a.courtId === b.courtId) expect(Date.parse(a.end as string) <= Date.parse(b.start as string) || Date.parse(b.end as string) <= Date.parse(a.start as string)).toBe(true);
      expect(taken.length).toBeGreaterThan(5);
    }
  });
});
