/**
 * 打卡 (routes/competition/check-ins.ts over services/check-ins.ts; mocks handlers/check-ins.ts), on the demo activity
 * 2026年杭州市全民健身日健步走 (体育局, approved, found by name: the two sides' ids differ): the organiser's 打卡设置
 * (bad range, a track without a sport, a match, another institution), the public challenge and ranking, the records
 * and their review (refusals), a participant's days and a check-in by someone who did not sign up. A check-in itself
 * needs a multipart upload, which is not a JSON step: the server suite (test/suites/check-ins.ts) and the page tests
 * cover it.
 *
 * Compares: GET /api/competition/clock/settings, PUT /api/competition/clock/settings, GET /api/competition/clock/info,
 * GET /api/competition/clock_rank, GET /api/competition/clock/records, POST /api/competition/clock/review,
 * GET /api/competition/clock_list, POST /api/competition/clock.
 */
import { demoCheckInPlan } from 'shared/demo';
import { checkInSettingsView } from 'shared/rules';
import type { Scenario } from '../harness.js';

/** The demo plan's settings as the route takes them: the API's view of them without the activity. */
function demoSettings() {
  const { competition_id: _activity, ...body } = checkInSettingsView(0, demoCheckInPlan().settings);
  return body;
}

const challenge = {
  starts_on: '2026-08-01',
  ends_on: '2026-08-30',
  goal_kind: 'distance',
  goal_scope: 'daily',
  goal_value: 3000,
  goal_days: 20,
  sport: 'walking',
  evidence: ['track', 'screenshot'],
  daily_limit: 1,
  review_required: 1,
};
const settings = (r: { goal_kind: string; goal_scope: string; goal_value: number; goal_days: number; sport: string | null; evidence: string[]; daily_limit: number; review_required: number; starts_on: string; ends_on: string } | null) =>
  r && [r.starts_on, r.ends_on, r.goal_kind, r.goal_scope, r.goal_value, r.goal_days, r.sport, r.evidence, r.daily_limit, r.review_required];

export const checkInScenarios: Scenario[] = [
  {
    title: '打卡：设置挑战（拒绝：日期倒置、缺运动类型、比赛、别的机构）→ 官网挑战与排行 → 记录与审核（拒绝）→ 参与者数据与未报名者打卡',
    steps: [
      {
        title: '找到健步走活动',
        as: 'org_gov',
        method: 'GET',
        url: `/api/competition/list?institution_id=1&c_type=2&keyword=${encodeURIComponent('全民健身日健步走')}`,
        capture: (r) => ({ act: r.list[0]?.id }),
        same: (r) => r.list.map((c: { name: string; status: string }) => [c.name, c.status]),
        shape: false,
      },
      {
        title: '找到一场比赛',
        as: 'org_gov',
        method: 'GET',
        url: `/api/competition/list?institution_id=1&c_type=1&status=approved&keyword=${encodeURIComponent('马拉松')}`,
        capture: (r) => ({ match: r.list[0]?.id }),
        shape: false,
      },
      { title: '演示挑战的设置', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/clock/settings?id=${v.act}` },
      { title: '官网的演示挑战', as: null, method: 'GET', url: (v) => `/api/competition/clock/info?id=${v.act}`, same: (r) => [r.competition_name, r.settings, r.sign_up_id] },
      { title: '结束早于开始', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge, ends_on: '2026-07-01' }) },
      { title: '轨迹缺运动类型', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge, sport: null }) },
      { title: '达标天数超过天数', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge, goal_days: 31 }) },
      { title: '比赛不能设置打卡', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.match, ...challenge }) },
      { title: '别的机构设置', as: 'org_youth', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge }) },
      { title: '个人用户读设置', as: 'athlete', method: 'GET', url: (v) => `/api/competition/clock/settings?id=${v.act}` },
      { title: '不带 CSRF 令牌设置', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge }), withoutCsrf: true },
      { title: '保存设置', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...challenge }), same: settings },
      { title: '读回设置', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/clock/settings?id=${v.act}`, same: settings },
      {
        title: '改为累计照片打卡',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/competition/clock/settings',
        body: (v) => ({ id: v.act, ...challenge, goal_kind: 'photo', goal_scope: 'total', goal_value: 10, evidence: ['photo'], sport: 'walking' }),
        same: settings,
      },
      { title: '官网挑战', as: null, method: 'GET', url: (v) => `/api/competition/clock/info?id=${v.act}`, same: (r) => [settings(r.settings), r.sign_up_id] },
      { title: '官网排行', as: null, method: 'GET', url: (v) => `/api/competition/clock_rank?id=${v.act}`, same: (r) => settings(r.settings) },
      { title: '比赛没有打卡排行', as: null, method: 'GET', url: (v) => `/api/competition/clock_rank?id=${v.match}` },
      { title: '打卡记录', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/clock/records?id=${v.act}&flagged=1&status=pending`, same: (r) => r.total },
      { title: '别的机构看记录', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/clock/records?id=${v.act}` },
      { title: '驳回不填原因', as: 'org_gov', method: 'POST', url: '/api/competition/clock/review', body: { id: 999999, action: 'reject', reason: ' ' } },
      { title: '审核不存在的记录', as: 'org_gov', method: 'POST', url: '/api/competition/clock/review', body: { id: 999999, action: 'approve' } },
      { title: '运动员看打卡数据', as: 'athlete', method: 'GET', url: (v) => `/api/competition/clock_list?id=${v.act}` },
      { title: '访客看打卡数据', as: null, method: 'GET', url: (v) => `/api/competition/clock_list?id=${v.act}` },
      { title: '运动员打卡', as: 'athlete', method: 'POST', url: '/api/competition/clock', body: (v) => ({ id: v.act, evidence: 'photo', media_id: 1 }) },
      { title: '打卡里程超出范围', as: 'athlete', method: 'POST', url: '/api/competition/clock', body: (v) => ({ id: v.act, evidence: 'screenshot', media_id: 1, distance_meters: 0 }) },
      // the demo challenge back as the seed wrote it: the server suites after this scenario read the demo activity
      { title: '恢复演示挑战', as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: (v) => ({ id: v.act, ...demoSettings() }), same: settings },
    ],
  },
];
