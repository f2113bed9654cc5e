import { http } from 'shared';
import type { CreatedId, CreatePhasePayload } from './types';

/** POST /admin/schedule/create_phase — a new phase (draft) of an event item. */
export function createPhase(payload: CreatePhasePayload): Promise<CreatedId> {
  return http.post('/admin/schedule/create_phase', payload);
}
