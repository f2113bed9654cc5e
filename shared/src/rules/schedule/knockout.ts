/**
 * Single-elimination brackets: the bracket size is the next power of two, entrants are placed in the canonical
 * seeding order (1 v 16, 8 v 9, 5 v 12, 4 v 13, …: seeds 1 and 2 can only meet in the final, 1–4 not before the
 * semi-finals), and the missing entrants are byes, which therefore fall to the top seeds. A first-round fixture
 * against a bye is no game: its entrant is already placed in the second round.
 *
 * `advance` is pure: it returns a new bracket with the winner placed into the next fixture (and, for a
 * semi-final, the loser into the third-place fixture). Correcting a result re-routes the next fixtures while
 * they have no result and refuses while they have one.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { seededRandom, shuffle } from './seeded-random.ts';

export type Slot = 'home' | 'away';

export interface KnockoutFixture {
  /** `R{round}-{position}`, or `P3` for the third-place fixture. */
  id: string;
  kind: 'main' | 'third_place';
  /** 1 = first round; the final is round `rounds`. The third-place fixture shares the final's round. */
  round: number;
  /** 1-based position from the top of the bracket within its round. */
  position: number;
  home: EntrantId | null;
  away: EntrantId | null;
  /** Seed numbers of the first-round lines (1 = top seed); null after round 1 or for random draws. */
  homeSeed: number | null;
  awaySeed: number | null;
  /** A first-round line against a bye: no game is played. */
  bye: boolean;
  winner: EntrantId | null;
  next: { fixtureId: string; slot: Slot } | null;
  /** Where the loser goes (semi-finals with a third-place fixture). */
  loserNext: { fixtureId: string; slot: Slot } | null;
}

export interface Bracket {
  /** Lines in the first round (a power of two). */
  size: number;
  rounds: number;
  fixtures: KnockoutFixture[];
}

export interface KnockoutOptions {
  /** 'seeded': the input order is the seed order. 'random': drawn with `seed`. Default 'seeded'. */
  draw?: 'seeded' | 'random';
  seed?: string;
  /** With a random draw: the first k entrants keep their seed lines, only the rest are drawn. */
  protectedSeeds?: number;
  thirdPlace?: boolean;
}

export const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/**
 * Seed numbers line by line from the top of a bracket of `size` lines. Built by doubling: every seed s of the
 * half-size bracket becomes the pair (s, size + 1 − s), flipped on every other line so that the bracket folds.
 */
export function seedingOrder(size: number): number[] {
  let order = [1];
  for (let lines = 2; lines <= size; lines *= 2) {
    order = order.flatMap((s, i) => (i % 2 === 0 ? [s, lines + 1 - s] : [lines + 1 - s, s]));
  }
  return order;
}

/** Chinese name of a round: 决赛, 半决赛, 1/4决赛, 1/8决赛 …, else 第N轮. */
export function roundName(round: number, rounds: number): string {
  const left = rounds - round; // 0 = final
  if (left === 0) return '决赛';
  if (left === 1) return '半决赛';
  if (left <= 4) return `1/${2 ** left}决赛`;
  return `第${round}轮`;
}

export const THIRD_PLACE_NAME = '季军赛';

const fixtureId = (round: number, position: number) => `R${round}-${position}`;

/** A fixture before the draw places anyone: no entrants, no seeds, no result. */
const unplacedFixture = (
  id: string,
  kind: KnockoutFixture['kind'],
  round: number,
  position: number,
  next: KnockoutFixture['next'],
  loserNext: KnockoutFixture['loserNext'],
): KnockoutFixture => ({
  id,
  kind,
  round,
  position,
  home: null,
  away: null,
  homeSeed: null,
  awaySeed: null,
  bye: false,
  winner: null,
  next,
  loserNext,
});

/** The fixture `id` of a bracket to record or clear a result on: refuses a missing fixture and a bye. */
function resultFixture(bracket: Bracket, id: string) {
  const fixtures = bracket.fixtures.slice();
  const at = new Map(fixtures.map((f, i) => [f.id, i]));
  const i = at.get(id);
  if (i === undefined) throw new RuleRefusal('对阵不存在');
  const fixture = fixtures[i];
  if (fixture.bye) throw new RuleRefusal('轮空无需录入结果');
  return { fixtures, at, i, fixture };
}

