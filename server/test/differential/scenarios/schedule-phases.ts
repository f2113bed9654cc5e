/**
 * 赛程编排到名次 (spec §4 schedule and score rules): a score rule, a group phase and a knockout phase qualified from
 * it, the generation with its progress, times, courts and referees with the clashes they make, live scores by the
 * assigned referee on the public live page, qualification, the bracket, awards and the achievements, the public
 * schedule; refusals of another institution, a visitor and a missing CSRF token.
 *
 * Operations compared here:
 *   GET /api/admin/schedule/ranking_rules, PUT /api/admin/schedule/ranking_rules, PUT /api/admin/schedule/phase,
 *   GET /api/admin/schedule/progress, GET /api/admin/schedule/group_ranks, POST /api/admin/schedule/qualify,
 *   GET /api/admin/schedule/referees, POST /api/admin/schedule/match_info/save, GET /api/admin/schedule/clashes,
 *   GET /api/admin/schedule/courts, GET /api/referee/fixtures, POST /api/admin/schedule/live,
 *   GET /api/official/competition/live, GET /api/official/competition/live/events, GET /api/official/competition/bracket, GET /api/official/competition/schedule,
 *   GET /api/official/competition/achievements, GET /api/admin/award, POST /api/admin/award, PUT /api/admin/award,
 *   DELETE /api/admin/award, POST /api/admin/schedule/next_round (瑞士制), DELETE /api/admin/schedule/phase (a phase not generated yet, deleted; another institution,
 *   a visitor, no CSRF token, deleted twice; a phase others qualify from, refused)
 */
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { competitionWithPlayers, suffix } from './common.js';

const fixturesOf = (r: Result) => r.list.map((f: Result) => [f.group_name, f.round_name, f.home_name, f.away_name, f.status, f.home_score, f.away_score]);
/** The clashes by kind and court (a referee's name is the demo account's, which the mock users spell otherwise). */
const clashesOf = (list: Result[]) => list.map((c: Result) => [c.kind, c.kind === 'court' ? c.message : '', c.fixture_ids.length]);
const tablesOf = (r: Result) => r.tables.map((t: Result) => [t.group_name, t.complete, t.rows.map((x: Result) => [x.rank, x.name, x.points])]);
const fixtureSame = (r: Result) => [r.changed, r.fixture.status, r.fixture.live_home_score, r.fixture.live_away_score, r.fixture.home_score, r.fixture.away_score];

const RULE = {
  model: 'goals',
  points_win: 2,
  points_draw: 1,
  points_loss: 0,
  points_forfeit: -1,
  forfeit_winner_score: 20,
  forfeit_loser_score: 0,
  tiebreakers: ['points', 'head_to_head', 'difference', 'scored'],
};

const score = (fixture: string, home: number, away: number, as: 'org_gov' | 'referee' = 'org_gov'): Step => ({
  title: `${fixture} 录入终场比分 ${home}:${away}`,
  as,
  method: 'POST',
  url: '/api/admin/schedule/score',
  body: (v: Vars) => ({ fixture_id: v[fixture], home_score: home, away_score: away, version: v[`${fixture}v`] }),
  same: (r) => [r.changed, r.fixture.status, r.fixture.home_score, r.fixture.away_score, r.fixture.winner_id === null],
});

const swissRound = (phase: string, round: number): Step => ({
  title: `第 ${round} 轮对阵`,
  as: 'org_gov',
  method: 'GET',
  url: (v) => `/api/admin/schedule/phase_match?phase_id=${v[phase]}`,
  capture: (r: Result) =>
    Object.fromEntries(
      r.list
        .filter((f: Result) => f.round === round && !f.bye)
        .flatMap((f: Result) => [
          [f.code, f.id],
          [`${f.code}v`, f.version],
        ]),
    ),
  same: (r) => r.list.map((f: Result) => [f.code, f.kind, f.round_name, f.bye, f.home_name, f.away_name, f.status, f.winner_id === null]),
});
const swissEntrants = (phase: string): Step => ({
  title: '参赛名单（补录、退赛与可补录的报名）',
  as: 'org_gov',
  method: 'GET',
  url: (v) => `/api/admin/schedule/phase_entrants?phase_id=${v[phase]}`,
  capture: (r: Result) => Object.fromEntries([...r.list, ...r.candidates].map((e: Result) => [`su_${e.name}`, e.sign_up_id])),
  same: (r) => [r.round, r.rounds, r.list.map((e: Result) => [e.name, e.seed, e.joined_round, e.left_after_round, e.missed_round_points, e.note]), r.candidates.map((e: Result) => e.name)],
});
const entrantChange = (title: string, url: string, name: string, extra: Record<string, number> = {}): Step => ({
  title,
  as: 'org_gov',
  method: 'POST',
  url: `/api/admin/schedule/${url}`,
  body: (v) => ({ phase_id: v.swiss, sign_up_id: v[`su_${name}`], ...extra }),
  same: (r) => [r.change, r.round],
});

