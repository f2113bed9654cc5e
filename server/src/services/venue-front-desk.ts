/**
 * 预订管理 at the front desk (docs/venues.md, "Front desk"): staff book a walk-in, block and unblock slots, preview a
 * club's recurring booking (the colliding dates listed before anything is taken) and book its chosen dates in one
 * transaction, and read 预订记录. A thin composition of the venue rules (shared/rules front-desk.ts, recurring.ts, the
 * booking check through `app.bookings`) over the repositories. Money: a booking paid at the desk is a finance order of
 * kind `booking` marked paid offline (线下收款, repositories/orders.ts `markPaid`) in the booking's own transaction —
 * the finance module's offline payment, never a second payment path; cancelling it refunds offline (booking-payments).
 * Access (canManageVenue) is the routes'.
 */
import fp from 'fastify-plugin';
import {
  bookingContextFromRows,
  bookingOrderNo,
  bookingRecordView,
  deskBookingView,
  deskContactProblem,
  FRONT_DESK_MSG,
  offlineMarkNote,
  recordRangeProblem,
  recurringCollisions,
  recurringDaysProblem,
  recurringItems,
  recurringOccurrences,
  recurringPreviewView,
  recurringProblem,
  type BookingRecordFilter,
  type RecurringRequest,
} from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { BookingRow, CourtRange } from '../repositories/bookings.js';
import type { Repositories } from '../repositories/index.js';
import { insertOrder } from '../repositories/orders.js';
import type { Page } from '../repositories/scope.js';
import type { BookingService } from './bookings.js';
import type { BookingVenue } from './venues.js';

/** The staff member at the desk (the order's 操作人 and audit line). */
export interface DeskStaff {
  userId: number;
  ip: string;
}

export interface DeskContact {
  contactName: string;
  contactMobile: string;
  /** 1: paid at the desk (cash, card machine…): the order is marked paid offline; 0: nothing charged now */
  paidAtDesk: boolean;
  note: string;
}

export interface VenueFrontDeskDeps {
  db: Db;
  repos: Pick<Repositories, 'bookings' | 'venueBooking' | 'venueFrontDesk' | 'orders' | 'signUps'>;
  bookings: BookingService;
}

