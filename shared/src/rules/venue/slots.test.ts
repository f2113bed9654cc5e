import { closureOnDays, sameEveryDay } from './opening-hours';
import { randomInt, seededRandom } from '../schedule/seeded-random';
import { courtDaySlots, dayRangeOf, rangeRefusals, venueBoard, type VenueAvailability } from './slots';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();

const ctx = (over: Partial<VenueAvailability> = {}): VenueAvailability => ({
  hours: { ...sameEveryDay([{ start: '08:00', end: '22:00' }]), special: { '2026-06-07': [{ start: '10:00', end: '18:00' }] } },
  closures: [closureOnDays({ from: '2026-06-09', kind: 'maintenance', courtId: 102, reason: '更换球网' })],
  occupancies: [
    { id: 1, courtId: 101, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active', userId: 7 },
    { id: 2, courtId: 101, start: at('2026-06-06', '20:00'), end: at('2026-06-06', '21:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:10'), userId: 8 },
    { id: 3, courtId: 101, start: at('2026-06-06', '21:00'), end: at('2026-06-06', '22:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '08:50'), userId: 9 },
    { id: 4, courtId: 101, start: at('2026-06-06', '08:00'), end: at('2026-06-06', '09:00'), kind: 'booking', status: 'cancelled' },
    { id: 5, courtId: 102, start: at('2026-06-06', '12:00'), end: at('2026-06-06', '14:00'), kind: 'block', status: 'active' },
  ],
  now: at('2026-06-06', '09:00'),
  ...over,
});

const court = { id: 101, status: 'open' };

describe('slots of a court', () => {
  it('cuts the day into half hours from opening to closing', () => {
    const slots = courtDaySlots(ctx(), court, '2026-06-06');
    expect(slots).toHaveLength(28);
    expect(slots[0]).toMatchObject({ courtId: 101, day: '2026-06-06', startClock: '08:00', endClock: '08:30', start: '2026-06-06T00:00:00.000Z', end: '2026-06-06T00:30:00.000Z' });
    expect(slots[27]).toMatchObject({ startClock: '21:30', endClock: '22:00' });
  });

  it('knows what is past, taken, held, and that a lapsed hold or a cancelled booking frees the slot', () => {
    const byClock = Object.fromEntries(courtDaySlots(ctx(), court, '2026-06-06').map((s) => [s.startClock, s]));
    expect(byClock['08:00']).toMatchObject({ past: true, state: 'past', bookable: false, taken: null });
    expect(byClock['08:30']).toMatchObject({ past: true, state: 'past' });
    expect(byClock['09:00']).toMatchObject({ past: false, state: 'free', bookable: true });
    expect(byClock['18:00']).toMatchObject({ state: 'taken', taken: { id: 1, kind: 'booking', status: 'active', userId: 7 } });
    expect(byClock['19:30'].state).toBe('taken');
    expect(byClock['20:00']).toMatchObject({ state: 'held', bookable: false, taken: { id: 2, kind: 'hold', status: 'active' } });
    // hold 3 lapsed at 08:50
    expect(byClock['21:00']).toMatchObject({ state: 'free', bookable: true });
    // the same hold 2 lapses at 09:10
    expect(courtDaySlots(ctx({ now: at('2026-06-06', '09:10') }), court, '2026-06-06').find((s) => s.startClock === '20:00')?.state).toBe('free');
  });

  it('shows a block of staff and a closure of one court, not of the others', () => {
    const c102 = { id: 102, status: 'open' };
    expect(courtDaySlots(ctx(), c102, '2026-06-06').find((s) => s.startClock === '12:30')).toMatchObject({ state: 'taken', taken: { kind: 'block' } });
    const tuesday = courtDaySlots(ctx(), c102, '2026-06-09');
    expect(tuesday.every((s) => s.state === 'closed' && s.closed === '更换球网' && !s.bookable)).toBe(true);
    expect(courtDaySlots(ctx(), court, '2026-06-09').every((s) => s.state === 'free')).toBe(true);
  });

  it('marks slots outside the day\'s hours when drawn on a wider window, and has none on a closed day', () => {
    const sunday = courtDaySlots(ctx(), court, '2026-06-07', { start: 480, end: 1320 });
    expect(sunday).toHaveLength(28);
    expect(sunday.filter((s) => s.outsideHours).map((s) => s.startClock)).toEqual(['08:00', '08:30', '09:00', '09:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']);
    expect(sunday.find((s) => s.startClock === '08:00')?.state).toBe('outside');
    expect(courtDaySlots(ctx({ hours: { weekly: {}, special: {} } }), court, '2026-06-06')).toEqual([]);
  });

  it('closes every slot of a court in maintenance and of a closed venue', () => {
    expect(courtDaySlots(ctx(), { id: 101, status: 'maintenance' }, '2026-06-08').every((s) => s.closed === '场地维护中，暂停预订')).toBe(true);
    expect(courtDaySlots(ctx({ venueStatus: 'closed' }), court, '2026-06-08').every((s) => s.closed === '场馆已关闭' && s.state === 'closed')).toBe(true);
  });

  it('draws the slots of a day running to midnight, 48 for a venue open round the clock', () => {
    const allDay = courtDaySlots(ctx({ hours: sameEveryDay([{ start: '00:00', end: '24:00' }]) }), court, '2026-06-10');
    expect(allDay).toHaveLength(48);
    expect(allDay[47]).toMatchObject({ startClock: '23:30', endClock: '24:00', end: '2026-06-10T16:00:00.000Z' });
  });
});

describe('the board (courts × days)', () => {
  it('lines up the rows of a week on its widest opening', () => {
    const days = ['2026-06-06', '2026-06-07'];
    const board = venueBoard(ctx(), [court, { id: 102 }], days);
    expect(board.window).toEqual({ start: 480, end: 1320 });
    expect(board.rows.map((r) => `${r.day}/${r.courtId}/${r.slots.length}`)).toEqual(['2026-06-06/101/28', '2026-06-06/102/28', '2026-06-07/101/28', '2026-06-07/102/28']);
  });

  it('builds a week of 20 courts quickly', () => {
    const courts = Array.from({ length: 20 }, (_, i) => ({ id: 200 + i }));
    const days = ['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14'];
    const occupancies = courts.flatMap((c, i) => days.map((d) => ({ courtId: c.id, start: at(d, '18:00'), end: at(d, i % 2 ? '19:00' : '20:00'), kind: 'booking' as const, status: 'active' as const })));
    const started = performance.now();
    const board = venueBoard(ctx({ occupancies }), courts, days);
    expect(performance.now() - started).toBeLessThan(500);
    expect(board.rows).toHaveLength(140);
    expect(board.rows.flatMap((r) => r.slots).filter((s) => s.state === 'taken')).toHaveLength(20 * 7 * 3);
  });
});

describe('a range of a court', () => {
  it('is one China day in half hours, ending at midnight at the latest', () => {
    expect(dayRangeOf(at('2026-06-06', '18:00'), at('2026-06-06', '19:30'))).toEqual({ day: '2026-06-06', start: 1080, end: 1170 });
    expect(dayRangeOf(at('2026-06-06', '23:00'), at('2026-06-07', '00:00'))).toEqual({ day: '2026-06-06', start: 1380, end: 1440 });
    expect(dayRangeOf(at('2026-06-06', '23:00'), at('2026-06-07', '00:30'))).toMatchObject({ code: 'crossesMidnight', message: '预订时段不能跨越午夜' });
    expect(dayRangeOf(at('2026-06-06', '18:15'), at('2026-06-06', '19:15'))).toMatchObject({ code: 'notAligned' });
    expect(dayRangeOf(at('2026-06-06', '19:00'), at('2026-06-06', '18:00'))).toMatchObject({ code: 'rangeInvalid' });
    expect(dayRangeOf('garbage', at('2026-06-06', '18:00'))).toMatchObject({ code: 'rangeInvalid' });
  });

  it('lists every reason it cannot be booked', () => {
    const reasons = rangeRefusals(ctx({ now: at('2026-06-09', '09:00') }), { id: 102 }, 102, at('2026-06-09', '07:00'), at('2026-06-09', '09:00'));
    expect(reasons.map((r) => r.message)).toEqual(['不能预订已经开始或过去的时段', '不在营业时间内', '该时段场地不开放（更换球网）']);
    expect(reasons[0]).toMatchObject({ courtId: 102, start: '2026-06-08T23:00:00.000Z', end: '2026-06-09T01:00:00.000Z' });
    expect(rangeRefusals(ctx(), court, 101, at('2026-06-06', '19:00'), at('2026-06-06', '20:00')).map((r) => r.code)).toEqual(['taken']);
    expect(rangeRefusals(ctx(), court, 101, at('2026-06-06', '19:00'), at('2026-06-06', '20:00'), { ignoreIds: [1] })).toEqual([]);
    expect(rangeRefusals(ctx(), undefined, 999, at('2026-06-06', '19:00'), at('2026-06-06', '20:00'))).toEqual([{ code: 'courtNotFound', message: '场地不存在', courtId: 999 }]);
    expect(rangeRefusals(ctx({ venueStatus: 'pending' }), court, 101, at('2026-06-08', '19:00'), at('2026-06-08', '20:00')).map((r) => r.message)).toEqual(['场馆尚未开放预订']);
    expect(rangeRefusals(ctx(), { id: 101, status: 'closed' }, 101, at('2026-06-08', '19:00'), at('2026-06-08', '20:00')).map((r) => r.message)).toEqual(['场地已停用']);
  });
});

describe('properties of the grid (seeded random venues)', () => {
  it('marks a slot bookable exactly when its range may be booked', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      const clock = () => `${String(8 + randomInt(random, 14)).padStart(2, '0')}:${randomInt(random, 2) ? '30' : '00'}`;
      const occupancies = Array.from({ length: 8 }, (_, i) => {
        const start = at('2026-06-06', clock());
        const end = new Date(Date.parse(start) + (1 + randomInt(random, 4)) * 1800_000).toISOString();
        const rows = [
          { kind: 'booking', status: 'active' },
          { kind: 'hold', status: 'active' },
          { kind: 'booking', status: 'cancelled' },
          { kind: 'booking', status: 'checked_in' },
          { kind: 'hold', status: 'expired' },
          { kind: 'block', status: 'active' },
        ] as const;
        return { id: i, courtId: 101 + randomInt(random, 3), start, end, ...rows[randomInt(random, rows.length)], holdExpiresAt: at('2026-06-06', randomInt(random, 2) ? '08:55' : '09:05') };
      });
      const closures = randomInt(random, 2) ? [{ courtId: 101 + randomInt(random, 3), start: at('2026-06-06', clock()), end: at('2026-06-06', '22:00'), kind: 'maintenance' as const }] : [];
      const world = ctx({ occupancies, closures, now: at('2026-06-06', clock()) });
      for (const id of [101, 102, 103]) {
        for (const slot of courtDaySlots(world, { id }, '2026-06-06')) {
          expect(slot.bookable).toBe(rangeRefusals(world, { id }, id, slot.start, slot.end).length === 0);
        }
      }
    }
  });
});
