import { sql } from 'drizzle-orm';
import { MAX_PRICE_PER_HOUR_CENTS, type BookingKind, type BookingStatus, type PriceBandKind } from 'shared/rules';
import { boolean, check, customType, date, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';
import { courts, venues } from './venues.js';

/**
 * Booking (docs/venues.md, "Data model"): opening hours, special days, closures, price rules and the bookings of a
 * venue's courts. The database itself refuses a double booking: `bookings_no_overlap`, an exclusion constraint over
 * the court and the time range of every row that occupies its slot (btree_gist; added by hand in migration
 * 0017_booking, since Drizzle cannot declare it).
 */

/** A half-open time range `[start, end)`: the instant `end` belongs to the next slot. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** `"2026-11-28 10:00:00+00"` (PostgreSQL's output, any TimeZone) → an ISO text `Date` parses. */
const isoOf = (text: string) => text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');

/** PostgreSQL's text of a bounded tstzrange, `["2026-11-28 10:00:00+00","2026-11-28 11:00:00+00")`, as a TimeRange. */
export function parseTimeRange(text: string): TimeRange {
  const m = /^[[(]"?([^",]+)"?,"?([^",]+)"?[)\]]$/.exec(text);
  if (!m) throw new Error(`not a bounded tstzrange: ${text}`);
  return { start: new Date(isoOf(m[1]!)), end: new Date(isoOf(m[2]!)) };
}

/** The literal of a half-open tstzrange. */
export const timeRangeLiteral = (range: TimeRange) => `[${range.start.toISOString()},${range.end.toISOString()})`;

/** `tstzrange`, always half-open and bounded (the tables' checks refuse an empty or unbounded one). */
export const tstzrange = customType<{ data: TimeRange; driverData: string }>({
  dataType: () => 'tstzrange',
  toDriver: timeRangeLiteral,
  fromDriver: (value) => parseTimeRange(String(value)),
});

/** ISO weekday of the opening hours: 1 Monday … 7 Sunday. Minutes of the day: 0 … 1440 (24:00). */
export const venueOpeningHours = pgTable(
  'venue_opening_hours',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('venue_opening_hours_uq').on(t.venueId, t.weekday, t.opensMinute),
    check('venue_opening_hours_weekday_ck', sql`${t.weekday} between 1 and 7`),
    check('venue_opening_hours_minutes_ck', sql`${t.opensMinute} >= 0 and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440`),
  ],
);

/**
 * A special day of a venue (a holiday, an event): closed all day, or open with its own hours instead of the weekday's
 * (null hours = the weekday's); `holiday` prices it with the holiday band, `workday` (调休) a weekend day as a weekday.
 */
