import { http } from 'shared';
import type { MatchInfoPayload, ScheduleMatchSaved } from './types';

/** POST /admin/schedule/match_info/save — time, court and referees of a fixture; answers with the competition's clashes. */
export function saveMatchInfo(payload: MatchInfoPayload): Promise<ScheduleMatchSaved> {
  return http.post('/admin/schedule/match_info/save', payload);
}
