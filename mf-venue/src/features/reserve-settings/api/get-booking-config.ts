import { http } from 'shared';
import type { VenueBookingConfig } from './types';

/** GET /admin/venue_booking_config — a venue's hours, special days (today and 89 days on), closures not over, price rules and settings. */
export function getBookingConfig(venueId: number): Promise<VenueBookingConfig> {
  return http.get('/admin/venue_booking_config', { venue_id: venueId });
}