export const venueSpecialDays = pgTable(
  'venue_special_days',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    opensMinute: integer('opens_minute'),
    closesMinute: integer('closes_minute'),
    holiday: boolean('holiday').notNull().default(false),
    workday: boolean('workday').notNull().default(false),
    note: varchar('note', { length: 64 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('venue_special_days_uq').on(t.venueId, t.day),
    check(
      'venue_special_days_minutes_ck',
      sql`(${t.opensMinute} is null and ${t.closesMinute} is null) or (${t.opensMinute} >= 0 and ${t.opensMinute} < ${t.closesMinute} and ${t.closesMinute} <= 1440)`,
    ),
    check('venue_special_days_kind_ck', sql`not (${t.holiday} and ${t.workday})`),
  ],
);

/** A closure (holiday, maintenance) of a whole venue (`court_id` null) or of one court, over a time range. */
export const venueClosures = pgTable(
  'venue_closures',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
    reason: varchar('reason', { length: 128 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('venue_closures_venue_idx').on(t.venueId),
    check('venue_closures_during_ck', sql`not isempty(${t.during}) and not lower_inf(${t.during}) and not upper_inf(${t.during})`),
  ],
);

/** A price rule of a court: per hour, in cents (fen), for a band and a time of day; the member price for the venue's members. */
export const courtPriceRules = pgTable(
  'court_price_rules',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    /** the rules' PriceBandKind: weekday | weekend | holiday | peak (shared/rules/venue decides which band prices a slot) */
    band: varchar('band', { length: 8 }).$type<PriceBandKind>().notNull(),
    startsMinute: integer('starts_minute').notNull(),
    endsMinute: integer('ends_minute').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** null: members pay the price */
    memberPriceCents: integer('member_price_cents'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('court_price_rules_uq').on(t.courtId, t.band, t.startsMinute),
    check('court_price_rules_band_ck', sql`${t.band} in ('weekday', 'weekend', 'holiday', 'peak')`),
    check('court_price_rules_minutes_ck', sql`${t.startsMinute} >= 0 and ${t.startsMinute} < ${t.endsMinute} and ${t.endsMinute} <= 1440`),
    // the rules' largest price per hour (¥10,000): anything above is a typing error
    check(
      'court_price_rules_price_ck',
      sql`${t.priceCents} between 0 and ${sql.raw(String(MAX_PRICE_PER_HOUR_CENTS))} and (${t.memberPriceCents} is null or ${t.memberPriceCents} between 0 and ${sql.raw(String(MAX_PRICE_PER_HOUR_CENTS))})`,
    ),
  ],
);

/**
 * One court, one time range. `kind` (the rules' BookingKind): hold — kept for the payment window, booking — paid or
 * booked at the desk, block — staff keep the slot free of bookings. `status` (BookingStatus): active and checked_in
 * occupy the slot (the exclusion constraint's WHERE), cancelled and expired (holds only) free it. A hold whose `hold_expires_at` has passed frees its slot at once: every availability
 * query counts it as free, and a hold, booking or block of an overlapping range first marks it expired in its own
 * transaction (docs/venues.md).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id),
    during: tstzrange('during').notNull(),
    kind: varchar('kind', { length: 8 }).$type<BookingKind>().notNull(),
    status: varchar('status', { length: 12 }).$type<BookingStatus>().notNull().default('active'),
    /** who booked (the phone user, or the member staff booked for); null for a block or an anonymous walk-in */
    userId: integer('user_id').references(() => users.id),
    /** the staff member who booked at the desk or blocked the slot */
    staffId: integer('staff_id').references(() => users.id),
    /** a walk-in's name and mobile, typed by the staff */
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
    /** the finance order (kind booking) that pays it; null for a block or before the order exists */
    orderId: integer('order_id').references(() => orders.id),
    /** what this slot costs, in cents (fen) */
    amountCents: integer('amount_cents').notNull().default(0),
    /** 核销码: shown with the QR in 我的预订, redeemed at the door; null for a block */
    checkInCode: varchar('check_in_code', { length: 16 }),
    /** a hold's end of the payment window (kept after it is paid) */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** the occurrences of one recurring booking share it */
    recurringGroupId: uuid('recurring_group_id'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 128 }).notNull().default(''),
    note: varchar('note', { length: 255 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_check_in_code_uq').on(t.checkInCode),
    index('bookings_venue_during_idx').using('gist', t.venueId, t.during),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_order_idx').on(t.orderId),
    index('bookings_recurring_idx').on(t.recurringGroupId).where(sql`${t.recurringGroupId} is not null`),
    index('bookings_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.kind} = 'hold' and ${t.status} = 'active'`),
    check('bookings_kind_ck', sql`${t.kind} in ('hold', 'booking', 'block')`),
    check('bookings_status_ck', sql`${t.status} in ('active', 'checked_in', 'cancelled', 'expired')`),
    check('bookings_during_ck', sql`not isempty(${t.during}) and not lower_inf(${t.during}) and not upper_inf(${t.during})`),
    check('bookings_hold_ck', sql`${t.kind} <> 'hold' or ${t.holdExpiresAt} is not null`),
    check('bookings_expired_ck', sql`${t.status} <> 'expired' or ${t.kind} = 'hold'`),
    check('bookings_checked_in_ck', sql`${t.status} <> 'checked_in' or ${t.kind} = 'booking'`),
    check('bookings_block_ck', sql`${t.kind} <> 'block' or (${t.checkInCode} is null and ${t.orderId} is null)`),
    check('bookings_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);
