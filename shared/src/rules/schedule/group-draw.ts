/**
 * Drawing entrants into groups.
 *
 * - 'snake': by seed rank; row r of the seed list fills the groups left to right when r is even and right to
 *   left when r is odd (1 A, 2 B, 3 C, 4 D, 5 D, 6 C, …).
 * - 'pots': pots in order (given, or seed rank cut into rows of `groupCount`); inside a pot the order is drawn
 *   with the seed, and each drawn entrant goes to the first group (A, B, …) that has no entrant of its pot yet,
 *   has room, and keeps the draw solvable — the way UEFA draws groups.
 *
 * Constraints ("no two entrants of the same institution in one group") are satisfied by backtracking: the
 * preferred group is tried first, the others after it. Group sizes differ by at most one. When the constraints
 * cannot be met the draw is refused with a Chinese message naming the constraint.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { seededRandom, shuffle } from './seeded-random.ts';

export interface DrawEntrant {
  id: EntrantId;
  /** 1 = best. Required for snake seeding and for pots cut from the seed list. */
  seedRank?: number;
  /** 1-based pot; when any entrant has one, every entrant needs one. */
  pot?: number;
  /** Values the constraints look at, e.g. `{ institution_id: 12 }`. */
  attributes?: Readonly<Record<string, string | number | null | undefined>>;
}

export interface DrawConstraint {
  /** The attribute compared, e.g. 'institution_id'. Entrants without a value are never constrained. */
  attribute: string;
  /** How many entrants sharing one value a group may hold. Default 1. */
  maxPerGroup?: number;
  /** Chinese name of what the value is, e.g. '机构'. */
  label: string;
}

export interface GroupDrawOptions {
  groupCount: number;
  method: 'snake' | 'pots';
  /** Required for 'pots'. */
  seed?: string;
  constraints?: readonly DrawConstraint[];
  /** Safety valve for pathological inputs; default 200 000 placements tried. */
  maxSteps?: number;
}

export interface DrawnGroup {
  index: number;
  /** 'A', 'B', … */
  name: string;
  entrants: EntrantId[];
}

export const groupName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : `${groupName(Math.floor(index / 26) - 1)}${String.fromCharCode(65 + (index % 26))}`;

const constraintText = (c: DrawConstraint) =>
  (c.maxPerGroup ?? 1) === 1
    ? `同一${c.label}的参赛者不能分在同一小组`
    : `同一${c.label}的参赛者每组最多 ${c.maxPerGroup} 名`;

interface Placement {
  entrant: DrawEntrant;
  pot: number;
  /** Groups in the order they are tried. */
  preference: number[];
}

