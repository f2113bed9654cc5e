import { http, type ListResult } from 'shared';
import type { CheckInParticipant, CheckInRanking, CheckInRecord, CheckInRecordQuery, CheckInSettings, SaveCheckInSettingsPayload } from './types';

/** GET /competition/clock/settings — the activity's challenge, null before it is set. */
export function getCheckInSettings(competitionId: number): Promise<CheckInSettings | null> {
  return http.get('/competition/clock/settings', { id: competitionId });
}

/** PUT /competition/clock/settings — saves the challenge (the server checks it with the shared rule). */
export function saveCheckInSettings(payload: SaveCheckInSettingsPayload): Promise<CheckInSettings> {
  return http.put('/competition/clock/settings', payload);
}

/** GET /competition/clock_rank — the ranking, each row with why it is below the one above. */
export function getCheckInRanking(competitionId: number): Promise<CheckInRanking> {
  return http.get('/competition/clock_rank', { id: competitionId });
}

/** GET /competition/clock/records — the records of the activity, filtered. */
export function getCheckInRecords(query: CheckInRecordQuery): Promise<ListResult<CheckInRecord>> {
  return http.get('/competition/clock/records', query);
}

/** GET /competition/clock_list — one participant's tally, days and records. */
export function getParticipantCheckIns(competitionId: number, signUpId: number, page: { start: number; count: number }): Promise<CheckInParticipant> {
  return http.get('/competition/clock_list', { id: competitionId, sign_up_id: signUpId, ...page });
}
