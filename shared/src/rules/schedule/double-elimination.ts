/**
 * Double-elimination brackets (双败淘汰赛): an entrant leaves after its second loss.
 *
 * - The winners bracket (胜者组) is the knockout bracket (knockout.ts): the same seeding order, and the byes fall to
 *   the top seeds. Its fixtures are `WB{round}-{position}`.
 * - The losers bracket (败者组, `LB{round}-{position}`) has 2·(k − 1) rounds for k winners rounds. Its odd rounds pair
 *   its own survivors (round 1: the losers of winners round 1, two neighbouring fixtures into one); its even rounds
 *   meet its survivors with the losers dropping down from winners round r = j/2 + 1. The drop-down order avoids early
 *   rematches: reversed for even winners rounds, halves swapped for odd ones, so a dropped loser meets survivors of
 *   the other half of the bracket.
 * - The grand final (总决赛, `GF1`): the winners bracket champion (home) against the losers bracket champion (away).
 *   With the reset option (总决赛可加赛) a second grand final `GF2` is played only when the losers bracket champion
 *   wins GF1 (both then have one loss); otherwise GF2 is a bye (no game, no entrants).
 *
 * Byes: a first-round winners fixture against a bye has no loser, so the losers fixture it drops into has a side
 * that never fills; such a fixture is a bye, and whoever reaches it passes on to its next fixture at once (a bye
 * with both sides empty passes nobody, which makes its next fixture a bye too). Results and corrections follow the
 * knockout's rules: a correction re-routes the next fixtures (through byes) while they have no result and refuses
 * while one has.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { SCHEDULE_MSG } from './schedule-messages.ts';
import { createBracket, type KnockoutFixture, type KnockoutOptions, type Slot } from './knockout.ts';

export type DoubleKind = 'winners' | 'losers' | 'grand_final';

/** A fixture of the two brackets: a knockout fixture (entrants, seeds, bye, winner, where winner and loser go) of its kind. */
export interface DoubleFixture extends Omit<KnockoutFixture, 'id' | 'kind' | 'round' | 'bye'> {
  /** `WB{round}-{position}`, `LB{round}-{position}`, `GF1` or `GF2` (the reset). */
  id: string;
  kind: DoubleKind;
  /** Round within its bracket (1-based); the grand final is round 1, its reset round 2. */
  round: number;
  /** No game: a winners first-round line against a bye, a losers fixture with a side that never fills, an unneeded reset. */
  bye: boolean;
}

export interface DoubleBracket {
  /** Lines in the first winners round (a power of two). */
  size: number;
  winnersRounds: number;
  losersRounds: number;
  /** Whether the grand final has its reset fixture GF2. */
  reset: boolean;
  fixtures: DoubleFixture[];
}

export type DoubleOptions = Omit<KnockoutOptions, 'thirdPlace'> & {
  /** 总决赛可加赛: a second grand final when the losers bracket champion wins the first. */
  reset?: boolean;
};

export const GRAND_FINAL_NAME = '总决赛';
export const GRAND_FINAL_RESET_NAME = '总决赛加赛';

/** Rounds of the losers bracket for `winnersRounds` rounds of the winners bracket. */
export const losersRoundCount = (winnersRounds: number) => Math.max(0, 2 * (winnersRounds - 1));

/** Fixtures in losers round `round` of a bracket of `size` lines. */
const losersFixtureCount = (size: number, round: number) => size / 2 ** (Math.ceil(round / 2) + 1);

/** Chinese name of a round of a double-elimination phase (胜者组第1轮 … 胜者组决赛, 败者组…, 总决赛, 总决赛加赛). */
export function doubleRoundName(kind: DoubleKind, round: number, winnersRounds: number): string {
  if (kind === 'grand_final') return round === 1 ? GRAND_FINAL_NAME : GRAND_FINAL_RESET_NAME;
  const last = kind === 'winners' ? winnersRounds : losersRoundCount(winnersRounds);
  const prefix = kind === 'winners' ? '胜者组' : '败者组';
  return round === last ? `${prefix}决赛` : `${prefix}第${round}轮`;
}

/**
 * The losers-bracket position a loser of winners round `round` (≥ 2), fixture `position` of `count`, drops to:
 * reversed after even rounds, halves swapped after odd ones.
 */
export function dropPosition(round: number, position: number, count: number): number {
  if (count === 1) return 1;
  if (round % 2 === 0) return count + 1 - position;
  return ((position - 1 + count / 2) % count) + 1;
}

/** The order of play: winners round r at step 1 (r = 1) or 2r − 2, losers round j at step j + 1, the grand final after. */
export function doubleRoundStep(kind: DoubleKind, round: number, winnersRounds: number): number {
  if (kind === 'winners') return round === 1 ? 1 : 2 * round - 2;
  if (kind === 'losers') return round + 1;
  return Math.max(2, 2 * winnersRounds) + round - 1;
}

