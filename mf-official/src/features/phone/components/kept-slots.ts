/**
 * The half hours a visitor chose on /cgDetail before being sent to log in, kept in sessionStorage (this tab only, gone
 * when it closes) so they come back selected: `keepSlots` before the login, `keptDay` picks the day again when the
 * rules load, `takeKeptSlots` answers the keys once (and forgets them) when that day's grid is read.
 */
const STORAGE_KEY = 'saishi.cgDetail.keptSlots';

type Kept = { venueId: number; day: string; keys: string[] };

function read(): Kept | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Kept>;
    return typeof v.venueId === 'number' && typeof v.day === 'string' && Array.isArray(v.keys) ? { venueId: v.venueId, day: v.day, keys: v.keys.filter((k): k is string => typeof k === 'string') } : null;
  } catch {
    return null;
  }
}

export function keepSlots(venueId: number, day: string, keys: Iterable<string>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ venueId, day, keys: [...keys] }));
  } catch {
    // storage unavailable (private mode): the visitor chooses again after logging in
  }
}

/** The day of the slots kept for this venue, if any. */
export function keptDay(venueId: number): string | null {
  const kept = read();
  return kept && kept.venueId === venueId ? kept.day : null;
}

/** The kept keys of this venue and day, answered once; anything kept is forgotten when a grid of the venue is read. */
export function takeKeptSlots(venueId: number, day: string): string[] {
  const kept = read();
  if (!kept || kept.venueId !== venueId) return [];
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
  return kept.day === day ? kept.keys : [];
}
