import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialHighlights = components['schemas']['HighlightList'];
export type OfficialHighlight = components['schemas']['Highlight'];

/** GET /competition/highlight_list — the 集锦 of an approved competition: its ratified records and what its organiser composed (public). */
export function getOfficialHighlights(id: number): Promise<OfficialHighlights> {
  return http.get('/competition/highlight_list', { id });
}
