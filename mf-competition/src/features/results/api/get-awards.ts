import { http } from 'shared';
import type { AwardList } from './types';

/** GET /admin/award — the awards of an event item, by place. */
export function getAwards(eventItemId: number): Promise<AwardList> {
  return http.get('/admin/award', { event_item_id: eventItemId });
}
