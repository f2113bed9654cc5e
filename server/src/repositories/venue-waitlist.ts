/**
 * 候补 (docs/venues.md, "候补 (waiting list)"): the statements of services/venue-waitlist.ts (they take the caller's
 * `tx`) and the reads of 我的候补. An entry's range is a half-open tstzrange like a booking's.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistEntry, WaitlistRow } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { bookings, courts, orders, users, venues, venueWaitlist, type TimeRange } from '../db/schema/index.js';
import type { Page } from './scope.js';
import { scopedList } from './scope.js';

const live = inArray(venueWaitlist.status, ['waiting', 'offered']);

const entryColumns = {
  id: venueWaitlist.id,
  userId: venueWaitlist.userId,
  courtId: venueWaitlist.courtId,
  during: venueWaitlist.during,
  createdAt: venueWaitlist.createdAt,
  status: venueWaitlist.status,
};

type EntryRecord = { id: number; userId: number; courtId: number; during: TimeRange; createdAt: Date; status: WaitlistEntry['status'] };
/** A row as the rules' WaitlistEntry. */
const asEntry = (r: EntryRecord): WaitlistEntry => ({ id: r.id, userId: r.userId, courtId: r.courtId, start: r.during.start, end: r.during.end, createdAt: r.createdAt, status: r.status });

