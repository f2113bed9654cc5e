/**
 * Swiss system (瑞士制) pairing of one round, after the FIDE (Dutch) system (Handbook C.04.3), pure.
 *
 * The input is the current entrant list in initial ranking order (the pairing numbers: index 0 is number 1) and
 * the games so far; an entrant who withdrew is simply left out of the list (its games still count for the others'
 * rematches), a late entry is added with no games. Nothing else is stored between rounds.
 *
 * - Order: entrants by pairing score (points, plus virtual points under acceleration), then pairing number.
 *   Score brackets are paired from the top; in a bracket the moved-down players (MDPs) meet residents first, then
 *   the remaining residents pair top half (S1) against bottom half (S2) in Dutch order (S2 transpositions first);
 *   whoever stays unpaired floats down to the next bracket. A bracket's pairing is taken only when the entrants
 *   below it can still all be paired (else the next candidate, or more floaters).
 * - Absolute rules, relaxed only when nothing else pairs everyone, in this order: no third game on the same side in
 *   a row and a colour difference (home − away) of at most 2 (relaxed first), then no rematch. A game that was not
 *   played (`played: false`, a forfeit) is no meeting and gives no colour.
 * - Colours (home = white, away = black): both preferences, else the stronger one (absolute > strong > mild),
 *   else alternate from the latest round in which the two had different colours, else the higher-ranked entrant's
 *   preference, else the initial colour (drawn with the seed) for the higher-ranked entrant on odd boards.
 * - Bye (轮空) when the number is odd: to an entrant who has had no bye (nor scored without playing), lowest score
 *   first, then the one with the fewest unplayed rounds, then the lowest ranked, such that the rest can be paired.
 *   It scores `byePoints` (the phase's rule, e.g. a win).
 * - Acceleration (Baku, C.04.5.1): the top 2⌈n/4⌉ entrants (group A) pair with one virtual win in the first half of
 *   the accelerated rounds and half of it in the second half; virtual points are for pairing only.
 * Deterministic: the only chance is the initial colour, drawn with the seed.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { SWISS_MSG } from './schedule-messages.ts';
import { seededRandom } from './seeded-random.ts';

export type SwissSide = 'home' | 'away';

/** A game of an earlier round; `away: null` is a bye (or a round scored without an opponent). */
export interface SwissGame<E extends EntrantId = EntrantId> {
  round: number;
  home: E;
  away: E | null;
  homePoints: number;
  awayPoints: number;
  /** false for a game that was not played (forfeit): points count, colours and the meeting do not. Default true. */
  played?: boolean;
}

export interface SwissOptions {
  /** The round to pair, 1-based; the games are those of earlier rounds. */
  round: number;
  /** Points of a bye (the phase's rule; usually those of a win). */
  byePoints: number;
  /** Points of a win, for the virtual points of acceleration (default 1). */
  winPoints?: number;
  /** Baku acceleration over the first `rounds` rounds. */
  acceleration?: { rounds: number };
  /** Seed of the initial colour (home or away for the top board's higher-ranked entrant). */
  seed?: string;
}

export interface SwissPairing<E extends EntrantId = EntrantId> {
  board: number;
  home: E;
  away: E;
}

export interface SwissRound<E extends EntrantId = EntrantId> {
  round: number;
  pairings: SwissPairing<E>[];
  bye: E | null;
  /** The bye as a game to record: the entrant scores `byePoints` without an opponent. */
  byeGame: SwissGame<E> | null;
  /** Absolute rules that had to be relaxed to pair everyone (empty almost always). */
  relaxed: ('colour' | 'rematch')[];
}


type Colour = 'W' | 'B';
interface Player<E> {
  id: E;
  /** 0-based pairing number. */
  no: number;
  score: number;
  pairingScore: number;
  colours: Colour[];
  /** Colour per round (played games only), for the alternation rule. */
  colourByRound: Map<number, Colour>;
  opponents: Set<E>;
  hadBye: boolean;
  unplayed: number;
  /** Cached from `colours`: home − away, the colour of the last two games when equal, which colours it may take. */
  diff: number;
  twice: Colour | null;
  mayW: boolean;
  mayB: boolean;
}

