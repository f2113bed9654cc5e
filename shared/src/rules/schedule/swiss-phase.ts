/**
 * A Swiss phase (瑞士制, `phases.format = 'swiss'`): its settings, the rounds generated one at a time from the
 * results so far (`pairSwissRound`) and its standings with the configured tiebreaks (`swissStandings`). Pure; the
 * server's routes and the schedule mock both use it (docs/swiss.md).
 *
 * - 生成赛程 plans round 1 only; 生成下一轮 pairs round r + 1 once every game of round r has its result, until
 *   `config.rounds` rounds exist.
 * - Fixtures: kind 'swiss', codes `S{round}-{board}`; the bye (轮空) is a fixture `S{round}-BYE` as a knockout bye
 *   is stored (bye, finished, no game, the entrant home and winner) and scores `config.bye_points` (default: a win).
 * - Points of a game: the item's score rule (win, draw, loss; a forfeit: the rule's forfeit points for the side
 *   that forfeited, a win for the other, no meeting and no colour for the pairing).
 */
import type { ScoreRule, Tiebreaker } from '../ranking/standings.ts';
import { type SwissTiebreaker, swissStandings } from '../ranking/swiss-tiebreaks.ts';
import type { GroupTable, PhaseEntrant } from '../ranking/phase-standings.ts';
import { RuleRefusal } from '../rule-refusal.ts';
import { hasScore, type PhaseFixture } from './phase-fixtures.ts';
import type { PhaseSettings, PlannedFixture } from './phase-plan.ts';
import { pairSwissRound, type SwissGame } from './swiss.ts';

/** The tiebreaks of a Swiss phase when its settings name none, in order. */
export const SWISS_DEFAULT_TIEBREAKERS: readonly SwissTiebreaker[] = ['buchholz_cut1', 'buchholz', 'sonneborn_berger', 'progressive', 'direct_encounter'];

/** Column names of the Swiss tiebreaks (积分榜). */
export const SWISS_TIEBREAK_NAME: Record<SwissTiebreaker, string> = {
  buchholz: '布赫霍尔茨分',
  buchholz_cut1: '布赫霍尔茨分（去最低）',
  median_buchholz: '中位布赫霍尔茨分',
  sonneborn_berger: '索伯分',
  progressive: '累进分',
  direct_encounter: '直胜积分',
};

export const SWISS_PHASE_MSG = {
  roundsRequired: '请设置瑞士制轮数',
  tiebreakRepeated: '破同分规则不能重复',
  notSwiss: '只有瑞士制阶段可以生成下一轮',
  notGenerated: '请先生成赛程（第 1 轮）',
  allRounds: (rounds: number) => `已生成全部 ${rounds} 轮，无法再生成下一轮`,
  roundOpen: (round: number, open: number) => `第 ${round} 轮还有 ${open} 场比赛未录入成绩，录入后才能生成下一轮`,
  tooManyRounds: (rounds: number, entrants: number) => `瑞士制轮数（${rounds}）不能多于参赛者数（${entrants}）`,
  entrantsSwissOnly: '只有瑞士制阶段可以在轮次之间退赛或补录',
  notEntrant: '该参赛者不在本阶段中',
  alreadyLeft: '该参赛者已退赛',
  notLeft: '该参赛者未退赛',
  gameOpen: (round: number) => `该参赛者第 ${round} 轮的比赛尚未录入成绩，请先录入成绩（可判弃权）再退赛`,
  allRoundsPaired: (rounds: number) => `已生成全部 ${rounds} 轮，不能再退赛或补录`,
  alreadyEntrant: '该参赛者已在本阶段中',
  notApproved: '只能补录本项目已通过审核的报名',
  missedPointsTooHigh: (win: number) => `缺席轮次每轮计分不能超过胜一场的积分（${win} 分）`,
  tooFewActive: '参赛中的参赛者不足 2 名，无法生成下一轮',
} as const;

/**
 * How an entrant takes part in a Swiss phase between rounds: 补录 (a late entry) from round `joinedRound`
 * (null: from round 1), scoring `missedRoundPoints` for each round before it (0 by default; an amount above 0 counts
 * as a bye for the pairing); 退赛 after round `leftAfterRound` (null: still playing), never paired again but kept in
 * the standings with the games it played.
 */
