/**
 * Standings (积分榜) from fixtures with results and a score rule.
 *
 * Points per win, draw, loss and forfeit; a forfeit counts as a win for the other side with the rule's forfeit
 * score. Entrants are ordered by the rule's ordered tiebreakers. `head_to_head` compares points, then
 * difference, then scored in the fixtures among the tied entrants only; while a smaller subset stays tied it is
 * re-applied to that subset alone, and only when it separates nobody does the next tiebreaker apply (the UEFA
 * procedure). `lots` draws with a seed, so it is reproducible. Every row says why it is above the next one.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { seededRandom, shuffle } from '../schedule/seeded-random.ts';
import type { SwissTiebreakValues } from './swiss-tiebreaks.ts';

export type Tiebreaker =
  | 'points'
  | 'head_to_head'
  | 'difference'
  | 'scored'
  | 'wins'
  | 'fair_play'
  | 'lots'
  // Swiss phases (swiss-tiebreaks.ts): skipped where the context has no Swiss values
  | 'buchholz'
  | 'buchholz_cut1'
  | 'median_buchholz'
  | 'sonneborn_berger'
  | 'progressive'
  | 'direct_encounter';

export interface ScoreRule {
  points: { win: number; draw: number; loss: number; forfeit: number };
  /** The score recorded for a forfeit, from the side that did not forfeit. */
  forfeitScore: { winner: number; loser: number };
  tiebreakers: readonly Tiebreaker[];
}

export interface FixtureResult {
  home: EntrantId;
  away: EntrantId;
  homeScore: number | null;
  awayScore: number | null;
  /** Which side forfeited; the scores are then ignored. */
  forfeit?: 'home' | 'away' | 'both' | null;
}

export interface EntrantRecord {
  played: number;
  wins: number;
  draws: number;
  /** Includes forfeits. */
  losses: number;
  forfeits: number;
  scored: number;
  conceded: number;
  difference: number;
  points: number;
}

export interface RankReason {
  /** The tiebreaker that separated this row from the next, or null when they share the place. */
  tiebreaker: Tiebreaker | null;
  /** For head_to_head: which of its criteria decided. */
  criterion?: 'points' | 'difference' | 'scored';
  /** This row's value and the next row's value (fair play: the penalty points, fewer is better). */
  values: [number, number] | null;
  /** e.g. `积分相同，相互战绩积分 4 比 1`. */
  text: string;
}

export interface StandingsRow extends EntrantRecord {
  entrant: EntrantId;
  /** 1-based; entrants that no tiebreaker separates share a rank (1, 2, 2, 4). */
  rank: number;
  fairPlay: number | null;
  /** Why this row is above the next one; null on the last row. */
  reason: RankReason | null;
}

export interface StandingsInput {
  entrants: readonly EntrantId[];
  fixtures: readonly FixtureResult[];
  rule: ScoreRule;
  /** Fair-play penalty points per entrant (cards and the like); fewer is better. */
  fairPlay?: ReadonlyMap<EntrantId, number>;
  /** Seed of the drawing of lots. */
  lotsSeed?: string;
}

export const hasResult = (f: FixtureResult): boolean =>
  (f.forfeit !== null && f.forfeit !== undefined) || (f.homeScore !== null && f.awayScore !== null);

const emptyRecord = (): EntrantRecord => ({
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  forfeits: 0,
  scored: 0,
  conceded: 0,
  difference: 0,
  points: 0,
});

/** Records of the given entrants from the fixtures among them that have a result. */
export function tally(
  entrants: readonly EntrantId[],
  fixtures: readonly FixtureResult[],
  rule: Pick<ScoreRule, 'points' | 'forfeitScore'>,
): Map<EntrantId, EntrantRecord> {
  const records = new Map(entrants.map((e) => [e, emptyRecord()]));
  const add = (r: EntrantRecord, scored: number, conceded: number, outcome: 'win' | 'draw' | 'loss' | 'forfeit') => {
    r.played++;
    r.scored += scored;
    r.conceded += conceded;
    r.difference = r.scored - r.conceded;
    r.points += rule.points[outcome];
    if (outcome === 'win') r.wins++;
    else if (outcome === 'draw') r.draws++;
    else r.losses++;
    if (outcome === 'forfeit') r.forfeits++;
  };
  for (const f of fixtures) {
    const home = records.get(f.home);
    const away = records.get(f.away);
    if (!home || !away || !hasResult(f)) continue;
    const { winner, loser } = rule.forfeitScore;
    if (f.forfeit === 'both') {
      add(home, 0, 0, 'forfeit');
      add(away, 0, 0, 'forfeit');
    } else if (f.forfeit === 'home') {
      add(home, loser, winner, 'forfeit');
      add(away, winner, loser, 'win');
    } else if (f.forfeit === 'away') {
      add(home, winner, loser, 'win');
      add(away, loser, winner, 'forfeit');
    } else {
      const h = f.homeScore!;
      const a = f.awayScore!;
      add(home, h, a, h > a ? 'win' : h < a ? 'loss' : 'draw');
      add(away, a, h, a > h ? 'win' : a < h ? 'loss' : 'draw');
    }
  }
  return records;
}

