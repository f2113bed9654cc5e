import { http } from 'shared';
import type { SchedulePhaseList } from './types';

/** GET /admin/schedule/phase — the phases of one event item, in order. */
export function getPhases(eventItemId: number): Promise<SchedulePhaseList> {
  return http.get('/admin/schedule/phase', { event_item_id: eventItemId });
}
