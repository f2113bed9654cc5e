import { http } from 'shared';
import type { VenueProfileInfo, VenueProfilePayload } from './types';

/** PUT /admin/venue_profile — saves at once (a venue not yet approved) or submits a change request (an approved one). */
export function saveVenueProfile(payload: VenueProfilePayload): Promise<VenueProfileInfo> {
  return http.put('/admin/venue_profile', payload);
}
