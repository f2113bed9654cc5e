/**
 * Court booking's workflows behind the routes (docs/venues.md, "Routes"): a venue's courts, the day's board for staff
 * and for the public, a user's hold with the order that pays it, 我的预订 and the check-in (核销). A thin composition
 * of the venue rules (shared/rules/venue: `boardView` over the rules' `venueBoard` and `slotPrice`,
 * `bookingRedeemRefusal`) over the reads of `repositories/venue-booking.ts` and the taking of `app.bookings`.
 * Access (canManageVenue, canSeeVenue) is the routes'.
 */
import fp from 'fastify-plugin';
import { BOOKING_MSG, publicBoardView, staffBoardView, bookingOrderNo, bookingRedeemRefusal, courtView, myBookingView, normalizeBookingCode, occupancyFromRow } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { notFound, refused } from '../errors.js';
import type { BookingRow, CourtRange } from '../repositories/bookings.js';
import type { Repositories } from '../repositories/index.js';
import { insertOrder } from '../repositories/orders.js';
import type { CourtValues } from '../repositories/venue-booking.js';
import type { Page } from '../repositories/scope.js';
import type { BookingService } from './bookings.js';

/** A venue as the routes read it for access. */
export interface BookingVenue {
  id: number;
  institution_id: number;
  status: string;
  name: string;
}

export interface VenueBookingDeps {
  db: Db;
  repos: Pick<Repositories, 'venueBooking'>;
  bookings: BookingService;
}

export function createVenueBookingService(deps: VenueBookingDeps) {
  const { db, bookings } = deps;
  const repo = deps.repos.venueBooking;

  return {
    /** The venue's courts (retired ones too), with their price rules. */
    async courts(venueId: number) {
      const list = (await repo.courts(venueId)).map((c) => courtView(c, c.priceRules));
      return { list, total: list.length };
    },

    async addCourt(venueId: number, values: CourtValues) {
      return courtView(await repo.insertCourt(venueId, values), []);
    },

    /** Changes a court; `active: false` retires it (not listed, not bookable, kept for its bookings). */
    async updateCourt(courtId: number, values: CourtValues) {
      const row = await repo.updateCourt(courtId, values);
      if (!row) throw notFound();
      return (await this.courts(row.venueId)).list.find((c) => c.id === courtId)!;
    },

    /** The day's board: staff see who took each slot, the public free / taken / closed with the price explained. */
    async staffBoard(venue: BookingVenue, day: string, now = new Date()) {
      return staffBoardView({ venue, ...(await repo.boardRows(venue.id, day, false)) }, day, now);
    },

    async publicBoard(venue: BookingVenue, day: string, now = new Date()) {
      return publicBoardView({ venue, ...(await repo.boardRows(venue.id, day, true)) }, day, now);
    },

    /**
     * Holds the slots for the venue's payment window with the 待支付 order (kind `booking`) that pays them, made in the
     * hold's transaction and expiring with it: a refused hold makes no order. Answers the order and the held rows.
     * `within` writes more in the same transaction (the waiting list marks its entry offered); throwing undoes all.
     */
    async hold(venue: BookingVenue, userId: number, slots: CourtRange[], now = new Date(), within?: (tx: Tx, rows: BookingRow[]) => Promise<void>) {
      let order: { id: number; orderNo: string; amountCents: number; expiresAt: Date } | undefined;
      const held = await bookings.hold({
        venueId: venue.id,
        userId,
        slots,
        now,
        order: async (tx, rows) => {
          const amountCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
          const subject = `${venue.name} 场地预订`;
          const expiresAt = rows[0]!.holdExpiresAt!;
          const made = await insertOrder(
            tx,
            { orderNo: bookingOrderNo(rows[0]!.id, now), institutionId: venue.institution_id, userId, kind: 'booking', subject, amountCents, expiresAt },
            { item: { name: subject, unitPriceCents: amountCents }, note: '创建订单' },
          );
          order = { ...made!, expiresAt };
          if (within) await within(tx, rows);
          return made!.id;
        },
      });
      const courts = new Map((await repo.courts(venue.id)).map((c) => [c.id, c.name]));
      return {
        order: { id: order!.id, order_no: order!.orderNo, amount_cents: order!.amountCents, expires_at: order!.expiresAt.toISOString() },
        bookings: held.map((b) => ({
          id: b.id,
          court_id: b.courtId,
          court_name: courts.get(b.courtId) ?? '',
          start: b.during.start.toISOString(),
          end: b.during.end.toISOString(),
          amount_cents: b.amountCents,
          check_in_code: b.checkInCode ?? '',
        })),
      };
    },

    /** 我的预订: the user's holds and bookings, newest first. */
    async mine(userId: number, page: Page, now = new Date()) {
      const { list, total } = await repo.mine(userId, page);
      return { list: list.map((r) => myBookingView(r, now)), total };
    },

    /** 核销: staff of the venue check a booking in by its code, when the rules allow it (never twice). */
    async checkIn(venueId: number, code: string, staffId: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const row = await repo.lockByCode(tx, normalizeBookingCode(code));
        const refusal = bookingRedeemRefusal(row ? { ...occupancyFromRow(row), venueId: row.venueId } : undefined, venueId, now);
        if (refusal) throw refused(refusal.message);
        const at = await repo.checkIn(tx, row!.id, staffId);
        if (!at) throw refused(BOOKING_MSG.alreadyRedeemed);
        return {
          id: row!.id,
          venue_id: row!.venueId,
          court_id: row!.courtId,
          court_name: row!.courtName,
          start: row!.during.start.toISOString(),
          end: row!.during.end.toISOString(),
          name: row!.name,
          checked_in_at: at.toISOString(),
        };
      });
    },
  };
}

export type VenueBookingService = ReturnType<typeof createVenueBookingService>;

/** `app.venueBooking`: the booking routes' workflows. */
export default fp(
  async (app) => {
    app.decorate('venueBooking', createVenueBookingService({ db: app.database.db, repos: app.repos, bookings: app.bookings }));
  },
  { name: 'venue-booking-service', dependencies: ['db', 'repositories', 'bookings-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueBooking: VenueBookingService;
  }
}
