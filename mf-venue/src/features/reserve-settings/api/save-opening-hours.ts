import { http } from 'shared';
import type { OpeningHoursPayload, VenueOpeningHours } from './types';

/** PUT /admin/venue_opening_hours — replaces the weekly hours. */
export function saveOpeningHours(payload: OpeningHoursPayload): Promise<VenueOpeningHours> {
  return http.put('/admin/venue_opening_hours', payload);
}
