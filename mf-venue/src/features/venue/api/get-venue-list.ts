import { http, type ListResult } from 'shared';
import type { Venue, VenueListQuery } from './types';

/** GET /admin/venue_list — admins: every venue; venue managers: their own. */
export function getVenueList(query: VenueListQuery): Promise<ListResult<Venue>> {
  return http.get('/admin/venue_list', { ...query });
}