export interface SwissEntrantStatus {
  signUpId: number;
  joinedRound?: number | null;
  leftAfterRound?: number | null;
  missedRoundPoints?: number;
}

/** The standings note of an entrant (第 3 轮后退赛, 第 2 轮起补录), '' for one playing from round 1. */
export function swissEntrantNote(e: SwissEntrantStatus): string {
  const parts: string[] = [];
  if (e.joinedRound && e.joinedRound > 1) parts.push(`第 ${e.joinedRound} 轮起补录`);
  if (e.leftAfterRound !== null && e.leftAfterRound !== undefined) parts.push(`第 ${e.leftAfterRound} 轮后退赛`);
  return parts.join('，');
}

/** Whether a phase's entrants may change now (退赛, 恢复参赛, 补录): a Swiss phase with a round paired and rounds left to pair. */
export function swissEntrantsOpen(format: string, config: PhaseSettings, rows: readonly Pick<PhaseFixture, 'kind' | 'roundNo'>[]): boolean {
  const paired = swissRoundCount(rows);
  return format === 'swiss' && paired > 0 && paired < (config.rounds ?? 1);
}

/** Why 退赛 (an entrant leaving after the last paired round) is refused, or null. */
export function swissLeaveProblem(format: string, config: PhaseSettings, rows: readonly PhaseFixture[], entrant: SwissEntrantStatus | undefined): string | null {
  if (format !== 'swiss') return SWISS_PHASE_MSG.entrantsSwissOnly;
  const last = swissRoundCount(rows);
  if (last === 0) return SWISS_PHASE_MSG.notGenerated;
  if (!entrant) return SWISS_PHASE_MSG.notEntrant;
  if (entrant.leftAfterRound !== null && entrant.leftAfterRound !== undefined) return SWISS_PHASE_MSG.alreadyLeft;
  if (last >= (config.rounds ?? 1)) return SWISS_PHASE_MSG.allRoundsPaired(config.rounds ?? 1);
  const open = rows.find((f) => f.kind === 'swiss' && !f.bye && !hasScore(f) && (f.homeId === entrant.signUpId || f.awayId === entrant.signUpId));
  if (open) return SWISS_PHASE_MSG.gameOpen(open.roundNo);
  return null;
}

/**
 * What 退赛 does, once allowed: a late entry that has not been paired yet is taken out of the phase ('remove');
 * anyone else leaves after the last paired round ('leave').
 */
export function swissLeaveEffect(rows: readonly PhaseFixture[], entrant: SwissEntrantStatus): { kind: 'remove' } | { kind: 'leave'; afterRound: number } {
  const last = swissRoundCount(rows);
  if (entrant.joinedRound && entrant.joinedRound > last) return { kind: 'remove' };
  return { kind: 'leave', afterRound: last };
}

/**
 * Why 恢复参赛 is refused, or null. Back from the next round on; the rounds it missed count as absences (0 points,
 * a virtual opponent in the tiebreaks).
 */
export function swissReturnProblem(format: string, config: PhaseSettings, rows: readonly PhaseFixture[], entrant: SwissEntrantStatus | undefined): string | null {
  if (format !== 'swiss') return SWISS_PHASE_MSG.entrantsSwissOnly;
  if (!entrant) return SWISS_PHASE_MSG.notEntrant;
  if (entrant.leftAfterRound === null || entrant.leftAfterRound === undefined) return SWISS_PHASE_MSG.notLeft;
  if (swissRoundCount(rows) >= (config.rounds ?? 1)) return SWISS_PHASE_MSG.allRoundsPaired(config.rounds ?? 1);
  return null;
}

/**
 * Why 补录 (a late entry from the next round) is refused, or null: `approved` says the sign-up is an approved entry
 * of the phase's item, `present` that it is already an entrant of the phase.
 */
