import { http, type ListResult } from 'shared';
import type { components } from 'shared/api-schema';

export type ManagedVenue = components['schemas']['Venue'];

/** GET /admin/venue_list — the venues the caller manages (platform admin: every venue), up to 100, for the venue picker. */
export function getManagedVenues(): Promise<ListResult<ManagedVenue>> {
  return http.get('/admin/venue_list', { start: 0, count: 100 });
}