const diffOf = (p: Player<unknown>) => p.diff;
const lastTwoSame = (p: Player<unknown>): Colour | null => p.twice;
/** Whether taking colour c keeps |difference| ≤ 2 and avoids a third same colour in a row. */
const canTake = (p: Player<unknown>, c: Colour) => (c === 'W' ? p.mayW : p.mayB);
function cacheColours(p: Player<unknown>) {
  p.diff = p.colours.reduce((d, c) => d + (c === 'W' ? 1 : -1), 0);
  const n = p.colours.length;
  p.twice = n >= 2 && p.colours[n - 1] === p.colours[n - 2] ? p.colours[n - 1] : null;
  p.mayW = p.diff + 1 <= 2 && p.twice !== 'W';
  p.mayB = p.diff - 1 >= -2 && p.twice !== 'B';
}
/** Colour preference: the colour and its strength (3 absolute, 2 strong, 1 mild, 0 none). */
function preference(p: Player<unknown>): { colour: Colour | null; strength: number } {
  const d = diffOf(p);
  const twice = lastTwoSame(p);
  if (d > 1 || d < -1 || twice) return { colour: d > 1 ? 'B' : d < -1 ? 'W' : twice === 'W' ? 'B' : 'W', strength: 3 };
  if (d === 1) return { colour: 'B', strength: 2 };
  if (d === -1) return { colour: 'W', strength: 2 };
  const last = p.colours[p.colours.length - 1];
  return last ? { colour: last === 'W' ? 'B' : 'W', strength: 1 } : { colour: null, strength: 0 };
}

/** Pairs one round of a Swiss phase from the entrants (initial ranking order) and the games so far. */
export function pairSwissRound<E extends EntrantId>(entrants: readonly E[], games: readonly SwissGame<E>[], options: SwissOptions): SwissRound<E> {
  const { round } = options;
  if (!Number.isInteger(round) || round < 1) throw new RuleRefusal(SWISS_MSG.roundInvalid, 42200);
  if (!(options.byePoints >= 0)) throw new RuleRefusal(SWISS_MSG.byePointsInvalid, 42200);
  if (entrants.length < 2) throw new RuleRefusal(SWISS_MSG.tooFew);
  if (new Set(entrants).size !== entrants.length) throw new RuleRefusal(SWISS_MSG.duplicate);
  const late = games.find((g) => g.round >= round);
  if (late) throw new RuleRefusal(late.round === round ? SWISS_MSG.roundPaired(round) : SWISS_MSG.gameAfterRound(late.round));

  const players = new Map<E, Player<E>>(
    entrants.map((id, no) => [id, { id, no, score: 0, pairingScore: 0, colours: [], colourByRound: new Map(), opponents: new Set<E>(), hadBye: false, unplayed: 0, diff: 0, twice: null, mayW: true, mayB: true }]),
  );
  const playedRounds = new Map<E, Set<number>>();
  for (const g of [...games].sort((a, b) => a.round - b.round)) {
    const home = players.get(g.home);
    const away = g.away === null ? undefined : players.get(g.away);
    if (home) home.score += g.homePoints;
    if (away) away.score += g.awayPoints;
    const played = g.played !== false && g.away !== null;
    if (played) {
      for (const [p, c, other] of [[home, 'W', g.away], [away, 'B', g.home]] as const) {
        if (!p) continue;
        p.colours.push(c);
        p.colourByRound.set(g.round, c);
        p.opponents.add(other as E);
        if (!playedRounds.has(p.id)) playedRounds.set(p.id, new Set());
        playedRounds.get(p.id)!.add(g.round);
      }
    } else {
      // a bye, or points without playing, rules out another bye
      if (home && g.homePoints > 0) home.hadBye = true;
      if (away && g.awayPoints > 0) away.hadBye = true;
    }
  }
  const n = entrants.length;
  const win = options.winPoints ?? 1;
  const groupA = 2 * Math.ceil(n / 4);
  const acc = options.acceleration;
  const virtual = (p: Player<E>) => {
    if (!acc || round > acc.rounds || p.no >= groupA) return 0;
    return round <= Math.ceil(acc.rounds / 2) ? win : win / 2;
  };
  for (const p of players.values()) {
    p.pairingScore = p.score + virtual(p);
    p.unplayed = round - 1 - (playedRounds.get(p.id)?.size ?? 0);
    cacheColours(p);
  }
  const ranked = [...players.values()].sort((a, b) => b.pairingScore - a.pairingScore || a.no - b.no);
  const initial: Colour = options.seed === undefined ? 'W' : seededRandom(`swiss|${options.seed}`)() < 0.5 ? 'W' : 'B';

  for (const level of [0, 1, 2] as const) {
    const result = pairAtLevel(ranked, level);
    if (result) {
      const relaxed: SwissRound<E>['relaxed'] = level === 0 ? [] : level === 1 ? ['colour'] : ['colour', 'rematch'];
      const rnd = finish(result.pairs, result.bye, relaxed, initial, round, level);
      if (rnd.bye !== null) rnd.byeGame = { round, home: rnd.bye, away: null, homePoints: options.byePoints, awayPoints: 0 };
      return rnd;
    }
  }
  // level 2 pairs any two entrants, so it always succeeds
  throw new RuleRefusal(SWISS_MSG.tooFew);
}