export function swissLateEntryProblem(
  format: string,
  config: PhaseSettings,
  rows: readonly PhaseFixture[],
  entry: { approved: boolean; present: boolean; missedRoundPoints: number },
  points: Points,
): string | null {
  if (format !== 'swiss') return SWISS_PHASE_MSG.entrantsSwissOnly;
  const last = swissRoundCount(rows);
  if (last === 0) return SWISS_PHASE_MSG.notGenerated;
  if (last >= (config.rounds ?? 1)) return SWISS_PHASE_MSG.allRoundsPaired(config.rounds ?? 1);
  if (!entry.approved) return SWISS_PHASE_MSG.notApproved;
  if (entry.present) return SWISS_PHASE_MSG.alreadyEntrant;
  if (entry.missedRoundPoints > points.win) return SWISS_PHASE_MSG.missedPointsTooHigh(points.win);
  return null;
}

/** The round a late entry made now plays from. */
export const swissJoinRound = (rows: readonly Pick<PhaseFixture, 'kind' | 'roundNo'>[]) => swissRoundCount(rows) + 1;

/** The points a late entrant scored for the rounds before it joined, as unplayed games of those rounds. */
function missedRoundGames(entrants: readonly SwissEntrantStatus[], before: number): SwissGame<number>[] {
  const games: SwissGame<number>[] = [];
  for (const e of entrants) {
    const joined = e.joinedRound ?? 1;
    for (let round = 1; round < joined && round < before; round++) {
      games.push({ round, home: e.signUpId, away: null, homePoints: e.missedRoundPoints ?? 0, awayPoints: 0, played: false });
    }
  }
  return games;
}

/** The entrants paired in round `round`: every one that has not left (a late entry joins at its round). */
const playingIn = (entrants: readonly SwissEntrantStatus[], round: number) =>
  entrants.filter((e) => (e.leftAfterRound === null || e.leftAfterRound === undefined || e.leftAfterRound >= round) && (e.joinedRound ?? 1) <= round).map((e) => e.signUpId);

const badInput = (message: string) => new RuleRefusal(message, 42200);
const refused = (message: string) => new RuleRefusal(message);

/** The ordered tiebreaks of a Swiss phase's settings (the defaults when none are set). */
export const swissTiebreakers = (config: PhaseSettings): readonly SwissTiebreaker[] =>
  config.swiss_tiebreakers && config.swiss_tiebreakers.length ? config.swiss_tiebreakers : SWISS_DEFAULT_TIEBREAKERS;

/** Checks a Swiss phase's own settings (42200 refusals). */
export function checkSwissSettings(config: PhaseSettings) {
  if (!config.rounds) throw badInput(SWISS_PHASE_MSG.roundsRequired);
  const t = config.swiss_tiebreakers ?? [];
  if (new Set(t).size !== t.length) throw badInput(SWISS_PHASE_MSG.tiebreakRepeated);
}

type Points = ScoreRule['points'];

/** The points of a bye under the phase's settings (default: a win). */
export const swissByePoints = (config: PhaseSettings, points: Points) => config.bye_points ?? points.win;

/** The games of a Swiss phase's fixtures that have a result (and its byes), as the pairing and tiebreaks read them. */
export function swissGames(rows: readonly PhaseFixture[], points: Points, byePoints: number): SwissGame<number>[] {
  const games: SwissGame<number>[] = [];
  for (const f of rows) {
    if (f.kind !== 'swiss' || f.homeId === null) continue;
    if (f.bye) {
      games.push({ round: f.roundNo, home: f.homeId, away: null, homePoints: byePoints, awayPoints: 0, played: false });
      continue;
    }
    if (f.awayId === null || !hasScore(f)) continue;
    const forfeit = f.forfeit;
    if (forfeit) {
      const home = forfeit === 'home' || forfeit === 'both' ? points.forfeit : points.win;
      const away = forfeit === 'away' || forfeit === 'both' ? points.forfeit : points.win;
      games.push({ round: f.roundNo, home: f.homeId, away: f.awayId, homePoints: home, awayPoints: away, played: false });
      continue;
    }
    const h = f.homeScore!;
    const a = f.awayScore!;
    games.push({
      round: f.roundNo,
      home: f.homeId,
      away: f.awayId,
      homePoints: h > a ? points.win : h < a ? points.loss : points.draw,
      awayPoints: a > h ? points.win : a < h ? points.loss : points.draw,
    });
  }
  return games;
}

/** Start time of a Swiss round from first_round_at and round_interval_minutes (null without a first time). */
function swissRoundTime(config: PhaseSettings, round: number): Date | null {
  if (!config.first_round_at) return null;
  const first = new Date(config.first_round_at);
  if (Number.isNaN(first.getTime())) return null;
  return new Date(first.getTime() + (round - 1) * (config.round_interval_minutes ?? 0) * 60_000);
}

