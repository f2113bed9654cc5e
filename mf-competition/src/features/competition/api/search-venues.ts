import { http } from 'shared';
import type { VenueOptionList } from './types';

/** GET /competition/venue_options — approved venues by name or address (the 举办场馆 picker of organisers). */
export function searchVenues(keyword: string): Promise<VenueOptionList> {
  return http.get('/competition/venue_options', { keyword, start: 0, count: 20 });
}
