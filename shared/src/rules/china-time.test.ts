import { chinaClock, chinaDate, chinaDayRange, chinaDayStart, chinaInstant, chinaMinute, chinaMonth, chinaRfc3339, chinaSecond, chinaTimeOf, chinaWallInstant } from './china-time';

describe('China time', () => {
  // 2026-05-15T16:30:05Z is 2026-05-16 00:30:05 in Shanghai: a UTC machine would show the day before
  const at = '2026-05-15T16:30:05.000Z';

  it('shows an instant as Shanghai wall-clock texts, whatever the machine zone', () => {
    expect(chinaDate(at)).toBe('2026-05-16');
    expect(chinaMonth('2026-05-31T16:00:00Z')).toBe('2026-06');
    expect(chinaClock(at)).toBe('00:30');
    expect(chinaMinute(at)).toBe('2026-05-16 00:30');
    expect(chinaSecond(new Date(at))).toBe('2026-05-16 00:30:05');
    expect(chinaMinute(null)).toBe('');
    expect(chinaSecond(undefined)).toBe('');
    expect(chinaRfc3339(Date.parse(at))).toBe('2026-05-16T00:30:05+08:00');
  });

  it('turns China days and clock times back into instants', () => {
    expect(chinaDayStart('2026-05-16').toISOString()).toBe('2026-05-15T16:00:00.000Z');
    expect(chinaInstant('2026-05-16', 9, 30).toISOString()).toBe('2026-05-16T01:30:00.000Z');
    expect(chinaDate(chinaDayStart('2026-12-31'))).toBe('2026-12-31');
  });

  it('reads a China wall-clock text back as the instant chinaMinute / chinaSecond wrote', () => {
    expect(chinaWallInstant('2026-05-16 09:30').toISOString()).toBe('2026-05-16T01:30:00.000Z');
    expect(chinaWallInstant('2026-05-16T00:30:05').toISOString()).toBe('2026-05-15T16:30:05.000Z');
    expect(chinaWallInstant('2026-05-16').toISOString()).toBe('2026-05-15T16:00:00.000Z');
    for (const at of ['2026-05-15T16:30:05.000Z', '2026-12-31T23:59:59.000Z']) expect(chinaWallInstant(chinaSecond(at)).toISOString()).toBe(at);
  });

  it('reads a value to show: instants as they are, a text without an offset as China time, anything else as NaN', () => {
    const at = Date.parse('2026-05-16T01:30:00.000Z');
    expect(chinaTimeOf('2026-05-16T01:30:00.000Z')).toBe(at);
    expect(chinaTimeOf('2026-05-16T09:30:00+08:00')).toBe(at);
    expect(chinaTimeOf(at)).toBe(at);
    expect(chinaTimeOf(new Date(at))).toBe(at);
    expect(chinaTimeOf('2026-05-16 09:30')).toBe(at);
    expect(chinaTimeOf(' 2026-05-16T09:30:00.000 ')).toBe(at);
    expect(chinaTimeOf('2026-05-16')).toBe(chinaDayStart('2026-05-16').getTime());
    expect(chinaTimeOf('not a date')).toBeNaN();
    expect(chinaTimeOf('2026-13-40 09:30')).toBeNaN();
  });

  it('writes a day range once when it is one day', () => {
    expect(chinaDayRange('2026-05-16T01:00:00Z', '2026-05-16T10:00:00Z')).toBe('2026-05-16');
    expect(chinaDayRange('2026-05-16T01:00:00Z', '2026-05-18T10:00:00Z')).toBe('2026-05-16 ~ 2026-05-18');
  });
});
