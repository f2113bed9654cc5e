/**
 * The demo's court booking (docs/venues.md, issue 22): the opening hours per weekday and the price rules of the demo
 * venues' courts, and two bookings relative to today in China time (one by the demo athlete, one staff block). The
 * server seed (server/src/db/seed-venues.ts) writes them to the booking tables, the mock fixtures
 * (shared/src/mocks/fixtures/venues.ts) answer them; each finds the venue by its name and the courts by their sport
 * (the seed's and the mocks' venues name their courts differently). A venue without an entry here opens every day as
 * its `open_hours` text says, and its courts cost their standard price.
 */
import { chinaDate } from '../rules/china-time.ts';
import { addChinaDays, dayMinuteInstant, parseClock, WEEKDAYS, type Weekday } from '../rules/venue/venue-time.ts';
import type { PriceBandKind } from '../rules/venue/pricing.ts';
import { openingHoursFromText } from '../rules/venue/opening-hours.ts';
import { openingHoursToRows, type OpeningHoursRow, type PriceRuleRow } from '../rules/venue/venue-rows.ts';
import type { DemoAccountName } from './people.ts';

export interface DemoPriceRule {
  band: PriceBandKind;
  /** `18:00`, `20:00` */
  start: string;
  end: string;
  /** fen per hour */
  price: number;
  /** the venue's members' price (fen per hour) */
  member?: number;
}

export interface DemoVenueBooking {
  /** the venue's name, as both the seed and the mocks spell it */
  venue: string;
  /** opening hours per ISO weekday (1 Monday … 7 Sunday): `[opens, closes]` */
  weekly: Record<Weekday, [string, string]>;
  /** price rules and capacity of every court of a sport */
  sports: Record<string, { capacity: number; rules: DemoPriceRule[] }>;
}

const week = (weekday: [string, string], weekend: [string, string]) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, d >= 6 ? weekend : weekday])) as Record<Weekday, [string, string]>;

export const DEMO_VENUE_BOOKING: readonly DemoVenueBooking[] = [
  {
    venue: '黄龙体育中心体育场',
    weekly: week(['06:00', '21:00'], ['06:00', '22:00']),
    sports: {
      田径: {
        capacity: 200,
        rules: [
          { band: 'weekday', start: '06:00', end: '18:00', price: 40000, member: 32000 },
          { band: 'weekend', start: '06:00', end: '22:00', price: 60000, member: 50000 },
          { band: 'peak', start: '18:00', end: '22:00', price: 80000 },
        ],
      },
      足球: {
        capacity: 44,
        rules: [
          { band: 'weekday', start: '06:00', end: '18:00', price: 150000 },
          { band: 'weekend', start: '06:00', end: '22:00', price: 200000, member: 180000 },
          { band: 'peak', start: '18:00', end: '22:00', price: 250000 },
        ],
      },
    },
  },
  {
    venue: '黄龙网球中心',
    weekly: week(['07:00', '22:00'], ['07:00', '22:00']),
    sports: {
      网球: {
        capacity: 4,
        rules: [
          { band: 'weekday', start: '07:00', end: '18:00', price: 10000, member: 8000 },
          { band: 'weekend', start: '07:00', end: '22:00', price: 11000, member: 9000 },
          // 周六 18:00–20:00 高峰价 ¥120/小时
          { band: 'peak', start: '18:00', end: '20:00', price: 12000, member: 10000 },
        ],
      },
    },
  },
];

/** A demo booking: days after today (China; -1 yesterday), on the first court of `sport` at `venue`, by `account`. */
export interface DemoBooking {
  venue: string;
  sport: string;
  daysAhead: number;
  start: string;
  end: string;
  kind: 'booking' | 'block';
  account: DemoAccountName;
  /** the block's note */
  note: string;
  /** already checked in (核销) by the venue manager */
  checkedIn?: boolean;
}

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  { venue: '黄龙体育中心体育场', sport: '田径', daysAhead: 1, start: '07:00', end: '08:00', kind: 'booking', account: 'athlete', note: '' },
  { venue: '黄龙体育中心体育场', sport: '足球', daysAhead: 1, start: '16:00', end: '18:00', kind: 'block', account: 'venue_mgr', note: '校队训练' },
  { venue: '黄龙体育中心体育场', sport: '田径', daysAhead: -1, start: '19:00', end: '20:00', kind: 'booking', account: 'athlete', note: '', checkedIn: true },
];

/** The instants of a demo booking, relative to `now`'s China day. */
export function demoBookingRange(b: Pick<DemoBooking, 'daysAhead' | 'start' | 'end'>, now: Date = new Date()): { start: Date; end: Date } {
  const day = addChinaDays(chinaDate(now), b.daysAhead);
  return { start: dayMinuteInstant(day, parseClock(b.start) ?? 0), end: dayMinuteInstant(day, parseClock(b.end) ?? 0) };
}

/** The demo booking's 核销码 (ten characters of the 核销 alphabet, distinct per booking). */
export const demoCheckInCode = (index: number) => `DEMQ${String(index + 2).repeat(6)}`;

/** The opening-hours rows (venue_opening_hours) of a venue: its entry's weekly hours, else its `open_hours` text every day. */
export function demoOpeningHoursRows(venueName: string, openHoursText: string): OpeningHoursRow[] {
  const config = DEMO_VENUE_BOOKING.find((v) => v.venue === venueName);
  if (!config) {
    const hours = openingHoursFromText(openHoursText);
    return hours ? openingHoursToRows(hours) : [];
  }
  return WEEKDAYS.map((weekday) => ({ weekday, opensMinute: parseClock(config.weekly[weekday][0]) ?? 0, closesMinute: parseClock(config.weekly[weekday][1]) ?? 0 }));
}

/** The demo price rules (court_price_rules rows without id) and capacity of a court of `sport` at the venue. */
export function demoCourtBooking(venueName: string, sport: string, courtId: number): { capacity: number; rules: Omit<PriceRuleRow, 'id'>[] } | null {
  const entry = DEMO_VENUE_BOOKING.find((v) => v.venue === venueName)?.sports[sport];
  if (!entry) return null;
  return {
    capacity: entry.capacity,
    rules: entry.rules.map((r) => ({ courtId, band: r.band, startsMinute: parseClock(r.start) ?? 0, endsMinute: parseClock(r.end) ?? 0, priceCents: r.price, memberPriceCents: r.member ?? null })),
  };
}
