import { http } from 'shared';
import type { ResultList } from './types';

/** GET /admin/result/list — every approved entrant of a timed/measured item with its result and place. */
export function getResultList(eventItemId: number): Promise<ResultList> {
  return http.get('/admin/result/list', { event_item_id: eventItemId });
}
