import { http } from 'shared';
import type { LiveFixtures } from './types';

/** GET /official/competition/live — today's and live fixtures of a published competition (public, polled). */
export function getOfficialLive(id: number): Promise<LiveFixtures> {
  return http.get('/official/competition/live', { id }, { silent: true });
}
