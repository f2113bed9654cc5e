import { http } from 'shared';
import type { ScheduleCourtList } from './types';

/**
 * GET /admin/schedule/courts — the courts of the competition's venue (举办场馆), for the fixture editor. The
 * competition's organisers may read them whichever institution runs the venue; [] when no venue is chosen.
 */
export async function getVenueCourts(competitionId: number): Promise<ScheduleCourtList['list']> {
  return (await http.get('/admin/schedule/courts', { id: competitionId })).list;
}
