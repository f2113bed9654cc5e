/**
 * 营业时间 (opening hours) and closures of a venue. Hours are given per ISO weekday, as one or more ranges of clock
 * times (`08:00`–`12:00`, `14:00`–`22:00`; `24:00` closes at midnight), with special days (a China day with its
 * own ranges, `[]` closed all day) winning over the weekday. A range never crosses midnight: a venue open late
 * ends the day at `24:00` and opens the next at `00:00`.
 *
 * A closure (节假日闭馆, 场地维护 …) takes a court — or, with `courtId: null`, every court of the venue — out of
 * booking for a span of instants; `closureOnDays` makes one of whole China days.
 */
import { chinaDayStart } from '../china-time.ts';
import { CLOSURE_KIND_LABEL, CLOSURE_KINDS, VENUE_SETTINGS_MSG, type ClosureKind } from './venue-messages.ts';
import {
  addChinaDays,
  chinaWeekday,
  clockRangeText,
  instantMs,
  isChinaDay,
  parseClock,
  rangesOverlap,
  SLOT_MINUTES,
  WEEKDAY_LABEL,
  WEEKDAYS,
  type Instant,
  type Weekday,
} from './venue-time.ts';

/** A range of clock times of one day: `{ start: '08:00', end: '22:00' }`. */
export interface ClockRange {
  start: string;
  end: string;
}

export interface OpeningHours {
  /** Ranges per ISO weekday (1 Monday … 7 Sunday); a weekday missing or `[]` is closed. */
  weekly: Partial<Record<Weekday, ClockRange[]>>;
  /** Special China days (`2026-10-01`) with their own ranges; `[]` closes the day. */
  special?: Record<string, ClockRange[]>;
}

/** A range of one day in minutes, [start, end). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** The same ranges on every day of the week. */
export const sameEveryDay = (ranges: ClockRange[]): OpeningHours => ({
  weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, ranges.map((r) => ({ ...r }))])) as OpeningHours['weekly'],
});

/**
 * The hours of a venue's `open_hours` text (`06:00-22:00`, as the venues table and its fixtures hold it; `~`, `–`
 * and `—` read as `-`) → the same range every day; null when the text is not one range.
 */
export function openingHoursFromText(text: string): OpeningHours | null {
  const m = /^\s*(\d{2}:\d{2})\s*[-~–—]\s*(\d{2}:\d{2})\s*$/.exec(text);
  if (!m) return null;
  const range = { start: m[1], end: m[2] };
  return clockRangeProblem(range) ? null : sameEveryDay([range]);
}

/** Why a clock range is not one the rules take (format, half-hour steps, end after start, within one day), or null. */
export function clockRangeProblem(range: ClockRange): string | null {
  const start = parseClock(range.start);
  const end = parseClock(range.end);
  if (start === null || end === null || start === 24 * 60) return VENUE_SETTINGS_MSG.clockInvalid;
  if (start % SLOT_MINUTES !== 0 || end % SLOT_MINUTES !== 0) return VENUE_SETTINGS_MSG.clockNotAligned;
  // `22:00`–`02:00` is a range across midnight; `22:00`–`22:00` none at all
  if (end < start) return VENUE_SETTINGS_MSG.crossesMidnight;
  if (end === start) return VENUE_SETTINGS_MSG.endBeforeStart;
  return null;
}

/** A valid clock range in minutes (call clockRangeProblem first). */
const minutesOf = (range: ClockRange): MinuteRange => ({ start: parseClock(range.start) ?? 0, end: parseClock(range.end) ?? 0 });

function rangesProblem(ranges: ClockRange[]): string | null {
  for (const r of ranges) {
    const problem = clockRangeProblem(r);
    if (problem) return problem;
  }
  const sorted = ranges.map(minutesOf).sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].start < sorted[i - 1].end) {
      return VENUE_SETTINGS_MSG.hoursOverlap(clockRangeText(sorted[i - 1].start, sorted[i - 1].end), clockRangeText(sorted[i].start, sorted[i].end));
    }
  }
  return null;
}

/** Why a venue's hours cannot be saved, or null. */
export function openingHoursProblem(hours: OpeningHours): string | null {
  for (const [key, ranges] of Object.entries(hours.weekly)) {
    if (!WEEKDAYS.includes(Number(key) as Weekday)) return VENUE_SETTINGS_MSG.weekdayInvalid;
    const problem = rangesProblem(ranges ?? []);
    if (problem) return problem;
  }
  for (const [day, ranges] of Object.entries(hours.special ?? {})) {
    if (!isChinaDay(day)) return VENUE_SETTINGS_MSG.specialDayInvalid(day);
    const problem = rangesProblem(ranges);
    if (problem) return problem;
  }
  return null;
}

