import { http, HOME_BLOCK_DEFS, type HomeBlock } from 'shared';
import type { components } from 'shared/api-schema';

export type HomeBlockItem = components['schemas']['HomeBlockItem'];
export type HomeBlockItemList = components['schemas']['HomeBlockItemList'];
export type HomeCompetitionCandidate = components['schemas']['HomeCompetitionCandidate'];
export type HomeCompetitionCandidateList = components['schemas']['HomeCompetitionCandidateList'];

/** What the edit form sends (POST creates, PUT with `id` edits). */
export interface HomeBlockItemInput {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  video_url: string;
  competition_id: number | null;
  is_show: boolean;
  show_from: string | null;
  show_until: string | null;
}

/** Most items a block holds; the back office loads the whole block (reordering needs all of it). */
export const HOME_BLOCK_PAGE_SIZE = 100;

const api = (block: HomeBlock) => HOME_BLOCK_DEFS[block].api;

/** GET /admin/<block>_list — the whole block in display order. */
export function getHomeBlockList(block: HomeBlock): Promise<HomeBlockItemList> {
  return http.get<HomeBlockItemList>(`${api(block)}_list`, { start: 0, count: HOME_BLOCK_PAGE_SIZE });
}

/** POST /admin/<block> — a new item, placed last. */
export function createHomeBlockItem(block: HomeBlock, input: HomeBlockItemInput): Promise<{ id: number }> {
  return http.post<{ id: number }>(api(block), input);
}

/** PUT /admin/<block> */
export function updateHomeBlockItem(block: HomeBlock, id: number, input: HomeBlockItemInput): Promise<Record<string, never>> {
  return http.put<Record<string, never>>(api(block), { id, ...input });
}

/** DELETE /admin/<block>?id= */
export function deleteHomeBlockItem(block: HomeBlock, id: number): Promise<Record<string, never>> {
  return http.delete<Record<string, never>>(api(block), { id });
}

/** POST /admin/<block>_show — enable or disable an item. */
export function setHomeBlockItemShown(block: HomeBlock, id: number, isShow: boolean): Promise<Record<string, never>> {
  return http.post<Record<string, never>>(`${api(block)}_show`, { id, is_show: isShow });
}

/** POST /admin/<block>_sort — the new order of every item of the block, saved in one transaction. */
export function sortHomeBlock(block: HomeBlock, ids: number[]): Promise<Record<string, never>> {
  return http.post<Record<string, never>>(`${api(block)}_sort`, { sort_ids: ids });
}

/** GET /admin/recommend_event_competitions — published competitions and whether they are on the home page. */
export function getRecommendCandidates(query: { start: number; count: number; keyword?: string }): Promise<HomeCompetitionCandidateList> {
  return http.get<HomeCompetitionCandidateList>('/admin/recommend_event_competitions', query);
}
