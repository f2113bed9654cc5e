/**
 * 赛事报备 (spec §4 competition status machine): create → file → review (reject with a reason, file again,
 * approve) → public list; bad input, another institution, a visitor and a missing CSRF token.
 *
 * Operations compared here:
 *   POST /api/competition, GET /api/competition/detail, POST /api/competition/filing, DELETE /api/competition,
 *   GET /api/admin/competition/review_list, POST /api/admin/competition/review, GET /api/competition/history,
 *   GET /api/official/competition/list, GET /api/official/competition/info
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { organiserInfo, suffix } from './common.js';

/** A competition of the institution the caller manages first (read from its login on each side). */
const match = (v: Vars, extra: Record<string, unknown> = {}) => ({
  institution_id: v.institution,
  c_type: 1,
  name: v.name,
  sport: '篮球',
  level: '市级',
  start_at: '2026-09-01T01:00:00.000Z',
  end_at: '2026-09-02T10:00:00.000Z',
  location: '差分测试体育馆',
  ...extra,
});

const statusOf = (r: Result) => ({ status: r.status, is_filing: r.is_filing });
const own = (v: Vars) => (r: Result) => r.list.filter((c: Result) => c.name === v.name).map((c: Result) => c.status);

export const filingScenarios: Scenario[] = [
  {
    title: '赛事报备：新建 → 报备 → 驳回（原因）→ 重新报备 → 通过 → 官网可见',
    vars: () => ({ name: `差分报备杯${suffix()}` }),
    steps: [
      organiserInfo,
      { title: '新建比赛', as: 'org_gov', method: 'POST', url: '/api/competition', body: (v) => match(v), capture: (r) => ({ id: r.id }) },
      { title: '草稿详情', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}`, same: statusOf },
      { title: '提交报备', as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
      { title: '报备中不能再次报备', as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
      {
        title: '平台管理员按状态筛选待审核列表',
        as: 'admin',
        method: 'GET',
        url: '/api/admin/competition/review_list?status=pending&count=100',
        same: (r, v) => own(v)(r),
      },
      { title: '驳回不填原因', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'reject' }) },
      { title: '审核操作取值无效', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'maybe' }) },
      {
        title: '驳回并填写原因',
        as: 'admin',
        method: 'POST',
        url: '/api/admin/competition/review',
        body: (v) => ({ id: v.id, action: 'reject', reason: '请补充举办地点的详细地址' }),
      },
      { title: '驳回后的详情', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}`, same: statusOf },
      {
        title: '状态历史记下驳回原因',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/competition/history?id=${v.id}`,
        same: (r) => r.list.map((h: Result) => [h.from_status, h.to_status, h.reason]),
      },
      { title: '重新报备', as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
      { title: '通过', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      { title: '已通过的不能再审核', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      {
        title: '官网赛事列表按关键字找到它',
        as: null,
        method: 'GET',
        url: (v) => `/api/official/competition/list?keyword=${encodeURIComponent(String(v.name))}`,
        same: (r) => r.list.map((c: Result) => c.name.slice(0, 5)),
      },
      { title: '官网赛事详情', as: null, method: 'GET', url: (v) => `/api/official/competition/info?id=${v.id}`, same: (r) => r.name.slice(0, 5) },
    ],
  },
  {
    title: '赛事报备：错误输入、其他机构、访客与缺少 CSRF 令牌',
    vars: () => ({ name: `差分越权杯${suffix()}` }),
    steps: [
      organiserInfo,
      { title: '名称为空', as: 'org_gov', method: 'POST', url: '/api/competition', body: (v) => match(v, { name: '' }) },
      { title: '没有机构', as: 'org_gov', method: 'POST', url: '/api/competition', body: (v) => ({ ...match(v), institution_id: undefined }) },
      { title: '新建比赛', as: 'org_gov', method: 'POST', url: '/api/competition', body: (v) => match(v), capture: (r) => ({ id: r.id }) },
      { title: '另一家机构读详情', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}` },
      { title: '另一家机构提交报备', as: 'org_youth', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
      { title: '另一家机构删除', as: 'org_youth', method: 'DELETE', url: (v) => `/api/competition?id=${v.id}` },
      { title: '个人用户读详情', as: 'athlete', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}` },
      { title: '主办方打开审核列表', as: 'org_gov', method: 'GET', url: '/api/admin/competition/review_list' },
      { title: '主办方审核自己的比赛', as: 'org_gov', method: 'POST', url: '/api/admin/competition/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      { title: '访客读详情', as: null, method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}` },
      { title: '访客提交报备', as: null, method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }) },
      { title: '不带 CSRF 令牌提交报备', as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: (v) => ({ id: v.id }), withoutCsrf: true },
      { title: '官网看不到未审核的比赛', as: null, method: 'GET', url: (v) => `/api/official/competition/info?id=${v.id}` },
      { title: '不存在的比赛', as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: { id: 2147483000, action: 'approve' } },
      { title: '主办方删除自己的草稿', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition?id=${v.id}` },
      { title: '删除后详情不存在', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}` },
    ],
  },
];
