import { http } from 'shared';
import type { SignUpSettings, UpdateSettingsPayload } from './types';

/** PUT /competition/requirement — saves the sign-up settings (window, review, waiting list, fields, enabled). */
export function updateSignUpSettings(payload: UpdateSettingsPayload): Promise<SignUpSettings> {
  return http.put('/competition/requirement', payload);
}
