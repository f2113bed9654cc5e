import { http } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type CheckInInfo = Schemas['CheckInInfo'];
export type CheckInParticipant = Schemas['CheckInParticipant'];
export type CheckInSubmitted = Schemas['CheckInSubmitted'];
export type CheckInEvidenceKind = Schemas['CheckInRecord']['evidence'];

/** GET /competition/clock/info — the activity's challenge and, signed in, the caller's entry. */
export function getCheckInInfo(competitionId: number): Promise<CheckInInfo> {
  return http.get('/competition/clock/info', { id: competitionId });
}

/** GET /competition/clock_list — the caller's own tally, days and latest records. */
export function getMyCheckIns(competitionId: number): Promise<CheckInParticipant> {
  return http.get('/competition/clock_list', { id: competitionId, count: 10 });
}

/** POST /competition/clock — a check-in with an uploaded image or track file (silent: the form shows a refusal). */
export function submitCheckIn(body: { id: number; evidence: CheckInEvidenceKind; media_id: number; distance_meters?: number; duration_seconds?: number; note?: string }): Promise<CheckInSubmitted> {
  return http.post('/competition/clock', body, { silent: true });
}
