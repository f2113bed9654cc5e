import { http, type ListResult } from 'shared';
import type { VenueChangeItem, VenueChangeListQuery } from './types';

/** GET /admin/venue_change_list — the platform's queue of venue change requests. */
export function getVenueChangeList(query: VenueChangeListQuery): Promise<ListResult<VenueChangeItem>> {
  return http.get('/admin/venue_change_list', { ...query });
}
