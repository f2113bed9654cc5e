import { closureOnDays, sameEveryDay } from './opening-hours';
import { recurringCollisions, recurringOccurrences, recurringProblem, type RecurringRequest } from './recurring';
import type { VenueAvailability } from './slots';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();

// every Tuesday 19:00–21:00 for 12 weeks, asked on Wednesday 2026-06-03: the first Tuesday is 2026-06-09
const series: RecurringRequest = { courtId: 101, from: '2026-06-03', weekday: 2, start: '19:00', end: '21:00', weeks: 12 };

describe('recurring bookings', () => {
  it('gives the occurrences on China days, 7 days apart, across months', () => {
    const occurrences = recurringOccurrences(series);
    expect(occurrences).toHaveLength(12);
    expect(occurrences[0]).toEqual({ day: '2026-06-09', start: '2026-06-09T11:00:00.000Z', end: '2026-06-09T13:00:00.000Z' });
    expect(occurrences.map((o) => o.day)).toEqual(['2026-06-09', '2026-06-16', '2026-06-23', '2026-06-30', '2026-07-07', '2026-07-14', '2026-07-21', '2026-07-28', '2026-08-04', '2026-08-11', '2026-08-18', '2026-08-25']);
  });

  it('starts on the first day itself when it is the weekday, and keeps early mornings on their China day', () => {
    expect(recurringOccurrences({ ...series, from: '2026-06-02', weeks: 2 }).map((o) => o.day)).toEqual(['2026-06-02', '2026-06-09']);
    // Monday 06:00 in Shanghai is Sunday 22:00 UTC
    expect(recurringOccurrences({ ...series, weekday: 1, start: '06:00', end: '07:00', weeks: 1 })[0]).toEqual({ day: '2026-06-08', start: '2026-06-07T22:00:00.000Z', end: '2026-06-07T23:00:00.000Z' });
    expect(recurringOccurrences({ ...series, start: '22:00', end: '00:00', weeks: 1 })[0].end).toBe('2026-06-09T16:00:00.000Z');
  });

  it('runs across the new year on Sundays (weekday 7)', () => {
    expect(recurringOccurrences({ ...series, from: '2026-12-21', weekday: 7, weeks: 3 }).map((o) => o.day)).toEqual(['2026-12-27', '2027-01-03', '2027-01-10']);
    // asked on a Sunday for Mondays: the next day
    expect(recurringOccurrences({ ...series, from: '2026-12-27', weekday: 1, weeks: 1 })[0].day).toBe('2026-12-28');
  });

  it('refuses series that are not one', () => {
    expect(recurringProblem(series)).toBeNull();
    expect(recurringProblem({ ...series, weeks: 0 })).toBe('重复周数须为1到52之间的整数');
    expect(recurringProblem({ ...series, weeks: 53 })).toBe('重复周数须为1到52之间的整数');
    expect(recurringProblem({ ...series, weeks: 1.5 })).toBe('重复周数须为1到52之间的整数');
    expect(recurringProblem({ ...series, from: '2026-06-31' })).toBe('日期格式应为YYYY-MM-DD');
    expect(recurringProblem({ ...series, weekday: 0 as never })).toBe('星期取值应为1（周一）到7（周日）');
    expect(recurringProblem({ ...series, start: '19:15' })).toBe('时间须为整点或半点');
    expect(recurringProblem({ ...series, start: '22:00', end: '01:00' })).toBe('时段不能跨越午夜，请拆成两段');
    expect(recurringProblem({ ...series, end: '19:00' })).toBe('结束时间须晚于开始时间');
    expect(recurringProblem({ ...series, end: 'late' })).toBe('时间格式应为HH:mm');
  });

  it('lists which dates collide and why, before anything is taken', () => {
    const ctx: VenueAvailability = {
      hours: { ...sameEveryDay([{ start: '08:00', end: '22:00' }]), special: { '2026-07-21': [{ start: '08:00', end: '20:00' }] } },
      closures: [closureOnDays({ from: '2026-06-30', kind: 'maintenance', courtId: 101, reason: '更换地板' }), closureOnDays({ from: '2026-08-11', kind: 'holiday' }), closureOnDays({ from: '2026-06-16', kind: 'maintenance', courtId: 102 })],
      occupancies: [
        { id: 5, courtId: 101, start: at('2026-06-16', '20:00'), end: at('2026-06-16', '21:30'), kind: 'booking', status: 'active', userId: 3 },
        { id: 6, courtId: 101, start: at('2026-07-07', '18:00'), end: at('2026-07-07', '19:00'), kind: 'booking', status: 'active' },
        { id: 7, courtId: 101, start: at('2026-07-14', '19:00'), end: at('2026-07-14', '19:30'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-03', '10:05') },
        { id: 8, courtId: 101, start: at('2026-08-04', '19:00'), end: at('2026-08-04', '21:00'), kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-03', '09:55') },
      ],
      now: at('2026-06-03', '10:00'),
    };
    const listing = recurringCollisions(ctx, { id: 101, status: 'open' }, series);
    expect(listing.colliding.map((o) => [o.day, o.refusals.map((r) => r.message)])).toEqual([
      ['2026-06-16', ['该时段已被预订']],
      ['2026-06-30', ['该时段场地不开放（更换地板）']],
      ['2026-07-14', ['该时段已被预订']],
      ['2026-07-21', ['不在营业时间内']],
      ['2026-08-11', ['该时段场地不开放（节假日闭馆）']],
    ]);
    expect(listing.free.map((o) => o.day)).toEqual(['2026-06-09', '2026-06-23', '2026-07-07', '2026-07-28', '2026-08-04', '2026-08-18', '2026-08-25']);
    expect(listing.occurrences).toHaveLength(12);
    expect(listing.colliding[0].refusals[0]).toMatchObject({ code: 'taken', courtId: 101, start: '2026-06-16T11:00:00.000Z', end: '2026-06-16T13:00:00.000Z' });
  });

  it('lists past dates, and every date of a court out of service or a closed venue', () => {
    const ctx: VenueAvailability = { hours: sameEveryDay([{ start: '08:00', end: '22:00' }]), closures: [], occupancies: [], now: at('2026-06-16', '20:00') };
    const listing = recurringCollisions(ctx, { id: 101 }, { ...series, weeks: 3 });
    expect(listing.colliding.map((o) => [o.day, o.refusals.map((r) => r.code)])).toEqual([
      ['2026-06-09', ['past']],
      ['2026-06-16', ['past']],
    ]);
    expect(recurringCollisions(ctx, { id: 101, status: 'maintenance' }, { ...series, weeks: 2 }).free).toEqual([]);
    expect(recurringCollisions({ ...ctx, venueStatus: 'closed' }, { id: 101 }, { ...series, weeks: 2 }).colliding.map((o) => o.refusals[0].message)).toEqual(['场馆已关闭', '场馆已关闭']);
    expect(recurringCollisions(ctx, undefined, { ...series, weeks: 1 }).colliding[0].refusals[0].message).toBe('场地不存在');
  });
});
