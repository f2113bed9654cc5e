import { http } from 'shared';
import type { ClosurePayload, VenueClosure } from './types';

/** POST /admin/venue_closure — closes the venue or one court for a time, refused over live bookings. */
export function addClosure(payload: ClosurePayload): Promise<VenueClosure> {
  return http.post('/admin/venue_closure', payload);
}
