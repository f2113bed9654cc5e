/**
 * 场馆数据分析 (GET /admin/venue_analysis): the rows of one venue the rules' `venueAnalysisView` reads — its active
 * courts, weekly hours, the special days of the analysed days, and its bookings (sold, checked in or cancelled; not
 * holds or blocks) overlapping the analysed span.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnalysisBookingRow, OpeningHoursRow, SpecialDayRow } from 'shared/rules';
import type { Db } from '../db/client.js';
import { bookings, courts, timeRangeLiteral, venueOpeningHours, venues, venueSpecialDays } from '../db/schema/index.js';
import { openingHourColumns, specialDayColumns } from './venue-columns.js';

export function createVenueAnalysisRepo(db: Db) {
  return {
    /** The venue as access reads it (canManageVenue: its id and institution), with its name. */
    async venue(venueId: number) {
      const [row] = await db.select({ id: venues.id, institution_id: venues.institutionId, name: venues.name }).from(venues).where(eq(venues.id, venueId));
      return row;
    },

    /** What the analysis of [from, to] (China days) spanning `span` reads. */
    async rows(venueId: number, days: { from: string; to: string }, span: { start: Date; end: Date }) {
      const [courtRows, openingHours, specialDays, bookingRows] = await Promise.all([
        db.select({ id: courts.id, name: courts.name, sport: courts.sport }).from(courts).where(and(eq(courts.venueId, venueId), eq(courts.active, true))).orderBy(asc(courts.sort), asc(courts.id)),
        db.select(openingHourColumns).from(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId)) as Promise<OpeningHoursRow[]>,
        db
          .select(specialDayColumns)
          .from(venueSpecialDays)
          .where(and(eq(venueSpecialDays.venueId, venueId), gte(venueSpecialDays.day, days.from), lte(venueSpecialDays.day, days.to))) as Promise<SpecialDayRow[]>,
        db
          .select({ id: bookings.id, courtId: bookings.courtId, during: bookings.during, kind: bookings.kind, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, userId: bookings.userId, amountCents: bookings.amountCents })
          .from(bookings)
          .where(
            and(
              eq(bookings.venueId, venueId),
              eq(bookings.kind, 'booking'),
              inArray(bookings.status, ['active', 'checked_in', 'cancelled']),
              sql`${bookings.during} && ${timeRangeLiteral(span)}::tstzrange`,
            ),
          ) as Promise<AnalysisBookingRow[]>,
      ]);
      return { courts: courtRows, openingHours, specialDays, bookings: bookingRows };
    },
  };
}
