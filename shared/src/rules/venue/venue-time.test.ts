import {
  addChinaDays,
  chinaDayMinute,
  chinaDays,
  chinaWeekday,
  clockRangeText,
  clockText,
  dayMinuteInstant,
  durationText,
  isChinaDay,
  isSlotBoundary,
  parseClock,
  rangesOverlap,
} from './venue-time';

describe('venue time (China days, clock minutes, half hours)', () => {
  it('tells the weekday of a China day, Monday 1 to Sunday 7', () => {
    expect(chinaWeekday('2026-06-01')).toBe(1);
    expect(chinaWeekday('2026-06-06')).toBe(6);
    expect(chinaWeekday('2026-06-07')).toBe(7);
    expect(chinaWeekday('2026-10-01')).toBe(4);
  });

  it('counts China days across months, years and leap days', () => {
    expect(addChinaDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addChinaDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(chinaDays('2026-06-29', 3)).toEqual(['2026-06-29', '2026-06-30', '2026-07-01']);
  });

  it('reads only real days written YYYY-MM-DD', () => {
    expect(isChinaDay('2026-06-01')).toBe(true);
    expect(isChinaDay('2028-02-29')).toBe(true);
    expect(isChinaDay('2026-02-29')).toBe(false);
    expect(isChinaDay('2026-6-1')).toBe(false);
    expect(isChinaDay('2026-06-01T00:00')).toBe(false);
  });

  it('reads clock times as minutes, 24:00 as the end of a day', () => {
    expect(parseClock('18:30')).toBe(1110);
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock(' 08:00 ')).toBe(480);
    for (const bad of ['24:30', '25:00', '8:00', '08:60', '0800', '']) expect(parseClock(bad)).toBeNull();
    expect(clockText(1110)).toBe('18:30');
    expect(clockText(1440)).toBe('24:00');
    expect(clockRangeText(1080, 1200)).toBe('18:00–20:00');
  });

  it('places instants in China days whatever the UTC day is', () => {
    // 2026-06-05T16:30Z is Saturday 00:30 in Shanghai
    expect(chinaDayMinute('2026-06-05T16:30:00Z')).toEqual({ day: '2026-06-06', minute: 30 });
    expect(chinaDayMinute(new Date('2026-06-06T10:00:00Z'))).toEqual({ day: '2026-06-06', minute: 1080 });
    expect(dayMinuteInstant('2026-06-06', 1080).toISOString()).toBe('2026-06-06T10:00:00.000Z');
    expect(dayMinuteInstant('2026-06-06', 1440).toISOString()).toBe('2026-06-06T16:00:00.000Z');
  });

  it('knows half-hour boundaries (China has no daylight saving: every day has 48 of them)', () => {
    expect(isSlotBoundary('2026-06-06T10:30:00Z')).toBe(true);
    expect(isSlotBoundary('2026-06-06T10:15:00Z')).toBe(false);
    expect(isSlotBoundary('2026-06-06T10:30:01Z')).toBe(false);
    expect(isSlotBoundary('not a time')).toBe(false);
    // a whole year of China midnights is 8 hours off UTC midnight, never 7 or 9
    for (let i = 0; i < 365; i += 1) expect(dayMinuteInstant(addChinaDays('2026-01-01', i), 0).getUTCHours()).toBe(16);
  });

  it('treats ranges as half open and writes durations in Chinese', () => {
    expect(rangesOverlap(0, 30, 30, 60)).toBe(false);
    expect(rangesOverlap(0, 31, 30, 60)).toBe(true);
    expect(durationText(1530)).toBe('25小时30分钟');
    expect(durationText(45)).toBe('45分钟');
    expect(durationText(240)).toBe('4小时');
  });
});
