import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialHome = components['schemas']['OfficialHome'];
export type HomeItem = components['schemas']['HomeItem'];
export type RecommendedEvent = components['schemas']['RecommendedEvent'];
export type FriendlyLink = components['schemas']['FriendlyLink'];

/** GET /official/home — headlines, recommended events, partners and friendly links (public). */
export function getOfficialHome(): Promise<OfficialHome> {
  return http.get<OfficialHome>('/official/home');
}
