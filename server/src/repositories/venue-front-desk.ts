/**
 * 预订记录 of a venue (docs/venues.md, "Front desk"): its bookings, holds and blocks with court, order and who booked,
 * filtered as shared/rules front-desk.ts `recordMatches` says (China days of the start, court, state at now, kind, a
 * keyword on the name, mobile or 核销码), newest start first — a page for the list, batches for the export.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addChinaDays, dayMinuteInstant, type BookingRecordFilter, type BookingRecordRow } from 'shared/rules';
import type { Db } from '../db/client.js';
import { bookings, courts, orders, users, venues } from '../db/schema/index.js';
import { lapsedHold } from './bookings.js';
import { likePattern, scopedList, type Page } from './scope.js';
import { occupancyColumns } from './venue-columns.js';

const name = sql<string>`coalesce(nullif(${bookings.contactName}, ''), ${users.nickname}, '')`;
const mobile = sql<string>`coalesce(nullif(${bookings.contactMobile}, ''), ${users.mobile}, '')`;

const recordColumns = {
  ...occupancyColumns,
  courtName: courts.name,
  staffId: bookings.staffId,
  recurringGroupId: bookings.recurringGroupId,
  name,
  mobile,
  checkInCode: bookings.checkInCode,
  amountCents: bookings.amountCents,
  note: bookings.note,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  payChannel: orders.payChannel,
  createdAt: bookings.createdAt,
  checkedInAt: bookings.checkedInAt,
  cancelledAt: bookings.cancelledAt,
  cancelReason: bookings.cancelReason,
};

/** The state of a row at now (the rules' bookingState) as a condition. */
const STATE: Record<NonNullable<BookingRecordFilter['state']>, SQL> = {
  pending_payment: sql`(${bookings.kind} = 'hold' and ${bookings.status} = 'active' and ${bookings.holdExpiresAt} > now())`,
  expired: sql`(${bookings.status} = 'expired' or ${lapsedHold})`,
  booked: sql`(${bookings.kind} = 'booking' and ${bookings.status} = 'active')`,
  blocked: sql`(${bookings.kind} = 'block' and ${bookings.status} = 'active')`,
  checked_in: sql`(${bookings.status} = 'checked_in')`,
  cancelled: sql`(${bookings.status} = 'cancelled')`,
};

function conditions(venueId: number, f: BookingRecordFilter): (SQL | undefined)[] {
  const keyword = f.keyword?.trim();
  const p = keyword ? likePattern(keyword) : '';
  return [
    eq(bookings.venueId, venueId),
    gte(sql`lower(${bookings.during})`, dayMinuteInstant(f.from, 0)),
    lt(sql`lower(${bookings.during})`, dayMinuteInstant(addChinaDays(f.to, 1), 0)),
    f.courtId === undefined ? undefined : eq(bookings.courtId, f.courtId),
    f.kind ? eq(bookings.kind, f.kind) : undefined,
    f.state ? STATE[f.state] : undefined,
    keyword ? or(ilike(name, p), ilike(mobile, p), ilike(bookings.checkInCode, likePattern(keyword.toUpperCase()))) : undefined,
  ];
}

export function createVenueFrontDeskRepo(db: Db) {
  const rows = (where: SQL | undefined) =>
    db
      .select(recordColumns)
      .from(bookings)
      .innerJoin(courts, eq(courts.id, bookings.courtId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .leftJoin(orders, eq(orders.id, bookings.orderId))
      .where(where)
      .orderBy(desc(sql`lower(${bookings.during})`), desc(bookings.id));
  return {
    /** A page of 预订记录. */
    async records(venueId: number, f: BookingRecordFilter, page: Page): Promise<{ list: BookingRecordRow[]; total: number }> {
      return scopedList({
        where: conditions(venueId, f),
        page,
        rows: (where, p) => rows(where).offset(p.start).limit(p.count),
        count: (where) =>
          db
            .select({ n: count() })
            .from(bookings)
            .leftJoin(users, eq(users.id, bookings.userId))
            .where(where),
      });
    },

    /** Up to `limit` records from `offset` (the export reads them in batches). */
    async recordBatch(venueId: number, f: BookingRecordFilter, offset: number, limit: number): Promise<BookingRecordRow[]> {
      return rows(and(...conditions(venueId, f)))
        .offset(offset)
        .limit(limit);
    },

    /** The venue's name (the export's file name and sheet). */
    async venueName(venueId: number) {
      const [row] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
      return row?.name;
    },
  };
}

export type VenueFrontDeskRepo = ReturnType<typeof createVenueFrontDeskRepo>;