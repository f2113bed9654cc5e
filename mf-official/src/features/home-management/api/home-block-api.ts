import { http, type ApiPath, type Json, type Query } from 'shared';
import { HOME_BLOCK_DEFS, type HomeBlock } from 'shared/rules';
import type { components } from 'shared/api-schema';

export type HomeBlockItem = components['schemas']['HomeBlockItem'];
export type HomeBlockItemList = components['schemas']['HomeBlockItemList'];
export type HomeCompetitionCandidate = components['schemas']['HomeCompetitionCandidate'];
export type HomeCompetitionCandidateList = components['schemas']['HomeCompetitionCandidateList'];

/** What the edit form sends (POST creates, PUT with `id` edits): every field of the item body, filled. */
export type HomeBlockItemInput = Required<Json<'/admin/headline', 'post'>>;

/** The route prefix of a home block in the generated paths: `/admin/<block>` with `<prefix>_list` and `<prefix>_sort`. */
export type HomeBlockApi = {
  [P in ApiPath<'get'>]: P extends `${infer B}_list` ? (`${B}_sort` extends ApiPath<'post'> ? B : never) : never;
}[ApiPath<'get'>];

/** Most items a block holds; the back office loads the whole block (reordering needs all of it). */
export const HOME_BLOCK_PAGE_SIZE = 100;

/** The block's route prefix, a literal of `HOME_BLOCK_DEFS` (shared/rules), so every call below is a typed path. */
const api = (block: HomeBlock) => HOME_BLOCK_DEFS[block].api;

/** GET /admin/<block>_list — the whole block in display order. */
export function getHomeBlockList(block: HomeBlock): Promise<HomeBlockItemList> {
  return http.get(`${api(block)}_list`, { start: 0, count: HOME_BLOCK_PAGE_SIZE });
}

/** POST /admin/<block> — a new item, placed last. */
export function createHomeBlockItem(block: HomeBlock, input: HomeBlockItemInput) {
  return http.post(api(block), input);
}

/** PUT /admin/<block> */
export function updateHomeBlockItem(block: HomeBlock, id: number, input: HomeBlockItemInput) {
  return http.put(api(block), { id, ...input });
}

/** DELETE /admin/<block>?id= */
export function deleteHomeBlockItem(block: HomeBlock, id: number) {
  return http.delete(api(block), { id });
}

/** POST /admin/<block>_show — enable or disable an item. */
export function setHomeBlockItemShown(block: HomeBlock, id: number, isShow: boolean) {
  return http.post(`${api(block)}_show`, { id, is_show: isShow });
}

/** POST /admin/<block>_sort — the new order of every item of the block, saved in one transaction. */
export function sortHomeBlock(block: HomeBlock, ids: number[]) {
  return http.post(`${api(block)}_sort`, { sort_ids: ids });
}

/** GET /admin/recommend_event_competitions — published competitions and whether they are on the home page. */
export function getRecommendCandidates(query: Query<'/admin/recommend_event_competitions', 'get'>): Promise<HomeCompetitionCandidateList> {
  return http.get('/admin/recommend_event_competitions', query);
}