/** Level 0: every absolute rule; 1: rematches still forbidden; 2: anything goes. */
type Level = 0 | 1 | 2;

function compatible<E>(a: Player<E>, b: Player<E>, level: Level): boolean {
  if (level < 2 && a.opponents.has(b.id)) return false;
  if (level === 0) return (canTake(a, 'W') && canTake(b, 'B')) || (canTake(a, 'B') && canTake(b, 'W'));
  return true;
}

/**
 * Budgets of the searches: steps of the exact matching test of one remainder (past it the remainder is assumed
 * pairable), steps of one bracket's candidate search (past it the bracket takes the best candidate found, or backs
 * up), and steps of a whole level (past it no bracket backs up any more). They bound the time, never the validity.
 */
const MATCH_BUDGET = 5_000;
const BRACKET_BUDGET = 20_000;
const LEVEL_BUDGET = 300_000;

function pairAtLevel<E>(ranked: Player<E>[], level: Level): { pairs: [Player<E>, Player<E>][]; bye: Player<E> | null } | null {
  let steps = 0;
  const compat = (a: Player<E>, b: Player<E>) => compatible(a, b, level);

  /** Colour-blocked partners of p among players of whom onlyW may only take white and onlyB only black. */
  const colourBlocked = (p: Player<E>, onlyW: number, onlyB: number) => (level > 0 ? 0 : !canTake(p, 'B') ? onlyW : !canTake(p, 'W') ? onlyB : 0);
  const stuck = (p: Player<E>) => level === 0 && !canTake(p, 'W') && !canTake(p, 'B');
  const onlyOne = (p: Player<E>, c: Colour) => level === 0 && canTake(p, c) && !canTake(p, c === 'W' ? 'B' : 'W');

  interface Prepared {
    list: Player<E>[];
    ids: Set<E>;
    onlyW: number;
    onlyB: number;
    /** Fewest partners any player has within the list (a lower bound), and whether one has none at all. */
    minDegree: number;
    anyStuck: boolean;
  }
  const prepare = (list: Player<E>[]): Prepared => {
    const ids = new Set(list.map((p) => p.id));
    let onlyW = 0;
    let onlyB = 0;
    let anyStuck = false;
    for (const p of list) {
      if (stuck(p)) anyStuck = true;
      if (onlyOne(p, 'W')) onlyW++;
      if (onlyOne(p, 'B')) onlyB++;
    }
    let minDegree = Infinity;
    for (const p of list) {
      let blocked = colourBlocked(p, onlyW, onlyB);
      if (level < 2) for (const o of p.opponents) if (ids.has(o)) blocked++;
      minDegree = Math.min(minDegree, list.length - 1 - blocked);
    }
    return { list, ids, onlyW, onlyB, minDegree, anyStuck };
  };

  /** Whether the floaters and the prepared players can all be paired (a perfect matching exists). */
  const completableWith = (floaters: Player<E>[], prepared: Prepared): boolean => {
    const m = prepared.list.length + floaters.length;
    if (m % 2 === 1) return false;
    if (m === 0) return true;
    // Dirac: everyone adjacent to at least half of the others → a Hamiltonian cycle → a perfect matching. The
    // floaters are counted as no partner of anyone in the list, so the bound stays a lower bound.
    if (m >= 4 && !prepared.anyStuck && !floaters.some(stuck) && prepared.minDegree >= m / 2) {
      const onlyW = prepared.onlyW + floaters.filter((p) => onlyOne(p, 'W')).length;
      const onlyB = prepared.onlyB + floaters.filter((p) => onlyOne(p, 'B')).length;
      const floaterIds = new Set(floaters.map((p) => p.id));
      const ok = floaters.every((p) => {
        let blocked = colourBlocked(p, onlyW, onlyB);
        if (level < 2) for (const o of p.opponents) if (prepared.ids.has(o) || floaterIds.has(o)) blocked++;
        return m - 1 - blocked >= m / 2;
      });
      if (ok) return true;
    }
    // a large list the degree bound cannot settle: go on, a dead end below backtracks
    if (m > 64) return true;
    return completable([...floaters, ...prepared.list]);
  };

  /** Whether the players can all be paired: an exact search, the player with the fewest partners first. */
  const completable = (list: Player<E>[]): boolean => {
    const m = list.length;
    steps += m;
    if (m % 2 === 1) return false;
    const adjacent = list.map((a, i) => list.map((b, j) => i !== j && compat(a, b)));
    const order = list.map((_, i) => i).sort((i, j) => adjacent[i].filter(Boolean).length - adjacent[j].filter(Boolean).length);
    const matched = new Array<boolean>(m).fill(false);
    let work = 0;
    const match = (): boolean => {
      steps++;
      if (++work > MATCH_BUDGET) return true;
      const i = order.find((k) => !matched[k]);
      if (i === undefined) return true;
      matched[i] = true;
      for (const j of order) {
        if (matched[j] || !adjacent[i][j]) continue;
        matched[j] = true;
        const ok = match();
        matched[j] = false;
        if (ok) {
          matched[i] = false;
          return true;
        }
      }
      matched[i] = false;
      return false;
    };
    return match();
  };

  let toPair = ranked;
  let bye: Player<E> | null = null;
  if (ranked.length % 2 === 1) {
    const candidates = ranked
      .filter((p) => level === 2 || !p.hadBye)
      .sort((a, b) => a.score - b.score || a.unplayed - b.unplayed || b.no - a.no);
    bye = candidates.find((c) => completableWith([], prepare(ranked.filter((p) => p !== c)))) ?? null;
    if (!bye) return null;
    toPair = ranked.filter((p) => p !== bye);
  }

  // score brackets, top first
  const brackets: Player<E>[][] = [];
  for (const p of toPair) {
    const last = brackets[brackets.length - 1];
    if (last && last[0].pairingScore === p.pairingScore) last.push(p);
    else brackets.push([p]);
  }
  const below = (k: number) => brackets.slice(k + 1).flat();

  const solve = (k: number, mdps: Player<E>[]): [Player<E>, Player<E>][] | null => {
    if (k === brackets.length) return mdps.length === 0 ? [] : null;
    const residents = brackets[k];
    const rest = below(k);
    const seen: { pairs: [Player<E>, Player<E>][]; floaters: Player<E>[]; cost: number }[] = [];
    const prepared = prepare(rest);
    let bracketSteps = 0;
    const tick = () => (steps++, ++bracketSteps > BRACKET_BUDGET);
    bracketCandidates(mdps, residents, compat, (a, b) => colourConflict(a, b) > 0, tick, (candidate) => {
      if (k === brackets.length - 1 ? candidate.floaters.length > 0 : !completableWith(candidate.floaters, prepared)) return false;
      const cost = candidate.pairs.reduce((c, [a, b]) => c + colourConflict(a, b), 0);
      seen.push({ ...candidate, cost });
      return cost === 0 || seen.length >= 12;
    });
    seen.sort((a, b) => b.pairs.length - a.pairs.length || a.cost - b.cost);
    for (const [i, option] of seen.entries()) {
      if (i > 0 && steps > LEVEL_BUDGET) break;
      const lower = solve(k + 1, option.floaters);
      if (lower) return [...option.pairs, ...lower];
    }
    return null;
  };
  const pairs = solve(0, []) ?? closestMatching(toPair, compat);
  return pairs ? { pairs, bye } : null;
}

