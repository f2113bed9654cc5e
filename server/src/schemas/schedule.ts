/** Response schemas of the schedule, scores, standings, awards and achievements routes (src/routes/competition/schedule.ts, scores.ts). */
import { int, str, flag, nullableInt, nullableNum, nullableStr, obj, arrayOfRef, refTo } from './json-schema.js';
import type { Court } from './components.js';

const freeObject = { type: 'object', additionalProperties: true } as const;

export const SchedulePhase = obj('SchedulePhase', '赛程阶段', {
  id: int,
  competition_id: int,
  event_item_id: int,
  name: str,
  description: str,
  format: { type: 'string', enum: ['league', 'groups', 'knockout', 'double_elimination', 'swiss'] },
  sort: int,
  config: freeObject,
  seed: str,
  status: { type: 'string', enum: ['draft', 'generating', 'generated', 'completed'] },
  progress: int,
  generated_at: nullableStr,
  entrant_count: int,
  fixture_count: int,
  finished_count: int,
});
export const SchedulePhaseList = obj('SchedulePhaseList', '赛程阶段列表', { list: arrayOfRef(SchedulePhase) });

export const SwissRoundGenerated = obj('SwissRoundGenerated', '瑞士制下一轮已生成', {
  phase_id: int,
  round: int,
  rounds: int,
  fixture_count: int,
  bye_count: int,
});

export const PhaseEntrant = obj('PhaseEntrant', '阶段参赛者（瑞士制含补录、退赛）', {
  sign_up_id: int,
  name: str,
  affiliation: str,
  seed: nullableInt,
  group_no: nullableInt,
  /** 补录: plays from this round (null: from round 1) */
  joined_round: nullableInt,
  /** 退赛: left after this round (null: playing) */
  left_after_round: nullableInt,
  /** 补录: points for each round before joined_round */
  missed_round_points: int,
  /** 第 2 轮起补录 / 第 3 轮后退赛 ('' otherwise) */
  note: str,
});
export const LateEntryCandidate = obj('LateEntryCandidate', '可补录的报名', { sign_up_id: int, name: str, affiliation: str });
export const PhaseEntrantList = obj('PhaseEntrantList', '阶段参赛名单', {
  list: arrayOfRef(PhaseEntrant),
  /** 瑞士制: approved entries of the item not in the phase (empty for other formats or once every round is paired) */
  candidates: arrayOfRef(LateEntryCandidate),
  /** rounds paired so far (瑞士制; 0 elsewhere) */
  round: int,
  /** rounds of the phase (瑞士制; 0 elsewhere) */
  rounds: int,
});
export const PhaseEntrantChanged = obj('PhaseEntrantChanged', '瑞士制参赛者已变更', {
  sign_up_id: int,
  /** left: 第 N 轮后退赛; removed: 补录已撤销; returned: 恢复参赛; joined: 补录 */
  change: { type: 'string', enum: ['left', 'removed', 'returned', 'joined'] },
  /** the round it leaves after, returns for or joins at */
  round: int,
});

export const ScheduleProgress = obj('ScheduleProgress', '赛程生成进度', {
  status: { type: 'string', enum: ['draft', 'generating', 'generated', 'completed'] },
  progress: int,
});

export const ScheduleGenerated = obj('ScheduleGenerated', '赛程已生成', {
  phase_id: int,
  seed: str,
  status: str,
  progress: int,
  fixture_count: int,
  bye_count: int,
});

export const ScheduleRound = obj('ScheduleRound', '轮次', {
  group_no: nullableInt,
  group_name: str,
  round: int,
  name: str,
  fixture_count: int,
  finished_count: int,
});
export const ScheduleRoundList = obj('ScheduleRoundList', '轮次列表', { list: arrayOfRef(ScheduleRound) });

export const ScheduleReferee = obj('ScheduleReferee', '裁判', { user_id: int, name: str, gender: int });
export const ScheduleRefereeList = obj('ScheduleRefereeList', '裁判列表', { list: arrayOfRef(ScheduleReferee) });

const setScore = { type: 'object', required: ['home', 'away'], properties: { home: int, away: int }, additionalProperties: false } as const;

