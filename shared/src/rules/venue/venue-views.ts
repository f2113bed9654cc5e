/**
 * What the booking routes answer, built once from the booking tables' rows (venue-rows.ts) for the server's service
 * and the mock handlers alike (docs/venues.md, "Routes"): a venue's court with its price rules, a day's board (staff:
 * who booked each slot; public: free / taken / closed and the price explained, nobody's name), 我的预订, a check-in.
 * The board is the rules' `venueBoard`, the prices their `slotPrice` (a day's at once, `createDayPricer`), the states
 * their `bookingState`.
 */
import { chinaDate } from '../china-time.ts';
import { BOOKING_STATE_LABEL, bookingState, type BookingKind, type BookingStatus } from './holds.ts';
import { openingSpan, openRangesText } from './opening-hours.ts';
import { createDayPricer, PRICE_KIND_LABEL, yuanText } from './pricing.ts';
import { venueBoard, type CourtSlot } from './slots.ts';
import {
  closureFromRow,
  courtFromRow,
  holidayCalendarFromRows,
  occupancyFromRow,
  openingHoursFromRows,
  priceRuleFromRow,
  type ClosureRow,
  type CourtRow,
  type OccupancyRow,
  type OpeningHoursRow,
  type PriceRuleRow,
  type SpecialDayRow,
} from './venue-rows.ts';
import { chinaWeekday, clockRangeText, clockText, DAY_MINUTES, isoInstant, SLOT_MINUTES, WEEKDAY_LABEL, type Instant } from './venue-time.ts';

/** `18:30` → 37: the half hour of the day a slot's start clock names (its index in the day's prices). */
const SLOT_OF_CLOCK = new Map(Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, i) => [clockText(i * SLOT_MINUTES), i]));

/** A `courts` row as the court list and the board read it. */
export interface CourtViewRow extends CourtRow {
  venueId: number;
  name: string;
  sport: string;
  indoor: boolean;
  capacity: number;
  sort: number;
}

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** `平日价 06:00–18:00 ¥400/小时（会员 ¥320/小时）` */
export function priceRuleText(rule: Pick<PriceRuleRow, 'band' | 'startsMinute' | 'endsMinute' | 'priceCents' | 'memberPriceCents'>): string {
  const member = rule.memberPriceCents === null ? '' : `（会员 ${yuanText(rule.memberPriceCents)}/小时）`;
  return `${PRICE_KIND_LABEL[rule.band]} ${clockRangeText(rule.startsMinute, rule.endsMinute)} ${yuanText(rule.priceCents)}/小时${member}`;
}

/** A court of the venue's court list (场地管理), with its price rules. */
export function courtView(court: CourtViewRow, rules: readonly PriceRuleRow[]) {
  return {
    id: court.id,
    venue_id: court.venueId,
    name: court.name,
    sport: court.sport,
    indoor: flag(court.indoor),
    capacity: court.capacity,
    sort: court.sort,
    price_per_hour_cents: court.pricePerHourCents,
    status: court.status as 'open' | 'maintenance' | 'closed',
    active: flag(court.active),
    price_rules: rules
      .filter((r) => r.courtId === court.id)
      .map((r) => ({
        id: r.id,
        band: r.band,
        start: priceRuleFromRow(r).start,
        end: priceRuleFromRow(r).end,
        price_cents: r.priceCents,
        member_price_cents: r.memberPriceCents,
        text: priceRuleText(r),
      })),
  };
}

/** An occupying row as the staff board shows it: who booked (name, mobile), its 核销码, a block's note. */
export interface BoardOccupancyRow extends OccupancyRow {
  name: string;
  mobile: string;
  checkInCode: string | null;
  note: string;
}

/** What a day's board reads: the rows of the booking tables for the venue and the day. */
export interface BoardRows {
  venue: { id: number; name: string; status: string };
  courts: readonly CourtViewRow[];
  openingHours: readonly OpeningHoursRow[];
  specialDays: readonly SpecialDayRow[];
  closures: readonly ClosureRow[];
  priceRules: readonly PriceRuleRow[];
  occupancies: readonly BoardOccupancyRow[];
}

/** The public's view of a slot: free, taken (booked, blocked, held) or closed (outside the hours, past, a closure). */
const publicState = (slot: CourtSlot, priced: boolean): 'free' | 'taken' | 'closed' => {
  if (slot.state === 'taken' || slot.state === 'held') return 'taken';
  return slot.state === 'free' && priced ? 'free' : 'closed';
};

/**
 * A day's board of the venue: courts × 30-minute slots (the rules' venueBoard over the day's opening span), each with
 * its price and the price explained (`周六 18:00–20:00 高峰价 ¥120/小时`). `staff`: each slot also says who took it
 * (name, mobile, kind, 核销码); the public sees only free / taken / closed.
 */
