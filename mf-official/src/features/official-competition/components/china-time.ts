/** Dates of the competition pages are calendar days in China time (Asia/Shanghai, UTC+8, no DST). */
const OFFSET_MS = 8 * 3600 * 1000;

/** YYYY-MM-DD of an instant in China time. */
export function chinaDay(iso: string | Date): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  return new Date(t + OFFSET_MS).toISOString().slice(0, 10);
}

/** HH:mm of an instant in China time. */
export function chinaTime(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-05-16 ~ 2026-05-18" (one day → one date), in China time. */
export function chinaDayRange(start: string, end: string): string {
  const a = chinaDay(start);
  const b = chinaDay(end);
  return a === b ? a : `${a} ~ ${b}`;
}

/** "YYYY-MM-DD HH:mm" in China time. */
export function chinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  return `${chinaDay(iso)} ${chinaTime(iso)}`;
}

/** The current month YYYY-MM in China time. */
export function currentMonth(now: Date = new Date()): string {
  return chinaDay(now).slice(0, 7);
}