export function createVenueWaitlistRepo(db: Db) {
  return {
    /** One user's joins count one after the other (the per-user cap, the duplicate check). */
    async lockUser(tx: Tx, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist-user:${userId}`}))`);
    },

    /** The user's live entries (waiting or offered), any venue. */
    async liveOfUser(tx: Tx, userId: number): Promise<WaitlistEntry[]> {
      return (await tx.select(entryColumns).from(venueWaitlist).where(and(eq(venueWaitlist.userId, userId), live))).map(asEntry);
    },

    async insert(tx: Tx, values: { venueId: number; courtId: number; userId: number; during: TimeRange }): Promise<number> {
      const [row] = await tx.insert(venueWaitlist).values(values).returning({ id: venueWaitlist.id });
      return row!.id;
    },

    /** The entry with its venue's institution (who owns it: access of the route). */
    async byId(id: number) {
      const [row] = await db.select({ id: venueWaitlist.id, userId: venueWaitlist.userId, venueId: venueWaitlist.venueId, status: venueWaitlist.status }).from(venueWaitlist).where(eq(venueWaitlist.id, id));
      return row;
    },

    /** A waiting entry leaves the line (an offered one keeps its hold: the user pays or cancels it in 我的预订). */
    async leave(tx: Tx, id: number, userId: number): Promise<boolean> {
      const rows = await tx
        .update(venueWaitlist)
        .set({ status: 'cancelled', endedAt: sql`now()` })
        .where(and(eq(venueWaitlist.id, id), eq(venueWaitlist.userId, userId), eq(venueWaitlist.status, 'waiting')))
        .returning({ id: venueWaitlist.id });
      return rows.length === 1;
    },

    /**
     * Brings the stored statuses of a court's entries, or a user's (every entry when neither is given), up to date: an
     * offer whose hold was paid is booked; one whose hold lapsed, expired or was cancelled is expired; a waiting entry
     * whose range began is expired. Idempotent conditional updates.
     */
    async settle(of: { courtId?: number; userId?: number } = {}): Promise<void> {
      const { courtId, userId } = of;
      const court = sql`${courtId === undefined ? sql`true` : sql`w.court_id = ${courtId}`} and ${userId === undefined ? sql`true` : sql`w.user_id = ${userId}`}`;
      await db.execute(sql`
        update ${venueWaitlist} w set status = case when b.kind = 'booking' and b.status in ('active', 'checked_in') then 'booked' else 'expired' end, ended_at = now(), updated_at = now()
        from ${bookings} b
        where w.booking_id = b.id and w.status = 'offered' and ${court}
          and not (b.kind = 'hold' and b.status = 'active' and b.hold_expires_at > now())`);
      await db
        .update(venueWaitlist)
        .set({ status: 'expired', endedAt: sql`now()` })
        .where(
          and(
            eq(venueWaitlist.status, 'waiting'),
            sql`lower(${venueWaitlist.during}) <= now()`,
            courtId === undefined ? undefined : eq(venueWaitlist.courtId, courtId),
            userId === undefined ? undefined : eq(venueWaitlist.userId, userId),
          ),
        );
    },

    /** The entries of a court still waiting for a range not yet begun, first joined first. */
    async waitingOfCourt(tx: Tx, courtId: number): Promise<WaitlistEntry[]> {
      const rows = await tx
        .select(entryColumns)
        .from(venueWaitlist)
        .where(and(eq(venueWaitlist.courtId, courtId), eq(venueWaitlist.status, 'waiting'), sql`lower(${venueWaitlist.during}) > now()`))
        .orderBy(asc(venueWaitlist.createdAt), asc(venueWaitlist.id));
      return rows.map(asEntry);
    },

    /** The waiting entries of these courts (the place in line of 我的候补). */
    async waitingOnCourts(courtIds: number[]): Promise<WaitlistEntry[]> {
      if (courtIds.length === 0) return [];
      const rows = await db.select(entryColumns).from(venueWaitlist).where(and(inArray(venueWaitlist.courtId, courtIds), eq(venueWaitlist.status, 'waiting')));
      return rows.map(asEntry);
    },

    /** Courts with someone waiting for a range not yet begun (the sweep offers what freed on them), at most `limit`. */
    async courtsWithWaiting(limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ courtId: venueWaitlist.courtId })
        .from(venueWaitlist)
        .where(and(eq(venueWaitlist.status, 'waiting'), sql`lower(${venueWaitlist.during}) > now()`))
        .orderBy(asc(venueWaitlist.courtId))
        .limit(limit);
      return rows.map((r) => r.courtId);
    },

    /** The court's venue. */
    async venueOfCourt(courtId: number) {
      const [row] = await db.select({ venueId: courts.venueId }).from(courts).where(eq(courts.id, courtId));
      return row?.venueId;
    },

    /**
     * The entry is offered the hold `bookingId`, when it is still waiting (false: another offer or the user got there
     * first — the caller's transaction rolls the hold back).
     */
    async markOffered(tx: Tx, id: number, bookingId: number): Promise<boolean> {
      const rows = await tx
        .update(venueWaitlist)
        .set({ status: 'offered', bookingId, offeredAt: sql`now()` })
        .where(and(eq(venueWaitlist.id, id), eq(venueWaitlist.status, 'waiting')))
        .returning({ id: venueWaitlist.id });
      return rows.length === 1;
    },

    /** Who is told of an offer, and what. */
    async offerNotice(userId: number, courtId: number) {
      const [row] = await db
        .select({ mobile: users.mobile, courtName: courts.name, venueName: venues.name })
        .from(users)
        .innerJoin(courts, eq(courts.id, courtId))
        .innerJoin(venues, eq(venues.id, courts.venueId))
        .where(eq(users.id, userId));
      return row;
    },

    /** 我的候补: the user's entries, the live ones first, then the latest range first. */
    async mine(userId: number, page: Page): Promise<{ list: WaitlistRow[]; total: number }> {
      const { list, total } = await scopedList({
        where: [eq(venueWaitlist.userId, userId)],
        page,
        rows: (where, p) =>
          db
            .select({
              ...entryColumns,
              venueId: venueWaitlist.venueId,
              venueName: venues.name,
              courtName: courts.name,
              bookingId: venueWaitlist.bookingId,
              holdKind: bookings.kind,
              holdStatus: bookings.status,
              holdExpiresAt: bookings.holdExpiresAt,
              orderNo: orders.orderNo,
            })
            .from(venueWaitlist)
            .innerJoin(venues, eq(venues.id, venueWaitlist.venueId))
            .innerJoin(courts, eq(courts.id, venueWaitlist.courtId))
            .leftJoin(bookings, eq(bookings.id, venueWaitlist.bookingId))
            .leftJoin(orders, eq(orders.id, bookings.orderId))
            .where(where)
            .orderBy(sql`${venueWaitlist.status} in ('waiting', 'offered') desc`, desc(sql`lower(${venueWaitlist.during})`), desc(venueWaitlist.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(venueWaitlist).where(where),
      });
      return {
        total,
        list: list.map((r) => ({
          ...asEntry(r),
          venueId: r.venueId,
          venueName: r.venueName,
          courtName: r.courtName,
          bookingId: r.bookingId,
          hold: r.holdKind && r.holdStatus ? { kind: r.holdKind, status: r.holdStatus, holdExpiresAt: r.holdExpiresAt } : null,
          orderNo: r.orderNo,
        })),
      };
    },
  };
}

export type VenueWaitlistRepo = ReturnType<typeof createVenueWaitlistRepo>;
