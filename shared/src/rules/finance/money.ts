/**
 * Money (issue 13, "amounts are integers in fen"): every amount the platform stores, sends or compares is a whole
 * number of fen (分). Yuan appear only at the edges: a form's input (`parseYuan`) and text (`centsToYuan`,
 * `formatAmount` of shared/ui). These rules refuse what a money route must refuse before anything is written.
 */

/** The largest amount one money event may carry: ¥10,000,000.00 in fen (fits int32 twice over, and JS exactly). */
export const MAX_AMOUNT_FEN = 1_000_000_000;

export const MONEY_MSG = {
  amountInvalid: '金额格式错误，最多两位小数',
  amountNotPositive: '金额必须大于0',
  amountTooLarge: '金额超出允许范围',
} as const;

/** Why `fen` is not an amount a money event may carry (a positive whole number of fen within the limit), or null. */
export function amountProblem(fen: number): string | null {
  if (!Number.isSafeInteger(fen)) return MONEY_MSG.amountInvalid;
  if (fen <= 0) return MONEY_MSG.amountNotPositive;
  if (fen > MAX_AMOUNT_FEN) return MONEY_MSG.amountTooLarge;
  return null;
}

/**
 * A yuan amount as typed ("12", "12.5", "12.50", " 0.01 ") → fen, or the refusal. Exact decimal reading, never
 * floating point: "0.29" is 29 fen, not 28.999….
 */
export function parseYuan(text: string): { fen: number } | { msg: string } {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return { msg: MONEY_MSG.amountInvalid };
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  const problem = amountProblem(fen);
  return problem ? { msg: problem } : { fen };
}
