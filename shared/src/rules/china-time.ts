/**
 * China time (Asia/Shanghai, UTC+8, no daylight saving): the one formatter of the platform. The server writes
 * instants; the pages, exports, gateways and mocks show and parse them as calendar days and clock times in Shanghai,
 * whatever the browser's or the machine's time zone is.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';
export const CHINA_OFFSET_MS = 8 * 3600_000;

const instant = (at: string | number | Date): number =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);

/** The instant shifted to China's wall clock, as an ISO text without its zone: `2026-05-16T08:30:00.000`. */
const wallClock = (at: string | number | Date): string => new Date(instant(at) + CHINA_OFFSET_MS).toISOString().slice(0, 23);

/** A date or date-time text without an offset or `Z`: a China wall clock (see `chinaTimeOf`). */
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * The instant (epoch ms) of a value to show in China time: a Date, epoch ms, an ISO text with its offset (as the
 * server writes instants), or a text without one (`2026-05-16 09:30`, `2026-05-16`), read as a China wall clock
 * whatever the machine's zone; NaN when it is none of them.
 */
export function chinaTimeOf(at: string | number | Date): number {
  if (typeof at !== 'string') return instant(at);
  const text = at.trim();
  if (!ZONELESS.test(text)) return Date.parse(text);
  const [day, clock = '00:00'] = text.split(/[T ]/);
  return Date.parse(`${day}T${clock}+08:00`);
}

/** `2026-05-16`: the calendar day of an instant in China. */
export function chinaDate(at: string | number | Date): string {
  return wallClock(at).slice(0, 10);
}

/** `2026-05`: the month of an instant in China. */
export function chinaMonth(at: string | number | Date): string {
  return wallClock(at).slice(0, 7);
}

/** `08:30`: the clock time of an instant in China. */
export function chinaClock(at: string | number | Date): string {
  return wallClock(at).slice(11, 16);
}

/** `2026-05-16 08:30`: the day and minute of an instant in China ('' for none). */
export function chinaMinute(at: string | number | Date | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  return wallClock(at).slice(0, 16).replace('T', ' ');
}

/** `2026-05-16 08:30:05`: the day and second of an instant in China ('' for none). */
export function chinaSecond(at: string | number | Date | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  return wallClock(at).slice(0, 19).replace('T', ' ');
}

/** `2026-05-16 ~ 2026-05-18` (one day → one date), in China time. */
export function chinaDayRange(start: string | number | Date, end: string | number | Date): string {
  const a = chinaDate(start);
  const b = chinaDate(end);
  return a === b ? a : `${a} ~ ${b}`;
}

/** The instant a China calendar day (`2026-05-16`) starts: 2026-05-15T16:00:00Z. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant of a China wall-clock time: `chinaInstant('2026-05-16', 9, 30)` → 2026-05-16 09:30 +08:00. */
export function chinaInstant(day: string, hour = 0, minute = 0, second = 0): Date {
  const two = (n: number) => String(n).padStart(2, '0');
  return new Date(`${day}T${two(hour)}:${two(minute)}:${two(second)}+08:00`);
}

/**
 * The instant of a China wall-clock text, `2026-05-16 09:30` or `2026-05-16T09:30:05` (a day alone is its start):
 * the inverse of `chinaMinute` / `chinaSecond`, whatever the machine's time zone.
 */
export function chinaWallInstant(text: string): Date {
  const [day, clock = ''] = text.trim().split(/[T ]/);
  const [hour = 0, minute = 0, second = 0] = clock ? clock.split(':').map(Number) : [];
  return chinaInstant(day, hour, minute, second);
}

/** RFC 3339 with China's offset, as WeChat Pay writes it: `2026-06-08T10:34:56+08:00`. */
export function chinaRfc3339(at: string | number | Date): string {
  return `${wallClock(at).slice(0, 19)}+08:00`;
}
