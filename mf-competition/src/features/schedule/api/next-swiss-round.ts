import { http } from 'shared';
import type { SwissRoundGenerated } from './types';

/** POST /admin/schedule/next_round — 瑞士制生成下一轮: pairs the next round from the results entered so far. */
export function nextSwissRound(phaseId: number): Promise<SwissRoundGenerated> {
  return http.post('/admin/schedule/next_round', { phase_id: phaseId });
}
