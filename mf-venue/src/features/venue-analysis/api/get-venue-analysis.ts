import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type VenueAnalysis = components['schemas']['VenueAnalysis'];

/** GET /admin/venue_analysis — one venue's occupancy by court and hour, peak hours, revenue by day and sport, cancellation rate over China days. */
export function getVenueAnalysis(venueId: number, range: { from: string; to: string }): Promise<VenueAnalysis> {
  return http.get('/admin/venue_analysis', { venue_id: venueId, ...range });
}
