/**
 * The fixtures of a phase as the schedule rules read them: the columns of the server's `fixtures` table
 * (server/src/db/schema/schedule.ts), which the server passes as they are and the schedule mock maps its rows to.
 * Whether a fixture has its result, the bracket of a knockout phase, round names (第N轮 / 1/8决赛 / 半决赛 / 决赛 /
 * 季军赛) and group names (A组 …), the rounds of a phase and the rounds and champion of a bracket.
 */
import type { components } from '../../api/generated/schema.ts';
import { groupName } from './group-draw.ts';
import { type Bracket, champion, type KnockoutFixture, roundName, type Slot, THIRD_PLACE_NAME } from './knockout.ts';
import type { PlannedFixture } from './phase-plan.ts';

/** A fixture of a phase: the columns generation plans (kind and status as stored) with its id, result, running score and version. */
export interface PhaseFixture extends Omit<PlannedFixture, 'kind' | 'status'> {
  id: number;
  /** league | group | knockout | third_place */
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

/** A组, B组 … of a group number (1-based); '' for a league (no group). */
export const groupLabel = (groupNo: number | null) => (groupNo === null ? '' : `${groupName(groupNo - 1)}组`);

/** The rounds of the main bracket among a phase's fixtures (0 without a knockout). */
export const knockoutRoundCount = (rows: readonly Pick<PhaseFixture, 'kind' | 'roundNo'>[]) => Math.max(0, ...rows.filter((r) => r.kind === 'knockout').map((r) => r.roundNo));

export const fixtureRoundName = (f: Pick<PhaseFixture, 'kind' | 'roundNo'>, knockoutRounds: number | undefined) =>
  f.kind === 'third_place' ? THIRD_PLACE_NAME : f.kind === 'knockout' && knockoutRounds ? roundName(f.roundNo, knockoutRounds) : `第${f.roundNo}轮`;

/** A round of a phase as the API answers it (ScheduleRound). */
export type PhaseRound = components['schemas']['ScheduleRound'];

/** The rounds of a phase by group (the third-place game apart), with their games and the games with a result; byes are no games. */
export function phaseRounds(rows: readonly PhaseFixture[]): PhaseRound[] {
  const knockoutRounds = knockoutRoundCount(rows);
  const rounds = new Map<string, PhaseRound>();
  for (const f of rows) {
    if (f.bye) continue;
    const third = f.kind === 'third_place';
    const key = `${f.groupNo ?? 0}|${f.roundNo}|${third ? 'p3' : ''}`;
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

/** The named rounds of a knockout phase (the third-place game with the final's round) and its champion, if decided. */
export function bracketRounds(rows: readonly PhaseFixture[]): { rounds: { round: number; name: string }[]; championId: number | null } {
  const count = knockoutRoundCount(rows);
  const rounds = Array.from({ length: count }, (_, i) => ({ round: i + 1, name: roundName(i + 1, count) }));
  if (rows.some((r) => r.kind === 'third_place')) rounds.push({ round: count, name: THIRD_PLACE_NAME });
  const winner = rows.length ? champion(bracketOf(rows)) : null;
  return { rounds, championId: winner === null ? null : Number(winner) };
}
