import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type SiteBoard = components['schemas']['VenueSiteBoard'];
export type SiteCourt = components['schemas']['VenueSiteCourt'];
export type SiteSlot = components['schemas']['VenueSiteSlot'];
export type SiteRules = components['schemas']['VenueSiteRules'];
export type FreeCourts = components['schemas']['VenueFreeCourts'];
export type BookingHold = components['schemas']['BookingHold'];
export type MyBooking = components['schemas']['MyBooking'];
export type MyBookingList = components['schemas']['MyBookingList'];
export type BookingCancelled = components['schemas']['VenueBookingCancelled'];
export type HoldSlot = { court_id: number; start: string; end: string };

/** GET /venue_site/booking_rules — the bookable days, the payment window and the refund policy (public). */
export function getBookingRules(venueId: number): Promise<SiteRules> {
  return http.get('/venue_site/booking_rules', { venue_id: venueId }, { silent: true });
}

/** GET /venue_site/board — the day's courts × half hours with their state and price (public). */
export function getBoard(venueId: number, day: string): Promise<SiteBoard> {
  return http.get('/venue_site/board', { venue_id: venueId, day }, { silent: true });
}

/** GET /venue_site/free_courts — 找空场: the courts free for a range of the day, else the nearest free times. */
export function getFreeCourts(query: { venue_id: number; day: string; start: string; end: string }): Promise<FreeCourts> {
  return http.get('/venue_site/free_courts', query, { silent: true });
}

/** POST /venue_site/hold — holds the slots with their 待支付 order (money mutation: Idempotency-Key). */
export function holdSlots(body: { venue_id: number; slots: HoldSlot[] }, idempotencyKey: string): Promise<BookingHold> {
  return http.post('/venue_site/hold', body, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

/** GET /venue_site/my_bookings — the signed-in user's holds and bookings, latest start first. */
export function getMyBookings(count = 50): Promise<MyBookingList> {
  return http.get('/venue_site/my_bookings', { start: 0, count });
}

/** POST /venue_site/cancel — cancels the user's own booking; the refund is the venue's policy's (Idempotency-Key). */
export function cancelMyBooking(id: number, idempotencyKey: string): Promise<BookingCancelled> {
  return http.post('/venue_site/cancel', { id }, { headers: { 'Idempotency-Key': idempotencyKey }, silent: true });
}

/** The cashier of an order (mf_finance's 收银台, reached by its path). */
export const cashierPath = (orderNo: string) => `/admin/account/pay/${encodeURIComponent(orderNo)}`;

