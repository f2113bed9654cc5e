import { http } from 'shared';
import type { CreatedId, UpdateCompetitionPayload } from './types';

/** PUT /competition — edits base info (refused while the filing is pending review). */
export function updateCompetition(payload: UpdateCompetitionPayload): Promise<CreatedId> {
  return http.put<CreatedId>('/competition', payload);
}
