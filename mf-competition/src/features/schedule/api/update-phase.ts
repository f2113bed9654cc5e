import { http } from 'shared';
import type { CreatedId, UpdatePhasePayload } from './types';

/** PUT /admin/schedule/phase — a change of format/config/seed drops the generated fixtures (back to draft). */
export function updatePhase(payload: UpdatePhasePayload): Promise<CreatedId> {
  return http.put('/admin/schedule/phase', payload);
}
