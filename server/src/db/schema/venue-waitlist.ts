import { sql } from 'drizzle-orm';
import type { WaitlistStatus } from 'shared/rules';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bookings, tstzrange } from './bookings.js';
import { timestamps } from './columns.js';
import { users } from './users.js';
import { courts, venues } from './venues.js';

/**
 * 候补 (docs/venues.md, "候补 (waiting list)"): a user waits for a taken range of one court. `status` (the rules'
 * WaitlistStatus): waiting — in line; offered — the freed range is held for them (`booking_id`, a normal hold with
 * its order, for the venue's payment window); booked — they paid the offer; cancelled — they left; expired — the
 * range began, or the offer lapsed unpaid. One live entry (waiting or offered) per user, court and range: a partial
 * unique index.
 */
export const venueWaitlist = pgTable(
  'venue_waitlist',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    during: tstzrange('during').notNull(),
    status: varchar('status', { length: 12 }).$type<WaitlistStatus>().notNull().default('waiting'),
    /** the hold of the offer (a booking of kind hold with its order) */
    bookingId: integer('booking_id').references(() => bookings.id),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('venue_waitlist_live_uq').on(t.userId, t.courtId, t.during).where(sql`${t.status} in ('waiting', 'offered')`),
    index('venue_waitlist_court_idx').on(t.courtId, t.status),
    index('venue_waitlist_user_idx').on(t.userId, t.status),
    check('venue_waitlist_status_ck', sql`${t.status} in ('waiting', 'offered', 'booked', 'cancelled', 'expired')`),
    check('venue_waitlist_during_ck', sql`not isempty(${t.during}) and not lower_inf(${t.during}) and not upper_inf(${t.during})`),
    check('venue_waitlist_offer_ck', sql`${t.status} = 'waiting' or ${t.status} = 'cancelled' or ${t.bookingId} is not null or ${t.status} = 'expired'`),
  ],
);
