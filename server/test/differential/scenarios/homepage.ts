/**
 * 官网首页管理 (spec §2.5): the platform admin adds a friendly link, edits it, disables it, reorders the block and
 * deletes it; the item checks of shared/rules (link required and safe, no competition in this block, the display
 * window), the recommended-event refusals, the route schema, an organiser, a visitor and a mutation without the CSRF
 * token; the public GET /official/home.
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { suffix } from './common.js';

const LINKS = '/api/admin/recommend_link';
const own = (v: Vars) => (r: Result) => r.list.filter((i: Result) => i.id === v.id).map((i: Result) => [i.title, i.link, i.is_show, i.showing]);

export const homepageScenarios: Scenario[] = [
  {
    title: '官网首页：友情链接 新增 → 编辑 → 停用 → 排序 → 删除，及各项检查',
    vars: () => ({ title: `差分链接${suffix()}` }),
    steps: [
      { title: '友情链接列表', as: 'admin', method: 'GET', url: `${LINKS}_list?count=100` },
      { title: '不填跳转链接', as: 'admin', method: 'POST', url: LINKS, body: (v) => ({ title: v.title }) },
      { title: '不安全的跳转链接', as: 'admin', method: 'POST', url: LINKS, body: (v) => ({ title: v.title, link: 'javascript:alert(1)' }) },
      { title: '友情链接关联赛事', as: 'admin', method: 'POST', url: LINKS, body: (v) => ({ title: v.title, link: '/x', competition_id: 1 }) },
      { title: '标题过长', as: 'admin', method: 'POST', url: LINKS, body: { title: '长'.repeat(129), link: '/x' } },
      { title: '展示时间格式错误', as: 'admin', method: 'POST', url: LINKS, body: (v) => ({ title: v.title, link: '/x', show_from: '明天' }) },
      {
        title: '结束展示时间早于开始',
        as: 'admin',
        method: 'POST',
        url: LINKS,
        body: (v) => ({ title: v.title, link: '/x', show_from: '2030-01-02T00:00:00.000Z', show_until: '2030-01-01T00:00:00.000Z' }),
      },
      { title: '新增', as: 'admin', method: 'POST', url: LINKS, body: (v) => ({ title: v.title, link: '/official/information' }), capture: (r) => ({ id: r.id }) },
      { title: '详情', as: 'admin', method: 'GET', url: (v) => `${LINKS}_info?id=${v.id}`, same: (r) => [r.title, r.link, r.is_show, r.showing] },
      { title: '编辑', as: 'admin', method: 'PUT', url: LINKS, body: (v) => ({ id: v.id, title: `${v.title}改`, link: 'https://example.com/a' }) },
      { title: '编辑不存在的内容', as: 'admin', method: 'PUT', url: LINKS, body: (v) => ({ id: 99999999, title: v.title, link: '/x' }) },
      { title: '停用', as: 'admin', method: 'POST', url: `${LINKS}_show`, body: (v) => ({ id: v.id, is_show: false }) },
      { title: '按关键字查列表', as: 'admin', method: 'GET', url: (v) => `${LINKS}_list?keyword=${encodeURIComponent(String(v.title))}`, same: (r, v) => own(v)(r) },
      { title: '排序只给部分内容', as: 'admin', method: 'POST', url: `${LINKS}_sort`, body: (v) => ({ sort_ids: [v.id] }) },
      { title: '排序格式错误', as: 'admin', method: 'POST', url: `${LINKS}_sort`, body: { sort_ids: ['a'] } },
      { title: '整栏内容', as: 'admin', method: 'GET', url: `${LINKS}_list?count=100`, capture: (r) => ({ ids: r.list.map((i: Result) => i.id) }) },
      { title: '倒序保存', as: 'admin', method: 'POST', url: `${LINKS}_sort`, body: (v) => ({ sort_ids: [...(v.ids as number[])].reverse() }) },
      { title: '排序后排在最前', as: 'admin', method: 'GET', url: `${LINKS}_list?count=100`, same: (r, v) => r.list[0]?.id === v.id },
      { title: '主办方读列表', as: 'org_gov', method: 'GET', url: `${LINKS}_list` },
      { title: '访客读列表', as: null, method: 'GET', url: `${LINKS}_list` },
      { title: '不带 CSRF 令牌删除', as: 'admin', method: 'DELETE', url: (v) => `${LINKS}?id=${v.id}`, withoutCsrf: true },
      { title: '删除', as: 'admin', method: 'DELETE', url: (v) => `${LINKS}?id=${v.id}` },
      { title: '删除后不存在', as: 'admin', method: 'GET', url: (v) => `${LINKS}_info?id=${v.id}` },
      { title: '推荐赛事不选赛事也不填标题', as: 'admin', method: 'POST', url: '/api/admin/recommend_event', body: { title: '' } },
      { title: '推荐不存在的赛事', as: 'admin', method: 'POST', url: '/api/admin/recommend_event', body: { title: '', competition_id: 99999999 } },
      { title: '头条不上传图片', as: 'admin', method: 'POST', url: '/api/admin/headline', body: (v) => ({ title: v.title }) },
      { title: '可推荐的赛事', as: 'admin', method: 'GET', url: '/api/admin/recommend_event_competitions?count=5' },
      { title: '官网首页', as: null, method: 'GET', url: '/api/official/home' },
    ],
  },
];