const LABEL: Record<Tiebreaker, string> = {
  points: '积分',
  head_to_head: '相互战绩',
  difference: '净胜分',
  scored: '得分',
  wins: '胜场',
  fair_play: '公平竞赛分',
  lots: '抽签',
  buchholz: '布赫霍尔茨分',
  buchholz_cut1: '布赫霍尔茨分（去掉最低一轮）',
  median_buchholz: '中位布赫霍尔茨分（去掉最高和最低一轮）',
  sonneborn_berger: '索伯分',
  progressive: '累进分',
  direct_encounter: '直胜积分',
};
const SWISS_VALUE = {
  buchholz: 'buchholz',
  buchholz_cut1: 'buchholzCut1',
  median_buchholz: 'medianBuchholz',
  sonneborn_berger: 'sonnebornBerger',
  progressive: 'progressive',
} as const;
const H2H_CRITERIA = ['points', 'difference', 'scored'] as const;

export interface OrderContext {
  records: ReadonlyMap<EntrantId, EntrantRecord>;
  /** Records over the fixtures among a subset only; without it `head_to_head` is skipped (across groups). */
  headToHead?: (subset: readonly EntrantId[]) => Map<EntrantId, EntrantRecord>;
  fairPlay?: ReadonlyMap<EntrantId, number>;
  lotsSeed?: string;
  /** Values of the Swiss tiebreakers; without them those tiebreakers are skipped. */
  swiss?: {
    values: ReadonlyMap<EntrantId, SwissTiebreakValues>;
    /** Points among the subset, or null when two of them never met (direct encounter then does not apply). */
    directEncounter: (subset: readonly EntrantId[]) => Map<EntrantId, number> | null;
  };
}

export interface OrderedEntrant {
  entrant: EntrantId;
  rank: number;
  reason: RankReason | null;
}