export const schedulePhaseScenarios: Scenario[] = [
  {
    title: '赛程编排：计分规则 → 分组赛与淘汰赛 → 时间、场地与裁判 → 直播比分 → 晋级 → 奖项与名次',
    vars: () => ({ name: `差分编排杯${suffix()}`, at: new Date(Date.now() + 60_000).toISOString() }),
    steps: [
      ...competitionWithPlayers('篮球', '差分测试篮球馆', '男子组', ['东一', '南二', '西三', '北四']),
      { title: '默认计分规则', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/ranking_rules?event_item_id=${v.item}`, same: (r) => [r.model, r.points_win, r.tiebreakers, r.saved] },
      { title: '另一家机构读计分规则', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/ranking_rules?event_item_id=${v.item}` },
      { title: '另一家机构保存计分规则', as: 'org_youth', method: 'PUT', url: '/api/admin/schedule/ranking_rules', body: (v) => ({ event_item_id: v.item, ...RULE }) },
      { title: '排名规则重复', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/ranking_rules', body: (v) => ({ event_item_id: v.item, ...RULE, tiebreakers: ['points', 'points'] }) },
      {
        title: '保存计分规则（胜 2 分）',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/admin/schedule/ranking_rules',
        body: (v) => ({ event_item_id: v.item, ...RULE }),
        same: (r) => [r.model, r.points_win, r.points_forfeit, r.tiebreakers, r.saved],
      },
      {
        title: '新建分组赛（2 组，蛇形）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '小组赛', format: 'groups', config: { group_count: 2, draw: 'snake', cycles: 1 } }),
        capture: (r) => ({ groups: r.id }),
      },
      {
        title: '晋级来源不存在',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '淘汰赛', format: 'knockout', config: { qualification: { from_phase_id: 2147483000, rules: [{ top: 1 }] } } }),
      },
      {
        title: '新建淘汰赛（每组第 1 名晋级）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '淘汰赛', format: 'knockout', config: { third_place: false, qualification: { from_phase_id: v.groups, rules: [{ top: 1 }] } } }),
        capture: (r) => ({ knockout: r.id }),
      },
      { title: '阶段什么都不改', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/phase', body: (v) => ({ id: v.groups }) },
      { title: '阶段名称改为空', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/phase', body: (v) => ({ id: v.groups, name: ' ' }) },
      { title: '另一家机构改阶段', as: 'org_youth', method: 'PUT', url: '/api/admin/schedule/phase', body: (v) => ({ id: v.groups, name: '越权' }) },
      { title: '改阶段名称与说明', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/phase', body: (v) => ({ id: v.groups, name: '分组循环赛', description: '每组单循环' }) },
      {
        title: '新建附加赛（稍后删除）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '附加赛', format: 'knockout', config: { third_place: false } }),
        capture: (r) => ({ extra: r.id }),
      },
      { title: '另一家机构删除阶段', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.extra}` },
      { title: '访客删除阶段', as: null, method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.extra}` },
      { title: '不带 CSRF 令牌删除阶段', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.extra}`, withoutCsrf: true },
      { title: '删除未生成赛程的阶段', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.extra}` },
      { title: '再次删除该阶段', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.extra}` },
      { title: '生成前晋级', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/qualify', body: (v) => ({ phase_id: v.knockout }) },
      { title: '没有晋级设置的阶段晋级', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/qualify', body: (v) => ({ phase_id: v.groups }) },
      { title: '生成分组赛', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_schedule', body: (v) => ({ phase_id: v.groups, seed: 'diff-groups' }), same: (r) => [r.status, r.fixture_count, r.bye_count] },
      { title: '生成进度', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/progress?phase_id=${v.groups}`, same: (r) => [r.status, r.progress] },
      { title: '另一家机构读进度', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/progress?phase_id=${v.groups}` },
      { title: '阶段列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase?event_item_id=${v.item}`, same: (r) => r.list.map((p: Result) => [p.name, p.description, p.format, p.status, p.entrant_count, p.fixture_count]) },
      { title: '分组积分榜（未开赛）', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/group_ranks?phase_id=${v.groups}`, same: tablesOf },
      { title: '淘汰赛没有积分榜', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/group_ranks?phase_id=${v.knockout}` },
      {
        title: '分组赛对阵',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.groups}`,
        capture: (r: Result) => ({ f0: r.list[0].id, f0v: r.list[0].version, f1: r.list[1].id, f1v: r.list[1]?.version }),
        same: fixturesOf,
      },
      { title: '没有赛事的用户读裁判', as: 'athlete', method: 'GET', url: '/api/admin/schedule/referees' },
      { title: '裁判员的账号', as: 'referee', method: 'GET', url: '/api/user/info', capture: (r: Result) => ({ referee: r.user.id }), shape: false },
      { title: '可安排的裁判', as: 'org_gov', method: 'GET', url: '/api/admin/schedule/referees', same: (r, v) => r.list.some((x: Result) => x.user_id === v.referee) },
      { title: '按姓名找不到的裁判', as: 'org_gov', method: 'GET', url: '/api/admin/schedule/referees?keyword=差分无此人', same: (r) => r.list },
      { title: '比赛没有场馆时的场地', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/courts?id=${v.id}`, same: (r) => r.list },
      { title: '另一家机构读场地', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/courts?id=${v.id}` },
      { title: '裁判不是已审核的裁判员', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/match_info/save', body: (v) => ({ id: v.f0, referee_ids: [2147483000] }) },
      { title: '场地不属于比赛场馆', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/match_info/save', body: (v) => ({ id: v.f0, court_id: 2147483000 }) },
      {
        title: '第 1 场：时间、1 号场、裁判',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/match_info/save',
        body: (v) => ({ id: v.f0, starts_at: v.at, court_name: '1号场', referee_ids: [v.referee] }),
        same: (r) => [r.fixture.court_name, r.fixture.referees.length, clashesOf(r.clashes)],
      },
      {
        title: '第 2 场：同一时间、同一场地、同一裁判',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/match_info/save',
        body: (v) => ({ id: v.f1, starts_at: v.at, court_name: '1号场', referee_ids: [v.referee] }),
        same: (r) => [r.fixture.court_name, clashesOf(r.clashes)],
      },
      { title: '赛程冲突', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/clashes?id=${v.id}`, same: (r) => clashesOf(r.list) },
      { title: '另一家机构读冲突', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/clashes?id=${v.id}` },
      { title: '第 2 场改到 2 号场、不安排裁判', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/match_info/save', body: (v) => ({ id: v.f1, court_name: '2号场', referee_ids: [] }), same: (r) => clashesOf(r.clashes) },
      {
        title: '裁判的执裁场次',
        as: 'referee',
        method: 'GET',
        url: '/api/referee/fixtures',
        same: (r, v) => r.list.filter((f: Result) => f.competition_name === v.name).map((f: Result) => [f.court_name, f.home_name, f.away_name]),
        shape: false,
      },
      { title: '未安排的裁判开始第 2 场', as: 'referee', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f1, action: 'start', version: v.f1v }) },
      { title: '比分推送：轮询从最新事件开始', as: null, method: 'GET', url: (v) => `/api/official/competition/live/events?id=${v.id}`, capture: (r) => ({ ev0: r.last_id }), same: (r) => [r.reset, r.list.length] },
      { title: '比分推送：错误的事件号', as: null, method: 'GET', url: (v) => `/api/official/competition/live/events?id=${v.id}&after=-1` },
      { title: '裁判开始第 1 场', as: 'referee', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f0, action: 'start', version: v.f0v }), capture: (r) => ({ f0v: r.fixture.version }), same: fixtureSame },
      { title: '用旧版本更新实时比分', as: 'referee', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f0, action: 'update', home_score: 1, away_score: 0, version: Number(v.f0v) - 1 }) },
      { title: '实时比分 1:0', as: 'referee', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f0, action: 'update', home_score: 1, away_score: 0, version: v.f0v }), capture: (r) => ({ f0v: r.fixture.version }), same: fixtureSame },
      {
        title: '比分推送：此后的两次比分变化',
        as: null,
        method: 'GET',
        url: (v) => `/api/official/competition/live/events?id=${v.id}&after=${v.ev0}`,
        same: (r) => [r.reset, r.list.map((e: Result) => [e.final, e.fixtures.map((f: Result) => [f.status, f.live_home_score, f.live_away_score])])],
      },
      {
        title: '官网直播页',
        as: null,
        method: 'GET',
        url: (v) => `/api/official/competition/live?id=${v.id}`,
        same: (r) => r.list.map((f: Result) => [f.status, f.live_home_score, f.live_away_score, f.court_name]).sort(),
      },
      { title: '另一家机构更新实时比分', as: 'org_youth', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f0, action: 'update', home_score: 9, away_score: 9, version: v.f0v }) },
      { title: '不带 CSRF 令牌更新实时比分', as: 'referee', method: 'POST', url: '/api/admin/schedule/live', body: (v) => ({ fixture_id: v.f0, action: 'stop', version: v.f0v }), withoutCsrf: true },
      { title: '比赛开始后不能改赛制', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/phase', body: (v) => ({ id: v.groups, seed: 'other-seed' }) },
      score('f0', 3, 1, 'referee'),
      { title: '第 2 场的版本', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.groups}`, capture: (r: Result) => ({ f1v: r.list[1]?.version }) },
      score('f1', 0, 2),
      { title: '分组积分榜（已完成）', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/group_ranks?phase_id=${v.groups}`, same: tablesOf },
      { title: '另一家机构晋级', as: 'org_youth', method: 'POST', url: '/api/admin/schedule/qualify', body: (v) => ({ phase_id: v.knockout }) },
      { title: '晋级', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/qualify', body: (v) => ({ phase_id: v.knockout }), same: (r) => r.list.map((x: Result) => [x.name, x.group_name, x.place, x.seed]) },
      { title: '生成淘汰赛', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_schedule', body: (v) => ({ phase_id: v.knockout, seed: 'diff-knockout' }), same: (r) => [r.status, r.fixture_count, r.bye_count] },
      { title: '生成后不能再晋级', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/qualify', body: (v) => ({ phase_id: v.knockout }) },
      { title: '签表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/knockout_draws?phase_id=${v.knockout}`, capture: (r: Result) => ({ fin: r.fixtures[0]?.id, finv: r.fixtures[0]?.version }), same: (r) => [r.rounds, r.entrants.map((e: Result) => e.name), r.champion_name] },
      { title: '决赛 2:1', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.fin, home_score: 2, away_score: 1, version: v.finv }), same: (r) => [r.changed, r.fixture.round_name, r.fixture.status] },
      { title: '官网签表', as: null, method: 'GET', url: (v) => `/api/official/competition/bracket?phase_id=${v.knockout}`, same: (r) => [r.status, r.champion_name, r.fixtures.map((f: Result) => [f.round_name, f.home_score, f.away_score])] },
      { title: '官网分组赛没有签表', as: null, method: 'GET', url: (v) => `/api/official/competition/bracket?phase_id=${v.groups}` },
      { title: '有晋级阶段的来源不能删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/schedule/phase?id=${v.groups}` },
      { title: '奖项名次颠倒', as: 'org_gov', method: 'POST', url: '/api/admin/award', body: (v) => ({ event_item_id: v.item, name: '冠军', place_from: 2, place_to: 1 }) },
      { title: '另一家机构设奖项', as: 'org_youth', method: 'POST', url: '/api/admin/award', body: (v) => ({ event_item_id: v.item, name: '冠军', place_from: 1, place_to: 1 }) },
      { title: '设奖项：冠军', as: 'org_gov', method: 'POST', url: '/api/admin/award', body: (v) => ({ event_item_id: v.item, name: '冠军', place_from: 1, place_to: 1 }), capture: (r) => ({ award: r.id }) },
      { title: '设奖项：优胜奖', as: 'org_gov', method: 'POST', url: '/api/admin/award', body: (v) => ({ event_item_id: v.item, name: '优胜奖', place_from: 2, place_to: 2 }), capture: (r) => ({ award2: r.id }) },
      { title: '奖项名次重叠', as: 'org_gov', method: 'POST', url: '/api/admin/award', body: (v) => ({ event_item_id: v.item, name: '前二', place_from: 1, place_to: 2 }) },
      { title: '改奖项名称', as: 'org_gov', method: 'PUT', url: '/api/admin/award', body: (v) => ({ id: v.award2, name: '亚军', place_from: 2, place_to: 2 }) },
      { title: '改奖项与冠军重叠', as: 'org_gov', method: 'PUT', url: '/api/admin/award', body: (v) => ({ id: v.award2, name: '亚军', place_from: 1, place_to: 2 }) },
      { title: '另一家机构改奖项', as: 'org_youth', method: 'PUT', url: '/api/admin/award', body: (v) => ({ id: v.award2, name: '越权', place_from: 2, place_to: 2 }) },
      { title: '奖项列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/award?event_item_id=${v.item}`, same: (r) => r.list.map((a: Result) => [a.name, a.place_from, a.place_to]) },
      { title: '另一家机构读奖项', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/award?event_item_id=${v.item}` },
      { title: '比赛成绩（含奖项）', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/achievements?id=${v.id}&event_item_id=${v.item}`, same: (r) => r.list.map((i: Result) => [i.name, i.final, i.list.map((x: Result) => [x.place, x.name, x.award])]) },
      { title: '官网比赛成绩', as: null, method: 'GET', url: (v) => `/api/official/competition/achievements?id=${v.id}`, same: (r) => r.list.map((i: Result) => [i.name, i.final, i.list.map((x: Result) => [x.place, x.name, x.award])]) },
      {
        title: '官网赛程',
        as: null,
        method: 'GET',
        url: (v) => `/api/official/competition/schedule?id=${v.id}`,
        same: (r) => r.items.map((i: Result) => [i.name, i.phases.map((p: Result) => [p.name, p.format, p.status, p.fixtures.length])]),
      },
      { title: '另一家机构删除奖项', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/award?id=${v.award2}` },
      { title: '不带 CSRF 令牌删除奖项', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/award?id=${v.award2}`, withoutCsrf: true },
      { title: '删除奖项', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/award?id=${v.award2}` },
      { title: '删除后的奖项', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/award?event_item_id=${v.item}`, same: (r) => r.list.map((a: Result) => a.name) },
      { title: '访客读奖项', as: null, method: 'GET', url: (v) => `/api/admin/award?event_item_id=${v.item}` },
      { title: '官网看不到不存在的比赛的赛程', as: null, method: 'GET', url: '/api/official/competition/schedule?id=2147483000' },
    ],
  },
  {
    title: '双败淘汰赛：3 名选手 → 胜者组、败者组轮空、总决赛加赛 → 名次',
    vars: () => ({ name: `差分双败杯${suffix()}`, at: new Date(Date.now() + 60_000).toISOString() }),
    steps: [
      ...competitionWithPlayers('乒乓球', '差分测试乒乓球馆', '男子单打', ['甲', '乙', '丙']),
      {
        title: '双败淘汰赛不能设季军赛',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '双败淘汰赛', format: 'double_elimination', config: { third_place: true } }),
      },
      {
        title: '新建双败淘汰赛（总决赛可加赛）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '双败淘汰赛', format: 'double_elimination', config: { draw: 'seeded', grand_final_reset: true } }),
        capture: (r) => ({ double: r.id }),
      },
      { title: '双败淘汰赛没有积分榜', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/integral?phase_id=${v.double}` },
      { title: '生成双败淘汰赛', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_schedule', body: (v) => ({ phase_id: v.double, seed: 'diff-double' }), same: (r) => [r.status, r.fixture_count, r.bye_count] },
      ...(['WB1-2', 'WB2-1', 'LB2-1', 'GF1', 'GF2'] as const).flatMap((code, i): Step[] => [
        {
          title: `对阵列表（${code} 之前）`,
          as: 'org_gov',
          method: 'GET',
          url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.double}`,
          capture: (r: Result) => {
            const f = r.list.find((x: Result) => x.code === code);
            return { [code]: f?.id, [`${code}v`]: f?.version };
          },
          same: (r) => r.list.map((f: Result) => [f.code, f.kind, f.round_name, f.bye, f.home_name, f.away_name, f.status, f.winner_id === null]),
        },
        // the away side wins the first grand final (the losers bracket champion), so the reset is played
        score(code, i === 3 ? 0 : 2, i === 3 ? 2 : 1),
      ]),
      { title: '双败签表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/schedule/knockout_draws?phase_id=${v.double}`, same: (r) => [r.status, r.rounds, r.champion_name, r.fixtures.map((f: Result) => [f.code, f.home_name, f.away_name, f.bye])] },
      { title: '改总决赛胜者（加赛已有结果）', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/score', body: (v) => ({ fixture_id: v.GF1, home_score: 2, away_score: 0, version: Number(v.GF1v) + 1, reason: '改判' }) },
      { title: '双败名次', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/achievements?id=${v.id}&event_item_id=${v.item}`, same: (r) => r.list.map((i: Result) => [i.name, i.final, i.list.map((x: Result) => [x.place, x.name])]) },
    ],
  },
  {
    title: '瑞士制：5 名选手 → 第 1 轮（轮空）→ 生成下一轮 → 积分榜的破同分列',
    vars: () => ({ name: `差分瑞士制杯${suffix()}`, at: new Date(Date.now() + 60_000).toISOString() }),
    steps: [
      ...competitionWithPlayers('国际象棋', '差分测试棋院', '公开组', ['甲', '乙', '丙', '丁', '戊']),
      { title: '瑞士制未设轮数', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_phase', body: (v) => ({ event_item_id: v.item, name: '瑞士制', format: 'swiss', config: {} }) },
      {
        title: '新建瑞士制（2 轮，布赫霍尔茨分、累进分）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '瑞士制', format: 'swiss', config: { rounds: 2, bye_points: 1, swiss_tiebreakers: ['buchholz', 'progressive'] } }),
        capture: (r) => ({ swiss: r.id }),
      },
      { title: '生成赛程前生成下一轮', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/next_round', body: (v) => ({ phase_id: v.swiss }) },
      { title: '生成瑞士制第 1 轮', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_schedule', body: (v) => ({ phase_id: v.swiss, seed: 'diff-swiss' }), same: (r) => [r.status, r.fixture_count, r.bye_count] },
      { title: '另一家机构生成下一轮', as: 'org_youth', method: 'POST', url: '/api/admin/schedule/next_round', body: (v) => ({ phase_id: v.swiss }) },
      ...([1, 2] as const).flatMap((round): Step[] => [
        {
          title: `第 ${round} 轮对阵`,
          as: 'org_gov',
          method: 'GET',
          url: (v) => `/api/admin/schedule/phase_match?phase_id=${v.swiss}`,
          capture: (r: Result) =>
            Object.fromEntries(
              r.list
                .filter((f: Result) => f.round === round && !f.bye)
                .flatMap((f: Result) => [
                  [f.code, f.id],
                  [`${f.code}v`, f.version],
                ]),
            ),
          same: (r) => r.list.map((f: Result) => [f.code, f.kind, f.round_name, f.bye, f.home_name, f.away_name, f.status, f.winner_id === null]),
        },
        { title: `第 ${round} 轮未录完时生成下一轮`, as: 'org_gov', method: 'POST', url: '/api/admin/schedule/next_round', body: (v) => ({ phase_id: v.swiss }) },
        score(`S${round}-1`, 2, 1),
        score(`S${round}-2`, 1, 1),
        {
          title: round === 1 ? '生成第 2 轮' : '已生成全部轮次时生成下一轮',
          as: 'org_gov',
          method: 'POST',
          url: '/api/admin/schedule/next_round',
          body: (v) => ({ phase_id: v.swiss }),
          same: (r) => [r.round, r.rounds, r.fixture_count, r.bye_count],
        },
      ]),
      {
        title: '瑞士制积分榜（破同分列与排名原因）',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/schedule/integral?phase_id=${v.swiss}`,
        same: (r) => r.tables.map((t: Result) => [t.complete, t.columns, t.rows.map((x: Result) => [x.rank, x.name, x.points, x.played, x.tiebreak_values, x.tiebreaker, x.reason])]),
      },
      { title: '瑞士制名次', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/achievements?id=${v.id}&event_item_id=${v.item}`, same: (r) => r.list.map((i: Result) => [i.name, i.final, i.list.map((x: Result) => [x.place, x.name])]) },
    ],
  },
  {
    title: '瑞士制退赛与补录：未录完不能退赛 → 补录（缺席轮次计分）→ 退赛后不再编排 → 恢复参赛 → 积分榜备注',
    vars: () => ({ name: `差分瑞士制补录杯${suffix()}`, at: new Date(Date.now() + 60_000).toISOString() }),
    steps: [
      ...competitionWithPlayers('国际象棋', '差分测试棋院', '公开组', ['甲', '乙', '丙', '丁', '戊']),
      {
        title: '新建瑞士制（3 轮）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/schedule/create_phase',
        body: (v) => ({ event_item_id: v.item, name: '瑞士制', format: 'swiss', config: { rounds: 3 } }),
        capture: (r) => ({ swiss: r.id }),
      },
      { title: '生成赛程前补录', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/late_entry', body: (v) => ({ phase_id: v.swiss, sign_up_id: 1 }) },
      { title: '生成瑞士制第 1 轮', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/create_schedule', body: (v) => ({ phase_id: v.swiss, seed: 'diff-swiss-late' }), same: (r) => [r.status, r.fixture_count, r.bye_count] },
      {
        title: '主办方添加选手己',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v: Vars) => ({ id: v.id, event_item_id: v.item, real_name: '己' }),
        same: (r) => r.status,
      },
      swissEntrants('swiss'),
      { title: '另一家机构看参赛名单', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/schedule/phase_entrants?phase_id=${v.swiss}` },
      entrantChange('补录己（缺席轮次每轮计分超过胜一场）', 'late_entry', '己', { missed_round_points: 50 }),
      entrantChange('补录己（缺席轮次每轮计 1 分）', 'late_entry', '己', { missed_round_points: 1 }),
      entrantChange('再次补录己', 'late_entry', '己'),
      swissRound('swiss', 1),
      entrantChange('第 1 轮未录完时甲退赛', 'entrant_leave', '甲'),
      entrantChange('未退赛的乙恢复参赛', 'entrant_return', '乙'),
      score('S1-1', 2, 1),
      score('S1-2', 1, 1),
      entrantChange('甲退赛', 'entrant_leave', '甲'),
      entrantChange('甲再次退赛', 'entrant_leave', '甲'),
      { title: '另一家机构让乙退赛', as: 'org_youth', method: 'POST', url: '/api/admin/schedule/entrant_leave', body: (v) => ({ phase_id: v.swiss, sign_up_id: v.su_乙 }) },
      { title: '生成第 2 轮（甲不再编排，己参赛）', as: 'org_gov', method: 'POST', url: '/api/admin/schedule/next_round', body: (v) => ({ phase_id: v.swiss }), same: (r) => [r.round, r.rounds, r.fixture_count, r.bye_count] },
      swissRound('swiss', 2),
      entrantChange('甲恢复参赛（从第 3 轮起）', 'entrant_return', '甲'),
      swissEntrants('swiss'),
      {
        title: '瑞士制积分榜（补录与退赛的备注）',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/schedule/integral?phase_id=${v.swiss}`,
        // by name: two entrants level on everything are ordered by lots, drawn on their ids (which differ between the two)
        same: (r) =>
          r.tables.map((t: Result) => [
            t.complete,
            t.rows.map((x: Result) => [x.name, x.points, x.played, x.tiebreak_values, x.note]).sort((a: string[], b: string[]) => a[0].localeCompare(b[0])),
          ]),
      },
    ],
  },
];
