/**
 * 集锦 (routes/competition/highlights.ts over services/highlights.ts; mocks handlers/highlights.ts), on the demo
 * competition 2026年浙江省田径锦标赛 (org_multi, approved, found by name: the two sides' ids differ) and its demo
 * highlights (two 男子100米 results): the picker's results, adding 沈一鸣's result (refusals: a duplicate, a caption over
 * 100 characters, a kind that does not exist, another institution, no CSRF token), moving, captioning, the public
 * 集锦, a position out of range, and removing it again (the demo as the seed wrote it).
 *
 * Compares: GET /api/competition/highlights, GET /api/competition/highlights/candidates, POST /api/competition/highlights,
 * POST /api/competition/highlights/move, POST /api/competition/highlights/caption, POST /api/competition/highlights/remove,
 * GET /api/competition/highlight_list.
 */
import type { Scenario } from '../harness.js';

type Row = { source: string; kind: string | null; title: string; caption: string; position: number | null; result_text: string; visible: number; record: unknown };
const rows = (r: { list: Row[] }) => r.list.map((h) => [h.source, h.kind, h.title, h.caption, h.position, h.result_text, h.visible, h.record]);

export const highlightScenarios: Scenario[] = [
  {
    title: '集锦：演示集锦 → 从成绩中加入（拒绝：重复、说明过长、类型无效、别的机构、缺 CSRF）→ 移动、改说明 → 官网集锦 → 移除',
    steps: [
      {
        title: '找到田径锦标赛',
        as: 'org_multi',
        method: 'GET',
        url: `/api/competition/list?institution_id=2&c_type=1&keyword=${encodeURIComponent('2026年浙江省田径锦标赛')}`,
        capture: (r) => ({ match: r.list[0]?.id }),
        same: (r) => r.list.map((c: { name: string; status: string }) => [c.name, c.status]),
        shape: false,
      },
      { title: '演示集锦', as: 'org_multi', method: 'GET', url: (v) => `/api/competition/highlights?id=${v.match}`, same: rows },
      {
        title: '可加入的成绩：沈一鸣',
        as: 'org_multi',
        method: 'GET',
        url: (v) => `/api/competition/highlights/candidates?id=${v.match}&kind=result&keyword=${encodeURIComponent('沈一鸣')}`,
        capture: (r) => ({ shen: r.list[0]?.ref_id }),
        same: (r) => r.list.map((c: { title: string; detail: string; added: number }) => [c.title, c.detail, c.added]),
      },
      { title: '别的机构看集锦', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/highlights?id=${v.match}` },
      { title: '说明过长', as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'result', ref_id: v.shen, caption: '长'.repeat(101) }) },
      { title: '类型无效', as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'audio', ref_id: v.shen }) },
      { title: '别的机构加入', as: 'org_youth', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'result', ref_id: v.shen }) },
      { title: '不带 CSRF 令牌加入', as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'result', ref_id: v.shen }), withoutCsrf: true },
      { title: '加入沈一鸣的成绩', as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'result', ref_id: v.shen, caption: ' 季军 ' }) },
      { title: '再次加入', as: 'org_multi', method: 'POST', url: '/api/competition/highlights', body: (v) => ({ competition_id: v.match, kind: 'result', ref_id: v.shen }) },
      {
        title: '加入后的集锦',
        as: 'org_multi',
        method: 'GET',
        url: (v) => `/api/competition/highlights?id=${v.match}`,
        capture: (r) => ({ item: r.list.find((h: Row & { id: number }) => h.title === '沈一鸣')?.id }),
        same: rows,
      },
      { title: '移到第一', as: 'org_multi', method: 'POST', url: '/api/competition/highlights/move', body: (v) => ({ id: v.item, position: 1 }) },
      { title: '位置超出范围', as: 'org_multi', method: 'POST', url: '/api/competition/highlights/move', body: (v) => ({ id: v.item, position: 9 }) },
      { title: '改说明', as: 'org_multi', method: 'POST', url: '/api/competition/highlights/caption', body: (v) => ({ id: v.item, caption: '季军 10.51' }) },
      { title: '别的机构改说明', as: 'org_youth', method: 'POST', url: '/api/competition/highlights/caption', body: (v) => ({ id: v.item, caption: '改' }) },
      { title: '官网集锦', as: null, method: 'GET', url: (v) => `/api/competition/highlight_list?id=${v.match}`, same: rows },
      { title: '移除', as: 'org_multi', method: 'POST', url: '/api/competition/highlights/remove', body: (v) => ({ id: v.item }) },
      { title: '再次移除', as: 'org_multi', method: 'POST', url: '/api/competition/highlights/remove', body: (v) => ({ id: v.item }) },
      { title: '恢复为演示集锦', as: 'org_multi', method: 'GET', url: (v) => `/api/competition/highlights?id=${v.match}`, same: rows },
    ],
  },
];