/** Valid ranges in minutes, sorted, touching or overlapping ones joined (`12:00`–`14:00` + `14:00`–`18:00`). */
function joinedMinutes(ranges: readonly ClockRange[]): MinuteRange[] {
  const sorted = ranges
    .filter((r) => !clockRangeProblem(r))
    .map(minutesOf)
    .sort((a, b) => a.start - b.start);
  const joined: MinuteRange[] = [];
  for (const r of sorted) {
    const last = joined[joined.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else joined.push({ ...r });
  }
  return joined;
}

/** The open ranges of a China day in minutes (its special day's, else its weekday's), sorted, touching ranges joined. */
export const openRangesOn = (hours: OpeningHours, day: string): MinuteRange[] => joinedMinutes(hours.special?.[day] ?? hours.weekly[chinaWeekday(day)] ?? []);

/** Whether [start, end) minutes of `day` lie within one open range. */
export const isOpenThroughout = (hours: OpeningHours, day: string, start: number, end: number): boolean =>
  openRangesOn(hours, day).some((r) => r.start <= start && end <= r.end);

/** The earliest opening and latest closing over some days (the rows of a board), or null when all are closed. */
export function openingSpan(hours: OpeningHours, days: string[]): MinuteRange | null {
  const ranges = days.flatMap((d) => openRangesOn(hours, d));
  if (!ranges.length) return null;
  return { start: Math.min(...ranges.map((r) => r.start)), end: Math.max(...ranges.map((r) => r.end)) };
}

const rangesText = (ranges: MinuteRange[]) => (ranges.length ? ranges.map((r) => clockRangeText(r.start, r.end)).join('、') : '休息');

/** One day's hours as text: `08:00–12:00、14:00–22:00`, or `休息` on a closed day. */
export const openRangesText = (hours: OpeningHours, day: string): string => rangesText(openRangesOn(hours, day));

/**
 * The weekly hours as the venue page shows them, consecutive weekdays with the same hours joined:
 * `每天 08:00–22:00`, or `周一至周五 08:00–22:00；周六、周日 07:00–24:00`, `周一 休息；周二至周日 09:00–21:00`.
 */
export function openingHoursSummary(hours: OpeningHours): string {
  const texts = WEEKDAYS.map((d) => rangesText(joinedMinutes(hours.weekly[d] ?? [])));
  if (texts.every((t) => t === texts[0])) return `每天 ${texts[0]}`;
  const runs: { from: number; to: number; text: string }[] = [];
  texts.forEach((text, i) => {
    const last = runs[runs.length - 1];
    if (last && last.text === text) last.to = i;
    else runs.push({ from: i, to: i, text });
  });
  const label = (i: number) => WEEKDAY_LABEL[WEEKDAYS[i]];
  const days = (r: { from: number; to: number }) => (r.from === r.to ? label(r.from) : r.to === r.from + 1 ? `${label(r.from)}、${label(r.to)}` : `${label(r.from)}至${label(r.to)}`);
  return runs.map((r) => `${days(r)} ${r.text}`).join('；');
}

export interface Closure {
  id?: number | string;
  /** The court closed; null: the whole venue. */
  courtId: number | null;
  start: Instant;
  end: Instant;
  /** 节假日闭馆, 场地维护 … (暂停开放 when not given). */
  kind?: ClosureKind;
  /** The venue's own words (国庆闭馆, 更换地板; the closures table's `reason`), shown in the refusal; the kind's label when empty. */
  reason?: string;
}

/** A closure of whole China days, `from` to `to` inclusive (`to` defaults to `from`). */
export function closureOnDays(input: { from: string; to?: string; kind?: ClosureKind; courtId?: number | null; reason?: string }): Closure {
  return {
    courtId: input.courtId ?? null,
    start: chinaDayStart(input.from).toISOString(),
    end: chinaDayStart(addChinaDays(input.to ?? input.from, 1)).toISOString(),
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
  };
}

/** What a closure is called where a slot or a refusal names it: its reason, else its kind's label (暂停开放). */
export const closureReason = (closure: Pick<Closure, 'kind' | 'reason'>): string => closure.reason?.trim() || CLOSURE_KIND_LABEL[closure.kind ?? 'other'] || CLOSURE_KIND_LABEL.other;

const MAX_CLOSURE_MS = 366 * 24 * 3600_000;

/** Why a closure cannot be saved, or null. */
export function closureProblem(closure: Closure): string | null {
  if (closure.kind !== undefined && !CLOSURE_KINDS.includes(closure.kind)) return VENUE_SETTINGS_MSG.closureKindInvalid;
  const start = instantMs(closure.start);
  const end = instantMs(closure.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return VENUE_SETTINGS_MSG.closureRangeInvalid;
  if (end - start > MAX_CLOSURE_MS) return VENUE_SETTINGS_MSG.closureTooLong;
  return null;
}

/** The first closure that takes `courtId` out of [start, end) (epoch ms): its own, or one of the whole venue. */
export function closureAt(closures: readonly Closure[], courtId: number, start: number, end: number): Closure | undefined {
  return closures.find((c) => (c.courtId === null || c.courtId === courtId) && rangesOverlap(start, end, instantMs(c.start), instantMs(c.end)));
}
