/**
 * 时段 (slots): a court's day in 30-minute steps, each knowing whether it is past, outside the opening hours, closed
 * (a closure, the court out of service, the venue closed) or taken (booked, blocked, held) — the phone's slot grid
 * and the 预订管理 board of courts × slots for a day or a week. `rangeRefusals` is the one answer to "may this court
 * be booked from … to …", used by the booking check, the free-court search and the recurring-booking listing.
 */
import { BOOKING_MSG, type BookingRefusal } from './venue-messages.ts';
import { closureAt, closureReason, isOpenThroughout, openingSpan, openRangesOn, type Closure, type MinuteRange, type OpeningHours } from './opening-hours.ts';
import { occupies, type BookingKind, type BookingStatus, type Occupancy } from './holds.ts';
import {
  addChinaDays,
  chinaDayMinute,
  clockText,
  DAY_MINUTES,
  dayMinuteInstant,
  instantMs,
  isoInstant,
  isSlotBoundary,
  rangesOverlap,
  SLOT_MINUTES,
  SLOT_MS,
  type Instant,
} from './venue-time.ts';

/** pending (新增待审核) | approved | rejected | closed — only an approved venue takes bookings. */
export type VenueStatus = 'pending' | 'approved' | 'rejected' | 'closed';
/** open | maintenance (维护中) | closed (停用) — only an open court takes bookings. */
export type CourtStatus = 'open' | 'maintenance' | 'closed';

export interface CourtRef {
  id: number;
  status?: CourtStatus | string;
  sport?: string;
  name?: string;
}

/** What the rules read of a venue to tell whether its courts' time may be taken. */
export interface VenueAvailability {
  /** The venue's status (approved when omitted). */
  venueStatus?: VenueStatus | string;
  hours: OpeningHours;
  closures: readonly Closure[];
  /** Bookings, blocks and holds of the venue's courts (any status: the rules keep those that occupy at `now`). */
  occupancies: readonly Occupancy[];
  now: Instant;
}

/** Why the venue refuses every booking (closed, or not approved), or null. */
export function venueRefusal(venueStatus: string | undefined): BookingRefusal | null {
  if (venueStatus === undefined || venueStatus === 'approved') return null;
  return venueStatus === 'closed' ? { code: 'venueClosed', message: BOOKING_MSG.venueClosed } : { code: 'venueNotOpen', message: BOOKING_MSG.venueNotOpen };
}

/** Why a court takes no bookings at all (unknown, maintenance, closed), or null. */
export function courtRefusal(court: CourtRef | undefined, courtId: number): BookingRefusal | null {
  if (!court) return { code: 'courtNotFound', message: BOOKING_MSG.courtNotFound, courtId };
  if (court.status === undefined || court.status === 'open') return null;
  return court.status === 'maintenance'
    ? { code: 'courtMaintenance', message: BOOKING_MSG.courtMaintenance, courtId }
    : { code: 'courtClosed', message: BOOKING_MSG.courtClosed, courtId };
}

/** A range of one China day: its day and minutes [start, end), end up to 1440 (ending at midnight). */
export interface DayRange {
  day: string;
  start: number;
  end: number;
}

/**
 * The China day and minutes of [start, end), or the refusal of a range that is not one: end not after start, not on
 * half-hour boundaries, or across midnight (a range ending at 00:00 of the next day ends its day at 24:00).
 */
export function dayRangeOf(start: Instant, end: Instant): DayRange | BookingRefusal {
  const s = instantMs(start);
  const e = instantMs(end);
  if (!Number.isFinite(s) || !Number.isFinite(e) || e <= s) return { code: 'rangeInvalid', message: BOOKING_MSG.rangeInvalid };
  if (!isSlotBoundary(s) || !isSlotBoundary(e)) return { code: 'notAligned', message: BOOKING_MSG.notAligned };
  const a = chinaDayMinute(s);
  const b = chinaDayMinute(e);
  if (b.day === a.day) return { day: a.day, start: a.minute, end: b.minute };
  if (b.minute === 0 && b.day === addChinaDays(a.day, 1)) return { day: a.day, start: a.minute, end: DAY_MINUTES };
  return { code: 'crossesMidnight', message: BOOKING_MSG.crossesMidnight };
}

export const isDayRangeRefusal = (x: DayRange | BookingRefusal): x is BookingRefusal => 'code' in x;

/** The occupancy that takes `courtId` somewhere in [start, end) ms at `now`, leaving out `ignoreIds` (the booking being changed). */
export function occupancyAt(occupancies: readonly Occupancy[], courtId: number, start: number, end: number, now: Instant, ignoreIds?: readonly (number | string)[]): Occupancy | undefined {
  return occupancies.find(
    (o) =>
      o.courtId === courtId &&
      !(o.id !== undefined && ignoreIds?.includes(o.id)) &&
      rangesOverlap(start, end, instantMs(o.start), instantMs(o.end)) &&
      occupies(o, now),
  );
}

