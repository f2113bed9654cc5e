import { http } from 'shared';
import type { VenueInfo } from './types';

/** GET /admin/venue_info — one venue with its courts. */
export function getVenueInfo(id: number): Promise<VenueInfo> {
  return http.get('/admin/venue_info', { id });
}
