/**
 * The phone booking pages' reads beside the board (docs/venues.md, "Phone booking"): a venue's booking rules for a
 * user and 找空场 (the courts free for a range of a day, else the nearest free times), built by the rules' views
 * (shared/rules venue phone-booking.ts) over the venue's settings and a day's board rows. Access is the routes'.
 */
import fp from 'fastify-plugin';
import { freeCourtsView, siteBookingRulesView, type FreeCourtsQuery } from 'shared/rules';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { BookingVenue } from './venues.js';

export function createVenuePhoneService(repos: Pick<Repositories, 'venueBooking' | 'venuePhone'>) {
  return {
    async bookingRules(venue: BookingVenue, now = new Date()) {
      const row = await repos.venuePhone.bookingRules(venue.id);
      if (!row) throw notFound();
      return siteBookingRulesView(row, now);
    },

    async freeCourts(venue: BookingVenue, query: FreeCourtsQuery, now = new Date()) {
      return freeCourtsView({ venue, ...(await repos.venueBooking.boardRows(venue.id, query.day, true)) }, query, now);
    },
  };
}

export type VenuePhoneService = ReturnType<typeof createVenuePhoneService>;

/** `app.venuePhone`: the phone booking pages' reads. */
export default fp(
  async (app) => {
    app.decorate('venuePhone', createVenuePhoneService(app.repos));
  },
  { name: 'venue-phone-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venuePhone: VenuePhoneService;
  }
}
