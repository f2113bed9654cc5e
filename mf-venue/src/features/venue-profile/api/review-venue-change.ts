import { http } from 'shared';
import type { VenueChange, VenueChangeReviewPayload } from './types';

/** POST /admin/venue_change_review — approve (applied at once) or reject with a reason the venue reads. */
export function reviewVenueChange(payload: VenueChangeReviewPayload): Promise<VenueChange> {
  return http.post('/admin/venue_change_review', payload);
}
