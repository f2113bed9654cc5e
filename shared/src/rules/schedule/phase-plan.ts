/**
 * Schedule generation (赛程编排) of one phase, pure: from the phase's format, settings, seed and entrants to the
 * phase entrants (seed, group) and the fixtures to store, as rows of the server's `fixtures` table. Deterministic
 * for a given seed. The algorithms are the round robin, the group draw and the knockout bracket; this file only
 * maps them to rows. Used by the server's generation and seed and by the schedule mock.
 */
import type { paths } from '../../api/generated/schema.ts';
import { RuleRefusal } from '../rule-refusal.ts';
import { SCHEDULE_MSG } from './schedule-messages.ts';
import { type DrawConstraint, drawGroups } from './group-draw.ts';
import { createDoubleBracket, type DoubleBracket, doubleRoundStep } from './double-elimination.ts';
import { type Bracket, createBracket, type KnockoutFixture } from './knockout.ts';
import { roundRobin } from './round-robin.ts';
import { checkSwissSettings, planSwissRound, SWISS_PHASE_MSG } from './swiss-phase.ts';

export type PhaseFormat = 'league' | 'groups' | 'knockout' | 'double_elimination' | 'swiss';

/** The formats played as a bracket (签表): single and double elimination. */
export const isBracketFormat = (format: string) => format === 'knockout' || format === 'double_elimination';

/** The settings of a phase (its `config`) as the phase routes take them; generation reads all but the qualification. */
export type PhaseSettings = NonNullable<paths['/api/admin/schedule/create_phase']['post']['requestBody']['content']['application/json']['config']>;

export interface GenerationEntrant {
  signUpId: number;
  /** organiser's seed number (1 = top), null = unseeded */
  seed: number | null;
  affiliation: string;
}

export interface PlannedEntrant {
  signUpId: number;
  seed: number | null;
  groupNo: number | null;
}

/** A fixture row to insert (column names of the fixtures table, without ids). */
export interface PlannedFixture {
  groupNo: number | null;
  roundNo: number;
  position: number;
  code: string;
  kind: 'league' | 'group' | 'knockout' | 'third_place' | 'winners' | 'losers' | 'grand_final' | 'swiss';
  homeId: number | null;
  awayId: number | null;
  homeSeed: number | null;
  awaySeed: number | null;
  bye: boolean;
  nextCode: string | null;
  nextSlot: string | null;
  loserNextCode: string | null;
  loserNextSlot: string | null;
  startsAt: Date | null;
  winnerId: number | null;
  status: 'scheduled' | 'finished';
}

export interface SchedulePlan {
  entrants: PlannedEntrant[];
  fixtures: PlannedFixture[];
}

const badInput = (message: string) => new RuleRefusal(message, 42200);

/** Checks a phase's format and settings together (Chinese problems, errno 42200). */
export function checkPhaseSettings(format: PhaseFormat, config: PhaseSettings) {
  if (format === 'groups' && !config.group_count) throw badInput(SCHEDULE_MSG.groupCountRequired);
  if (format === 'groups' && config.draw && !['snake', 'pots'].includes(config.draw)) throw badInput('小组抽签方式只能是蛇形排位或分档抽签');
  if (isBracketFormat(format) && config.draw && !['seeded', 'random'].includes(config.draw)) throw badInput('淘汰赛抽签方式只能是按种子或随机');
  if (isBracketFormat(format) && config.cycles === 2) throw badInput('淘汰赛不支持双循环');
  if (format === 'double_elimination' && config.third_place) throw badInput(SCHEDULE_MSG.doubleNoThirdPlace);
  if (format === 'swiss') checkSwissSettings(config);
  if (config.round_interval_minutes !== undefined && !config.first_round_at) throw badInput('设置轮次间隔前请先设置首轮开始时间');
}

/** Entrants in seed order: seeded ones by seed number, then the unseeded by sign-up id. */
export function seedOrder<E extends { signUpId: number; seed: number | null }>(entrants: readonly E[]): E[] {
  return [...entrants].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) || a.signUpId - b.signUpId);
}

