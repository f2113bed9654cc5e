import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type WaitlistEntry = components['schemas']['VenueWaitlistEntry'];
export type WaitlistList = components['schemas']['VenueWaitlistList'];

/** POST /venue_site/waitlist_join — 候补: joins the waiting list of a taken range of a court. */
export function joinWaitlist(body: { venue_id: number; court_id: number; start: string; end: string }): Promise<WaitlistEntry> {
  return http.post('/venue_site/waitlist_join', body, { silent: true });
}

/** POST /venue_site/waitlist_leave — 取消候补 (a waiting entry of the user's). */
export function leaveWaitlist(id: number): Promise<WaitlistEntry> {
  return http.post('/venue_site/waitlist_leave', { id }, { silent: true });
}

/** GET /venue_site/my_waitlist — 我的候补: the user's entries, the live ones first. */
export function getMyWaitlist(count = 50): Promise<WaitlistList> {
  return http.get('/venue_site/my_waitlist', { start: 0, count });
}
