/**
 * Results per athlete (成绩) of timed and measured event items: the Chinese refusals of result entry and the
 * results query, and the check of an entered value, stated once for the server (routes/competition/results.ts)
 * and the results mock. The ranking itself: ranking/measured.ts (rankMeasured, rankResultRows).
 */
import type { ResultStatus } from './ranking/measured.ts';
import { RuleRefusal } from './rule-refusal.ts';

/** Largest plausible mark in any unit (seconds of an ultra race, metres, points). */
export const MAX_RESULT_VALUE = 1_000_000;

export const RESULT_MSG = {
  notMeasured: '该项目不是计时或计量项目，请先在计分规则中设置',
  entryNotInItem: '报名不属于该项目',
  entryNotApproved: '只能为审核通过的报名录入成绩',
  valueRequired: '请填写成绩',
  valueNegative: '成绩不能为负数',
  valueOutOfRange: '成绩数值超出合理范围',
  valueNotInteger: '成绩必须是整数',
  valueTooPrecise: (precision: number) => `成绩最多保留${precision}位小数`,
  correctionReasonRequired: '更正成绩请填写原因',
  stale: '成绩已被他人修改，请刷新后重试',
  noResults: '该赛事暂无成绩',
} as const;

/** Whether `value` has at most `precision` decimals. */
const fitsPrecision = (value: number, precision: number) => {
  const scaled = value * 10 ** precision;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * The entered value of a result (errno 42200): a status 'ok' needs a non-negative, plausible value (a time is never
 * 0) with at most the item's `precision` decimals; another status may come without a value, never a negative one.
 * The refusal or null.
 */
export function resultValueProblem(status: ResultStatus, value: number | null | undefined, item: { model: string | null; precision: number }): string | null {
  if (status === 'ok') {
    if (value === undefined || value === null) return RESULT_MSG.valueRequired;
    if (!Number.isFinite(value) || value < 0) return RESULT_MSG.valueNegative;
    if (value > MAX_RESULT_VALUE || (item.model === 'timed' && value === 0)) return RESULT_MSG.valueOutOfRange;
    if (!fitsPrecision(value, item.precision)) return item.precision === 0 ? RESULT_MSG.valueNotInteger : RESULT_MSG.valueTooPrecise(item.precision);
    return null;
  }
  if (value !== undefined && value !== null && value < 0) return RESULT_MSG.valueNegative;
  return null;
}

/** Whether an item's score rule makes it a timed or measured item (the only ones with results per athlete). */
export const isMeasuredModel = (model: string | null | undefined) => model === 'timed' || model === 'measured';

export interface ResultEntry {
  /** the item's score rule */
  item: { model: string | null; precision: number };
  /** the entry the result is for (undefined: none of that id), its item and status */
  entry: { inItem: boolean; approved: boolean } | undefined;
  status: ResultStatus;
  value: number | null | undefined;
  reason: string | undefined;
  /** the entry's saved result, if any */
  saved: { value: number | null; status: string | null } | undefined;
}

/**
 * Whether a result may be entered or corrected, in the order the server checks (POST /admin/result; the results
 * mock the same): a timed or measured item (40000), an entry of the item (42200) that is approved (40000), a
 * valid value (42200), a reason for a correction that changes the saved result (42200). Throws the RuleRefusal;
 * answers the value to save (none for a status other than 'ok'), the trimmed reason and whether anything changes.
 */
export function checkResultEntry(e: ResultEntry): { value: number | null; reason: string; unchanged: boolean } {
  if (!isMeasuredModel(e.item.model)) throw new RuleRefusal(RESULT_MSG.notMeasured);
  if (!e.entry?.inItem) throw new RuleRefusal(RESULT_MSG.entryNotInItem, 42200);
  if (!e.entry.approved) throw new RuleRefusal(RESULT_MSG.entryNotApproved);
  const problem = resultValueProblem(e.status, e.value, e.item);
  if (problem) throw new RuleRefusal(problem, 42200);
  const value = e.status === 'ok' ? (e.value ?? null) : null;
  const reason = e.reason?.trim() ?? '';
  const unchanged = e.saved !== undefined && e.saved.value === value && e.saved.status === e.status;
  if (e.saved && !unchanged && !reason) throw new RuleRefusal(RESULT_MSG.correctionReasonRequired, 42200);
  return { value, reason, unchanged };
}