const link = (fixtureId: string, slot: Slot) => ({ fixtureId, slot });
const slotOf = (position: number): Slot => (position % 2 === 1 ? 'home' : 'away');

export function createDoubleBracket(entrants: readonly EntrantId[], options: DoubleOptions = {}): DoubleBracket {
  const { reset = false, ...knockout } = options;
  if (entrants.length < 2) throw new RuleRefusal(SCHEDULE_MSG.doubleTooFew);
  const wb = createBracket(entrants, { ...knockout, thirdPlace: false });
  const k = wb.rounds;
  const size = wb.size;
  const losersRounds = losersRoundCount(k);
  const wbId = (id: string) => `W${id.replace(/^R/, 'B')}`; // R2-1 → WB2-1
  const lbId = (round: number, position: number) => `LB${round}-${position}`;

  const fixtures: DoubleFixture[] = wb.fixtures.map((f) => {
    let loserNext: DoubleFixture['loserNext'];
    if (k === 1) loserNext = link('GF1', 'away');
    else if (f.round === 1) loserNext = link(lbId(1, Math.ceil(f.position / 2)), slotOf(f.position));
    else loserNext = link(lbId(2 * (f.round - 1), dropPosition(f.round, f.position, size / 2 ** f.round)), 'away');
    return {
      ...f,
      id: wbId(f.id),
      kind: 'winners',
      next: f.next ? { ...f.next, fixtureId: wbId(f.next.fixtureId) } : link('GF1', 'home'),
      loserNext: f.bye ? null : loserNext,
    };
  });
  for (let round = 1; round <= losersRounds; round++) {
    const count = losersFixtureCount(size, round);
    for (let position = 1; position <= count; position++) {
      let next: DoubleFixture['next'];
      if (round === losersRounds) next = link('GF1', 'away');
      else if (round % 2 === 1) next = link(lbId(round + 1, position), 'home');
      else next = link(lbId(round + 1, Math.ceil(position / 2)), slotOf(position));
      fixtures.push(blank(lbId(round, position), 'losers', round, position, next, null));
    }
  }
  fixtures.push(blank('GF1', 'grand_final', 1, 1, reset ? link('GF2', 'home') : null, reset ? link('GF2', 'away') : null));
  if (reset) fixtures.push(blank('GF2', 'grand_final', 2, 1, null, null));

  // Sides that never fill: a losers side fed by the loser of a bye, or by the winner of a fixture whose sides both never fill.
  const filled = new Map<string, number>(); // fixture id → live sides
  const live = (target: { fixtureId: string } | null) => {
    if (target) filled.set(target.fixtureId, (filled.get(target.fixtureId) ?? 0) + 1);
  };
  for (const f of fixtures) {
    if (f.kind === 'winners') {
      live(f.next);
      if (!f.bye) live(f.loserNext);
      continue;
    }
    if (f.kind !== 'losers') continue;
    const sides = filled.get(f.id) ?? 0;
    if (sides < 2) f.bye = true;
    if (sides > 0) live(f.next);
  }
  // losers fixtures fill only from results, so no losers bye has an entrant yet; the winners byes placed theirs already
  return { size, winnersRounds: k, losersRounds, reset, fixtures };
}

function blank(id: string, kind: DoubleKind, round: number, position: number, next: DoubleFixture['next'], loserNext: DoubleFixture['loserNext']): DoubleFixture {
  return { id, kind, round, position, home: null, away: null, homeSeed: null, awaySeed: null, bye: false, winner: null, next, loserNext };
}

type Target = { fixtureId: string; slot: Slot } | null;

/** A working copy of a bracket's fixtures with placing through byes. */
function workingCopy(bracket: DoubleBracket, id: string) {
  const fixtures = bracket.fixtures.slice();
  const at = new Map(fixtures.map((f, i) => [f.id, i]));
  const i = at.get(id);
  if (i === undefined) throw new RuleRefusal('对阵不存在');
  const fixture = fixtures[i];
  if (fixture.bye) throw new RuleRefusal('轮空无需录入结果');
  /**
   * Puts `entrant` (null: takes it away) on a side of the target; a bye passes it straight on. `refusal` when a
   * fixture on the way already has its result.
   */
  const place = (target: Target, entrant: EntrantId | null, refusal: string) => {
    if (target === null) return;
    const j = at.get(target.fixtureId)!;
    const f = fixtures[j];
    if (!f.bye && f.winner !== null) throw new RuleRefusal(refusal);
    fixtures[j] = { ...f, [target.slot]: entrant, ...(f.bye ? { winner: entrant } : {}) };
    if (f.bye) place(f.next, entrant, refusal);
  };
  return { fixtures, at, i, fixture, place };
}

