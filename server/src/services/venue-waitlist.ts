/**
 * 候补 (docs/venues.md, "候补 (waiting list)"): a signed-in user waits in line for a taken range of one court; when the
 * court's time frees (a booking or hold cancelled, a staff block lifted, a hold lapsing unpaid), the first in line
 * whose whole range is free again (the rules' `nextInLine`) is given a normal hold of it for the venue's payment window
 * — with its 待支付 order, made by `app.venueBooking.hold`, so the cashier and 我的预订's 继续支付 pay it — and an SMS.
 *
 * Race safety: the offer's hold is taken like any hold (the exclusion constraint refuses a second occupant of the
 * slot, whoever inserts), and in the same transaction the entry turns from waiting to offered by a conditional
 * update; two offers of one entry, or an offer racing a direct booking of the freed slot, end with one occupant and
 * at most one offer — the loser's transaction rolls back whole (no hold, no order).
 *
 * Background work: a cancellation queues `waitlist-offer` for its court after its commit; an offer queues the same
 * job for when its hold lapses (the next in line is offered then); the order sweep offers on every court with someone
 * waiting (time freed by a lapsed hold of anyone). Each run reads the line again and is idempotent.
 */
import fp from 'fastify-plugin';
import { bookingContextFromRows, chinaDayMinute, nextInLine, RuleRefusal, WAITLIST_MSG, waitlistEntryView, waitlistJoinRefusal, waitlistOfferNotice, waitlistPosition, type WaitlistEntry } from 'shared/rules';
import { pgErrorCode, type Db } from '../db/client.js';
import { AppError, notFound, refused } from '../errors.js';
import type { CourtRange } from '../repositories/bookings.js';
import type { Repositories } from '../repositories/index.js';
import type { Page } from '../repositories/scope.js';
import type { SmsSender } from '../sms/sender.js';
import { JOB } from './job-queues.js';
import type { BookingVenue, VenueBookingService } from './venues.js';

/** How many offers one run makes at most (each a freed range of the court for one user). */
const OFFERS_PER_RUN = 20;
/** Courts the sweep looks at per run. */
const SWEEP_COURTS = 50;
/** The next in line is offered this long after an offer's hold lapses (the job runs after the hold's end). */
const AFTER_LAPSE_SECONDS = 2;

export interface VenueWaitlistDeps {
  db: Db;
  repos: Pick<Repositories, 'venueWaitlist' | 'bookings' | 'venueBooking'>;
  venueBooking: Pick<VenueBookingService, 'hold'>;
  sms: Pick<SmsSender, 'notify'>;
  /** Queues a `waitlist-offer` run for the court (now, or at `at`). */
  queueOffer: (courtId: number, at?: Date) => Promise<void>;
}

class OfferTaken extends Error {}

