import { http } from 'shared';
import type { CourtAddPayload, VenueCourt } from './types';

/** POST /admin/venue_court_add — a new court of the venue. */
export function addCourt(payload: CourtAddPayload): Promise<VenueCourt> {
  return http.post('/admin/venue_court_add', payload);
}
