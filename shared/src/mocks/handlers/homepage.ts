/**
 * Mocks of the official homepage routes (server: server/src/routes/homepage/index.ts and GET /official/home in
 * server/src/routes/official/index.ts): the same routes for every block (`/admin/headline*`, `/admin/recommend_*`),
 * platform admins only, and `/admin/recommend_event_competitions`. The route schemas check the input; the item
 * checks and the refusals are the shared rules of rules/home-blocks.ts, the server's.
 */
import { mockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import type { Json } from '../../http/api-types';
import type { MockHomeBlockItem } from '../fixtures/official-home';
import { mock, refuse } from '../route';
import { HOME_BLOCK_DEFS, HOME_BLOCKS, homeBlockFullRefusal, homeItemOfBody, homePageOf, homeItemVerdict, homeSortRefusal, isHomeItemShowing, type HomeBlock } from '../../rules/home-blocks';

type ItemBody = Json<'/admin/headline', 'post'>;
type Item = Omit<MockHomeBlockItem, 'id' | 'block' | 'competition_name' | 'sort' | 'updated_at'>;

const blockItems = (block: HomeBlock) =>
  mockDb.homeItems.filter((i) => i.block === block).sort((a, b) => a.sort - b.sort || a.id - b.id);

const competitionOf = (id: number | null | undefined) => (id ? mockDb.competitions.find((c) => c.id === id) : undefined);

const withState = (item: MockHomeBlockItem) => ({
  ...item,
  competition_name: competitionOf(item.competition_id)?.name ?? '',
  showing: isHomeItemShowing(item, new Date()),
});

/** The item of `block` the user asked for, or 404. */
const found = (block: HomeBlock, id: number) => blockItems(block).find((i) => i.id === id) ?? refuse(notFound());

/** The item of `body`, trimmed and completed from its competition; refuses as the server does (homeItemVerdict). */
function checked(block: HomeBlock, body: ItemBody, currentId?: number): Item {
  const d = HOME_BLOCK_DEFS[block];
  const item: Item = homeItemOfBody(body);
  const competition = d.competition === 'none' ? undefined : competitionOf(item.competition_id);
  const linked = competition && mockDb.homeItems.find((i) => i.block === block && i.competition_id === competition.id)?.id;
  const verdict = homeItemVerdict(d, item, competition, linked, currentId);
  if (verdict.refusal !== undefined) refuse(verdict.badInput ? badInput(verdict.refusal) : refused(verdict.refusal));
  return verdict.item;
}

const blockHandlers = HOME_BLOCKS.flatMap((block) => {
  const { api } = HOME_BLOCK_DEFS[block];
  return [
    mock.admin.get(`${api}_list`, ({ query, url }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const rows = blockItems(block).filter((i) => !keyword || i.title.toLowerCase().includes(keyword));
      return paginate(rows.map(withState), url);
    }),
    mock.admin.get(`${api}_info`, ({ query }) => withState(found(block, query.id))),
    mock.admin.post(api, ({ body }) => {
      const item = checked(block, body);
      const full = homeBlockFullRefusal(HOME_BLOCK_DEFS[block], blockItems(block).length);
      if (full) return refused(full);
      const id = Math.max(0, ...mockDb.homeItems.map((i) => i.id)) + 1;
      const sort = Math.max(0, ...blockItems(block).map((i) => i.sort)) + 1;
      mockDb.homeItems.push({ ...item, id, block, competition_name: '', sort, updated_at: new Date().toISOString() });
      return { id };
    }),
    mock.admin.put(api, ({ body }) => {
      const current = found(block, body.id);
      Object.assign(current, checked(block, body, current.id), { updated_at: new Date().toISOString() });
      return {};
    }),
    mock.admin.delete(api, ({ query }) => {
      const item = found(block, query.id);
      mockDb.homeItems.splice(mockDb.homeItems.indexOf(item), 1);
      return {};
    }),
    mock.admin.post(`${api}_show`, ({ body }) => {
      found(block, body.id).is_show = body.is_show;
      return {};
    }),
    mock.admin.post(`${api}_sort`, ({ body }) => {
      const current = blockItems(block);
      const stale = homeSortRefusal(current.map((i) => i.id), body.sort_ids);
      if (stale) return refused(stale);
      body.sort_ids.forEach((id, index) => {
        current.find((i) => i.id === id)!.sort = index + 1;
      });
      return {};
    }),
  ];
});

export const homepageHandlers = [
  ...blockHandlers,
  mock.admin.get('/admin/recommend_event_competitions', ({ query, url }) => {
    const keyword = query.keyword?.trim().toLowerCase();
    const linked = (block: HomeBlock, id: number) => mockDb.homeItems.find((i) => i.block === block && i.competition_id === id)?.id ?? null;
    const rows = mockDb.competitions
      .filter((c) => c.status === 'approved' && (!keyword || c.name.toLowerCase().includes(keyword)))
      .sort((a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        c_type: c.c_type,
        sport: c.sport,
        start_at: c.start_at,
        location: c.location,
        cover: '',
        recommended_id: linked('recommended_event', c.id),
        headline_id: linked('headline', c.id),
      }));
    return paginate(rows, url);
  }),
  mock.public.get('/official/home', () => {
    const now = new Date();
    const shown = HOME_BLOCKS.flatMap(blockItems).flatMap((item) => {
      const c = competitionOf(item.competition_id);
      if (!isHomeItemShowing(item, now) || (item.competition_id && c?.status !== 'approved')) return [];
      const { block, id, title, subtitle, image, link, video_url, competition_id } = item;
      return [{ block, id, title, subtitle, image, link, video_url, competition_id, start_at: c?.start_at ?? null, location: c?.location ?? '', sport: c?.sport ?? '' }];
    });
    return homePageOf(shown);
  }),
];
