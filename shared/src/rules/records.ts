/**
 * Highest records (最高纪录): when a mark beats a record, and the Chinese refusals and the withdrawal reason of
 * record proposals, stated once for the server (repositories/records.ts, routes/competition/records.ts) and the
 * results mock.
 */
export type RecordDirection = 'lower' | 'higher';

export const RECORD_MSG = {
  /** The reason written into a pending proposal whose result was corrected below the record. */
  withdrawn: '成绩已更正，不再超过纪录，提议已撤回',
  reviewOnlyPending: '只有待审核的纪录可以审核',
  notBeatingCurrent: '该成绩未超过当前纪录，不能认定',
  reviewedByOther: '纪录已被他人审核，请刷新后重试',
} as const;

/** Does `value` beat `record` (compared at `precision` decimals)? No record yet: any mark is the first record. */
export function beatsRecord(value: number, record: number | null | undefined, direction: RecordDirection, precision = 3): boolean {
  if (record === null || record === undefined) return true;
  const f = 10 ** precision;
  const a = Math.round(value * f);
  const b = Math.round(record * f);
  return direction === 'lower' ? a < b : a > b;
}
