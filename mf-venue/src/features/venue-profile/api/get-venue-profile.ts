import { http } from 'shared';
import type { VenueProfileInfo } from './types';

/** GET /admin/venue_profile — the venue's profile, its pending change request and its latest review. */
export function getVenueProfile(venueId: number): Promise<VenueProfileInfo> {
  return http.get('/admin/venue_profile', { venue_id: venueId });
}