export const ScheduleFixture = obj('ScheduleFixture', '对阵（单场比赛）', {
  id: int,
  competition_id: int,
  competition_name: str,
  event_item_id: int,
  item_name: str,
  phase_id: int,
  phase_name: str,
  format: str,
  group_no: nullableInt,
  group_name: str,
  round: int,
  round_name: str,
  position: int,
  code: str,
  kind: { type: 'string', enum: ['league', 'group', 'knockout', 'third_place', 'winners', 'losers', 'grand_final', 'swiss'] },
  home_id: nullableInt,
  home_name: str,
  away_id: nullableInt,
  away_name: str,
  home_seed: nullableInt,
  away_seed: nullableInt,
  bye: flag,
  starts_at: nullableStr,
  court_id: nullableInt,
  court_name: str,
  referees: arrayOfRef(ScheduleReferee),
  status: { type: 'string', enum: ['scheduled', 'live', 'finished'] },
  home_score: nullableInt,
  away_score: nullableInt,
  sets: { type: ['array', 'null'], items: setScore },
  forfeit: { type: ['string', 'null'], enum: ['home', 'away', 'both', null] },
  home_fair_play: int,
  away_fair_play: int,
  winner_id: nullableInt,
  /** running score of a live game (直播比分); standings count only home_score/away_score */
  live_home_score: nullableInt,
  live_away_score: nullableInt,
  live_started_at: nullableStr,
  version: int,
});
export const ScheduleFixtureList = obj('ScheduleFixtureList', '对阵列表', { list: arrayOfRef(ScheduleFixture) });

export const ScheduleClash = obj('ScheduleClash', '赛程冲突', {
  kind: { type: 'string', enum: ['team', 'athlete', 'referee', 'court'] },
  resource_name: str,
  fixture_ids: { type: 'array', items: int },
  from: str,
  to: str,
  message: str,
});
export const ScheduleClashList = obj('ScheduleClashList', '赛程冲突列表', { list: arrayOfRef(ScheduleClash) });

export const ScheduleMatchSaved = obj('ScheduleMatchSaved', '对阵信息已保存', {
  fixture: refTo(ScheduleFixture),
  clashes: arrayOfRef(ScheduleClash),
});

export const ScoreRule = obj('ScoreRule', '计分规则', {
  event_item_id: int,
  saved: flag,
  model: { type: 'string', enum: ['goals', 'sets', 'timed', 'measured'] },
  direction: { type: 'string', enum: ['lower', 'higher'] },
  precision: int,
  points_win: int,
  points_draw: int,
  points_loss: int,
  points_forfeit: int,
  forfeit_winner_score: int,
  forfeit_loser_score: int,
  tiebreakers: { type: 'array', items: { type: 'string', enum: ['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots'] } },
});

export const ScoreSaved = obj('ScoreSaved', '比分已保存', { changed: flag, fixture: refTo(ScheduleFixture) });

export const ScoreChange = obj('ScoreChange', '比分变更记录', {
  id: int,
  before: { type: ['object', 'null'], additionalProperties: true },
  after: freeObject,
  actor_id: nullableInt,
  actor_name: str,
  reason: str,
  at: str,
});
export const ScoreHistory = obj('ScoreHistory', '比分变更历史', { list: arrayOfRef(ScoreChange) });

export const StandingRow = obj('StandingRow', '积分榜行', {
  rank: int,
  sign_up_id: int,
  name: str,
  affiliation: str,
  played: int,
  wins: int,
  draws: int,
  losses: int,
  forfeits: int,
  scored: int,
  conceded: int,
  difference: int,
  points: int,
  fair_play: int,
  /** 瑞士制: the values of the table's tiebreak columns, in their order (empty elsewhere) */
  tiebreak_values: { type: 'array', items: { type: 'number' } },
  tiebreaker: nullableStr,
  reason: str,
  /** 瑞士制: 第 2 轮起补录 / 第 3 轮后退赛 ('' elsewhere) */
  note: str,
});
export const StandingTable = obj('StandingTable', '积分榜（一个小组或联赛）', {
  group_no: nullableInt,
  group_name: str,
  complete: flag,
  /** 瑞士制: the tiebreak columns in the configured order (empty elsewhere) */
  columns: { type: 'array', items: { type: 'object', required: ['key', 'name'], properties: { key: str, name: str }, additionalProperties: false } },
  rows: arrayOfRef(StandingRow),
});
export const PhaseStandings = obj('PhaseStandings', '阶段积分榜', {
  phase_id: int,
  name: str,
  format: str,
  status: str,
  tables: arrayOfRef(StandingTable),
});

