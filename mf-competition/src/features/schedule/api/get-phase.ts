import { http } from 'shared';
import type { SchedulePhase } from './types';

/** GET /admin/schedule/phase?id — one phase (404 when it does not exist or the caller does not manage it). */
export async function getPhase(id: number): Promise<SchedulePhase> {
  const { list } = await http.get('/admin/schedule/phase', { id });
  return list[0];
}
