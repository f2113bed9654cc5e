/** Durations in milliseconds, for the demo data's times relative to now (`Date.now() + offset`). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
