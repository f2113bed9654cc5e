import { mockDb } from '../db';
import { mock } from '../route';
import { DEFAULT_BOOKING_SETTINGS, freeCourtsView, siteBookingRulesView } from '../../rules/venue';
import { rowsOf, visibleVenue } from './venue';

/** The phone booking pages' reads (server routes/venue/phone.ts): thin adapters over the rules' views. */
export const venuePhoneHandlers = [
  mock.public.get('/venue_site/booking_rules', ({ user, query }) => {
    const v = visibleVenue(user, query.venue_id);
    return siteBookingRulesView({ id: v.id, ...(mockDb.venueBooking.settings[v.id] ?? { ...DEFAULT_BOOKING_SETTINGS, refundPolicy: [] }) }, new Date());
  }),
  mock.public.get('/venue_site/free_courts', ({ user, query: { venue_id, ...q } }) => freeCourtsView(rowsOf(visibleVenue(user, venue_id), true), q, new Date())),
];
