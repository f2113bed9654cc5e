/**
 * The clock of the venue rules: China days (`2026-06-02`), clock times of a day in minutes (`18:30` → 1110) and
 * half-hour slots. China has no daylight saving, so a China day is always 24 hours and a slot boundary in China is a
 * slot boundary in UTC: instants become days and clock times only through ../china-time.ts.
 */
import { chinaDate, chinaDayStart } from '../china-time.ts';

/** An instant as the adapters hold it: a Date, an ISO text or epoch milliseconds. */
export type Instant = Date | string | number;

/** Bookings, prices and hours move in steps of 30 minutes. */
export const SLOT_MINUTES = 30;
export const SLOT_MS = SLOT_MINUTES * 60_000;
export const DAY_MINUTES = 24 * 60;

/** ISO weekday of a China day: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEKDAY_LABEL: Record<Weekday, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

/** Epoch milliseconds of an instant (NaN for an unreadable text). */
export const instantMs = (at: Instant): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** The ISO text of an instant (as the slots and occurrences answer them). */
export const isoInstant = (at: Instant): string => new Date(instantMs(at)).toISOString();

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isChinaDay(text: string): boolean {
  const m = DAY_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The weekday of a China day (calendar arithmetic, whatever the machine's zone). */
export function chinaWeekday(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** The China day `n` days after `day` (n may be negative). */
export function addChinaDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** `days` consecutive China days from `first`. */
export const chinaDays = (first: string, days: number): string[] => Array.from({ length: days }, (_, i) => addChinaDays(first, i));

/** `18:30` → 1110; `24:00` (a day's end) → 1440; null for anything else. */
export function parseClock(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (minute > 59 || hour > 24 || (hour === 24 && minute !== 0)) return null;
  return hour * 60 + minute;
}

/** 1110 → `18:30`; 1440 → `24:00`. */
export function clockText(minutes: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** `18:00–20:00` (an en dash, as the explanations write a band). */
export const clockRangeText = (start: number, end: number) => `${clockText(start)}–${clockText(end)}`;

/** The instant of minute `minutes` (0–1440) of a China day. */
export const dayMinuteInstant = (day: string, minutes: number): Date => new Date(chinaDayStart(day).getTime() + minutes * 60_000);

/** Where an instant falls in China: its day and its minute of that day (0–1439). */
export function chinaDayMinute(at: Instant): { day: string; minute: number } {
  const ms = instantMs(at);
  const day = chinaDate(ms);
  return { day, minute: Math.floor((ms - chinaDayStart(day).getTime()) / 60_000) };
}

/** Whether an instant is on a half-hour boundary (China's offset is whole hours, so UTC's boundaries are China's). */
export const isSlotBoundary = (at: Instant): boolean => {
  const ms = instantMs(at);
  return Number.isFinite(ms) && ms % SLOT_MS === 0;
};

/** Whether two half-open ranges [aStart, aEnd) and [bStart, bEnd) share a moment. */
export const rangesOverlap = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** `25小时30分钟`, `45分钟`, `2小时` for a duration in minutes (rounded down to a minute). */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return `${m}分钟`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`;
}
