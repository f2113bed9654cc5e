import { http } from 'shared';
import type { QualifyResult } from './types';

/** POST /admin/schedule/qualify — applies the phase's qualification rules to its (complete) source phase. */
export function qualifyPhase(phaseId: number): Promise<QualifyResult> {
  return http.post('/admin/schedule/qualify', { phase_id: phaseId });
}
