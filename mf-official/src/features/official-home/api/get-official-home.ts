import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialHome = components['schemas']['OfficialHome'];
export type HomeItem = components['schemas']['HomeItem'];

/** GET /official/home — every block of the home page: enabled items inside their schedule window, in order (public). */
export function getOfficialHome(): Promise<OfficialHome> {
  return http.get('/official/home');
}
