import { clockText, SLOT_MINUTES } from 'shared/rules';

/** The half hours of a day as select options: 00:00 … 24:00 (24:00 = midnight, an end only). */
export const CLOCK_OPTIONS = Array.from({ length: 24 * 60 / SLOT_MINUTES + 1 }, (_, i) => {
  const text = clockText(i * SLOT_MINUTES);
  return { value: text, label: text };
});

/** The starts of the half hours (00:00 … 23:30). */
export const START_OPTIONS = CLOCK_OPTIONS.slice(0, -1);

/** Fen to yuan for an input (12000 → 120). */
export const yuanOf = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
/** Yuan typed to fen (120.5 → 12050). */
export const centsOf = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
