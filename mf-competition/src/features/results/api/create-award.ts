import { http } from 'shared';
import type { CreateAwardPayload, CreatedId } from './types';

/** POST /admin/award — a new award for a place range (overlapping ranges are refused). */
export function createAward(payload: CreateAwardPayload): Promise<CreatedId> {
  return http.post('/admin/award', payload);
}