/**
 * The fallback when the bracket search runs out of budget (long phases, scores spread thin): any pairing within the
 * level's rules, the entrant with the fewest partners first, each with the closest score available. Null when the
 * search finds none within its budget.
 */
function closestMatching<E>(list: Player<E>[], compat: (a: Player<E>, b: Player<E>) => boolean): [Player<E>, Player<E>][] | null {
  const partners = new Map(list.map((a) => [a, list.filter((b) => b !== a && compat(a, b)).sort((x, y) => Math.abs(x.pairingScore - a.pairingScore) - Math.abs(y.pairingScore - a.pairingScore) || x.no - y.no)]));
  const free = new Set(list);
  const pairs: [Player<E>, Player<E>][] = [];
  let work = 0;
  const match = (): boolean => {
    if (free.size === 0) return true;
    if (++work > BRACKET_BUDGET) return false;
    let x: Player<E> | null = null;
    let fewest = Infinity;
    for (const p of free) {
      let count = 0;
      for (const q of partners.get(p)!) if (free.has(q)) count++;
      if (count < fewest) {
        fewest = count;
        x = p;
      }
    }
    free.delete(x!);
    for (const y of partners.get(x!)!) {
      if (!free.has(y)) continue;
      free.delete(y);
      pairs.push([x!, y]);
      if (match()) return true;
      pairs.pop();
      free.add(y);
    }
    free.add(x!);
    return false;
  };
  return match() ? pairs : null;
}

