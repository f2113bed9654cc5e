/**
 * 官网首页管理, every block but 友情链接 (homepage.ts): for 头条, 推荐栏目, 推荐赛事, 赛事视频, 赛事图片, 品牌赛事 and
 * 合作伙伴 the platform admin adds an item, reads it, edits it, stops showing it, finds it by keyword, saves the
 * block's order, and deletes it; the block's own checks (shared/rules home-blocks: the image, the link, the video,
 * the competition), a stale order, an organiser, a visitor and a mutation without the CSRF token are refused.
 * 推荐赛事 links a competition approved in the scenario (a second item for it is refused) and the competitions list
 * shows the link.
 *
 * Operations: for each of /api/admin/{headline,recommend_column,recommend_event,recommend_video,recommend_photo,
 * recommend_brand,recommend_partner}: GET `_list`, GET `_info`, POST, PUT, DELETE, POST `_show`, POST `_sort`;
 * GET /api/admin/recommend_event_competitions.
 */
import { HOME_BLOCK_DEFS, HOME_BLOCKS, type HomeBlockDef } from 'shared/rules';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

const IMAGE = '/api/media/home-diff.png';

/** A valid item of the block `d` (推荐赛事: of the competition `v.id`). */
function itemOf(d: HomeBlockDef, v: Vars, title: string): Record<string, unknown> {
  return {
    title,
    ...(d.subtitleLabel ? { subtitle: '差分副标题' } : {}),
    ...(d.imageLabel ? { image: IMAGE } : {}),
    link: '/official/information',
    ...(d.video ? { video_url: '/api/media/home-diff.mp4' } : {}),
    ...(d.competition === 'required' ? { competition_id: v.id } : {}),
  };
}

