/**
 * The fixtures of a phase as the schedule rules read them: the columns of the server's `fixtures` table
 * (server/src/db/schema/schedule.ts), which the server passes as they are and the schedule mock maps its rows to.
 * Whether a fixture has its result, the bracket of a knockout phase, round names (第N轮 / 1/8决赛 / 半决赛 / 决赛 /
 * 季军赛) and group names (A组 …), the rounds of a phase and the rounds and champion of a bracket.
 */
import type { components } from '../../api/generated/schema.ts';
import { type DoubleBracket, type DoubleFixture, type DoubleKind, doubleChampion, doubleRoundName, losersRoundCount } from './double-elimination.ts';
import { groupName } from './group-draw.ts';
import { type Bracket, champion, type KnockoutFixture, roundName, type Slot, THIRD_PLACE_NAME } from './knockout.ts';
import type { PlannedFixture } from './phase-plan.ts';

/** A fixture of a phase: the columns generation plans (kind and status as stored) with its id, result, running score and version. */
export interface PhaseFixture extends Omit<PlannedFixture, 'kind' | 'status'> {
  id: number;
  /** league | group | knockout | third_place | winners | losers | grand_final */
  kind: string;
  /** scheduled | live | finished */
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  sets: { home: number; away: number }[] | null;
  forfeit: string | null;
  homeFairPlay: number;
  awayFairPlay: number;
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  liveStartedAt: Date | null;
  version: number;
}

export const hasScore = (f: Pick<PhaseFixture, 'bye' | 'homeScore' | 'awayScore' | 'forfeit'>) =>
  !f.bye && (f.forfeit !== null || (f.homeScore !== null && f.awayScore !== null));

/** The bracket of a knockout phase as the knockout rules see it, from the phase's fixtures. */
export function bracketOf(rows: readonly PhaseFixture[]): Bracket {
  const main = rows.filter((r) => r.kind === 'knockout');
  const rounds = Math.max(1, ...main.map((r) => r.roundNo));
  const link = (code: string | null, slot: string | null) => (code ? { fixtureId: code, slot: (slot === 'away' ? 'away' : 'home') as Slot } : null);
  const list: KnockoutFixture[] = rows
    .filter((r) => r.kind === 'knockout' || r.kind === 'third_place')
    .map((r) => ({
      id: r.code,
      kind: r.kind === 'third_place' ? 'third_place' : 'main',
      round: r.roundNo,
      position: r.position,
      home: r.homeId,
      away: r.awayId,
      homeSeed: r.homeSeed,
      awaySeed: r.awaySeed,
      bye: r.bye,
      winner: r.winnerId,
      next: link(r.nextCode, r.nextSlot),
      loserNext: link(r.loserNextCode, r.loserNextSlot),
    }));
  return { size: 2 ** rounds, rounds, fixtures: list };
}

/** The fixture kinds of a double-elimination phase: 胜者组, 败者组, 总决赛. */
export const isDoubleKind = (kind: string): kind is DoubleKind => kind === 'winners' || kind === 'losers' || kind === 'grand_final';

/** Fixtures whose winner (and loser) move on in a bracket: knockout, third place and the double-elimination kinds. */
export const isBracketKind = (kind: string) => kind === 'knockout' || kind === 'third_place' || isDoubleKind(kind);

/** The order of a phase's fixtures by bracket: the winners bracket (and every other kind) 0, the losers bracket 1, the grand final 2. */
export const bracketSection = (kind: string) => (kind === 'losers' ? 1 : kind === 'grand_final' ? 2 : 0);

