import { http } from 'shared';
import type { SpecialDayPayload, VenueSpecialDay } from './types';

/** PUT /admin/venue_special_day — sets one date's arrangement (closed, own hours, holiday, 调休). */
export function saveSpecialDay(payload: SpecialDayPayload): Promise<VenueSpecialDay> {
  return http.put('/admin/venue_special_day', payload);
}
