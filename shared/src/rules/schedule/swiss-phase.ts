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
} as const;

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
 * Pairs round `round` of a Swiss phase: `entrants` in pairing-number order (the phase's entrants by seed), `rows` the
 * phase's fixtures so far (every earlier round with its results). Reproducible: the same results and seed give the
 * same round.
 */
export function planSwissRound(config: PhaseSettings, seed: string, entrants: readonly number[], rows: readonly PhaseFixture[], points: Points, round: number): PlannedFixture[] {
  const byePoints = swissByePoints(config, points);
  const games = swissGames(rows, points, byePoints).filter((g) => g.round < round);
  const rounds = config.rounds ?? 1;
  const paired = pairSwissRound(entrants, games, {
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
export function nextSwissRound(format: string, config: PhaseSettings, seed: string, entrants: readonly number[], rows: readonly PhaseFixture[], points: Points) {
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
 * The standings of a Swiss phase as one table: points (byes count `bye_points`), the configured tiebreaks in order
 * (then lots, drawn with the phase's seed) with the value of each as a column, and why each row is above the next.
 */
export function swissTables(entrants: readonly PhaseEntrant[], rows: readonly PhaseFixture[], rule: ScoreRule, config: PhaseSettings, lotsSeed: string): GroupTable[] {
  const byePoints = swissByePoints(config, rule.points);
  const games = swissGames(rows, rule.points, byePoints);
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
        };
      }),
    },
  ];
}