export function createVenueFrontDeskService(deps: VenueFrontDeskDeps) {
  const { db, repos, bookings } = deps;

  const courtNames = async (venueId: number) => {
    const names = new Map((await repos.venueBooking.courts(venueId)).map((c) => [c.id, c.name]));
    return (id: number) => names.get(id) ?? '';
  };

  const contactOf = (contact: DeskContact) => {
    const problem = deskContactProblem(contact);
    if (problem) throw badInput(problem);
    return { contactName: contact.contactName.trim(), contactMobile: contact.contactMobile.trim(), note: contact.note.trim() };
  };

  /**
   * Books the slots for the contact; paid at the desk, the booking order (the venue's institution the payee) is made
   * and marked paid offline in the booking's transaction: a refused booking makes no order, a failing order takes no slot.
   */
  async function deskBook(venue: BookingVenue, staff: DeskStaff, slots: CourtRange[], contact: DeskContact, recurringGroupId: string | null, now: Date) {
    const who = contactOf(contact);
    const staffName = contact.paidAtDesk ? await repos.signUps.actorName(staff.userId) : '';
    let order: { id: number; orderNo: string; amountCents: number; status: string; payChannel: string } | null = null;
    const booked = await bookings.book({
      venueId: venue.id,
      staffId: staff.userId,
      slots,
      ...who,
      recurringGroupId,
      now,
      order: contact.paidAtDesk
        ? async (tx: Tx, rows: BookingRow[]) => {
            const amountCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
            if (amountCents === 0) return null;
            const subject = FRONT_DESK_MSG.deskSubject(venue.name);
            const made = (await insertOrder(
              tx,
              { orderNo: bookingOrderNo(rows[0]!.id, now), institutionId: venue.institution_id, userId: null, kind: 'booking', subject, amountCents },
              { item: { name: subject, unitPriceCents: amountCents }, note: '创建订单' },
            ))!;
            const paid = await repos.orders.markPaid(tx, made.id, { note: offlineMarkNote(FRONT_DESK_MSG.deskPaidNote, staffName), auditNote: FRONT_DESK_MSG.deskPaidNote }, staff, 'booking');
            if (!paid) throw new Error(`前台订单 ${made.id} 未能标记为已支付`);
            order = { id: made.id, orderNo: made.orderNo, amountCents, status: '已支付', payChannel: 'offline' };
            return made.id;
          }
        : undefined,
    });
    return deskBookingView(booked, await courtNames(venue.id), order, recurringGroupId);
  }

  /** The series checked like single bookings of its court (nothing taken): the rules' listing. */
  async function listing(venue: BookingVenue, request: RecurringRequest, now: Date) {
    const problem = recurringProblem(request);
    if (problem) throw badInput(problem);
    const occurrences = recurringOccurrences(request);
    const ranges = occurrences.map((o) => ({ courtId: request.courtId, start: new Date(o.start), end: new Date(o.end) }));
    const ctx = await db.transaction(async (tx) => {
      const row = await repos.bookings.venueForBooking(tx, venue.id);
      if (!row) throw notFound();
      const rows = await repos.bookings.bookingContext(tx, venue.id, ranges, { days: occurrences.map((o) => o.day) });
      return bookingContextFromRows({ venue: row, ...rows });
    });
    return recurringCollisions({ ...ctx, now }, ctx.courts.find((c) => c.id === request.courtId), request);
  }

  return {
    /** A walk-in booked by staff (the rules' staff check; priced by the venue's rules). */
    walkIn: (venue: BookingVenue, staff: DeskStaff, slots: CourtRange[], contact: DeskContact, now = new Date()) => deskBook(venue, staff, slots, contact, null, now),

    /** Staff keep slots free (maintenance, training…): all or nothing. */
    async block(venue: BookingVenue, staffId: number, slots: CourtRange[], note: string, now = new Date()) {
      const rows = await bookings.block({ venueId: venue.id, staffId, slots, note: note.trim(), now });
      return deskBookingView(rows, await courtNames(venue.id), null);
    },

    /** Frees a block of the venue (another venue's row, or none: 404; a booking or hold: refused). */
    async unblock(venue: BookingVenue, bookingId: number, staffId: number, now = new Date()) {
      const row = await repos.bookings.byId(bookingId);
      if (!row || row.venueId !== venue.id) throw notFound();
      if (row.kind !== 'block') throw refused(FRONT_DESK_MSG.notBlock);
      const cancelled = await bookings.cancel(bookingId, { kind: 'staff', staffId }, '解除锁场', now);
      return { id: cancelled.id, status: cancelled.status };
    },

    /** 周期预订 preview: every date of the series, free or with its reasons; nothing is taken. */
    async recurringPreview(venue: BookingVenue, request: RecurringRequest, now = new Date()) {
      return recurringPreviewView(await listing(venue, request, now));
    },

    /**
     * Books the chosen dates of the series (each one of its occurrences) in one transaction under one recurring
     * group: one of them taken meanwhile refuses them all (该时段已被预订 …), so staff preview again.
     */
    async recurringBook(venue: BookingVenue, staff: DeskStaff, request: RecurringRequest, days: string[], contact: DeskContact, now = new Date()) {
      const problem = recurringProblem(request) ?? recurringDaysProblem(request, days);
      if (problem) throw badInput(problem);
      contactOf(contact);
      const slots = recurringItems(request, days).map((i) => ({ courtId: i.courtId, start: new Date(i.start), end: new Date(i.end) }));
      return deskBook(venue, staff, slots, contact, bookings.newRecurringGroupId(), now);
    },

    /** 预订记录: a page of the venue's rows with the filters (42200 for a bad range). */
    async records(venue: BookingVenue, filter: BookingRecordFilter, page: Page, now = new Date()) {
      const problem = recordRangeProblem(filter.from, filter.to);
      if (problem) throw badInput(problem);
      const { list, total } = await repos.venueFrontDesk.records(venue.id, filter, page);
      return { list: list.map((r) => bookingRecordView(r, now)), total };
    },

  };
}

export type VenueFrontDeskService = ReturnType<typeof createVenueFrontDeskService>;

/** `app.venueFrontDesk`: the front desk's workflows. */
export default fp(
  async (app) => {
    app.decorate('venueFrontDesk', createVenueFrontDeskService({ db: app.database.db, repos: app.repos, bookings: app.bookings }));
  },
  { name: 'venue-front-desk-service', dependencies: ['db', 'repositories', 'bookings-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueFrontDesk: VenueFrontDeskService;
  }
}