function boardOf(rows: BoardRows, day: string, now: Instant, audience: 'staff' | 'public') {
  const hours = openingHoursFromRows(rows.openingHours, rows.specialDays);
  const pricer = createDayPricer(rows.priceRules.map(priceRuleFromRow), holidayCalendarFromRows(rows.specialDays));
  const byId = new Map(rows.occupancies.map((o) => [o.id, o]));
  const courtRefs = rows.courts.map(courtFromRow);
  const board = venueBoard({ venueStatus: rows.venue.status, hours, closures: rows.closures.map(closureFromRow), occupancies: rows.occupancies.map(occupancyFromRow), now }, courtRefs, [day]);
  const rowOf = new Map<number, CourtSlot[]>();
  for (const r of board.rows) if (!rowOf.has(r.courtId)) rowOf.set(r.courtId, r.slots);
  const courts = rows.courts.map((court, c) => {
    // the day's prices of the court (courts with the same rules share them); a slot of the day is priced by its clock
    const prices = pricer(court.id, day, court.pricePerHourCents);
    const row = rowOf.get(court.id) ?? [];
    const firstSlot = row.length ? SLOT_OF_CLOCK.get(row[0].startClock)! : 0;
    // one object literal per slot (no spreads): the board's 960 half hours are its hot loop
    const slots = row.map((slot, i) => {
      const price = prices[firstSlot + i];
      if (audience === 'public') {
        return {
          start: slot.start,
          end: slot.end,
          start_clock: slot.startClock,
          end_clock: slot.endClock,
          price_per_hour_cents: price?.pricePerHourCents ?? null,
          amount_cents: price?.amountCents ?? null,
          price_text: price?.text ?? null,
          state: publicState(slot, price !== null),
        };
      }
      const taken = slot.taken?.id === undefined ? undefined : byId.get(Number(slot.taken.id));
      return {
        start: slot.start,
        end: slot.end,
        start_clock: slot.startClock,
        end_clock: slot.endClock,
        price_per_hour_cents: price?.pricePerHourCents ?? null,
        amount_cents: price?.amountCents ?? null,
        price_text: price?.text ?? null,
        state: slot.state,
        closed_reason: slot.closed,
        booking: taken ? { id: taken.id, kind: taken.kind, status: taken.status, name: taken.name, mobile: taken.mobile, check_in_code: taken.checkInCode, note: taken.note } : null,
      };
    });
    const head = { id: court.id, name: court.name, sport: court.sport, indoor: flag(court.indoor) };
    return audience === 'public' ? { ...head, slots } : { ...head, status: courtRefs[c].status as 'open' | 'maintenance' | 'closed', slots };
  });
  return {
    venue_id: rows.venue.id,
    venue_name: rows.venue.name,
    day,
    weekday: WEEKDAY_LABEL[chinaWeekday(day)],
    open_text: openingSpan(hours, [day]) ? openRangesText(hours, day) : '',
    courts,
  };
}

type BoardHead = Omit<ReturnType<typeof boardOf>, 'courts'>;
type SlotBase = { start: string; end: string; start_clock: string; end_clock: string; price_per_hour_cents: number | null; amount_cents: number | null; price_text: string | null };
type CourtHead = { id: number; name: string; sport: string; indoor: 0 | 1 };
export type StaffBoardBooking = { id: number; kind: BookingKind; status: BookingStatus; name: string; mobile: string; check_in_code: string | null; note: string };
export type StaffBoard = BoardHead & {
  courts: (CourtHead & { status: 'open' | 'maintenance' | 'closed'; slots: (SlotBase & { state: CourtSlot['state']; closed_reason: string | null; booking: StaffBoardBooking | null })[] })[];
};
export type PublicBoard = BoardHead & { courts: (CourtHead & { slots: (SlotBase & { state: 'free' | 'taken' | 'closed' })[] })[] };

/** The staff board of a day (预订管理): every slot with who took it. */
export const staffBoardView = (rows: BoardRows, day: string, now: Instant): StaffBoard => boardOf(rows, day, now, 'staff') as StaffBoard;
/** The public board of a day: free / taken / closed and the price explained, nobody's name. */
export const publicBoardView = (rows: BoardRows, day: string, now: Instant): PublicBoard => boardOf(rows, day, now, 'public') as PublicBoard;

/** A row of 我的预订 as the bookings table, the venue, the court and the order give it. */
export interface MyBookingRow {
  id: number;
  venueId: number;
  venueName: string;
  courtId: number;
  courtName: string;
  during: { start: Instant; end: Instant };
  kind: BookingKind;
  status: BookingStatus;
  holdExpiresAt: Instant | null;
  amountCents: number;
  checkInCode: string | null;
  orderId: number | null;
  orderNo: string | null;
  orderStatus: string | null;
}

/** One of 我的预订: its state at `now` (待支付 while the hold lasts, then 已过期…) and its order. */
export function myBookingView(row: MyBookingRow, now: Instant) {
  const state = bookingState(row, now);
  return {
    id: row.id,
    venue_id: row.venueId,
    venue_name: row.venueName,
    court_id: row.courtId,
    court_name: row.courtName,
    start: isoInstant(row.during.start),
    end: isoInstant(row.during.end),
    kind: row.kind,
    status: row.status,
    state,
    state_label: BOOKING_STATE_LABEL[state],
    amount_cents: row.amountCents,
    check_in_code: row.checkInCode,
    hold_expires_at: row.holdExpiresAt === null ? null : isoInstant(row.holdExpiresAt),
    order_id: row.orderId,
    order_no: row.orderNo,
    order_status: row.orderStatus as '待支付' | '已支付' | '已退款' | '已关闭' | null,
  };
}

/** The order number of a booking order: CD + the China date + its first booking's id (unique as that id). */
export const bookingOrderNo = (firstBookingId: number, now: Date) => `CD${chinaDate(now).replace(/-/g, '')}${String(firstBookingId).padStart(10, '0')}`;
