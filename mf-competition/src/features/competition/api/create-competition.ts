import { http } from 'shared';
import type { CreateCompetitionPayload, CreatedId } from './types';

/** POST /competition — a new match (c_type 1) or activity (c_type 2) as a draft. */
export function createCompetition(payload: CreateCompetitionPayload): Promise<CreatedId> {
  return http.post('/competition', payload);
}
