import { http } from 'shared';
import type { CompetitionSaved, UpdateCompetitionPayload } from './types';

/**
 * PUT /competition — edits base info (refused while the filing is pending review). An approved competition's name,
 * cover and introduction wait for the platform's review: `change_pending` 1.
 */
export function updateCompetition(payload: UpdateCompetitionPayload): Promise<CompetitionSaved> {
  return http.put('/competition', payload);
}
