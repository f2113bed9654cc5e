import { http } from 'shared';
import type { KnockoutBracket } from './types';

/** GET /admin/schedule/knockout_draws — the bracket of a knockout phase. */
export function getKnockoutBracket(phaseId: number): Promise<KnockoutBracket> {
  return http.get('/admin/schedule/knockout_draws', { phase_id: phaseId });
}