/**
 * Every reason `court` may not be booked for [start, end) at `ctx.now`, in the order a user is told them: the venue,
 * the court, the range itself (when it is not a range of one day in half hours nothing else is asked), then past,
 * outside the opening hours, a closure, taken. [] when it may be booked.
 */
export function rangeRefusals(ctx: VenueAvailability, court: CourtRef | undefined, courtId: number, start: Instant, end: Instant, options: { ignoreIds?: readonly (number | string)[] } = {}): BookingRefusal[] {
  const whole = venueRefusal(ctx.venueStatus) ?? courtRefusal(court, courtId);
  if (whole) return [{ ...whole, courtId }];
  const range = dayRangeOf(start, end);
  const at = { courtId, start: isoInstant(start), end: isoInstant(end) };
  if (isDayRangeRefusal(range)) return [{ ...range, ...at }];
  const s = instantMs(start);
  const e = instantMs(end);
  const out: BookingRefusal[] = [];
  if (s < instantMs(ctx.now)) out.push({ code: 'past', message: BOOKING_MSG.past, ...at });
  if (!isOpenThroughout(ctx.hours, range.day, range.start, range.end)) out.push({ code: 'outsideHours', message: BOOKING_MSG.outsideHours, ...at });
  const closure = closureAt(ctx.closures, courtId, s, e);
  if (closure) out.push({ code: 'closure', message: BOOKING_MSG.closure(closureReason(closure)), ...at });
  if (occupancyAt(ctx.occupancies, courtId, s, e, ctx.now, options.ignoreIds)) out.push({ code: 'taken', message: BOOKING_MSG.taken, ...at });
  return out;
}

/** free | taken (booked or blocked) | held (a live hold) | outside (hours) | closed | past — what a cell of the grid shows. */
export type CourtSlotState = 'free' | 'taken' | 'held' | 'outside' | 'closed' | 'past';

export interface CourtSlot {
  courtId: number;
  day: string;
  /** ISO instants of the slot's start and end. */
  start: string;
  end: string;
  /** `18:00`, `18:30` (`24:00` for the last slot's end). */
  startClock: string;
  endClock: string;
  /** The slot has started (it can no longer be booked). */
  past: boolean;
  /** The slot is outside the day's opening hours. */
  outsideHours: boolean;
  /** Why the slot is closed (a closure's reason, 场地维护中…, 场馆已关闭), or null. */
  closed: string | null;
  /** What takes it (a booking, a block, a live hold), or null. */
  taken: { id?: number | string; kind: BookingKind; status: BookingStatus; userId?: number | null } | null;
  /** One state for a cell: taken/held first (the board shows who booked even when past), then outside, closed, past. */
  state: CourtSlotState;
  bookable: boolean;
}

/** `00:00`, `00:30` … `24:00`: the clock texts of the half-hour boundaries, computed once. */
const BOUNDARY_CLOCK: readonly string[] = Array.from({ length: DAY_MINUTES / SLOT_MINUTES + 1 }, (_, i) => clockText(i * SLOT_MINUTES));

/**
 * What every court of a day shares on a board: the columns (half hours) from the window's first half hour, each with
 * its ISO instants, clock texts, whether it is past and whether it lies outside the day's opening hours — computed
 * once per day, not once per court.
 */
interface DayColumns {
  day: string;
  /** Epoch ms of the first column's start (the columns follow every SLOT_MS). */
  firstMs: number;
  count: number;
  start: string[];
  end: string[];
  startClock: string[];
  endClock: string[];
  past: boolean[];
  outsideHours: boolean[];
}

function dayColumns(hours: OpeningHours, day: string, span: MinuteRange, now: number): DayColumns {
  const open = openRangesOn(hours, day);
  const dayStart = dayMinuteInstant(day, 0).getTime();
  const first = Math.max(0, Math.floor(span.start / SLOT_MINUTES) * SLOT_MINUTES);
  const last = Math.min(span.end, DAY_MINUTES);
  const cols: DayColumns = { day, firstMs: dayStart + first * 60_000, count: 0, start: [], end: [], startClock: [], endClock: [], past: [], outsideHours: [] };
  let startIso = '';
  for (let m = first; m + SLOT_MINUTES <= last; m += SLOT_MINUTES) {
    const s = dayStart + m * 60_000;
    startIso ||= new Date(s).toISOString();
    const endIso = new Date(s + SLOT_MS).toISOString();
    const i = m / SLOT_MINUTES;
    cols.start.push(startIso);
    cols.end.push(endIso);
    cols.startClock.push(BOUNDARY_CLOCK[i]);
    cols.endClock.push(BOUNDARY_CLOCK[i + 1]);
    cols.past.push(s < now);
    let inside = false;
    for (const r of open) {
      if (r.start <= m && m + SLOT_MINUTES <= r.end) {
        inside = true;
        break;
      }
    }
    cols.outsideHours.push(!inside);
    startIso = endIso;
    cols.count += 1;
  }
  return cols;
}

/** A closure or an occupancy as the board paints it: its span in epoch ms. */
interface Span<T> {
  item: T;
  start: number;
  end: number;
}

