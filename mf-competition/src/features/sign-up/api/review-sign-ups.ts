import { http } from 'shared';
import type { ReviewSignUpsPayload, SignUpReviewed } from './types';

/** POST /competition/sign_info/review — 通过 / 驳回 (reason required) of several entries, all or nothing. */
export function reviewSignUps(payload: ReviewSignUpsPayload): Promise<SignUpReviewed> {
  return http.post('/competition/sign_info/review', payload);
}