/** The bracket of a double-elimination phase as its rules see it, from the phase's fixtures. */
export function doubleBracketOf(rows: readonly PhaseFixture[]): DoubleBracket {
  const link = (code: string | null, slot: string | null) => (code ? { fixtureId: code, slot: (slot === 'away' ? 'away' : 'home') as Slot } : null);
  const list: DoubleFixture[] = rows
    .filter((r) => isDoubleKind(r.kind))
    .map((r) => ({
      id: r.code,
      kind: r.kind as DoubleKind,
      round: r.roundNo,
      position: r.position,
      home: r.homeId,
      away: r.awayId,
      homeSeed: r.homeSeed,
      awaySeed: r.awaySeed,
      bye: r.bye,
      winner: r.winnerId,
      next: link(r.nextCode, r.nextSlot),
      loserNext: link(r.loserNextCode, r.loserNextSlot),
    }));
  const winnersRounds = Math.max(1, ...list.filter((f) => f.kind === 'winners').map((f) => f.round));
  return { size: 2 ** winnersRounds, winnersRounds, losersRounds: losersRoundCount(winnersRounds), reset: list.some((f) => f.id === 'GF2'), fixtures: list };
}

/** A组, B组 … of a group number (1-based); '' for a league (no group). */
export const groupLabel = (groupNo: number | null) => (groupNo === null ? '' : `${groupName(groupNo - 1)}组`);

/** The rounds of the main bracket (of the winners bracket in double elimination) among a phase's fixtures (0 without one). */
export const knockoutRoundCount = (rows: readonly Pick<PhaseFixture, 'kind' | 'roundNo'>[]) =>
  Math.max(0, ...rows.filter((r) => r.kind === 'knockout' || r.kind === 'winners').map((r) => r.roundNo));

export const fixtureRoundName = (f: Pick<PhaseFixture, 'kind' | 'roundNo'>, knockoutRounds: number | undefined) => {
  if (f.kind === 'third_place') return THIRD_PLACE_NAME;
  if (isDoubleKind(f.kind)) return doubleRoundName(f.kind, f.roundNo, knockoutRounds ?? 0);
  return f.kind === 'knockout' && knockoutRounds ? roundName(f.roundNo, knockoutRounds) : `第${f.roundNo}轮`;
};

/** A round of a phase as the API answers it (ScheduleRound). */
export type PhaseRound = components['schemas']['ScheduleRound'];

/** The rounds of a phase by group (the third-place game apart), with their games and the games with a result; byes are no games. */
export function phaseRounds(rows: readonly PhaseFixture[]): PhaseRound[] {
  const knockoutRounds = knockoutRoundCount(rows);
  const rounds = new Map<string, PhaseRound>();
  for (const f of rows) {
    if (f.bye) continue;
    const third = f.kind === 'third_place';
    const key = `${f.groupNo ?? 0}|${f.roundNo}|${third ? 'p3' : isDoubleKind(f.kind) ? f.kind : ''}`;
    const entry = rounds.get(key) ?? {
      group_no: f.groupNo,
      group_name: groupLabel(f.groupNo),
      round: f.roundNo,
      name: fixtureRoundName(f, knockoutRounds),
      fixture_count: 0,
      finished_count: 0,
    };
    entry.fixture_count++;
    if (hasScore(f)) entry.finished_count++;
    rounds.set(key, entry);
  }
  return [...rounds.values()];
}

/**
 * The named rounds of a knockout phase (the third-place game with the final's round) and its champion, if decided.
 * A double-elimination phase lists the winners rounds, then the losers rounds and the grand final (each named).
 */
export function bracketRounds(rows: readonly PhaseFixture[]): { rounds: { round: number; name: string }[]; championId: number | null } {
  const count = knockoutRoundCount(rows);
  if (rows.some((r) => isDoubleKind(r.kind))) {
    const rounds: { round: number; name: string }[] = [];
    for (const r of rows) {
      const name = isDoubleKind(r.kind) ? fixtureRoundName(r, count) : null;
      if (name !== null && !rounds.some((x) => x.name === name)) rounds.push({ round: r.roundNo, name });
    }
    const winner = doubleChampion(doubleBracketOf(rows));
    return { rounds, championId: winner === null ? null : Number(winner) };
  }
  const rounds = Array.from({ length: count }, (_, i) => ({ round: i + 1, name: roundName(i + 1, count) }));
  if (rows.some((r) => r.kind === 'third_place')) rounds.push({ round: count, name: THIRD_PLACE_NAME });
  const winner = rows.length ? champion(bracketOf(rows)) : null;
  return { rounds, championId: winner === null ? null : Number(winner) };
}
