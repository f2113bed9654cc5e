import { http } from 'shared';
import type { VenueDetail } from './types';

/**
 * GET /admin/venue_info — the courts of the competition's venue. Only the venue's institution may read it, so it is
 * silent: when it is refused the fixture editor falls back to a free-text court.
 */
export async function getVenueCourts(venueId: number): Promise<VenueDetail['courts']> {
  return (await http.get<VenueDetail>('/admin/venue_info', { id: venueId }, { silent: true })).courts;
}