export const BracketEntrant = obj('BracketEntrant', '签表参赛者', { sign_up_id: int, name: str, seed: nullableInt });
export const KnockoutBracket = obj('KnockoutBracket', '淘汰赛签表', {
  phase_id: int,
  name: str,
  status: str,
  rounds: { type: 'array', items: { type: 'object', required: ['round', 'name'], properties: { round: int, name: str }, additionalProperties: false } },
  entrants: arrayOfRef(BracketEntrant),
  fixtures: arrayOfRef(ScheduleFixture),
  champion_id: nullableInt,
  champion_name: str,
});

export const QualifiedEntrant = obj('QualifiedEntrant', '晋级者', { sign_up_id: int, name: str, group_name: str, place: int, seed: int });
export const QualifyResult = obj('QualifyResult', '晋级名单', { phase_id: int, list: arrayOfRef(QualifiedEntrant) });

export const Award = obj('Award', '奖项', { id: int, event_item_id: int, name: str, place_from: int, place_to: int });
export const AwardList = obj('AwardList', '奖项列表', { list: arrayOfRef(Award) });

export const FinalPlace = obj('FinalPlace', '最终名次', {
  place: nullableInt,
  sign_up_id: int,
  name: str,
  affiliation: str,
  value: nullableNum,
  status: str,
  group_name: str,
  award: str,
});
export const ItemPlaces = obj('ItemPlaces', '项目最终成绩', { event_item_id: int, name: str, model: str, final: flag, list: arrayOfRef(FinalPlace) });
export const Achievements = obj('Achievements', '比赛成绩（各项目最终名次与奖项）', { competition_id: int, list: arrayOfRef(ItemPlaces) });

export const OfficialSchedulePhase = obj('OfficialSchedulePhase', '官网赛程阶段', {
  id: int,
  name: str,
  format: str,
  status: str,
  fixtures: arrayOfRef(ScheduleFixture),
});
export const OfficialScheduleItem = obj('OfficialScheduleItem', '官网赛程项目', { id: int, name: str, phases: arrayOfRef(OfficialSchedulePhase) });
export const OfficialSchedule = obj('OfficialSchedule', '官网赛程', { id: int, name: str, items: arrayOfRef(OfficialScheduleItem) });
export const LiveFixtures = obj('LiveFixtures', '实时比分', { id: int, name: str, refreshed_at: str, list: arrayOfRef(ScheduleFixture) });
export const ScoreEvent = obj('ScoreEvent', '比分推送事件：一次比分变化后的对阵（被记分的一场在前，及淘汰赛晋级改动的场次）', {
  id: int,
  final: flag,
  fixtures: arrayOfRef(ScheduleFixture),
});
export const ScoreEventList = obj('ScoreEventList', '比分推送事件（轮询）：某事件之后的事件；reset 为 1 时错过太多，请重新读取整页数据', {
  last_id: int,
  reset: flag,
  list: arrayOfRef(ScoreEvent),
});

export const ScheduleCourtList = obj('ScheduleCourtList', '赛事举办场馆的场地（赛程安排用）', { list: arrayOfRef<typeof Court>('Court') });

export const scheduleSchemas = [
  ScheduleCourtList,
  SchedulePhase,
  SchedulePhaseList,
  ScheduleProgress,
  ScheduleGenerated,
  SwissRoundGenerated,
  PhaseEntrant,
  LateEntryCandidate,
  PhaseEntrantList,
  PhaseEntrantChanged,
  ScheduleRound,
  ScheduleRoundList,
  ScheduleReferee,
  ScheduleRefereeList,
  ScheduleFixture,
  ScheduleFixtureList,
  ScheduleClash,
  ScheduleClashList,
  ScheduleMatchSaved,
  ScoreRule,
  ScoreSaved,
  ScoreChange,
  ScoreHistory,
  StandingRow,
  StandingTable,
  PhaseStandings,
  BracketEntrant,
  KnockoutBracket,
  QualifiedEntrant,
  QualifyResult,
  Award,
  AwardList,
  FinalPlace,
  ItemPlaces,
  Achievements,
  OfficialSchedulePhase,
  OfficialScheduleItem,
  OfficialSchedule,
  LiveFixtures,
  ScoreEvent,
  ScoreEventList,
];
