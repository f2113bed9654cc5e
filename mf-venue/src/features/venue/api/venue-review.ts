import { http } from 'shared';
import type { VenueClosed, VenueReviewDetail, VenueReviewState } from './types';

/** GET /admin/venue_review_info — the venue's data, photos and review (platform admin). */
export function getVenueReviewInfo(id: number): Promise<VenueReviewDetail> {
  return http.get('/admin/venue_review_info', { id });
}

/** POST /admin/venue_review — 通过 / 驳回 a pending venue (驳回 with its reason). */
export function reviewVenue(id: number, action: 'approve' | 'reject', reason: string): Promise<VenueReviewState> {
  return http.post('/admin/venue_review', { id, action, reason });
}

/** POST /admin/venue_close — closes a venue; its bookings not yet over are cancelled with full refunds. */
export function closeVenue(id: number, closeReason: string): Promise<VenueClosed> {
  return http.post('/admin/venue_close', { id, close_reason: closeReason });
}

/** POST /admin/venue_reopen — a closed venue is bookable again. */
export function reopenVenue(id: number): Promise<VenueReviewState> {
  return http.post('/admin/venue_reopen', { id });
}