/** 1 when the two entrants prefer the same colour and one of them will not get it (weighted by its strength). */
function colourConflict(a: Player<unknown>, b: Player<unknown>): number {
  const pa = preference(a);
  const pb = preference(b);
  if (!pa.colour || !pb.colour || pa.colour !== pb.colour) return 0;
  return Math.min(pa.strength, pb.strength);
}

/**
 * Candidate pairings of one bracket in Dutch order, each handed to `visit` until it returns true: MDPs (in order)
 * against residents (in order), then the remaining residents S1 (top half) against S2 (bottom half) with S2
 * permuted in lexicographic order, then S1 members against one another; fewer pairs (more floaters, the lowest
 * first) only after all of those.
 */
function bracketCandidates<P>(
  mdps: P[],
  residents: P[],
  compat: (a: P, b: P) => boolean,
  conflict: (a: P, b: P) => boolean,
  /** Counts a search step; true when the search is over its budget and stops. */
  tick: () => boolean,
  visit: (c: { pairs: [P, P][]; floaters: P[] }) => boolean): void {
  const pairs: [P, P][] = [];
  const floaters: P[] = [];
  const usedResidents = new Set<P>();
  const usedMdps = new Set<P>();

  const homogeneous = (list: P[], target: number): boolean => {
    const s1 = list.slice(0, target);
    const s2 = list.slice(target);
    const s1Reversed = s1.slice().reverse();
    const position = new Map(list.map((p, i) => [p, i]));
    const used = new Set<P>();
    let made = 0;
    const step = (from: number): boolean => {
      if (made === target) return visit({ pairs: pairs.slice(), floaters: [...floaters, ...list.filter((p) => !used.has(p))] });
      // the next unpaired player in list order
      let i = from;
      while (i < list.length && used.has(list[i])) i++;
      if (i >= list.length) return false;
      const x = list[i];
      used.add(x);
      const tryWith = (y: P): boolean => {
        if (tick()) return true;
        if (used.has(y) || !compat(x, y)) return false;
        used.add(y);
        pairs.push([x, y]);
        made++;
        const stop = step(i + 1);
        made--;
        pairs.pop();
        used.delete(y);
        return stop;
      };
      // partners in Dutch order (S2, then S1 from the bottom; after S1, the players below), those who let both
      // have their colour first
      for (const wantConflict of [false, true]) {
        if (i < target) {
          for (const y of s2) if (!used.has(y) && conflict(x, y) === wantConflict && tryWith(y)) return true;
          for (const y of s1Reversed) if (position.get(y)! > i && !used.has(y) && conflict(x, y) === wantConflict && tryWith(y)) return true;
        } else {
          for (let j = i + 1; j < list.length; j++) if (!used.has(list[j]) && conflict(x, list[j]) === wantConflict && tryWith(list[j])) return true;
        }
      }
      // x floats when the pairs still needed fit in the players after it (all before it are placed)
      const unplacedAfter = list.length - used.size;
      used.delete(x);
      if (unplacedAfter >= 2 * (target - made)) {
        used.add(x);
        floaters.push(x);
        const stop = step(i + 1);
        floaters.pop();
        used.delete(x);
        if (stop) return true;
      }
      return false;
    };
    return step(0);
  };

  const mdpStep = (i: number): boolean => {
    if (i === mdps.length) {
      const left = residents.filter((r) => !usedResidents.has(r));
      for (let target = Math.floor(left.length / 2); target >= 0; target--) if (homogeneous(left, target)) return true;
      return false;
    }
    const m = mdps[i];
    if (usedMdps.has(m)) return mdpStep(i + 1);
    for (const r of [...residents.filter((x) => !conflict(m, x)), ...residents.filter((x) => conflict(m, x))]) {
      if (tick()) return true;
      if (usedResidents.has(r) || !compat(m, r)) continue;
      usedResidents.add(r);
      pairs.push([m, r]);
      const stop = mdpStep(i + 1);
      pairs.pop();
      usedResidents.delete(r);
      if (stop) return true;
    }
    // an MDP no resident can take meets another MDP (the last bracket may need it), else floats on
    for (const other of mdps.slice(i + 1)) {
      if (tick()) return true;
      if (usedMdps.has(other) || !compat(m, other)) continue;
      usedMdps.add(other);
      pairs.push([m, other]);
      const stop = mdpStep(i + 1);
      pairs.pop();
      usedMdps.delete(other);
      if (stop) return true;
    }
    floaters.push(m);
    const stop = mdpStep(i + 1);
    floaters.pop();
    return stop;
  };
  mdpStep(0);
}