const LATER_HAS_RESULT = SCHEDULE_MSG.laterHasResult;
const LATER_HAS_RESULT_CLEAR = SCHEDULE_MSG.laterHasResultClear;

/** Records the winner of a fixture (a correction re-routes not yet played next fixtures). Returns a new bracket. */
export function advanceDouble(bracket: DoubleBracket, id: string, winner: EntrantId): DoubleBracket {
  const { fixture } = workingCopy(bracket, id);
  if (fixture.home === null || fixture.away === null) throw new RuleRefusal('对阵双方尚未确定，无法录入结果');
  if (winner !== fixture.home && winner !== fixture.away) throw new RuleRefusal('胜者必须是本场对阵的一方');
  if (fixture.winner === winner) return bracket;
  const cleared = fixture.winner === null ? bracket : clearDoubleResult(bracket, id, LATER_HAS_RESULT);
  const { fixtures, at, i, place } = workingCopy(cleared, id);
  const loser = winner === fixture.home ? fixture.away : fixture.home;
  fixtures[i] = { ...fixtures[i], winner };
  if (fixture.id === 'GF1' && bracket.reset) {
    // the reset is played only when the losers bracket champion (away) wins the first grand final
    const j = at.get('GF2')!;
    fixtures[j] = winner === fixture.home ? { ...fixtures[j], bye: true, home: null, away: null, winner: null } : { ...fixtures[j], bye: false, home: winner, away: loser };
  } else {
    place(fixture.next, winner, LATER_HAS_RESULT);
    place(fixture.loserNext, loser, LATER_HAS_RESULT);
  }
  return { ...bracket, fixtures };
}

/** Removes the result of a fixture whose next fixtures have no result yet (the inverse of `advanceDouble`). */
export function clearDoubleResult(bracket: DoubleBracket, id: string, refusal: string = LATER_HAS_RESULT_CLEAR): DoubleBracket {
  const { fixtures, at, i, fixture, place } = workingCopy(bracket, id);
  if (fixture.winner === null) return bracket;
  if (fixture.id === 'GF1' && bracket.reset) {
    const j = at.get('GF2')!;
    if (!fixtures[j].bye && fixtures[j].winner !== null) throw new RuleRefusal(refusal);
    fixtures[j] = { ...fixtures[j], bye: false, home: null, away: null, winner: null };
  } else {
    place(fixture.next, null, refusal);
    place(fixture.loserNext, null, refusal);
  }
  fixtures[i] = { ...fixtures[i], winner: null };
  return { ...bracket, fixtures };
}

/** The champion once the deciding grand final has its result, else null. */
export function doubleChampion(bracket: DoubleBracket): EntrantId | null {
  const first = bracket.fixtures.find((f) => f.id === 'GF1');
  const reset = bracket.fixtures.find((f) => f.id === 'GF2');
  if (!first || first.winner === null) return null;
  if (!reset || reset.bye) return first.winner;
  return reset.winner;
}

export interface DoublePlace {
  entrant: EntrantId;
  /** 1 champion, 2 the grand final's loser, 3 the losers final's loser, then shared places by losers round. */
  place: number;
}

/**
 * Final places known so far: champion 1, runner-up 2; the loser of losers round j shares place
 * 3 + (the fixtures of the losers rounds after j) with the other losers of that round. Sorted by place.
 */
export function doublePlaces(bracket: DoubleBracket): DoublePlace[] {
  const places: DoublePlace[] = [];
  const champion = doubleChampion(bracket);
  if (champion !== null) {
    const decider = bracket.fixtures.find((f) => f.id === 'GF2' && !f.bye) ?? bracket.fixtures.find((f) => f.id === 'GF1')!;
    places.push({ entrant: champion, place: 1 }, { entrant: decider.winner === decider.home ? decider.away! : decider.home!, place: 2 });
  }
  for (const f of bracket.fixtures) {
    if (f.kind !== 'losers' || f.bye || f.winner === null) continue;
    let place = 3;
    for (let j = f.round + 1; j <= bracket.losersRounds; j++) place += losersFixtureCount(bracket.size, j);
    places.push({ entrant: f.winner === f.home ? f.away! : f.home!, place });
  }
  return places.sort((a, b) => a.place - b.place);
}

/** The fixtures that can be played now: not a bye, both sides known, no result. */
export const playableDoubleFixtures = (bracket: DoubleBracket) => bracket.fixtures.filter((f) => !f.bye && f.home !== null && f.away !== null && f.winner === null);