/** Start time of a round from config.first_round_at and round_interval_minutes (null without a first time). */
export function roundTime(config: PhaseSettings, round: number): Date | null {
  if (!config.first_round_at) return null;
  const first = new Date(config.first_round_at);
  if (Number.isNaN(first.getTime())) return null;
  return new Date(first.getTime() + (round - 1) * (config.round_interval_minutes ?? 0) * 60_000);
}

const blank = (): Omit<PlannedFixture, 'groupNo' | 'roundNo' | 'position' | 'code' | 'kind' | 'homeId' | 'awayId' | 'startsAt'> => ({
  homeSeed: null,
  awaySeed: null,
  bye: false,
  nextCode: null,
  nextSlot: null,
  loserNextCode: null,
  loserNextSlot: null,
  winnerId: null,
  status: 'scheduled',
});

function roundRobinFixtures(ids: number[], cycles: 1 | 2, seed: string, config: PhaseSettings, groupNo: number | null): PlannedFixture[] {
  const rounds = roundRobin(ids, { cycles, seed });
  const prefix = groupNo === null ? 'L' : `G${groupNo}-`;
  return rounds.flatMap((r) =>
    r.fixtures.map((f, i) => ({
      ...blank(),
      groupNo,
      roundNo: r.round,
      position: i + 1,
      code: `${prefix}${r.round}-${i + 1}`,
      kind: groupNo === null ? ('league' as const) : ('group' as const),
      homeId: f.home,
      awayId: f.away,
      startsAt: roundTime(config, r.round),
    })),
  );
}

/** The bracket's fixtures as rows (bye fixtures carry their winner, already placed in round 2). */
export function bracketFixtures(bracket: Bracket, config: PhaseSettings): PlannedFixture[] {
  return bracket.fixtures.map((f: KnockoutFixture) => ({
    groupNo: null,
    roundNo: f.round,
    position: f.position,
    code: f.id,
    kind: f.kind === 'third_place' ? ('third_place' as const) : ('knockout' as const),
    homeId: f.home === null ? null : Number(f.home),
    awayId: f.away === null ? null : Number(f.away),
    homeSeed: f.homeSeed,
    awaySeed: f.awaySeed,
    bye: f.bye,
    nextCode: f.next?.fixtureId ?? null,
    nextSlot: f.next?.slot ?? null,
    loserNextCode: f.loserNext?.fixtureId ?? null,
    loserNextSlot: f.loserNext?.slot ?? null,
    startsAt: f.bye ? null : roundTime(config, f.round),
    winnerId: f.winner !== null ? Number(f.winner) : null,
    status: f.bye ? ('finished' as const) : ('scheduled' as const),
  }));
}

/** The double-elimination bracket's fixtures as rows: byes are finished without a game; start times follow the order of play. */
export function doubleBracketFixtures(bracket: DoubleBracket, config: PhaseSettings): PlannedFixture[] {
  return bracket.fixtures.map((f) => ({
    groupNo: null,
    roundNo: f.round,
    position: f.position,
    code: f.id,
    kind: f.kind,
    homeId: f.home === null ? null : Number(f.home),
    awayId: f.away === null ? null : Number(f.away),
    homeSeed: f.homeSeed,
    awaySeed: f.awaySeed,
    bye: f.bye,
    nextCode: f.next?.fixtureId ?? null,
    nextSlot: f.next?.slot ?? null,
    loserNextCode: f.loserNext?.fixtureId ?? null,
    loserNextSlot: f.loserNext?.slot ?? null,
    startsAt: f.bye ? null : roundTime(config, doubleRoundStep(f.kind, f.round, bracket.winnersRounds)),
    winnerId: f.winner !== null ? Number(f.winner) : null,
    status: f.bye ? ('finished' as const) : ('scheduled' as const),
  }));
}

/**
 * Plans a phase. `entrants` are in the phase's entrant order (approved sign-ups, or the qualifiers in their
 * qualification order); the organiser's seed numbers decide the seeding where the format uses one.
 */
