/**
 * 系列报备 (docs/series.md): an organiser files a series with its matches, the platform rejects it with a reason,
 * the organiser refiles, withdraws and refiles, the platform approves; the member matches move with the series; a
 * grant holder of a member reads the series only. The series is this run's own (the demo series stay as seeded).
 *
 * Operations compared here:
 *   POST /api/competition_series/filing, POST /api/competition_series/withdraw,
 *   GET /api/admin/competition_series/review_list, POST /api/admin/competition_series/review
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { organiserInfo, suffix } from './common.js';

const mine = (v: Vars) => (r: Result) => r.list.filter((s: Result) => s.name === v.series).map((s: Result) => [s.status, s.review_reason, s.competition_count]);
const seriesState = (r: Result) => [r.status, r.review_reason, r.filed_at !== null, r.reviewed_at !== null, r.can_own];

export const seriesFilingScenarios: Scenario[] = [
  {
    title: '系列报备：空系列不能报备 → 报备 → 审核中不能修改 → 驳回 → 重新报备 → 撤回 → 报备 → 通过',
    vars: () => ({ series: `差分报备系列${suffix()}`, name: `差分报备站${suffix()}` }),
    steps: [
      organiserInfo,
      {
        title: '新建系列',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition_series',
        body: (v) => ({ institution_id: v.institution, name: v.series, c_type: 1 }),
        capture: (r) => ({ seriesId: r.id }),
      },
      { title: '新系列未报备', as: 'org_gov', method: 'GET', url: (v) => `/api/competition_series/info?id=${v.seriesId}`, same: seriesState },
      { title: '没有比赛的系列不能报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      {
        title: '系列中新建一场没有地点的比赛',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition',
        body: (v) => ({ institution_id: v.institution, c_type: 1, name: v.name, series_id: v.seriesId, sport: '田径', start_at: '2026-12-10T01:00:00.000Z', end_at: '2026-12-10T10:00:00.000Z' }),
        capture: (r) => ({ id: r.id }),
      },
      { title: '比赛不完整时不能报备系列', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '补上地点', as: 'org_gov', method: 'PUT', url: '/api/competition', body: (v) => ({ id: v.id, location: '差分体育场' }) },
      { title: '另一家机构报备本系列', as: 'org_youth', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '未报备的系列不能撤回', as: 'org_gov', method: 'POST', url: '/api/competition_series/withdraw', body: (v) => ({ id: v.seriesId }) },
      { title: '报备系列', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '审核中不能重复报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '审核中不能修改系列', as: 'org_gov', method: 'PUT', url: '/api/competition_series', body: (v) => ({ id: v.seriesId, description: '审核中' }) },
      {
        title: '审核中不能向系列添加比赛',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition',
        body: (v) => ({ institution_id: v.institution, c_type: 1, name: `${v.name}二`, series_id: v.seriesId, start_at: '2026-12-11T01:00:00.000Z', end_at: '2026-12-11T10:00:00.000Z' }),
      },
      { title: '比赛随系列待审核', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}`, same: (r) => [r.status, r.is_filing] },
      { title: '主办方读系列报备审核列表', as: 'org_gov', method: 'GET', url: '/api/admin/competition_series/review_list' },
      { title: '平台管理员的待审核系列', as: 'admin', method: 'GET', url: '/api/admin/competition_series/review_list?status=pending&count=100', same: (r, v) => mine(v)(r), shape: false },
      { title: '驳回不填原因', as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: (v) => ({ id: v.seriesId, action: 'reject', reason: ' ' }) },
      { title: '主办方审核自己的系列', as: 'org_gov', method: 'POST', url: '/api/admin/competition_series/review', body: (v) => ({ id: v.seriesId, action: 'approve' }) },
      { title: '驳回', as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: (v) => ({ id: v.seriesId, action: 'reject', reason: '请补充安全预案' }) },
      { title: '已驳回的系列不能再审核', as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: (v) => ({ id: v.seriesId, action: 'approve' }) },
      { title: '驳回后的系列', as: 'org_gov', method: 'GET', url: (v) => `/api/competition_series/info?id=${v.seriesId}`, same: seriesState },
      { title: '比赛随系列被驳回', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/history?id=${v.id}`, same: (r) => r.list.map((h: Result) => [h.to_status, h.reason]) },
      { title: '重新报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '撤回系列报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/withdraw', body: (v) => ({ id: v.seriesId }) },
      { title: '撤回后的比赛', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}`, same: (r) => r.status },
      { title: '再次报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '通过', as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: (v) => ({ id: v.seriesId, action: 'approve', reason: '' }) },
      { title: '通过后的系列', as: 'org_gov', method: 'GET', url: (v) => `/api/competition_series/info?id=${v.seriesId}`, same: seriesState },
      { title: '比赛随系列在官网发布', as: null, method: 'GET', url: (v) => `/api/official/competition/info?id=${v.id}`, same: (r, v) => r.name === v.name },
      { title: '通过后不能重复报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }) },
      { title: '不存在的系列', as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: { id: 2147483000, action: 'approve' } },
      { title: '不带 CSRF 令牌报备', as: 'org_gov', method: 'POST', url: '/api/competition_series/filing', body: (v) => ({ id: v.seriesId }), withoutCsrf: true },
      { title: '主办方的权限码', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/detail?id=${v.id}`, capture: (r) => ({ code: r.permission_code }) },
      { title: '另一家机构使用权限码', as: 'org_youth', method: 'POST', url: '/api/competition/code/redeem', body: (v) => ({ code: v.code }), same: (r, v) => r.name === v.name },
      { title: '持有比赛管理权限的用户只读系列', as: 'org_youth', method: 'GET', url: (v) => `/api/competition_series/info?id=${v.seriesId}`, same: seriesState },
      { title: '持有比赛管理权限的用户不能撤回系列报备', as: 'org_youth', method: 'POST', url: '/api/competition_series/withdraw', body: (v) => ({ id: v.seriesId }) },
    ],
  },
];
