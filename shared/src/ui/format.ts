import { chinaDate, chinaMinute, chinaTimeOf } from '../rules/china-time';

/**
 * Amount stored in cents (fen) → display in yuan: 123450 → "¥1,234.50". Integer arithmetic, no Intl.NumberFormat:
 * Chromium spends 50–100 ms loading ICU data for the first zh-CN number format, which every page paid at start.
 */
export function formatAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  const sign = cents < 0 ? '-' : '';
  const fen = Math.round(Math.abs(cents));
  const yuan = String(Math.floor(fen / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}¥${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * An instant (ISO text, epoch ms, Date) → "YYYY-MM-DD", its calendar day in China time (Asia/Shanghai), whatever the
 * browser's zone (a text without an offset is already China time); empty or invalid → "-".
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const at = chinaTimeOf(value);
  return Number.isNaN(at) ? '-' : chinaDate(at);
}

/**
 * An instant (ISO text, epoch ms, Date) → "YYYY-MM-DD HH:mm" in China time (Asia/Shanghai), whatever the browser's
 * zone (a text without an offset is already China time); empty or invalid → "-".
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const at = chinaTimeOf(value);
  return Number.isNaN(at) ? '-' : chinaMinute(at);
}

/** Start and end on one line: "2026-05-01 ~ 2026-05-03" (same day → one date). */
export function formatDateRange(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
): string {
  const a = formatDate(start);
  const b = formatDate(end);
  if (b === '-' || a === b) return a;
  return `${a} ~ ${b}`;
}
