import dayjs from 'dayjs';

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amount stored in cents (fen) → display in yuan: 123450 → "¥1,234.50". */
export function formatAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '-';
  const sign = cents < 0 ? '-' : '';
  return `${sign}¥${yuan.format(Math.abs(cents) / 100)}`;
}

/** ISO date/time (or epoch ms) → "YYYY-MM-DD"; empty or invalid → "-". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : '-';
}

/** ISO date/time (or epoch ms) → "YYYY-MM-DD HH:mm"; empty or invalid → "-". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
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
