/**
 * Rankings of timed and measured events (times, distances, marks): lower is better for time, higher for
 * distance and marks. Equal results share a place and the next place is skipped (1, 2, 2, 4). Entrants that did
 * not finish, did not start or were disqualified come last without a place (未完成, 取消资格, 未出发).
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';

export type ResultStatus = 'ok' | 'DNF' | 'DNS' | 'DQ';

export const RESULT_STATUS_LABEL: Record<ResultStatus, string> = {
  ok: '有效成绩',
  DNF: '未完成',
  DQ: '取消资格',
  DNS: '未出发',
};

export interface MeasuredResult {
  entrant: EntrantId;
  /** Seconds, metres, points… in one unit per event; null when the status is not 'ok'. */
  value: number | null;
  status?: ResultStatus;
}

export interface MeasuredOptions {
  direction: 'lower_is_better' | 'higher_is_better';
  /** Compare values rounded to this many decimals (e.g. 2 for hundredths of a second). */
  precision?: number;
}

export interface MeasuredRow {
  entrant: EntrantId;
  value: number | null;
  status: ResultStatus;
  /** null for DNF / DQ / DNS. */
  place: number | null;
}

const UNPLACED_ORDER: ResultStatus[] = ['DNF', 'DQ', 'DNS'];

export function rankMeasured(results: readonly MeasuredResult[], options: MeasuredOptions): MeasuredRow[] {
  if (new Set(results.map((r) => r.entrant)).size !== results.length) throw new RuleRefusal('同一参赛者只能有一条成绩');
  const factor = options.precision === undefined ? null : 10 ** options.precision;
  const comparable = (v: number) => (factor === null ? v : Math.round(v * factor) / factor);
  const placed: { row: MeasuredRow; key: number; index: number }[] = [];
  const unplaced: { row: MeasuredRow; index: number }[] = [];
  results.forEach((r, index) => {
    const status = r.status ?? 'ok';
    if (status === 'ok') {
      if (r.value === null || !Number.isFinite(r.value) || r.value < 0) throw new RuleRefusal('有效成绩必须是非负数');
      placed.push({ row: { entrant: r.entrant, value: r.value, status, place: null }, key: comparable(r.value), index });
    } else {
      unplaced.push({ row: { entrant: r.entrant, value: r.value, status, place: null }, index });
    }
  });
  const sign = options.direction === 'lower_is_better' ? 1 : -1;
  placed.sort((a, b) => sign * (a.key - b.key) || a.index - b.index);
  placed.forEach((p, i) => {
    p.row.place = i > 0 && p.key === placed[i - 1].key ? placed[i - 1].row.place : i + 1;
  });
  unplaced.sort((a, b) => UNPLACED_ORDER.indexOf(a.row.status) - UNPLACED_ORDER.indexOf(b.row.status) || a.index - b.index);
  return [...placed.map((p) => p.row), ...unplaced.map((u) => u.row)];
}

/**
 * The entrant rows of an item ranked by its rule (`direction` 'lower' or else higher is better; `precision`
 * decimals compared, all when null): the rows with a result (a status) as rankMeasured places them, then the rows
 * without one, in their order, without a place. `entrantOf` names a row's entrant (its sign-up id).
 */
export function rankResultRows<T extends { value: number | null; status: string | null }>(
  rows: readonly T[],
  entrantOf: (row: T) => EntrantId,
  rule: { direction: string | null; precision: number | null },
): { row: T; place: number | null }[] {
  const ranked = rankMeasured(
    rows.filter((r) => r.status !== null).map((r) => ({ entrant: entrantOf(r), value: r.value, status: r.status as ResultStatus })),
    { direction: rule.direction === 'lower' ? 'lower_is_better' : 'higher_is_better', precision: rule.precision ?? undefined },
  );
  const byEntrant = new Map(rows.map((r) => [entrantOf(r), r]));
  const placed = ranked.map((r) => ({ row: byEntrant.get(r.entrant)!, place: r.place }));
  const rest = rows.filter((r) => r.status === null).map((row) => ({ row, place: null }));
  return [...placed, ...rest];
}
