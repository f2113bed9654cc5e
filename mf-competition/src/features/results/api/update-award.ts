import { http } from 'shared';
import type { CreatedId, UpdateAwardPayload } from './types';

/** PUT /admin/award — renames an award or changes its place range. */
export function updateAward(payload: UpdateAwardPayload): Promise<CreatedId> {
  return http.put('/admin/award', payload);
}