export function createBracket(entrants: readonly EntrantId[], options: KnockoutOptions = {}): Bracket {
  const n = entrants.length;
  if (n < 2) throw new RuleRefusal('淘汰赛至少需要 2 名参赛者');
  if (new Set(entrants).size !== n) throw new RuleRefusal('参赛者不能重复');
  if (options.thirdPlace && n < 4) throw new RuleRefusal('季军赛至少需要 4 名参赛者');
  const random = options.draw === 'random';
  if (random && !options.seed) throw new RuleRefusal('随机抽签需要提供抽签种子');
  const kept = random ? Math.min(options.protectedSeeds ?? 0, n) : n;
  const bySeed = random
    ? [...entrants.slice(0, kept), ...shuffle(entrants.slice(kept), seededRandom(options.seed!))]
    : entrants.slice();

  const size = nextPowerOfTwo(n);
  const rounds = Math.log2(size);
  const lines = seedingOrder(size);
  const fixtures: KnockoutFixture[] = [];
  for (let round = 1; round <= rounds; round++) {
    const count = size / 2 ** round;
    for (let position = 1; position <= count; position++) {
      const isFinal = round === rounds;
      const next = isFinal
        ? null
        : { fixtureId: fixtureId(round + 1, Math.ceil(position / 2)), slot: (position % 2 === 1 ? 'home' : 'away') as Slot };
      const loserNext =
        options.thirdPlace && round === rounds - 1 ? { fixtureId: 'P3', slot: (position === 1 ? 'home' : 'away') as Slot } : null;
      const fixture = unplacedFixture(fixtureId(round, position), 'main', round, position, next, loserNext);
      if (round === 1) {
        // the better seed is the home side (and the upper line) of a first-round fixture
        const homeSeed = Math.min(lines[2 * position - 2], lines[2 * position - 1]);
        const awaySeed = Math.max(lines[2 * position - 2], lines[2 * position - 1]);
        fixture.home = homeSeed <= n ? bySeed[homeSeed - 1] : null;
        fixture.away = awaySeed <= n ? bySeed[awaySeed - 1] : null;
        // a random draw shows only the protected seeds' numbers
        fixture.homeSeed = !random || homeSeed <= kept ? homeSeed : null;
        fixture.awaySeed = !random || awaySeed <= kept ? awaySeed : null;
        fixture.bye = fixture.home === null || fixture.away === null;
      }
      fixtures.push(fixture);
    }
  }
  if (options.thirdPlace) fixtures.push(unplacedFixture('P3', 'third_place', rounds, 2, null, null));
  const index = new Map(fixtures.map((f, i) => [f.id, i]));
  for (const f of fixtures) {
    if (f.bye) {
      f.winner = f.home ?? f.away;
      const next = fixtures[index.get(f.next!.fixtureId)!];
      next[f.next!.slot] = f.winner;
    }
  }
  return { size, rounds, fixtures };
}

/** Places the winner of a fixture (a correction re-routes not yet played next fixtures). Returns a new bracket. */
export function advance(bracket: Bracket, id: string, winner: EntrantId): Bracket {
  const { fixtures, at, i, fixture } = resultFixture(bracket, id);
  if (fixture.home === null || fixture.away === null) throw new RuleRefusal('对阵双方尚未确定，无法录入结果');
  if (winner !== fixture.home && winner !== fixture.away) throw new RuleRefusal('胜者必须是本场对阵的一方');
  if (fixture.winner === winner) return bracket;
  const loser = winner === fixture.home ? fixture.away : fixture.home;

  const targets = [fixture.next, fixture.loserNext].filter((t) => t !== null);
  for (const target of targets) {
    if (fixtures[at.get(target.fixtureId)!].winner !== null) {
      throw new RuleRefusal('后续对阵已录入结果，无法更改本场胜者，请先撤销后续对阵的结果');
    }
  }
  fixtures[i] = { ...fixture, winner };
  const place = (target: { fixtureId: string; slot: Slot } | null, entrant: EntrantId) => {
    if (target === null) return;
    const j = at.get(target.fixtureId)!;
    fixtures[j] = { ...fixtures[j], [target.slot]: entrant };
  };
  place(fixture.next, winner);
  place(fixture.loserNext, loser);
  return { ...bracket, fixtures };
}

/** Removes the result of a fixture whose next fixtures have no result yet (the inverse of `advance`). */
export function clearResult(bracket: Bracket, id: string): Bracket {
  const { fixtures, at, i, fixture } = resultFixture(bracket, id);
  if (fixture.winner === null) return bracket;
  for (const target of [fixture.next, fixture.loserNext]) {
    if (target === null) continue;
    const j = at.get(target.fixtureId)!;
    if (fixtures[j].winner !== null) throw new RuleRefusal('后续对阵已录入结果，无法撤销本场结果，请先撤销后续对阵的结果');
    fixtures[j] = { ...fixtures[j], [target.slot]: null };
  }
  fixtures[i] = { ...fixture, winner: null };
  return { ...bracket, fixtures };
}

/** The champion once the final has a result, else null. */
export function champion(bracket: Bracket): EntrantId | null {
  return bracket.fixtures.find((f) => f.kind === 'main' && f.round === bracket.rounds)?.winner ?? null;
}

export interface KnockoutPlace {
  entrant: EntrantId;
  /** 1 champion, 2 runner-up, 3 (and 4 with a third-place fixture), then 5 for the quarter-final losers … */
  place: number;
}

/**
 * Final places known so far: the loser of a round-r fixture shares place 2^(rounds − r) + 1 with the other
 * losers of that round; the third-place fixture decides places 3 and 4. Sorted by place.
 */
export function knockoutPlaces(bracket: Bracket): KnockoutPlace[] {
  const places: KnockoutPlace[] = [];
  const third = bracket.fixtures.find((f) => f.kind === 'third_place');
  for (const f of bracket.fixtures) {
    if (f.winner === null || f.bye) continue;
    const loser = f.winner === f.home ? f.away! : f.home!;
    if (f.kind === 'third_place') {
      places.push({ entrant: f.winner, place: 3 }, { entrant: loser, place: 4 });
      continue;
    }
    if (f.round === bracket.rounds) places.push({ entrant: f.winner, place: 1 });
    if (third && f.round === bracket.rounds - 1) continue; // placed by the third-place fixture
    places.push({ entrant: loser, place: 2 ** (bracket.rounds - f.round) + 1 });
  }
  return places.sort((a, b) => a.place - b.place);
}
