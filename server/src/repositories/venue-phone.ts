/**
 * What the phone booking pages read of a venue beside the board (docs/venues.md, "Phone booking"): its booking
 * settings and refund policy (the rules' `siteBookingRulesView`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { venues } from '../db/schema/index.js';

export function createVenuePhoneRepo(db: Db) {
  return {
    /** The venue's booking settings and stored refund policy. */
    async bookingRules(venueId: number) {
      const [row] = await db
        .select({
          id: venues.id,
          paymentWindowMinutes: venues.paymentWindowMinutes,
          parallelBookingLimit: venues.parallelBookingLimit,
          maxBookingMinutes: venues.maxBookingMinutes,
          bookableDays: venues.bookableDays,
          refundPolicy: venues.refundPolicy,
        })
        .from(venues)
        .where(eq(venues.id, venueId));
      return row;
    },
  };
}

export type VenuePhoneRepo = ReturnType<typeof createVenuePhoneRepo>;