/**
 * The venue's closures and occupying rows read once for a board: the closures in their order with their reasons, and
 * per court the rows that occupy at `now` in their order (a cancelled row or a lapsed hold takes nothing).
 */
interface BoardIndex {
  now: number;
  venueRefusal: BookingRefusal | null;
  closures: (Span<Closure> & { courtId: number | null; reason: string })[];
  occupancies: Map<number, Span<Occupancy>[]>;
}

function boardIndex(ctx: VenueAvailability): BoardIndex {
  const now = instantMs(ctx.now);
  const occupancies = new Map<number, Span<Occupancy>[]>();
  for (const o of ctx.occupancies) {
    if (!occupies(o, now)) continue;
    let list = occupancies.get(o.courtId);
    if (!list) occupancies.set(o.courtId, (list = []));
    list.push({ item: o, start: instantMs(o.start), end: instantMs(o.end) });
  }
  return {
    now,
    venueRefusal: venueRefusal(ctx.venueStatus),
    closures: ctx.closures.map((c) => ({ item: c, courtId: c.courtId, start: instantMs(c.start), end: instantMs(c.end), reason: closureReason(c) })),
    occupancies,
  };
}

/**
 * Paint `value` on the columns that [start, end) overlaps (a column [s, s + SLOT_MS) overlaps when s < end and
 * start < s + SLOT_MS), leaving the columns an earlier span painted: the first span in order wins, as a `find` per
 * column would answer. NaN spans overlap nothing.
 */
function paint<T>(cells: (T | undefined)[], cols: DayColumns, start: number, end: number, value: T): void {
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  const from = Math.max(0, Math.floor((start - cols.firstMs) / SLOT_MS));
  const to = Math.min(cols.count, Math.ceil((end - cols.firstMs) / SLOT_MS));
  for (let i = from; i < to; i++) if (cells[i] === undefined) cells[i] = value;
}

/** One court's row of a day: the shared columns with the court's closures and occupancies swept on. */
function courtRow(index: BoardIndex, cols: DayColumns, court: CourtRef): CourtSlot[] {
  const whole = (index.venueRefusal ?? courtRefusal(court, court.id))?.message;
  const closed: (string | undefined)[] = new Array(cols.count);
  if (whole === undefined) {
    for (const c of index.closures) if (c.courtId === null || c.courtId === court.id) paint(closed, cols, c.start, c.end, c.reason);
  }
  const taken: (Occupancy | undefined)[] = new Array(cols.count);
  for (const o of index.occupancies.get(court.id) ?? []) if (o.item.courtId === court.id) paint(taken, cols, o.start, o.end, o.item);
  const slots: CourtSlot[] = new Array(cols.count);
  for (let i = 0; i < cols.count; i++) {
    const occupancy = taken[i];
    const outsideHours = cols.outsideHours[i];
    const past = cols.past[i];
    const reason = whole ?? closed[i] ?? null;
    const state: CourtSlotState = occupancy ? (occupancy.kind === 'hold' ? 'held' : 'taken') : outsideHours ? 'outside' : reason ? 'closed' : past ? 'past' : 'free';
    slots[i] = {
      courtId: court.id,
      day: cols.day,
      start: cols.start[i],
      end: cols.end[i],
      startClock: cols.startClock[i],
      endClock: cols.endClock[i],
      past,
      outsideHours,
      closed: reason,
      taken: occupancy ? { ...(occupancy.id !== undefined ? { id: occupancy.id } : {}), kind: occupancy.kind, status: occupancy.status, userId: occupancy.userId ?? null } : null,
      state,
      bookable: state === 'free',
    };
  }
  return slots;
}

/**
 * The slots of one court on one China day from `window.start` to `window.end` minutes (default: the day's opening
 * span; none on a day the venue is closed). Pass a wider window (`openingSpan` of a week) to draw a board whose rows
 * line up: the slots beyond the day's hours are `outsideHours`.
 */
export function courtDaySlots(ctx: VenueAvailability, court: CourtRef, day: string, window?: MinuteRange): CourtSlot[] {
  const span = window ?? openingSpan(ctx.hours, [day]);
  if (!span) return [];
  const index = boardIndex(ctx);
  return courtRow(index, dayColumns(ctx.hours, day, span, index.now), court);
}

/**
 * A board (预订管理): every court × every day, on one window of rows (the days' earliest opening to latest closing).
 * Each day's columns (instants, texts, past, outside the hours) are computed once for all courts, the closures and
 * occupancies read once and swept onto each court's row.
 */
export function venueBoard(ctx: VenueAvailability, courts: readonly CourtRef[], days: readonly string[]): { window: MinuteRange | null; rows: { courtId: number; day: string; slots: CourtSlot[] }[] } {
  const window = openingSpan(ctx.hours, [...days]);
  if (!window) return { window: null, rows: [] };
  const index = boardIndex(ctx);
  return {
    window,
    rows: days.flatMap((day) => {
      const cols = dayColumns(ctx.hours, day, window, index.now);
      return courts.map((court) => ({ courtId: court.id, day, slots: courtRow(index, cols, court) }));
    }),
  };
}