export function planSchedule(format: PhaseFormat, config: PhaseSettings, seed: string, entrants: readonly GenerationEntrant[]): SchedulePlan {
  if (entrants.length < 2) throw badInput(`参赛者只有 ${entrants.length} 名，至少需要 2 名才能编排赛程`);
  const ordered = seedOrder(entrants);
  if (format === 'swiss') {
    // round 1 only: the next rounds are paired from the results (生成下一轮, nextSwissRound)
    if ((config.rounds ?? 1) > entrants.length) throw badInput(SWISS_PHASE_MSG.tooManyRounds(config.rounds ?? 1, entrants.length));
    return {
      entrants: ordered.map((e) => ({ signUpId: e.signUpId, seed: e.seed, groupNo: null })),
      fixtures: planSwissRound(config, seed, ordered, [], { win: 1, draw: 0, loss: 0, forfeit: 0 }, 1),
    };
  }
  const cycles = config.cycles === 2 ? 2 : 1;
  if (format === 'league') {
    return {
      entrants: ordered.map((e) => ({ signUpId: e.signUpId, seed: e.seed, groupNo: null })),
      fixtures: roundRobinFixtures(
        ordered.map((e) => e.signUpId),
        cycles,
        seed,
        config,
        null,
      ),
    };
  }
  if (format === 'groups') {
    const groupCount = config.group_count ?? 0;
    if (!Number.isInteger(groupCount) || groupCount < 1) throw badInput(SCHEDULE_MSG.groupCountRequired);
    if (entrants.length < groupCount * 2) throw badInput(`参赛者 ${entrants.length} 名，不足以分成 ${groupCount} 个每组至少 2 名的小组`);
    const constraints: DrawConstraint[] = config.separate_affiliation ? [{ attribute: 'affiliation', label: '单位' }] : [];
    const potSize = config.pot_size && config.pot_size > 0 ? config.pot_size : groupCount;
    const groups = drawGroups(
      ordered.map((e, i) => ({
        id: e.signUpId,
        seedRank: i + 1,
        ...(config.draw === 'pots' && config.pot_size ? { pot: Math.floor(i / potSize) + 1 } : {}),
        attributes: { affiliation: e.affiliation.trim() || null },
      })),
      { groupCount, method: config.draw === 'pots' ? 'pots' : 'snake', seed, constraints },
    );
    const groupOf = new Map<number, number>();
    groups.forEach((g) => g.entrants.forEach((id) => groupOf.set(Number(id), g.index + 1)));
    return {
      entrants: ordered.map((e) => ({ signUpId: e.signUpId, seed: e.seed, groupNo: groupOf.get(e.signUpId)! })),
      fixtures: groups.flatMap((g) =>
        roundRobinFixtures(
          g.entrants.map(Number),
          cycles,
          `${seed}|${g.name}`,
          config,
          g.index + 1,
        ),
      ),
    };
  }
  const draw = {
    draw: config.draw === 'random' ? ('random' as const) : ('seeded' as const),
    seed,
    protectedSeeds: config.protected_seeds ?? 0,
  };
  const ids = ordered.map((e) => e.signUpId);
  const rows =
    format === 'double_elimination'
      ? doubleBracketFixtures(createDoubleBracket(ids, { ...draw, reset: config.grand_final_reset === true }), config)
      : bracketFixtures(createBracket(ids, { ...draw, thirdPlace: config.third_place === true }), config);
  // The bracket numbers every line by its place in the seed order; only entrants the organiser (or a qualification)
  // seeded carry a seed number to show.
  const shownSeed = (line: number | null) => (line === null ? null : (ordered[line - 1]?.seed ?? null));
  return {
    entrants: ordered.map((e) => ({ signUpId: e.signUpId, seed: e.seed, groupNo: null })),
    fixtures: rows.map((f) => ({ ...f, homeSeed: shownSeed(f.homeSeed), awaySeed: shownSeed(f.awaySeed) })),
  };
}
