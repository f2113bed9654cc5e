import { http } from 'msw';
import { mockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import type { MockHomeBlockItem } from '../fixtures/official-home';
import { HOME_BLOCK_DEFS, HOME_BLOCKS, HOME_ITEM_MESSAGES, homeItemProblem, isHomeItemShowing, type HomeBlock } from '../../rules/home-blocks';
import { requireUser } from './guard';

/** Official homepage management (/admin/headline*, /admin/recommend_*), platform admins only, and GET /official/home. */

type Body = Partial<Omit<MockHomeBlockItem, 'id' | 'block'>> & { id?: number; title?: string };

const refused = (msg: string) => fail(40000, msg);

function requireAdmin(request: Request) {
  const auth = requireUser(request);
  if ('denied' in auth) return auth;
  if (!auth.user.isPlatformAdmin) return { denied: forbidden() };
  return auth;
}

const blockItems = (block: HomeBlock) =>
  mockDb.homeItems.filter((i) => i.block === block).sort((a, b) => a.sort - b.sort || a.id - b.id);

const competitionOf = (id: number | null | undefined) => (id ? mockDb.competitions.find((c) => c.id === id) : undefined);

const withState = (item: MockHomeBlockItem) => ({
  ...item,
  competition_name: competitionOf(item.competition_id)?.name ?? '',
  showing: isHomeItemShowing(item, new Date()),
});

function checked(block: HomeBlock, body: Body, currentId?: number): MockHomeBlockItem | Response {
  const d = HOME_BLOCK_DEFS[block];
  const item = {
    title: (body.title ?? '').trim(),
    subtitle: (body.subtitle ?? '').trim(),
    image: (body.image ?? '').trim(),
    link: (body.link ?? '').trim(),
    video_url: (body.video_url ?? '').trim(),
    competition_id: body.competition_id ?? null,
    is_show: body.is_show ?? true,
    show_from: body.show_from ?? null,
    show_until: body.show_until ?? null,
  };
  if (item.competition_id !== null) {
    if (d.competition === 'none') return badInput(`${d.title}不能关联赛事`);
    const c = competitionOf(item.competition_id);
    if (!c || c.status !== 'approved') return refused('只能关联已发布的赛事');
    if (mockDb.homeItems.some((i) => i.block === block && i.competition_id === c.id && i.id !== currentId)) return refused(`该赛事已在${d.title}中`);
    if (block === 'recommended_event') {
      item.title ||= c.name;
      item.link ||= `/match/${c.id}`;
    }
  }
  const problem = homeItemProblem(d, item);
  if (problem) return badInput(problem);
  return { ...item, id: 0, block, competition_name: '', sort: 0, updated_at: new Date().toISOString() };
}

const blockHandlers = HOME_BLOCKS.flatMap((block) => {
  const api = `/api${HOME_BLOCK_DEFS[block].api}`;
  return [
    http.get(`${api}_list`, ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const url = new URL(request.url);
      const keyword = textParam(url, 'keyword');
      const rows = blockItems(block).filter((i) => !keyword || i.title.includes(keyword));
      return ok(paginate(rows.map(withState), url));
    }),
    http.get(`${api}_info`, ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const item = blockItems(block).find((i) => i.id === intParam(new URL(request.url), 'id'));
      return item ? ok(withState(item)) : notFound();
    }),
    http.post(api, async ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const result = checked(block, (await request.json()) as Body);
      if (result instanceof Response) return result;
      const id = Math.max(0, ...mockDb.homeItems.map((i) => i.id)) + 1;
      const sort = Math.max(0, ...blockItems(block).map((i) => i.sort)) + 1;
      mockDb.homeItems.push({ ...result, id, sort });
      return ok({ id });
    }),
    http.put(api, async ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const body = (await request.json()) as Body;
      const current = blockItems(block).find((i) => i.id === body.id);
      if (!current) return notFound();
      const result = checked(block, body, current.id);
      if (result instanceof Response) return result;
      Object.assign(current, { ...result, id: current.id, sort: current.sort });
      return ok({});
    }),
    http.delete(api, ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const id = intParam(new URL(request.url), 'id');
      const index = mockDb.homeItems.findIndex((i) => i.block === block && i.id === id);
      if (index < 0) return notFound();
      mockDb.homeItems.splice(index, 1);
      return ok({});
    }),
    http.post(`${api}_show`, async ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const body = (await request.json()) as { id: number; is_show: boolean };
      const item = blockItems(block).find((i) => i.id === body.id);
      if (!item) return notFound();
      item.is_show = Boolean(body.is_show);
      return ok({});
    }),
    http.post(`${api}_sort`, async ({ request }) => {
      const auth = requireAdmin(request);
      if ('denied' in auth) return auth.denied;
      const { sort_ids: ids } = (await request.json()) as { sort_ids: unknown };
      if (!Array.isArray(ids) || !ids.every((n) => Number.isInteger(n))) return badInput('排序格式错误');
      const current = blockItems(block);
      const requested = new Set(ids as number[]);
      if (ids.length !== current.length || requested.size !== ids.length || !current.every((i) => requested.has(i.id))) {
        return refused(HOME_ITEM_MESSAGES.stale);
      }
      (ids as number[]).forEach((id, index) => {
        current.find((i) => i.id === id)!.sort = index + 1;
      });
      return ok({});
    }),
  ];
});

export const homepageHandlers = [
  ...blockHandlers,
  http.get('/api/admin/recommend_event_competitions', ({ request }) => {
    const auth = requireAdmin(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const keyword = textParam(url, 'keyword');
    const rows = mockDb.competitions
      .filter((c) => c.status === 'approved' && (!keyword || c.name.includes(keyword)))
      .sort((a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        c_type: c.c_type,
        sport: c.sport,
        start_at: c.start_at,
        location: c.location,
        cover: '',
        recommended_id: mockDb.homeItems.find((i) => i.block === 'recommended_event' && i.competition_id === c.id)?.id ?? null,
        headline_id: mockDb.homeItems.find((i) => i.block === 'headline' && i.competition_id === c.id)?.id ?? null,
      }));
    return ok(paginate(rows, url));
  }),
  http.get('/api/official/home', () => {
    const now = new Date();
    const home = Object.fromEntries(HOME_BLOCKS.map((b) => [HOME_BLOCK_DEFS[b].homeKey, [] as unknown[]]));
    for (const block of HOME_BLOCKS) {
      for (const item of blockItems(block)) {
        const c = competitionOf(item.competition_id);
        if (!isHomeItemShowing(item, now) || (item.competition_id && c?.status !== 'approved')) continue;
        home[HOME_BLOCK_DEFS[block].homeKey].push({
          id: item.id,
          title: item.title,
          subtitle: item.subtitle,
          image: item.image,
          link: item.link,
          video_url: item.video_url,
          competition_id: item.competition_id,
          start_at: c?.start_at ?? null,
          location: c?.location ?? '',
          sport: c?.sport ?? '',
        });
      }
    }
    return ok(home);
  }),
];