function blockScenario(d: HomeBlockDef): Scenario {
  const api = `/api${d.api}`;
  const own = (v: Vars) => (r: Result) => r.list.filter((i: Result) => i.id === v.item).map((i: Result) => [i.title, i.link, i.is_show, i.showing]);
  const steps: Step[] = [
    ...(d.competition === 'required' ? approvedCompetition('足球', '差分体育场') : []),
    { title: `${d.title}列表`, as: 'admin', method: 'GET', url: `${api}_list?count=100`, shape: false },
    { title: '标题与必填项都为空', as: 'admin', method: 'POST', url: api, body: { title: '' } },
    { title: '不安全的跳转链接', as: 'admin', method: 'POST', url: api, body: (v) => ({ ...itemOf(d, v, String(v.title)), link: 'javascript:alert(1)' }) },
    ...(d.imageLabel ? [{ title: '不安全的图片地址', as: 'admin', method: 'POST', url: api, body: (v: Vars) => ({ ...itemOf(d, v, String(v.title)), image: 'javascript:x' }) } satisfies Step] : []),
    ...(d.competition === 'none'
      ? [{ title: '关联赛事', as: 'admin', method: 'POST', url: api, body: (v: Vars) => ({ ...itemOf(d, v, String(v.title)), competition_id: 1 }) } satisfies Step]
      : [{ title: '关联不存在的赛事', as: 'admin', method: 'POST', url: api, body: (v: Vars) => ({ ...itemOf(d, v, String(v.title)), competition_id: 99999999 }) } satisfies Step]),
    { title: '主办方新增', as: 'org_gov', method: 'POST', url: api, body: (v) => itemOf(d, v, String(v.title)) },
    { title: '访客新增', as: null, method: 'POST', url: api, body: (v) => itemOf(d, v, String(v.title)) },
    { title: '不带 CSRF 令牌新增', as: 'admin', method: 'POST', url: api, body: (v) => itemOf(d, v, String(v.title)), withoutCsrf: true },
    { title: '新增', as: 'admin', method: 'POST', url: api, body: (v) => itemOf(d, v, String(v.title)), capture: (r) => ({ item: r.id }) },
    ...(d.competition === 'required'
      ? ([
          { title: '同一赛事再推荐一次', as: 'admin', method: 'POST', url: api, body: (v) => itemOf(d, v, '') },
          {
            title: '可推荐的赛事中标出已推荐',
            as: 'admin',
            method: 'GET',
            url: (v) => `/api/admin/recommend_event_competitions?keyword=${encodeURIComponent(String(v.name))}`,
            same: (r, v) => r.list.map((c: Result) => [c.name === v.name, c.recommended_id === v.item, c.headline_id]),
          },
          { title: '主办方读可推荐的赛事', as: 'org_gov', method: 'GET', url: '/api/admin/recommend_event_competitions' },
        ] satisfies Step[])
      : []),
    { title: '详情', as: 'admin', method: 'GET', url: (v) => `${api}_info?id=${v.item}`, same: (r) => [r.title, r.subtitle, r.image, r.link, r.video_url, r.is_show, r.showing] },
    { title: '主办方读详情', as: 'org_gov', method: 'GET', url: (v) => `${api}_info?id=${v.item}` },
    { title: '编辑', as: 'admin', method: 'PUT', url: api, body: (v) => ({ ...itemOf(d, v, `${v.title}改`), id: v.item, link: 'https://example.com/a' }) },
    { title: '编辑时去掉必填项', as: 'admin', method: 'PUT', url: api, body: (v) => ({ id: v.item, title: '' }) },
    { title: '编辑不存在的内容', as: 'admin', method: 'PUT', url: api, body: (v) => ({ ...itemOf(d, v, String(v.title)), id: 99999999 }) },
    { title: '停用', as: 'admin', method: 'POST', url: `${api}_show`, body: (v) => ({ id: v.item, is_show: false }) },
    { title: '停用不存在的内容', as: 'admin', method: 'POST', url: `${api}_show`, body: { id: 99999999, is_show: false } },
    { title: '按关键字查列表', as: 'admin', method: 'GET', url: (v) => `${api}_list?keyword=${encodeURIComponent(String(v.title))}`, same: (r, v) => own(v)(r) },
    { title: '排序只给部分内容', as: 'admin', method: 'POST', url: `${api}_sort`, body: (v) => ({ sort_ids: [v.item, v.item] }) },
    { title: '整栏内容', as: 'admin', method: 'GET', url: `${api}_list?count=100`, capture: (r) => ({ ids: r.list.map((i: Result) => i.id) }), shape: false },
    { title: '按原顺序保存', as: 'admin', method: 'POST', url: `${api}_sort`, body: (v) => ({ sort_ids: v.ids }) },
    { title: '主办方排序', as: 'org_gov', method: 'POST', url: `${api}_sort`, body: (v) => ({ sort_ids: v.ids }) },
    { title: '访客删除', as: null, method: 'DELETE', url: (v) => `${api}?id=${v.item}` },
    { title: '不带 CSRF 令牌删除', as: 'admin', method: 'DELETE', url: (v) => `${api}?id=${v.item}`, withoutCsrf: true },
    { title: '删除', as: 'admin', method: 'DELETE', url: (v) => `${api}?id=${v.item}` },
    { title: '删除后不存在', as: 'admin', method: 'GET', url: (v) => `${api}_info?id=${v.item}` },
    { title: '再删除一次', as: 'admin', method: 'DELETE', url: (v) => `${api}?id=${v.item}` },
  ];
  return {
    title: `官网首页：${d.title} 新增 → 编辑 → 停用 → 排序 → 删除，及各项检查`,
    vars: () => ({ title: `差分${d.title}${suffix()}`, name: `差分推荐赛事${suffix()}` }),
    steps,
  };
}

export const homeBlockScenarios: Scenario[] = HOME_BLOCKS.filter((b) => b !== 'friendly_link').map((b) => blockScenario(HOME_BLOCK_DEFS[b]));
