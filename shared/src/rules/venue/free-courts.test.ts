import { findFreeCourts } from './free-courts';
import { closureOnDays, sameEveryDay } from './opening-hours';
import type { VenueAvailability } from './slots';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();
const booked = (courtId: number, day: string, start: string, end: string) => ({ courtId, start: at(day, start), end: at(day, end), kind: 'booking' as const, status: 'active' as const });

const courts = [
  { id: 1, sport: '羽毛球', status: 'open' },
  { id: 2, sport: '羽毛球', status: 'open' },
  { id: 3, sport: '羽毛球', status: 'maintenance' },
  { id: 4, sport: '乒乓球', status: 'open' },
];
const ctx = (over: Partial<VenueAvailability> = {}): VenueAvailability => ({
  hours: sameEveryDay([{ start: '08:00', end: '22:00' }]),
  closures: [],
  occupancies: [booked(1, '2026-06-06', '18:00', '19:00')],
  now: at('2026-06-06', '09:00'),
  ...over,
});

describe('find a free court', () => {
  it('answers the courts of the sport free for the whole range', () => {
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '18:00', end: '19:30', sport: '羽毛球' })).toEqual({ free: [2], alternatives: [], refusal: null });
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '18:00', end: '19:30' }).free).toEqual([2, 4]);
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '19:00', end: '20:30', sport: '羽毛球' }).free).toEqual([1, 2]);
  });

  it('offers the nearest times when no court is free: smallest move first, earlier before later', () => {
    const full = ctx({ occupancies: [booked(1, '2026-06-06', '18:00', '19:00'), booked(2, '2026-06-06', '17:30', '20:00')] });
    const answer = findFreeCourts(full, courts, { day: '2026-06-06', start: '18:00', end: '19:30', sport: '羽毛球' });
    expect(answer.free).toEqual([]);
    expect(answer.refusal).toBeNull();
    // ±30 and -60 collide on both courts; +60 is free on court 1, -90 and +90 too
    expect(answer.alternatives.map((a) => `${a.courtId} ${a.startClock}–${a.endClock} ${a.shiftMinutes}`)).toEqual(['1 19:00–20:30 60', '1 16:30–18:00 -90', '1 19:30–21:00 90']);
    expect(answer.alternatives[0]).toMatchObject({ start: at('2026-06-06', '19:00'), end: at('2026-06-06', '20:30') });
  });

  it('keeps alternatives within the hours, the day and the asked number', () => {
    const late = ctx({ occupancies: [booked(1, '2026-06-06', '20:00', '22:00'), booked(2, '2026-06-06', '20:00', '22:00')] });
    const answer = findFreeCourts(late, courts, { day: '2026-06-06', start: '20:30', end: '22:00', sport: '羽毛球', alternatives: 2 });
    expect(answer.alternatives.map((a) => `${a.courtId} ${a.startClock}–${a.endClock}`)).toEqual(['1 18:30–20:00', '2 18:30–20:00']);
    const none = findFreeCourts(late, courts, { day: '2026-06-06', start: '20:30', end: '22:00', sport: '羽毛球', maxShiftMinutes: 60 });
    expect(none).toEqual({ free: [], alternatives: [], refusal: null });
  });

  it('says why the asked range itself cannot be booked', () => {
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '23:00', end: '01:00' }).refusal?.message).toBe('预订时段不能跨越午夜');
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '19:00', end: '18:00' }).refusal?.message).toBe('预订时段不能跨越午夜');
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '19:00', end: '19:00' }).refusal?.message).toBe('预订时段的结束时间须晚于开始时间');
    // a range up to midnight is one of the day
    const allDay = ctx({ hours: sameEveryDay([{ start: '00:00', end: '24:00' }]) });
    expect(findFreeCourts(allDay, courts, { day: '2026-06-06', start: '23:00', end: '00:00', sport: '乒乓球' })).toEqual({ free: [4], alternatives: [], refusal: null });
    expect(findFreeCourts(ctx(), courts, { day: '2026-06-06', start: '18:15', end: '19:15' }).refusal?.message).toBe('预订时段须从整点或半点开始，以30分钟为单位');
    expect(findFreeCourts(ctx(), courts, { day: '2026-13-01', start: '18:00', end: '19:00' }).refusal?.code).toBe('rangeInvalid');
    expect(findFreeCourts(ctx({ venueStatus: 'closed' }), courts, { day: '2026-06-06', start: '18:00', end: '19:00' })).toEqual({ free: [], alternatives: [], refusal: { code: 'venueClosed', message: '场馆已关闭' } });
  });

  it('offers later times today when the asked range has begun (court 2 is free from 18:30)', () => {
    const answer = findFreeCourts(ctx({ now: at('2026-06-06', '18:10') }), courts, { day: '2026-06-06', start: '18:00', end: '19:00', sport: '羽毛球' });
    expect(answer.refusal?.message).toBe('不能预订已经开始或过去的时段');
    expect(answer.alternatives.map((a) => `${a.courtId} ${a.startClock}`)).toEqual(['2 18:30', '1 19:00', '2 19:00']);
  });

  it('leaves out courts in a closure', () => {
    const closed = ctx({ closures: [closureOnDays({ from: '2026-06-06', kind: 'maintenance', courtId: 2 })] });
    expect(findFreeCourts(closed, courts, { day: '2026-06-06', start: '10:00', end: '11:00', sport: '羽毛球' }).free).toEqual([1]);
  });
});