const row = (round: number, position: number, code: string, homeId: number, awayId: number | null, bye: boolean, startsAt: Date | null): PlannedFixture => ({
  groupNo: null,
  roundNo: round,
  position,
  code,
  kind: 'swiss',
  homeId,
  awayId,
  homeSeed: null,
  awaySeed: null,
  bye,
  nextCode: null,
  nextSlot: null,
  loserNextCode: null,
  loserNextSlot: null,
  startsAt: bye ? null : startsAt,
  winnerId: bye ? homeId : null,
  status: bye ? 'finished' : 'scheduled',
});

/**
 * Pairs round `round` of a Swiss phase: `entrants` in pairing-number order (the phase's entrants by seed, late entries
 * last) with their 补录/退赛 status (those who left are not paired), `rows` the phase's fixtures so far (every earlier
 * round with its results). Reproducible: the same results, entrants and seed give the same round.
 */
export function planSwissRound(config: PhaseSettings, seed: string, entrants: readonly SwissEntrantStatus[], rows: readonly PhaseFixture[], points: Points, round: number): PlannedFixture[] {
  const byePoints = swissByePoints(config, points);
  const games = [...swissGames(rows, points, byePoints), ...missedRoundGames(entrants, round)].filter((g) => g.round < round);
  const rounds = config.rounds ?? 1;
  const playing = playingIn(entrants, round);
  if (playing.length < 2) throw refused(SWISS_PHASE_MSG.tooFewActive);
  const paired = pairSwissRound(playing, games, {
    round,
    byePoints,
    winPoints: points.win,
    seed,
    ...(config.accelerated ? { acceleration: { rounds: Math.max(1, Math.ceil(rounds / 2)) } } : {}),
  });
  const at = swissRoundTime(config, round);
  const fixtures = paired.pairings.map((p) => row(round, p.board, `S${round}-${p.board}`, p.home, p.away, false, at));
  if (paired.bye !== null) fixtures.push(row(round, paired.pairings.length + 1, `S${round}-BYE`, paired.bye, null, true, null));
  return fixtures;
}

/** The last round of a Swiss phase's fixtures (0 before generation). */
export const swissRoundCount = (rows: readonly Pick<PhaseFixture, 'kind' | 'roundNo'>[]) => Math.max(0, ...rows.filter((r) => r.kind === 'swiss').map((r) => r.roundNo));

/**
 * Whether a phase is complete (已完成) once every game played so far has a result: a Swiss phase only after its last
 * round (between rounds it stays 进行中 until 生成下一轮); every other format at once.
 */
export const phaseCompleteWhenScored = (format: string, config: PhaseSettings, swissRoundsSoFar: number) =>
  format !== 'swiss' || swissRoundsSoFar >= (config.rounds ?? 1);

/** Why 生成下一轮 is refused now (Chinese), or null when round (last + 1) may be paired. */
export function nextSwissRoundProblem(format: string, config: PhaseSettings, rows: readonly PhaseFixture[]): string | null {
  if (format !== 'swiss') return SWISS_PHASE_MSG.notSwiss;
  const last = swissRoundCount(rows);
  if (last === 0) return SWISS_PHASE_MSG.notGenerated;
  const open = rows.filter((f) => f.kind === 'swiss' && f.roundNo === last && !f.bye && !hasScore(f)).length;
  if (open > 0) return SWISS_PHASE_MSG.roundOpen(last, open);
  if (last >= (config.rounds ?? 1)) return SWISS_PHASE_MSG.allRounds(config.rounds ?? 1);
  return null;
}

/** Pairs the next round of a Swiss phase, or throws the refusal of `nextSwissRoundProblem`. */
export function nextSwissRound(format: string, config: PhaseSettings, seed: string, entrants: readonly SwissEntrantStatus[], rows: readonly PhaseFixture[], points: Points) {
  const problem = nextSwissRoundProblem(format, config, rows);
  if (problem) throw refused(problem);
  const round = swissRoundCount(rows) + 1;
  return { round, fixtures: planSwissRound(config, seed, entrants, rows, points, round) };
}

