/**
 * 数据分析 of a venue (dataAnalysis/stadium), from its bookings: the occupancy heat map (court × hour of the day over
 * some China days), the peak hours, and the cancellation rate. Only bookings count (`kind: 'booking'`, active or
 * checked in, and cancelled ones for the rate); holds and staff blocks are not sales. Occupancy is booked minutes over
 * open minutes within each hour, so a venue opening at 08:30 is not shown half empty at 08:00.
 */
import { openRangesOn, type OpeningHours } from './opening-hours.ts';
import type { Occupancy } from './holds.ts';
import type { CourtRef } from './slots.ts';
import { dayMinuteInstant, instantMs } from './venue-time.ts';

export interface HeatCell {
  courtId: number;
  /** 0 … 23: the hour of the day in China. */
  hour: number;
  openMinutes: number;
  bookedMinutes: number;
  /** bookedMinutes / openMinutes in whole percent; null when the court was never open in that hour. */
  percent: number | null;
}

const overlap = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

const sold = (o: Occupancy) => o.kind === 'booking' && (o.status === 'active' || o.status === 'checked_in');

/** The heat map: one cell per court and hour, over `days`. */
export function occupancyHeatmap(input: { hours: OpeningHours; courts: readonly CourtRef[]; days: readonly string[]; bookings: readonly Occupancy[] }): HeatCell[] {
  const cells = new Map<string, HeatCell>();
  const cell = (courtId: number, hour: number) => {
    const key = `${courtId}:${hour}`;
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { courtId, hour, openMinutes: 0, bookedMinutes: 0, percent: null }));
    return c;
  };
  for (const court of input.courts) for (let hour = 0; hour < 24; hour++) cell(court.id, hour);
  const bookings = input.bookings.filter(sold);
  for (const day of input.days) {
    const open = openRangesOn(input.hours, day);
    const dayStart = dayMinuteInstant(day, 0).getTime();
    for (const court of input.courts) {
      const mine = bookings
        .filter((b) => b.courtId === court.id)
        .map((b) => ({ start: (instantMs(b.start) - dayStart) / 60_000, end: (instantMs(b.end) - dayStart) / 60_000 }))
        .filter((b) => b.end > 0 && b.start < 1440);
      for (const r of open) {
        for (let hour = Math.floor(r.start / 60); hour * 60 < r.end; hour++) {
          const from = Math.max(r.start, hour * 60);
          const to = Math.min(r.end, hour * 60 + 60);
          const c = cell(court.id, hour);
          c.openMinutes += to - from;
          c.bookedMinutes += mine.reduce((sum, b) => sum + overlap(from, to, b.start, b.end), 0);
        }
      }
    }
  }
  return [...cells.values()]
    .map((c) => ({ ...c, percent: c.openMinutes ? Math.round((c.bookedMinutes * 100) / c.openMinutes) : null }))
    .sort((a, b) => a.courtId - b.courtId || a.hour - b.hour);
}

/** The busiest hours over all courts (booked over open minutes), busiest first, an earlier hour first on a tie. */
export function peakHours(cells: readonly HeatCell[], top = 3): { hour: number; percent: number }[] {
  const byHour = new Map<number, { open: number; booked: number }>();
  for (const c of cells) {
    const h = byHour.get(c.hour) ?? { open: 0, booked: 0 };
    h.open += c.openMinutes;
    h.booked += c.bookedMinutes;
    byHour.set(c.hour, h);
  }
  return [...byHour.entries()]
    .filter(([, h]) => h.open > 0 && h.booked > 0)
    .map(([hour, h]) => ({ hour, percent: Math.round((h.booked * 100) / h.open) }))
    .sort((a, b) => b.percent - a.percent || a.hour - b.hour)
    .slice(0, top);
}

/** Cancelled bookings over all bookings made (active, checked in, cancelled), in percent with one decimal. */
export function cancellationRate(bookings: readonly Occupancy[]): { total: number; cancelled: number; percent: number } {
  const made = bookings.filter((b) => b.kind === 'booking' && b.status !== 'expired');
  const cancelled = made.filter((b) => b.status === 'cancelled').length;
  return { total: made.length, cancelled, percent: made.length ? Math.round((cancelled * 1000) / made.length) / 10 : 0 };
}
