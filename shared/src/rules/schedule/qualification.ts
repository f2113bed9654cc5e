/**
 * Qualification from one phase to the next, declared as data:
 *   [{ top: 2 }, { bestOfPlace: 3, count: 2 }]  — the top two of each group and the two best thirds.
 *   [{ top: 8, fromEachGroup: false }]           — the best eight of the whole phase, compared across groups.
 *
 * Across groups entrants are compared by the score rule's tiebreakers without head-to-head (they never met).
 * When groups have unequal sizes the records are normalised the way FIFA and UEFA do: in a group larger than the
 * smallest one, results against the entrants ranked below the smallest group's size are dropped.
 *
 * Applied only when every fixture of the previous phase has a result, and only when no unresolved tie sits on
 * a qualification line; otherwise the qualification is refused with a Chinese message.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import {
  computeStandings,
  hasResult,
  orderByTiebreakers,
  tally,
  type EntrantRecord,
  type FixtureResult,
  type RankReason,
  type ScoreRule,
  type StandingsRow,
} from '../ranking/standings.ts';

export type QualificationRule =
  | { top: number; fromEachGroup?: boolean }
  | { bestOfPlace: number; count: number };

export interface PhaseGroup {
  /** e.g. 'A'. */
  name: string;
  entrants: readonly EntrantId[];
  fixtures: readonly FixtureResult[];
}

export interface QualificationInput {
  groups: readonly PhaseGroup[];
  rule: ScoreRule;
  qualification: readonly QualificationRule[];
  fairPlay?: ReadonlyMap<EntrantId, number>;
  lotsSeed?: string;
}

export interface QualifiedEntrant {
  entrant: EntrantId;
  group: string;
  /** Place in its group. */
  place: number;
  /** Index of the qualification rule that let it through. */
  ruleIndex: number;
}

export interface CrossGroupRow extends EntrantRecord {
  entrant: EntrantId;
  group: string;
  place: number;
  rank: number;
  reason: RankReason | null;
  qualified: boolean;
}

export interface QualificationResult {
  /** In rule order; within a top rule by place then group, within a cross-group rule by its ranking. */
  qualified: QualifiedEntrant[];
  standings: { group: string; rows: StandingsRow[] }[];
  /** One table per cross-group rule, with normalised records, so the comparison can be shown. */
  comparisons: { ruleIndex: number; rows: CrossGroupRow[] }[];
}

export function qualify(input: QualificationInput): QualificationResult {
  const { groups, rule } = input;
  if (groups.length === 0) throw new RuleRefusal('上一阶段没有小组');
  for (const group of groups) {
    const open = group.fixtures.filter((f) => !hasResult(f)).length;
    if (open > 0) throw new RuleRefusal(`上一阶段尚未全部完赛（${group.name}组还有 ${open} 场未录入比分），无法确定晋级名单`);
  }
  const standings = groups.map((g) => ({
    group: g.name,
    rows: computeStandings({ entrants: g.entrants, fixtures: g.fixtures, rule, fairPlay: input.fairPlay, lotsSeed: `${input.lotsSeed ?? 'lots'}|${g.name}` }),
  }));
  const tiedAt = (rows: StandingsRow[], index: number) => rows[index]?.reason?.tiebreaker === null;
  const minSize = Math.min(...groups.map((g) => g.entrants.length));

  const qualified: QualifiedEntrant[] = [];
  const taken = new Set<EntrantId>();
  const comparisons: QualificationResult['comparisons'] = [];

  input.qualification.forEach((q, ruleIndex) => {
    if ('top' in q && q.fromEachGroup !== false) {
      if (!Number.isInteger(q.top) || q.top < 1) throw new RuleRefusal('晋级名额必须为正整数');
      for (let place = 1; place <= q.top; place++) {
        standings.forEach(({ group, rows }) => {
          const row = rows[place - 1];
          if (!row || taken.has(row.entrant)) return;
          if (place === q.top && tiedAt(rows, place - 1)) {
            throw new RuleRefusal(`${group}组第 ${place} 名与下一名并列，无法确定晋级名单，请在计分规则中加入抽签`);
          }
          taken.add(row.entrant);
          qualified.push({ entrant: row.entrant, group, place, ruleIndex });
        });
      }
      return;
    }
    const count = 'top' in q ? q.top : q.count;
    if (!Number.isInteger(count) || count < 1) throw new RuleRefusal('晋级名额必须为正整数');
    const candidates: { entrant: EntrantId; group: string; place: number; groupIndex: number }[] = [];
    standings.forEach(({ group, rows }, groupIndex) => {
      rows.forEach((row, i) => {
        const place = i + 1;
        if (taken.has(row.entrant)) return;
        if ('bestOfPlace' in q && place !== q.bestOfPlace) return;
        if ('bestOfPlace' in q && (tiedAt(rows, i - 1) || tiedAt(rows, i))) {
          throw new RuleRefusal(`${group}组第 ${place} 名存在并列，无法确定晋级名单，请在计分规则中加入抽签`);
        }
        candidates.push({ entrant: row.entrant, group, place, groupIndex });
      });
    });
    const what = 'bestOfPlace' in q ? `各组第 ${q.bestOfPlace} 名` : '剩余参赛者';
    if (candidates.length < count) throw new RuleRefusal(`${what}只有 ${candidates.length} 名，不足 ${count} 个晋级名额`);

    const records = new Map<EntrantId, EntrantRecord>();
    for (const c of candidates) {
      const group = groups[c.groupIndex];
      const rows = standings[c.groupIndex].rows;
      const dropped = new Set(rows.slice(minSize).map((r) => r.entrant));
      const kept = group.fixtures.filter((f) => !dropped.has(f.home) && !dropped.has(f.away));
      records.set(c.entrant, tally(group.entrants, kept, rule).get(c.entrant)!);
    }
    const ordered = orderByTiebreakers(
      candidates.map((c) => c.entrant),
      rule.tiebreakers,
      { records, fairPlay: input.fairPlay, lotsSeed: `${input.lotsSeed ?? 'lots'}|${ruleIndex}` },
    );
    if (ordered[count - 1].reason?.tiebreaker === null) {
      throw new RuleRefusal(`${what}在第 ${count} 个晋级名额处并列，无法确定晋级名单，请在计分规则中加入抽签`);
    }
    const byEntrant = new Map(candidates.map((c) => [c.entrant, c]));
    const rows: CrossGroupRow[] = ordered.map((o, i) => {
      const c = byEntrant.get(o.entrant)!;
      return { entrant: o.entrant, group: c.group, place: c.place, rank: o.rank, reason: o.reason, qualified: i < count, ...records.get(o.entrant)! };
    });
    comparisons.push({ ruleIndex, rows });
    for (const row of rows.slice(0, count)) {
      taken.add(row.entrant);
      qualified.push({ entrant: row.entrant, group: row.group, place: row.place, ruleIndex });
    }
  });
  return { qualified, standings, comparisons };
}
