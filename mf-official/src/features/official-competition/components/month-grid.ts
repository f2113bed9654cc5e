import { chinaDate } from 'shared/rules';

export interface Spanning {
  start_at: string;
  end_at: string;
}

export interface GridDay<T> {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
  items: T[];
}

const MS_DAY = 86400000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Previous / next month of YYYY-MM. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export const isMonth = (value: string | null | undefined): value is string => Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));

/**
 * Month view grid (weeks Monday → Sunday, padded with the neighbouring months' days); every competition appears on
 * each China-time day it spans.
 */
export function buildMonthGrid<T extends Spanning>(month: string, competitions: T[]): GridDay<T>[][] {
  const first = utc(`${month}-01`);
  const next = utc(`${shiftMonth(month, 1)}-01`);
  const lead = (new Date(first).getUTCDay() + 6) % 7; // days before the 1st back to Monday
  const gridStart = first - lead * MS_DAY;
  const days = Math.ceil(((next - first) / MS_DAY + lead) / 7) * 7;
  const spans = competitions.map((c) => ({ c, from: chinaDate(c.start_at), to: chinaDate(c.end_at) }));
  const weeks: GridDay<T>[][] = [];
  for (let i = 0; i < days; i += 1) {
    const t = gridStart + i * MS_DAY;
    const date = dateOf(t);
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({
      date,
      day: new Date(t).getUTCDate(),
      inMonth: t >= first && t < next,
      items: spans.filter((s) => s.from <= date && date <= s.to).map((s) => s.c),
    });
  }
  return weeks;
}