export function drawGroups(entrants: readonly DrawEntrant[], options: GroupDrawOptions): DrawnGroup[] {
  const { groupCount, method } = options;
  const constraints = options.constraints ?? [];
  const n = entrants.length;
  if (!Number.isInteger(groupCount) || groupCount < 1) throw new RuleRefusal('小组数量必须为正整数');
  if (n < groupCount) throw new RuleRefusal(`参赛者 ${n} 名，不足以分成 ${groupCount} 个小组`);
  if (new Set(entrants.map((e) => e.id)).size !== n) throw new RuleRefusal('参赛者不能重复');
  if (method === 'pots' && !options.seed) throw new RuleRefusal('按档位随机抽签需要提供抽签种子');
  const hasPots = entrants.some((e) => e.pot !== undefined);
  if (hasPots && entrants.some((e) => e.pot === undefined)) throw new RuleRefusal('部分参赛者未分档');
  if ((method === 'snake' || !hasPots) && entrants.some((e) => e.seedRank === undefined)) {
    throw new RuleRefusal('部分参赛者没有种子排名');
  }

  const ranked = [...entrants].sort((a, b) => (a.seedRank ?? 0) - (b.seedRank ?? 0));
  const placements: Placement[] = [];
  const all = Array.from({ length: groupCount }, (_, g) => g);
  if (method === 'snake') {
    ranked.forEach((entrant, i) => {
      const row = Math.floor(i / groupCount);
      const col = i % groupCount;
      const preferred = row % 2 === 0 ? col : groupCount - 1 - col;
      placements.push({ entrant, pot: row + 1, preference: [preferred, ...all.filter((g) => g !== preferred)] });
    });
  } else {
    const random = seededRandom(options.seed!);
    const potOf = (e: DrawEntrant, i: number) => (hasPots ? e.pot! : Math.floor(i / groupCount) + 1);
    const pots = new Map<number, DrawEntrant[]>();
    (hasPots ? entrants : ranked).forEach((e, i) => {
      const pot = potOf(e, i);
      pots.set(pot, [...(pots.get(pot) ?? []), e]);
    });
    for (const pot of [...pots.keys()].sort((a, b) => a - b)) {
      for (const entrant of shuffle(pots.get(pot)!, random)) placements.push({ entrant, pot, preference: all });
    }
  }

  // sizes: every group holds `base` entrants and `extra` of them one more. Which groups take the extra ones is
  // decided by the draw itself (the first to reach base + 1), so a constraint never fails only because a fixed
  // group was made the larger one; the unconstrained draw still gives them to the groups it fills first.
  const capacity = { base: Math.floor(n / groupCount), extra: n % groupCount };
  const potSize = new Map<number, number>();
  for (const p of placements) potSize.set(p.pot, (potSize.get(p.pot) ?? 0) + 1);
  const potLimit = (pot: number) => Math.ceil(potSize.get(pot)! / groupCount);

  // pigeonhole: a value shared by more entrants than the groups can hold can never be drawn
  for (const c of constraints) {
    const counts = new Map<string | number, number>();
    for (const e of entrants) {
      const v = e.attributes?.[c.attribute];
      if (v !== null && v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const [value, count] of counts) {
      const room = (c.maxPerGroup ?? 1) * groupCount;
      if (count > room) {
        throw new RuleRefusal(`无法满足约束「${constraintText(c)}」：${c.label} ${value} 有 ${count} 名参赛者，${groupCount} 个小组最多容纳 ${room} 名`);
      }
    }
  }

  const problem: DrawProblem = { placements, groupCount, capacity, potLimit, constraints };
  const maxSteps = options.maxSteps ?? 200_000;
  const solved = solveDraw(problem, maxSteps);
  if (solved === 'too_hard') throw new RuleRefusal(`约束条件过于复杂，抽签未能完成：${constraints.map(constraintText).join('；')}`);
  if (solved === null) {
    // name the constraint that fails on its own, else all of them together
    const alone = constraints.find((c) => solveDraw({ ...problem, constraints: [c] }, maxSteps) === null);
    const named = alone ? [alone] : constraints;
    if (named.length === 0) throw new RuleRefusal('分档与小组数量不匹配，无法使各组人数相差不超过 1');
    throw new RuleRefusal(`无法满足约束「${named.map(constraintText).join('」与「')}」，请调整分档或小组数量`);
  }
  return all.map((g) => ({ index: g, name: groupName(g), entrants: solved[g] }));
}

/** What a draw places and the rules it keeps: group count, sizes, the per-pot limit and the constraints. */
interface DrawProblem {
  placements: readonly Placement[];
  groupCount: number;
  capacity: { base: number; extra: number };
  potLimit: (pot: number) => number;
  constraints: readonly DrawConstraint[];
}

/** The groups being filled, with the counters the rules look at. */
function drawState({ groupCount, capacity, potLimit, constraints }: DrawProblem) {
  const groups: EntrantId[][] = Array.from({ length: groupCount }, () => []);
  const fromPot = Array.from({ length: groupCount }, () => new Map<number, number>());
  const valueCount = constraints.map(() => Array.from({ length: groupCount }, () => new Map<string | number, number>()));
  let larger = 0;

  const fits = (p: Placement, g: number) => {
    const size = groups[g].length;
    if (size > capacity.base || (size === capacity.base && larger >= capacity.extra)) return false;
    if ((fromPot[g].get(p.pot) ?? 0) >= potLimit(p.pot)) return false;
    return constraints.every((c, ci) => {
      const v = p.entrant.attributes?.[c.attribute];
      return v === null || v === undefined || (valueCount[ci][g].get(v) ?? 0) < (c.maxPerGroup ?? 1);
    });
  };
  const move = (p: Placement, g: number, delta: 1 | -1) => {
    fromPot[g].set(p.pot, (fromPot[g].get(p.pot) ?? 0) + delta);
    constraints.forEach((c, ci) => {
      const v = p.entrant.attributes?.[c.attribute];
      if (v !== null && v !== undefined) valueCount[ci][g].set(v, (valueCount[ci][g].get(v) ?? 0) + delta);
    });
    if (delta === 1) {
      groups[g].push(p.entrant.id);
      if (groups[g].length === capacity.base + 1) larger++;
    } else {
      if (groups[g].length === capacity.base + 1) larger--;
      groups[g].pop();
    }
  };
  return { groups, fits, move };
}

type Solved = EntrantId[][] | null | 'too_hard';

/**
 * Places the entrants in draw order, each in the first group of its preference that fits, backtracking
 * chronologically. Fast when the constraints are loose; a failure found late can make it explore a lot, so it gets
 * a small budget first and `drawWithLookahead` takes over when that is spent.
 */
function solve(problem: DrawProblem, maxSteps: number): Solved {
  const { placements } = problem;
  const { groups, fits, move } = drawState(problem);
  let steps = 0;
  const place = (i: number): boolean | 'too_hard' => {
    if (i === placements.length) return true;
    const p = placements[i];
    for (const g of p.preference) {
      if (!fits(p, g)) continue;
      if (++steps > maxSteps) return 'too_hard';
      move(p, g, 1);
      const done = place(i + 1);
      if (done !== false) return done;
      move(p, g, -1);
    }
    return false;
  };
  const result = place(0);
  if (result === 'too_hard') return 'too_hard';
  return result ? groups : null;
}

/**
 * The draw as UEFA runs it: each entrant, in draw order, goes to the first group of its preference after which
 * the rest can still be placed. "Can still be placed" is searched most-constrained entrant first (the one with
 * the fewest fitting groups), which finds a completion, or proves there is none, without exploring the orders
 * of the draw. Same groups as `solve` would find, without its blind spots.
 */
function drawWithLookahead(problem: DrawProblem, maxSteps: number): Solved {
  const { placements, groupCount } = problem;
  const { groups, fits, move } = drawState(problem);
  const all = Array.from({ length: groupCount }, (_, g) => g);
  let steps = 0;
  /** Whether `rest` can be placed from here; leaves the state as it found it. */
  const completable = (rest: Placement[]): boolean | 'too_hard' => {
    if (rest.length === 0) return true;
    let best = -1;
    let options: number[] = [];
    for (let i = 0; i < rest.length; i++) {
      const fitting = all.filter((g) => fits(rest[i], g));
      if (fitting.length === 0) return false;
      if (best === -1 || fitting.length < options.length) {
        best = i;
        options = fitting;
        if (fitting.length === 1) break;
      }
    }
    const p = rest[best];
    const others = rest.filter((_, i) => i !== best);
    for (const g of options) {
      if (++steps > maxSteps) return 'too_hard';
      move(p, g, 1);
      const done = completable(others);
      move(p, g, -1);
      if (done !== false) return done;
    }
    return false;
  };
  for (let i = 0; i < placements.length; i++) {
    const p = placements[i];
    let placed = false;
    for (const g of p.preference) {
      if (!fits(p, g)) continue;
      move(p, g, 1);
      const done = completable(placements.slice(i + 1));
      if (done === 'too_hard') return 'too_hard';
      if (done) {
        placed = true;
        break;
      }
      move(p, g, -1);
    }
    if (!placed) return null;
  }
  return groups;
}

/** Chronological first (cheap, the usual case), the lookahead draw when that runs out of budget. */
function solveDraw(problem: DrawProblem, maxSteps: number): Solved {
  const quick = solve(problem, Math.min(maxSteps, 20 * problem.placements.length + 1_000));
  if (quick !== 'too_hard') return quick;
  return drawWithLookahead(problem, maxSteps);
}