/** Orders entrants by the tiebreakers; the engine behind standings and the cross-group tables of qualification. */
export function orderByTiebreakers(
  entrants: readonly EntrantId[],
  tiebreakers: readonly Tiebreaker[],
  ctx: OrderContext,
): OrderedEntrant[] {
  const inputIndex = new Map(entrants.map((e, i) => [e, i]));
  const canonical = (a: EntrantId, b: EntrantId) => String(a).localeCompare(String(b), 'en', { numeric: true });

  const keyOf = (t: Tiebreaker, set: readonly EntrantId[]): ((e: EntrantId) => number[]) => {
    const record = (e: EntrantId) => ctx.records.get(e)!;
    switch (t) {
      case 'points':
        return (e) => [record(e).points];
      case 'difference':
        return (e) => [record(e).difference];
      case 'scored':
        return (e) => [record(e).scored];
      case 'wins':
        return (e) => [record(e).wins];
      case 'fair_play':
        return (e) => [-(ctx.fairPlay?.get(e) ?? 0)];
      case 'head_to_head': {
        const h2h = ctx.headToHead!(set);
        return (e) => H2H_CRITERIA.map((c) => h2h.get(e)![c]);
      }
      case 'direct_encounter': {
        const points = ctx.swiss!.directEncounter(set)!;
        return (e) => [points.get(e)!];
      }
      case 'buchholz':
      case 'buchholz_cut1':
      case 'median_buchholz':
      case 'sonneborn_berger':
      case 'progressive':
        return (e) => [ctx.swiss!.values.get(e)![SWISS_VALUE[t]]];
      case 'lots': {
        const sorted = [...set].sort(canonical);
        const drawn = shuffle(sorted, seededRandom(`${ctx.lotsSeed ?? 'lots'}|${sorted.join(',')}`));
        return (e) => [-drawn.indexOf(e)];
      }
    }
  };
  const compareKeys = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };

  const reasonText = (tiedOn: readonly Tiebreaker[], t: Tiebreaker, a: number[], b: number[]) => {
    const prefix = [...new Set(tiedOn)].map((x) => `${LABEL[x]}相同，`).join('');
    const i = a.findIndex((v, k) => v !== b[k]);
    if (t === 'lots') return { text: `${prefix}抽签决定`, values: null, criterion: undefined };
    if (t === 'fair_play') {
      const values: [number, number] = [-a[0], -b[0]];
      return { text: `${prefix}公平竞赛分 ${values[0]} 比 ${values[1]}（少者列前）`, values, criterion: undefined };
    }
    const values: [number, number] = [a[i], b[i]];
    if (t === 'head_to_head') {
      const criterion = H2H_CRITERIA[i];
      return { text: `${prefix}相互战绩${LABEL[criterion]} ${values[0]} 比 ${values[1]}`, values, criterion };
    }
    return { text: `${prefix}${LABEL[t]} ${values[0]} 比 ${values[1]}`, values, criterion: undefined };
  };

  /** Returns the order and, for each adjacent pair, the reason the first is above the second. */
  const sortSet = (set: EntrantId[], ti: number, tiedOn: Tiebreaker[]): { order: EntrantId[]; reasons: RankReason[] } => {
    if (set.length === 1) return { order: set, reasons: [] };
    if (ti >= tiebreakers.length) {
      const order = [...set].sort((a, b) => inputIndex.get(a)! - inputIndex.get(b)!);
      const text = tiedOn.length ? `${[...new Set(tiedOn)].map((x) => LABEL[x]).join('、')}均相同，名次并列` : '名次并列';
      return { order, reasons: order.slice(1).map(() => ({ tiebreaker: null, values: null, text })) };
    }
    const t = tiebreakers[ti];
    if (t === 'head_to_head' && !ctx.headToHead) return sortSet(set, ti + 1, tiedOn);
    if (t in SWISS_VALUE && !ctx.swiss) return sortSet(set, ti + 1, tiedOn);
    if (t === 'direct_encounter' && !ctx.swiss?.directEncounter(set)) return sortSet(set, ti + 1, tiedOn);
    const key = keyOf(t, set);
    const keyed = set.map((e) => ({ e, k: key(e) })).sort((a, b) => compareKeys(a.k, b.k) || inputIndex.get(a.e)! - inputIndex.get(b.e)!);
    const buckets: { e: EntrantId; k: number[] }[][] = [];
    for (const item of keyed) {
      const last = buckets[buckets.length - 1];
      if (last && compareKeys(last[0].k, item.k) === 0) last.push(item);
      else buckets.push([item]);
    }
    if (buckets.length === 1) return sortSet(set, ti + 1, [...tiedOn, t]);
    const order: EntrantId[] = [];
    const reasons: RankReason[] = [];
    buckets.forEach((bucket, b) => {
      const members = bucket.map((x) => x.e);
      // a subset still level on head-to-head is compared again among itself only
      const again = t === 'head_to_head' || t === 'direct_encounter';
      const inner = sortSet(members, again ? ti : ti + 1, again ? tiedOn : [...tiedOn, t]);
      if (b > 0) {
        const above = keyed.find((x) => x.e === order[order.length - 1])!.k;
        const { text, values, criterion } = reasonText(tiedOn, t, above, bucket[0].k);
        reasons.push({ tiebreaker: t, ...(criterion ? { criterion } : {}), values, text });
      }
      order.push(...inner.order);
      reasons.push(...inner.reasons);
    });
    return { order, reasons };
  };

  const { order, reasons } = sortSet([...entrants], 0, []);
  const out: OrderedEntrant[] = [];
  order.forEach((entrant, i) => {
    const tiedWithPrevious = i > 0 && reasons[i - 1].tiebreaker === null;
    out.push({ entrant, rank: tiedWithPrevious ? out[i - 1].rank : i + 1, reason: reasons[i] ?? null });
  });
  return out;
}

export function computeStandings(input: StandingsInput): StandingsRow[] {
  const { entrants, fixtures, rule } = input;
  if (new Set(entrants).size !== entrants.length) throw new RuleRefusal('参赛者不能重复');
  const records = tally(entrants, fixtures, rule);
  const ordered = orderByTiebreakers(entrants, rule.tiebreakers, {
    records,
    headToHead: (subset) => tally(subset, fixtures, rule),
    fairPlay: input.fairPlay,
    lotsSeed: input.lotsSeed,
  });
  return ordered.map(({ entrant, rank, reason }) => ({
    entrant,
    rank,
    ...records.get(entrant)!,
    fairPlay: input.fairPlay?.get(entrant) ?? null,
    reason,
  }));
}
