/**
 * Money (issue 13, "amounts are integers in fen"): every amount the platform stores, sends or compares is a whole
 * number of cents (分, the `*_cents` columns and fields). Yuan appear only at the edges: what a form sends
 * (`yuanToCents`, `parseYuan`) and text (`centsToYuan`, `formatAmount` of shared/ui). These rules refuse what a
 * money route must refuse before anything is written.
 */

/** The largest amount one money event may carry: ¥10,000,000.00 in cents (within int32, and exact in JS). */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export const MONEY_MSG = {
  amountInvalid: '金额格式错误，最多两位小数',
  amountNotPositive: '金额必须大于0',
  amountTooLarge: '金额超出允许范围',
} as const;

/**
 * Yuan as written ("12", "12.5", 12.5, " 0.29 ") → cents, read exactly as decimal text, never through floating
 * point ("0.29" is 29 cents); null when not a non-negative amount with at most 2 decimals, or above `maxCents`.
 */
export function yuanToCents(value: number | string, maxCents = Number.MAX_SAFE_INTEGER): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= maxCents ? cents : null;
}

/** Cents → yuan with two decimals, for text ("1250" → "12.50"). */
export const centsToYuan = (cents: number) => (cents / 100).toFixed(2);

/** Why `cents` is not an amount a money event may carry (a positive whole number within the limit), or null. */
export function amountProblem(cents: number): string | null {
  if (!Number.isSafeInteger(cents)) return MONEY_MSG.amountInvalid;
  if (cents <= 0) return MONEY_MSG.amountNotPositive;
  if (cents > MAX_AMOUNT_CENTS) return MONEY_MSG.amountTooLarge;
  return null;
}

/** A yuan amount a payer or an organiser typed → cents, or the refusal of a money route. */
export function parseYuan(text: string): { cents: number } | { msg: string } {
  const cents = yuanToCents(text);
  if (cents === null) return { msg: MONEY_MSG.amountInvalid };
  const problem = amountProblem(cents);
  return problem ? { msg: problem } : { cents };
}
