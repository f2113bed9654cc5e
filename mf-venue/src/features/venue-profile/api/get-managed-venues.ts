import { http, type ListResult } from 'shared';
import type { ManagedVenue } from './types';

/** GET /admin/venue_list — the venues the caller manages (the platform admin: every venue), for the venue picker. */
export function getManagedVenues(): Promise<ListResult<ManagedVenue>> {
  return http.get('/admin/venue_list', { start: 0, count: 100 });
}
