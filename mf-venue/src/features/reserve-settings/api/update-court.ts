import { http } from 'shared';
import type { CourtUpdatePayload, VenueCourt } from './types';

/** POST /admin/venue_court_update — a court's name, sport, capacity, order, standard price; `active` 0 retires it. */
export function updateCourt(payload: CourtUpdatePayload): Promise<VenueCourt> {
  return http.post('/admin/venue_court_update', payload);
}
