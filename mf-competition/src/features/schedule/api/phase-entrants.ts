import { http } from 'shared';
import type { PhaseEntrantChanged, PhaseEntrantList } from './types';

/** GET /admin/schedule/phase_entrants — a phase's entrants (瑞士制: with 补录/退赛 and the entries that may still enter). */
export function getPhaseEntrants(phaseId: number): Promise<PhaseEntrantList> {
  return http.get('/admin/schedule/phase_entrants', { phase_id: phaseId });
}

/** POST /admin/schedule/entrant_leave — 退赛 after the round paired last (an unpaired late entry is taken out). */
export function leavePhase(phaseId: number, signUpId: number): Promise<PhaseEntrantChanged> {
  return http.post('/admin/schedule/entrant_leave', { phase_id: phaseId, sign_up_id: signUpId });
}

/** POST /admin/schedule/entrant_return — 恢复参赛 from the next round. */
export function returnToPhase(phaseId: number, signUpId: number): Promise<PhaseEntrantChanged> {
  return http.post('/admin/schedule/entrant_return', { phase_id: phaseId, sign_up_id: signUpId });
}

/** POST /admin/schedule/late_entry — 补录 an approved entry from the next round, scoring `missedRoundPoints` per missed round. */
export function addLateEntry(phaseId: number, signUpId: number, missedRoundPoints: number): Promise<PhaseEntrantChanged> {
  return http.post('/admin/schedule/late_entry', { phase_id: phaseId, sign_up_id: signUpId, missed_round_points: missedRoundPoints });
}
