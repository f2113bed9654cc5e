import { http } from 'shared';
import type { VenueChange } from './types';

/** GET /admin/venue_change_info — one change request with both versions and the diff. */
export function getVenueChangeInfo(id: number): Promise<VenueChange> {
  return http.get('/admin/venue_change_info', { id });
}