export function createVenueWaitlistService(deps: VenueWaitlistDeps) {
  const { db, repos, venueBooking, sms, queueOffer } = deps;
  const repo = repos.venueWaitlist;

  /** The venue's view of availability over `entries`' ranges and its courts (the rules' booking context). */
  async function availability(venueId: number, ranges: CourtRange[], now: Date) {
    return db.transaction(async (tx) => {
      const venue = await repos.bookings.venueForBooking(tx, venueId);
      if (!venue) return null;
      const days = [...new Set(ranges.map((r) => chinaDayMinute(r.start).day))];
      const rows = await repos.bookings.bookingContext(tx, venueId, ranges, { days, userId: null });
      return { venue, ctx: { ...bookingContextFromRows({ venue, ...rows }), now } };
    });
  }

  return {
    /** Joins the line of a taken range (court, start, end); refusals are the rules' (errno 40000). */
    async join(venue: BookingVenue, userId: number, range: CourtRange, now = new Date()) {
      const id = await db
        .transaction(async (tx) => {
          await repo.lockUser(tx, userId);
          const row = await repos.bookings.venueForBooking(tx, venue.id);
          if (!row) throw notFound();
          const day = chinaDayMinute(range.start).day;
          // a reversed range is the rules' refusal, not a query's error
          const ranges = Number.isFinite(range.start.getTime()) && Number.isFinite(range.end.getTime()) && range.end > range.start ? [range] : [];
          const rows = await repos.bookings.bookingContext(tx, venue.id, ranges, { days: ranges.length ? [day] : [], userId });
          const ctx = bookingContextFromRows({ venue: row, ...rows });
          const refusal = waitlistJoinRefusal({ ...ctx, now, items: [range], userId }, await repo.liveOfUser(tx, userId));
          if (refusal) throw refused(refusal);
          return repo.insert(tx, { venueId: venue.id, courtId: range.courtId, userId, during: { start: range.start, end: range.end } });
        })
        .catch((error: unknown) => {
          // two joins of one user at once are ordered by the lock; the index has the last word
          if (pgErrorCode(error) === '23505') throw refused(WAITLIST_MSG.alreadyWaiting);
          throw error;
        });
      return this.entry(userId, id, now);
    },

    /** Leaves the line (a waiting entry of the user's; anyone else's: 404). */
    async leave(userId: number, id: number, now = new Date()) {
      const entry = await repo.byId(id);
      if (!entry || entry.userId !== userId) throw notFound();
      const left = await db.transaction((tx) => repo.leave(tx, id, userId));
      if (!left) throw refused(WAITLIST_MSG.notWaiting);
      return this.entry(userId, id, now);
    },

    /** 我的候补: the user's entries with their place in line and, for an offer, its hold and order. */
    async mine(userId: number, page: Page, now = new Date()) {
      await repo.settle({ userId });
      const { list, total } = await repo.mine(userId, page);
      const line = await repo.waitingOnCourts([...new Set(list.filter((r) => r.status === 'waiting').map((r) => r.courtId))]);
      return { list: list.map((r) => waitlistEntryView(r, waitlistPosition(r, line), now)), total };
    },

    /** One of the user's entries as 我的候补 shows it. */
    async entry(userId: number, id: number, now = new Date()) {
      const { list } = await this.mine(userId, { start: 0, count: 1000 }, now);
      const found = list.find((e) => e.id === id);
      if (!found) throw notFound();
      return found;
    },

    /**
     * Offers the court's freed time to the line: settles the stored statuses (paid offers booked, lapsed ones and
     * begun ranges expired), then, while the rules name a next in line whose range is free, holds it for them (the
     * hold's transaction marks the entry offered; a refusal — the slot taken meanwhile, their own per-venue limit —
     * leaves them waiting and asks the rules again), tells them by SMS and queues the run for when that hold lapses.
     * Answers the offered entries' ids.
     */
    async offerCourt(courtId: number, now = new Date()): Promise<number[]> {
      await repo.settle({ courtId });
      const venueId = await repo.venueOfCourt(courtId);
      if (venueId === undefined) return [];
      const venue = await repos.venueBooking.venue(venueId);
      if (!venue) return [];
      const offered: number[] = [];
      const passed = new Set<number | string>();
      for (let i = 0; i < OFFERS_PER_RUN; i++) {
        const entries = (await db.transaction((tx) => repo.waitingOfCourt(tx, courtId))).filter((e) => !passed.has(e.id));
        if (entries.length === 0) break;
        const seen = await availability(venueId, entries.map((e) => ({ courtId, start: new Date(e.start), end: new Date(e.end) })), now);
        if (!seen) break;
        const next: WaitlistEntry | undefined = nextInLine(seen.ctx, seen.ctx.courts.find((c) => c.id === courtId), entries);
        if (!next) break;
        passed.add(next.id);
        const range = { courtId, start: new Date(next.start), end: new Date(next.end) };
        let hold;
        try {
          hold = await venueBooking.hold(venue, next.userId, [range], now, async (tx, rows) => {
            if (!(await repo.markOffered(tx, Number(next.id), rows[0]!.id))) throw new OfferTaken();
          });
        } catch (error) {
          // the slot went to someone else, the entry was offered or left meanwhile, or the user may not hold it now
          if (error instanceof OfferTaken || error instanceof RuleRefusal || (error instanceof AppError && error.errno === 40000)) continue;
          throw error;
        }
        offered.push(Number(next.id));
        const holdExpiresAt = new Date(hold.order.expires_at);
        const notice = await repo.offerNotice(next.userId, courtId);
        if (notice?.mobile) await sms.notify(notice.mobile, waitlistOfferNotice({ ...notice, start: range.start, end: range.end, holdExpiresAt }), { expiresAt: holdExpiresAt });
        await queueOffer(courtId, new Date(holdExpiresAt.getTime() + AFTER_LAPSE_SECONDS * 1000));
      }
      return offered;
    },

    /** The order sweep's part: every court with someone waiting is offered what is free on it (lapsed holds of anyone). */
    async sweep(): Promise<number> {
      await repo.settle();
      let offered = 0;
      for (const courtId of await repo.courtsWithWaiting(SWEEP_COURTS)) offered += (await this.offerCourt(courtId)).length;
      return offered;
    },
  };
}

export type VenueWaitlistService = ReturnType<typeof createVenueWaitlistService>;

/** `app.venueWaitlist`: 候补 — join, leave, 我的候补, and offering freed time (the `waitlist-offer` queue). */
export default fp(
  async (app) => {
    const queueOffer = async (courtId: number, at?: Date) => {
      await app.jobs.send(JOB.waitlistOffer, { courtId }, at ? { startAfter: at } : {});
    };
    app.decorate('venueWaitlist', createVenueWaitlistService({ db: app.database.db, repos: app.repos, venueBooking: app.venueBooking, sms: { notify: (...args) => app.sms.notify(...args) }, queueOffer }));
    // a cancelled booking, hold or block frees its slot: the line of its court is offered it in the background
    app.bookings.onFreed(async (row) => {
      await queueOffer(row.courtId).catch((error: unknown) => app.log.error({ err: error, court: row.courtId }, 'waitlist offer not queued: the order sweep offers it'));
    });
  },
  { name: 'venue-waitlist-service', dependencies: ['db', 'repositories', 'jobs', 'sms', 'bookings-service', 'venue-booking-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueWaitlist: VenueWaitlistService;
  }
}
