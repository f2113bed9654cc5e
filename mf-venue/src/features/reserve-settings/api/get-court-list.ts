import { http } from 'shared';
import type { VenueCourtList } from './types';

/** GET /admin/venue_court_list — every court of the venue, retired ones too, with its price rules explained. */
export function getCourtList(venueId: number): Promise<VenueCourtList> {
  return http.get('/admin/venue_court_list', { venue_id: venueId });
}
