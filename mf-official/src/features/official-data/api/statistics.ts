import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialStatistics = components['schemas']['OfficialStatistics'];

/** GET /official/statistics — platform statistics (public; the server caches them for a minute). */
export function getStatistics(): Promise<OfficialStatistics> {
  return http.get('/official/statistics');
}