function finish<E extends EntrantId>(
  pairs: [Player<E>, Player<E>][],
  bye: Player<E> | null,
  relaxed: SwissRound<E>['relaxed'],
  initial: Colour,
  round: number,
  level: Level,
): SwissRound<E> {
  const higher = (a: Player<E>, b: Player<E>) => b.pairingScore - a.pairingScore || a.no - b.no;
  const boards = pairs
    .map(([a, b]) => (higher(a, b) <= 0 ? ([a, b] as const) : ([b, a] as const)))
    .sort(([a1, b1], [a2, b2]) => Math.max(a2.pairingScore, b2.pairingScore) - Math.max(a1.pairingScore, b1.pairingScore) || a2.pairingScore + b2.pairingScore - (a1.pairingScore + b1.pairingScore) || a1.no - a2.no);
  const pairings = boards.map(([top, other], i) => {
    const topColour = allocate(top, other, i + 1, initial, level);
    const [home, away] = topColour === 'W' ? [top, other] : [other, top];
    return { board: i + 1, home: home.id, away: away.id };
  });
  return { round, pairings, bye: bye?.id ?? null, byeGame: null, relaxed };
}

/** The colour of the higher-ranked entrant `top` against `other` (FIDE C.04.3 E.1–E.5). */
function allocate<E>(top: Player<E>, other: Player<E>, board: number, initial: Colour, level: Level): Colour {
  if (level === 0) {
    const topWhite = canTake(top, 'W') && canTake(other, 'B');
    const topBlack = canTake(top, 'B') && canTake(other, 'W');
    if (topWhite !== topBlack) return topWhite ? 'W' : 'B';
  }
  const pt = preference(top);
  const po = preference(other);
  const flip = (c: Colour): Colour => (c === 'W' ? 'B' : 'W');
  if (pt.colour && po.colour && pt.colour !== po.colour) return pt.colour;
  if (pt.colour && !po.colour) return pt.colour;
  if (!pt.colour && po.colour) return flip(po.colour);
  if (pt.colour && po.colour) {
    if (pt.strength !== po.strength) return pt.strength > po.strength ? pt.colour : flip(po.colour);
    if (pt.strength === 3 && Math.abs(diffOf(top)) !== Math.abs(diffOf(other))) return Math.abs(diffOf(top)) > Math.abs(diffOf(other)) ? pt.colour : flip(po.colour);
    // alternate from the latest round in which they had different colours
    const rounds = [...top.colourByRound.keys()].filter((r) => other.colourByRound.has(r)).sort((a, b) => b - a);
    for (const r of rounds) {
      const ct = top.colourByRound.get(r)!;
      if (ct !== other.colourByRound.get(r)) return flip(ct);
    }
    return pt.colour;
  }
  // neither has a preference: the initial colour on odd boards for the higher-ranked entrant
  return board % 2 === 1 ? initial : flip(initial);
}
