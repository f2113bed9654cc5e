import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialHome = components['schemas']['OfficialHome'];
export type HomeItem = components['schemas']['HomeItem'];
export type ArticleList = components['schemas']['ArticleList'];
export type PhoneVenueList = components['schemas']['PhoneVenueList'];
export type PhoneVenue = components['schemas']['PhoneVenue'];
export type PhoneVenueDetail = components['schemas']['PhoneVenueDetail'];

/** GET /official/home — the home blocks managed in the back office (public). */
export function getHome(): Promise<OfficialHome> {
  return http.get('/official/home');
}

/** GET /article/list — the newest published articles (public). */
export function getLatestArticles(count = 5): Promise<ArticleList> {
  return http.get('/article/list', { start: 0, count });
}

/** GET /phone/venue_list — approved venues, newest first (public). */
export function getVenues(count = 10): Promise<PhoneVenueList> {
  return http.get('/phone/venue_list', { start: 0, count });
}

/** GET /phone/venue_info — one approved venue with its courts (404 for unknown or unapproved venues; silent). */
export function getVenue(id: number): Promise<PhoneVenueDetail> {
  return http.get('/phone/venue_info', { id }, { silent: true });
}
