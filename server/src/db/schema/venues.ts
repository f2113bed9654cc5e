import { sql } from 'drizzle-orm';
import { BOOKABLE_DAYS_MAX, DAY_MINUTES, DEFAULT_BOOKING_SETTINGS, HOLD_MINUTES_MAX, HOLD_MINUTES_MIN, PARALLEL_BOOKING_LIMIT_MAX, SLOT_MINUTES } from 'shared/rules';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/** status: pending (new venue awaiting review) | approved | rejected | closed (by the platform; reopened → approved) */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 128 }).notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 32 }).notNull().default(''),
    district: varchar('district', { length: 32 }).notNull().default(''),
    sports: text('sports').array().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    cover: text('cover').notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    openHours: varchar('open_hours', { length: 64 }).notNull().default(''),
    /** Photo URLs shown on the public venue page (/cgDetail). */
    photos: text('photos').array().notNull().default([]),
    /** Map coordinates (GCJ-02, as map services use in China); null when not set. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** 场馆信息 (shared/rules venue-profile.ts): the introduction, the captions of `photos` (same order), the facilities. */
    intro: text('intro').notNull().default(''),
    photoCaptions: text('photo_captions').array().notNull().default([]),
    /** [{ name, note }]: 停车场, 淋浴间 … with an optional note. */
    services: jsonb('services').$type<{ name: string; note: string }[]>().notNull().default([]),
    /**
     * Booking (docs/venues.md; the rules' BookingSettings, their defaults and bounds): minutes a hold keeps its slots
     * for the payment.
     */
    paymentWindowMinutes: integer('payment_window_minutes').notNull().default(DEFAULT_BOOKING_SETTINGS.paymentWindowMinutes),
    /** Booking: how many unfinished holds and bookings one user may have at this venue at once; 0 = no limit. */
    parallelBookingLimit: integer('parallel_booking_limit').notNull().default(DEFAULT_BOOKING_SETTINGS.parallelBookingLimit),
    /** Booking: the longest booking of one court in one go a user may make, in minutes (half hours, at most a day). */
    maxBookingMinutes: integer('max_booking_minutes').notNull().default(DEFAULT_BOOKING_SETTINGS.maxBookingMinutes),
    /** Booking: how many China days ahead a user may book, today included. */
    bookableDays: integer('bookable_days').notNull().default(DEFAULT_BOOKING_SETTINGS.bookableDays),
    /** Booking: the refund policy's tiers (shared/rules/venue validates and applies them); [] = the rules' default. */
    refundPolicy: jsonb('refund_policy').$type<unknown>().notNull().default([]),
    /** Review (新增场馆审核): the platform's reason when it rejected the venue (shown to the venue manager); '' otherwise. */
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Closing by the platform (场馆列表 关闭): why, when and who; kept after reopening as the last closure. */
    closeReason: text('close_reason').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('venues_institution_idx').on(t.institutionId),
    check('venues_payment_window_ck', sql`${t.paymentWindowMinutes} between ${sql.raw(String(HOLD_MINUTES_MIN))} and ${sql.raw(String(HOLD_MINUTES_MAX))}`),
    check('venues_parallel_limit_ck', sql`${t.parallelBookingLimit} between 0 and ${sql.raw(String(PARALLEL_BOOKING_LIMIT_MAX))}`),
    check(
      'venues_max_booking_ck',
      sql`${t.maxBookingMinutes} between ${sql.raw(String(SLOT_MINUTES))} and ${sql.raw(String(DAY_MINUTES))} and ${t.maxBookingMinutes} % ${sql.raw(String(SLOT_MINUTES))} = 0`,
    ),
    check('venues_bookable_days_ck', sql`${t.bookableDays} between 1 and ${sql.raw(String(BOOKABLE_DAYS_MAX))}`),
  ],
);

export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    sport: varchar('sport', { length: 32 }).notNull(),
    indoor: boolean('indoor').notNull().default(true),
    pricePerHourCents: integer('price_per_hour_cents').notNull().default(0),
    /** open | maintenance | closed */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    /** How many people the court takes (shown to the public); 0 = not stated. */
    capacity: integer('capacity').notNull().default(0),
    /** Order on the board and the public page (ascending, then id). */
    sort: integer('sort').notNull().default(0),
    /** false: retired — no longer listed nor bookable; kept for the bookings that name it. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('courts_venue_idx').on(t.venueId, t.sort),
    check('courts_capacity_ck', sql`${t.capacity} between 0 and 10000`),
  ],
);

/**
 * A venue manager's requested change to a venue, reviewed by the platform (场馆变更审核): `changes` holds the changed
 * profile fields (shared/rules venue-profile.ts). status: pending | approved | rejected | superseded (a newer submit
 * of the venue replaced it); at most one pending request per venue (a partial unique index).
 */
export const venueChangeRequests = pgTable(
  'venue_change_requests',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Who submitted it (null for the seed's). */
    requestedBy: integer('requested_by').references(() => users.id),
    /** The venue's profile when it was reviewed (the diff's before side of a reviewed request); null while pending. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    rejectReason: varchar('reject_reason', { length: 255 }).notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('venue_change_requests_one_pending_uq').on(t.venueId).where(sql`${t.status} = 'pending'`),
    index('venue_change_requests_status_idx').on(t.status, t.id),
  ],
);
