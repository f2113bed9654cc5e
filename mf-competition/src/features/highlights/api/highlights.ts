/** 集锦 calls of the organiser's page (types from the server's OpenAPI document, `pnpm openapi`). */
import { http, type Json, type ListResult } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type HighlightList = Schemas['HighlightList'];
export type Highlight = Schemas['Highlight'];
export type HighlightCandidate = Schemas['HighlightCandidate'];
export type HighlightKind = NonNullable<Highlight['kind']>;

/** GET /competition/highlights — the records and every composed item (visible 0: not on the official site). */
export function getHighlights(competitionId: number): Promise<HighlightList> {
  return http.get('/competition/highlights', { id: competitionId });
}

/** GET /competition/highlights/candidates — the competition's videos, album photos or results, one page. */
export function getHighlightCandidates(query: { id: number; kind: HighlightKind; keyword?: string; start: number; count: number }): Promise<ListResult<HighlightCandidate>> {
  return http.get('/competition/highlights/candidates', query);
}

/** POST /competition/highlights — appends one item. */
export function addHighlight(payload: Json<'/competition/highlights', 'post'>): Promise<{ id: number }> {
  return http.post('/competition/highlights', payload);
}

/** POST /competition/highlights/move — moves an item to a position (1 = first). */
export function moveHighlight(id: number, position: number): Promise<unknown> {
  return http.post('/competition/highlights/move', { id, position });
}

/** POST /competition/highlights/caption — changes an item's caption. */
export function captionHighlight(id: number, caption: string): Promise<unknown> {
  return http.post('/competition/highlights/caption', { id, caption });
}

/** POST /competition/highlights/remove — takes an item out (the video, photo or result stays). */
export function removeHighlight(id: number): Promise<unknown> {
  return http.post('/competition/highlights/remove', { id });
}
