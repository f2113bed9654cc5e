/**
 * 数据分析 of a venue (dataAnalysis/stadium), from its bookings: the occupancy heat map (court × hour of the day over
 * some China days), the peak hours, and the cancellation rate. Only bookings count (`kind: 'booking'`, active or
 * checked in, and cancelled ones for the rate); holds and staff blocks are not sales. Occupancy is booked minutes over
 * open minutes within each hour, so a venue opening at 08:30 is not shown half empty at 08:00.
 */
import { openRangesOn, type OpeningHours } from './opening-hours.ts';
import type { Occupancy } from './holds.ts';
import type { CourtRef } from './slots.ts';
import { addChinaDays, chinaDayMinute, clockRangeText, dayMinuteInstant, instantMs, type Instant } from './venue-time.ts';
import { chinaDate } from '../china-time.ts';
import { settingsRefusalError, VENUE_SETTINGS_MSG } from './venue-messages.ts';
import { occupancyFromRow, openingHoursFromRows, type OccupancyRow, type OpeningHoursRow, type SpecialDayRow } from './venue-rows.ts';

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

// ---------------------------------------------------------------- the analysis route's answer (GET /admin/venue_analysis)

/** The longest range one analysis covers, and the default (the last 30 China days, today included). */
export const ANALYSIS_DAYS_MAX = 366;
export const ANALYSIS_DAYS_DEFAULT = 30;

/** The China days analysed: `from` … `to` inclusive (default the 30 days ending today); refused (42200) reversed or over 366 days. */
export function analysisDays(query: { from?: string; to?: string }, now: Instant): { from: string; to: string; days: string[] } {
  const to = query.to ?? chinaDate(instantMs(now));
  const from = query.from ?? addChinaDays(to, -(ANALYSIS_DAYS_DEFAULT - 1));
  if (to < from) throw settingsRefusalError(VENUE_SETTINGS_MSG.dayRangeReversed);
  if (to > addChinaDays(from, ANALYSIS_DAYS_MAX - 1)) throw settingsRefusalError(VENUE_SETTINGS_MSG.dayRangeTooLong(ANALYSIS_DAYS_MAX));
  const days: string[] = [];
  for (let d = from; d <= to; d = addChinaDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The instants the analysed days span: [from 00:00, the day after `to` 00:00) in China time. */
export const analysisSpan = (range: { from: string; to: string }): { start: Date; end: Date } => ({ start: dayMinuteInstant(range.from, 0), end: dayMinuteInstant(addChinaDays(range.to, 1), 0) });

/** A bookings row the analysis reads: what it occupies, and what it costs. */
export type AnalysisBookingRow = OccupancyRow & { amountCents: number };

export interface VenueAnalysisRows {
  venue: { id: number; name: string };
  /** the venue's active courts, in board order */
  courts: readonly { id: number; name: string; sport: string }[];
  openingHours: readonly OpeningHoursRow[];
  specialDays: readonly SpecialDayRow[];
  /** the venue's bookings overlapping the analysed span */
  bookings: readonly AnalysisBookingRow[];
}

/**
 * 场馆数据分析 as the route answers it, from the rows of one venue over China days `from` … `to`: the heat map (court
 * × hour, occupancy of the open minutes), the three peak hours, the revenue of the sold bookings (paid or booked at the
 * desk, checked in or not; never holds, blocks or cancelled ones) by the China day they start and by the court's sport,
 * and the cancellation rate of the bookings starting in the range.
 */
export function venueAnalysisView(rows: VenueAnalysisRows, range: { from: string; to: string; days: readonly string[] }) {
  const hours = openingHoursFromRows(rows.openingHours, rows.specialDays);
  const occupancies = rows.bookings.map(occupancyFromRow);
  const cells = occupancyHeatmap({ hours, courts: rows.courts, days: range.days, bookings: occupancies });
  const starting = rows.bookings.filter((b) => range.days.includes(chinaDayMinute(b.during.start).day));
  const soldRows = starting.filter((b) => sold(occupancyFromRow(b)));
  const sportOf = new Map(rows.courts.map((c) => [c.id, c.sport]));
  const byDay = new Map(range.days.map((d) => [d, { revenue: 0, bookings: 0 }]));
  const bySport = new Map<string, { revenue: number; bookings: number }>();
  for (const b of soldRows) {
    const day = byDay.get(chinaDayMinute(b.during.start).day)!;
    day.revenue += b.amountCents;
    day.bookings += 1;
    const sport = sportOf.get(b.courtId) ?? '其他';
    const s = bySport.get(sport) ?? { revenue: 0, bookings: 0 };
    s.revenue += b.amountCents;
    s.bookings += 1;
    bySport.set(sport, s);
  }
  const cancellation = cancellationRate(starting.map(occupancyFromRow));
  return {
    venue_id: rows.venue.id,
    venue_name: rows.venue.name,
    from: range.from,
    to: range.to,
    courts: rows.courts.map((c) => ({ id: c.id, name: c.name, sport: c.sport })),
    heatmap: cells.map((c) => ({ court_id: c.courtId, hour: c.hour, open_minutes: c.openMinutes, booked_minutes: c.bookedMinutes, percent: c.percent })),
    peak_hours: peakHours(cells).map((p) => ({ hour: p.hour, percent: p.percent, text: clockRangeText(p.hour * 60, p.hour * 60 + 60) })),
    revenue_by_day: [...byDay.entries()].map(([day, v]) => ({ day, revenue_cents: v.revenue, bookings: v.bookings })),
    revenue_by_sport: [...bySport.entries()].map(([sport, v]) => ({ sport, revenue_cents: v.revenue, bookings: v.bookings })).sort((a, b) => b.revenue_cents - a.revenue_cents || a.sport.localeCompare(b.sport)),
    revenue_cents: soldRows.reduce((sum, b) => sum + b.amountCents, 0),
    bookings: soldRows.length,
    cancellation: { total: cancellation.total, cancelled: cancellation.cancelled, percent: cancellation.percent },
  };
}

export type VenueAnalysisView = ReturnType<typeof venueAnalysisView>;
