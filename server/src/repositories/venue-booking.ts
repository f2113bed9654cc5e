/**
 * Court booking's reads and writes beside `repositories/bookings.ts` (docs/venues.md, "Routes"): a venue's courts with
 * their price rules, what a day's board reads (the rows of the rules' `bookingContextFromRows`, with who booked), the
 * user's own bookings (我的预订) and the statements of a check-in (核销), which take the caller's `tx`.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { dayMinuteInstant, DAY_MINUTES } from 'shared/rules';
import { institutionOpen } from './institution-status.js';
import { closureColumns, occupancyColumns, openingHourColumns, priceRuleColumns, specialDayColumns } from './venue-columns.js';
import type { Db, Tx } from '../db/client.js';
import {
  bookings,
  courtPriceRules,
  courts,
  orders,
  timeRangeLiteral,
  users,
  venueClosures,
  venueOpeningHours,
  venues,
  venueSpecialDays,
} from '../db/schema/index.js';
import { occupying } from './bookings.js';
import { scopedList, type Page } from './scope.js';

export type CourtValues = Pick<typeof courts.$inferInsert, 'name' | 'sport' | 'indoor' | 'capacity' | 'sort' | 'pricePerHourCents'> & { active?: boolean };

const courtColumns = {
  id: courts.id,
  venueId: courts.venueId,
  name: courts.name,
  sport: courts.sport,
  indoor: courts.indoor,
  capacity: courts.capacity,
  sort: courts.sort,
  pricePerHourCents: courts.pricePerHourCents,
  status: courts.status,
  active: courts.active,
};


const bookingColumns = { ...occupancyColumns, venueId: bookings.venueId, checkInCode: bookings.checkInCode };

export function createVenueBookingRepo(db: Db) {
  const priceRulesOf = (courtIds: number[]) =>
    courtIds.length === 0 ? Promise.resolve([]) : db.select(priceRuleColumns).from(courtPriceRules).where(inArray(courtPriceRules.courtId, courtIds)).orderBy(asc(courtPriceRules.id));
  return {
    /** What access and the board need of a venue: its institution, status, name and booking settings. */
    async venue(id: number) {
      const [row] = await db
        // a venue of a disabled (停用) institution is off the public side like an unapproved one (canSeeVenue)
        .select({ id: venues.id, institution_id: venues.institutionId, status: sql<string>`case when ${institutionOpen(venues.institutionId)} then ${venues.status} else 'institution_disabled' end`, name: venues.name })
        .from(venues)
        .where(eq(venues.id, id));
      return row;
    },

    /** A court with its venue's institution (access to update it). */
    async court(id: number) {
      const [row] = await db
        .select({ ...courtColumns, institutionId: venues.institutionId })
        .from(courts)
        .innerJoin(venues, eq(venues.id, courts.venueId))
        .where(eq(courts.id, id));
      return row;
    },

    /** Every court of the venue, retired ones too, in board order, each with its price rules. */
    async courts(venueId: number) {
      const list = await db.select(courtColumns).from(courts).where(eq(courts.venueId, venueId)).orderBy(asc(courts.sort), asc(courts.id));
      const rules = await priceRulesOf(list.map((c) => c.id));
      return list.map((c) => ({ ...c, priceRules: rules.filter((r) => r.courtId === c.id) }));
    },

    async insertCourt(venueId: number, values: CourtValues) {
      const [row] = await db.insert(courts).values({ venueId, ...values }).returning(courtColumns);
      return row!;
    },

    async updateCourt(id: number, values: CourtValues) {
      const [row] = await db.update(courts).set({ ...values, updatedAt: new Date() }).where(eq(courts.id, id)).returning(courtColumns);
      return row;
    },

    /**
     * What a day's board reads: the venue's courts (`activeOnly`: the ones listed publicly), its opening hours, the
     * day's special day, the closures and the occupying rows over the day (with who booked), the courts' price rules.
     */
    async boardRows(venueId: number, day: string, activeOnly: boolean) {
      const during = { start: dayMinuteInstant(day, 0), end: dayMinuteInstant(day, DAY_MINUTES) };
      const range = sql`${timeRangeLiteral(during)}::tstzrange`;
      const listed = and(eq(courts.venueId, venueId), activeOnly ? eq(courts.active, true) : undefined);
      // one round trip: the six reads at once (the price rules by the venue's courts, not by a first read of them)
      const [courtRows, openingHours, specialDays, closures, priceRules, occupancies] = await Promise.all([
        db.select(courtColumns).from(courts).where(listed).orderBy(asc(courts.sort), asc(courts.id)),
        db
          .select(openingHourColumns)
          .from(venueOpeningHours)
          .where(eq(venueOpeningHours.venueId, venueId)),
        db
          .select(specialDayColumns)
          .from(venueSpecialDays)
          .where(and(eq(venueSpecialDays.venueId, venueId), eq(venueSpecialDays.day, day))),
        db
          .select(closureColumns)
          .from(venueClosures)
          .where(and(eq(venueClosures.venueId, venueId), sql`${venueClosures.during} && ${range}`)),
        db.select(priceRuleColumns).from(courtPriceRules).innerJoin(courts, eq(courts.id, courtPriceRules.courtId)).where(listed).orderBy(asc(courtPriceRules.id)),
        db
          .select({
            ...bookingColumns,
            note: bookings.note,
            name: sql<string>`coalesce(nullif(${bookings.contactName}, ''), ${users.nickname}, '')`,
            mobile: sql<string>`coalesce(nullif(${bookings.contactMobile}, ''), ${users.mobile}, '')`,
          })
          .from(bookings)
          .leftJoin(users, eq(users.id, bookings.userId))
          .where(and(eq(bookings.venueId, venueId), sql`${bookings.during} && ${range}`, occupying)),
      ]);
      return { courts: courtRows, openingHours, specialDays, closures, priceRules, occupancies };
    },

    /** The user's own holds and bookings (我的预订), newest first, with venue, court and order. */
    async mine(userId: number, page: Page) {
      return scopedList({
        where: [eq(bookings.userId, userId), inArray(bookings.kind, ['hold', 'booking'])],
        page,
        rows: (where, p) =>
          db
            .select({
              ...bookingColumns,
              amountCents: bookings.amountCents,
              venueName: venues.name,
              courtName: courts.name,
              orderId: bookings.orderId,
              orderNo: orders.orderNo,
              orderStatus: orders.status,
            })
            .from(bookings)
            .innerJoin(venues, eq(venues.id, bookings.venueId))
            .innerJoin(courts, eq(courts.id, bookings.courtId))
            .leftJoin(orders, eq(orders.id, bookings.orderId))
            .where(where)
            .orderBy(desc(sql`lower(${bookings.during})`), desc(bookings.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(bookings).where(where),
      });
    },

    /** The booking of a 核销码, locked for the caller's transaction, with its court's name and who booked. */
    async lockByCode(tx: Tx, code: string) {
      const [row] = await tx
        .select({ ...bookingColumns, courtName: courts.name, name: sql<string>`coalesce(nullif(${bookings.contactName}, ''), ${users.nickname}, '')` })
        .from(bookings)
        .innerJoin(courts, eq(courts.id, bookings.courtId))
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.checkInCode, code))
        .for('update', { of: bookings });
      return row;
    },

    /** Marks a booking checked in (核销) by `staffId`; answers when. */
    async checkIn(tx: Tx, id: number, staffId: number) {
      const [row] = await tx
        .update(bookings)
        .set({ status: 'checked_in', checkedInAt: sql`now()`, checkedInBy: staffId })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'active'), eq(bookings.kind, 'booking')))
        .returning({ checkedInAt: bookings.checkedInAt });
      return row?.checkedInAt ?? null;
    },
  };
}

export type VenueBookingRepo = ReturnType<typeof createVenueBookingRepo>;
