/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and A-Z without I, O, Z, S, V; the last one is the
 * check character: 31 − (Σ value × weight mod 31), 31 written as 0. The server imports this rule (shared/rules).
 */
export const CREDIT_CODE_MESSAGE = '统一社会信用代码格式错误';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters (which must be from the code's character set). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARSET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

export function isCreditCode(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NP-RTUW-Y]{18}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
