/**
 * 赛程与比分 (spec §4 schedule and score rules): an approved competition, four entries added by the organiser, a
 * single round-robin phase generated from a seed; score entry with its refusals (negative, unchanged, a change
 * without a reason, a stale version), another institution, a personal user without a fixture, a visitor.
 * The draw itself depends on each side's random source, so only counts and the fixture first drawn are compared.
 *
 * Operations compared here:
 *   POST /api/admin/schedule/create_phase, GET /api/admin/schedule/phase, POST /api/admin/schedule/create_schedule,
 *   GET /api/admin/schedule/phase_round, GET /api/admin/schedule/phase_match, POST /api/admin/schedule/score,
 *   GET /api/admin/schedule/score_history, DELETE /api/admin/schedule/phase
 */
import type { Result, Scenario } from '../harness.js';
import { competitionWithPlayers, suffix } from './common.js';

const firstFixture = (r: Result) => {
  const f = r.list.find((x: Result) => x.home_id !== null && x.away_id !== null);
  return { fixture: f.id, version: f.version };
};

export const scheduleScenarios: Scenario[] = [
  {
    title: '赛程与比分：单循环阶段 → 生成赛程 → 录入与修改比分',
    vars: () => ({ name: `差分赛程杯${suffix()}` }),
    steps: [
      ...competitionWithPlayers('乒乓球', '差分测试乒乓球馆', '男子单打', ['赵一', '钱二', '孙三', '李四']),
      { title: '阶段名称为空', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_phase', body: (v) => ({ event_item_id: v.item, name: '', format: 'league' }) },
      {
        title: '新建单循环阶段',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '小组循环', format: 'league', config: { cycles: 1 } }),
        capture: (r) => ({ phase: r.id }),
      },
      { title: '项目的阶段列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase?event_item_id=${v.item}`, same: (r) => r.list.map((p: Result) => [p.name, p.format, p.status]) },
      {
        title: '生成赛程',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_schedule',
        body: (v) => ({ phase_id: v.phase, seed: 'diff-seed' }),
        same: (r) => [r.status, r.fixture_count, r.bye_count],
      },
      { title: '轮次', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase_round?phase_id=${v.phase}`, same: (r) => r.list.map((x: Result) => [x.round, x.fixture_count, x.finished_count]) },
      { title: '第 1 轮对阵', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.phase}&round=1`, capture: firstFixture, same: (r) => r.list.length },
      { title: '比分为负数', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.fixture, home_score: -1, away_score: 0, version: v.version }) },
      {
        title: '录入比分 3:1',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/score',
        body: (v) => ({ fixture_id: v.fixture, home_score: 3, away_score: 1, version: v.version }),
        capture: (r) => ({ version: r.fixture.version }),
        same: (r) => [r.changed, r.fixture.home_score, r.fixture.away_score, r.fixture.status],
      },
      {
        title: '同样的比分再录一次',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/score',
        body: (v) => ({ fixture_id: v.fixture, home_score: 3, away_score: 1, version: v.version }),
        same: (r) => r.changed,
      },
      { title: '修改比分不填原因', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.fixture, home_score: 2, away_score: 3, version: v.version }) },
      {
        title: '用旧版本修改比分',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/score',
        body: (v) => ({ fixture_id: v.fixture, home_score: 2, away_score: 3, version: Number(v.version) - 1, reason: '裁判更正' }),
      },
      {
        title: '填写原因修改比分',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/score',
        body: (v) => ({ fixture_id: v.fixture, home_score: 2, away_score: 3, version: v.version, reason: '裁判更正' }),
        same: (r) => [r.changed, r.fixture.home_score, r.fixture.away_score],
      },
      { title: '比分修改记录', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/score_history?fixture_id=${v.fixture}`, same: (r) => r.list.map((h: Result) => h.reason) },
      { title: '录入后的轮次统计', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase_round?phase_id=${v.phase}`, same: (r) => r.list.map((x: Result) => [x.round, x.finished_count]) },
      { title: '另一家机构读对阵', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.phase}` },
      { title: '另一家机构录比分', as: 'org_youth', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.fixture, home_score: 0, away_score: 0, version: v.version, reason: '越权' }) },
      { title: '未被安排的个人用户录比分', as: 'athlete', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.fixture, home_score: 0, away_score: 0, version: v.version, reason: '越权' }) },
      { title: '访客读阶段', as: null, method: 'GET', url: (v) => `/api/admin/schedule/phase?event_item_id=${v.item}` },
      { title: '有成绩后不能删除阶段', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.phase}` },
    ],
  },
];