/** The tiebreak columns of a Swiss table: the configured tiebreaks with a value per row (direct encounter has none). */
export const swissColumns = (config: PhaseSettings) =>
  swissTiebreakers(config)
    .filter((t) => t !== 'direct_encounter')
    .map((key) => ({ key, name: SWISS_TIEBREAK_NAME[key] }));

const VALUE_OF = {
  buchholz: 'buchholz',
  buchholz_cut1: 'buchholzCut1',
  median_buchholz: 'medianBuchholz',
  sonneborn_berger: 'sonnebornBerger',
  progressive: 'progressive',
} as const;

/**
 * The standings of a Swiss phase as one table: points (byes count `bye_points`, a late entry's missed rounds its
 * `missedRoundPoints`), the configured tiebreaks in order (then lots, drawn with the phase's seed) with the value of
 * each as a column, why each row is above the next, and a note for late entries and those who left (rounds they did
 * not play count as absences: a virtual opponent in the tiebreaks).
 */
export function swissTables(entrants: readonly (PhaseEntrant & Partial<SwissEntrantStatus>)[], rows: readonly PhaseFixture[], rule: ScoreRule, config: PhaseSettings, lotsSeed: string): GroupTable[] {
  const byePoints = swissByePoints(config, rule.points);
  const games = [...swissGames(rows, rule.points, byePoints), ...missedRoundGames(entrants, swissRoundCount(rows) + 1)];
  const ids = entrants.map((e) => e.signUpId);
  const order = swissTiebreakers(config);
  const tiebreakers: Tiebreaker[] = ['points', ...order, 'lots'];
  const table = swissStandings({
    entrants: ids,
    games,
    rounds: Math.max(swissRoundCount(rows), 1),
    points: { win: rule.points.win, draw: rule.points.draw, loss: rule.points.loss },
    tiebreakers,
    lotsSeed,
  });
  const info = new Map(entrants.map((e) => [e.signUpId, e]));
  const columns = swissColumns(config);
  const scoreOf = new Map<number, { scored: number; conceded: number; forfeits: number; fairPlay: number }>(ids.map((id) => [id, { scored: 0, conceded: 0, forfeits: 0, fairPlay: 0 }]));
  for (const f of rows) {
    if (f.bye || f.homeId === null || f.awayId === null || !hasScore(f)) continue;
    const h = scoreOf.get(f.homeId);
    const a = scoreOf.get(f.awayId);
    if (h) Object.assign(h, { scored: h.scored + (f.homeScore ?? 0), conceded: h.conceded + (f.awayScore ?? 0), forfeits: h.forfeits + Number(f.forfeit === 'home' || f.forfeit === 'both'), fairPlay: h.fairPlay + f.homeFairPlay });
    if (a) Object.assign(a, { scored: a.scored + (f.awayScore ?? 0), conceded: a.conceded + (f.homeScore ?? 0), forfeits: a.forfeits + Number(f.forfeit === 'away' || f.forfeit === 'both'), fairPlay: a.fairPlay + f.awayFairPlay });
  }
  const swissRows = rows.filter((f) => f.kind === 'swiss' && !f.bye);
  return [
    {
      group_no: null,
      group_name: '',
      complete: swissRows.length > 0 && swissRows.every(hasScore) && swissRoundCount(rows) >= (config.rounds ?? 1),
      columns,
      rows: table.map((r) => {
        const e = info.get(Number(r.entrant))!;
        const s = scoreOf.get(Number(r.entrant))!;
        return {
          rank: r.rank,
          sign_up_id: e.signUpId,
          name: e.name,
          affiliation: e.affiliation,
          played: r.played,
          wins: r.wins,
          draws: r.draws,
          losses: r.losses,
          forfeits: s.forfeits,
          scored: s.scored,
          conceded: s.conceded,
          difference: s.scored - s.conceded,
          points: r.score,
          fair_play: s.fairPlay,
          tiebreak_values: columns.map((c) => Math.round(r[VALUE_OF[c.key as keyof typeof VALUE_OF]] * 100) / 100),
          tiebreaker: r.reason?.tiebreaker ?? null,
          reason: r.reason?.text ?? '',
          note: swissEntrantNote(e),
        };
      }),
    },
  ];
}
