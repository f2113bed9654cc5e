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
import { rangePrice, type PriceBandKind } from '../rules/venue/pricing.ts';
import { openingHoursFromText } from '../rules/venue/opening-hours.ts';
import { openingHoursToRows, priceRuleFromRow, type OpeningHoursRow, type PriceRuleRow } from '../rules/venue/venue-rows.ts';
import type { DemoAccountName } from './people.ts';
import type { DemoVenueKey } from './competitions.ts';

/** A demo court: name, sport, indoor, standard price (fen per hour), status (open unless said). */
export type DemoCourt = [name: string, sport: string, indoor: boolean, price: number, status?: 'open' | 'maintenance' | 'closed'];

export interface DemoVenue {
  key: DemoVenueKey;
  institutionId: number;
  name: string;
  address: string;
  city: string;
  district: string;
  sports: string[];
  status: 'pending' | 'approved' | 'rejected' | 'closed';
  phone: string;
  openHours: string;
  /** the phone venue page's photos (their captions) and map point; the cover is drawn from the name */
  photos?: string[];
  point?: [longitude: number, latitude: number];
  courts: DemoCourt[];
}

export const DEMO_VENUE_REJECT_REASON = '场馆照片不清晰，请补充消防验收材料';
export const DEMO_VENUE_CLOSE_REASON = '场地改造，暂停开放';

/**
 * The demo venues (场馆) and their courts, once: the seed writes them in this order, so on a fresh database the n-th
 * venue has id n and the courts are numbered 1, 2, … through the list; the mocks answer them with the same ids.
 * 黄龙体育中心 (institution 4, venue_mgr's, bound to the stadium) owns the Hangzhou ones, 温州奥体中心 (10) the others.
 */
export const DEMO_VENUES: readonly DemoVenue[] = [
  { key: 'stadium', institutionId: 4, name: '黄龙体育中心体育场', address: '杭州市西湖区黄龙路1号', city: '杭州市', district: '西湖区', sports: ['田径', '足球'], status: 'approved', phone: '0571-87961234', openHours: '06:00-21:00', photos: ['主体育场全景', '热身田径场'], point: [120.1376, 30.2689], courts: [
    ['主田径场', '田径', false, 150000], ['热身场', '田径', false, 60000], ['足球场（天然草）', '足球', false, 200000],
  ] },
  { key: 'pool', institutionId: 4, name: '黄龙体育中心游泳跳水馆', address: '杭州市西湖区黄龙路1号', city: '杭州市', district: '西湖区', sports: ['游泳', '跳水'], status: 'approved', phone: '0571-87961235', openHours: '08:00-21:30', photos: ['50米标准泳池'], point: [120.1359, 30.2702], courts: [
    ['50米标准泳池', '游泳', true, 80000], ['跳水池', '跳水', true, 50000], ['训练池', '游泳', true, 30000, 'maintenance'],
  ] },
  { key: 'tennis', institutionId: 4, name: '黄龙网球中心', address: '杭州市西湖区曙光路99号', city: '杭州市', district: '西湖区', sports: ['网球'], status: 'approved', phone: '0571-87961236', openHours: '07:00-22:00', photos: ['红土场', '室内场'], point: [120.1402, 30.2731], courts: [
    ['1号场（红土）', '网球', false, 12000], ['2号场（硬地）', '网球', false, 10000], ['3号场（室内）', '网球', true, 15000],
  ] },
  { key: 'arena', institutionId: 4, name: '黄龙羽毛球馆（新馆）', address: '杭州市西湖区文二路88号', city: '杭州市', district: '西湖区', sports: ['羽毛球', '乒乓球'], status: 'pending', phone: '0571-87961237', openHours: '08:00-22:00', courts: [
    ['羽毛球1号场', '羽毛球', true, 6000], ['羽毛球2号场', '羽毛球', true, 6000],
  ] },
  { key: 'wz-gym', institutionId: 10, name: '温州奥体中心体育馆', address: '温州市龙湾区奥体大道1号', city: '温州市', district: '龙湾区', sports: ['篮球', '排球'], status: 'approved', phone: '0577-86661234', openHours: '09:00-21:00', courts: [
    ['主馆篮球场', '篮球', true, 50000], ['副馆排球场', '排球', true, 30000],
  ] },
  { key: 'wz-fit', institutionId: 10, name: '温州奥体中心全民健身中心', address: '温州市龙湾区奥体大道3号', city: '温州市', district: '龙湾区', sports: ['健身', '羽毛球'], status: 'pending', phone: '0577-86661235', openHours: '06:30-22:00', courts: [
    ['羽毛球A区', '羽毛球', true, 5000],
  ] },
  { key: 'xixi', institutionId: 4, name: '西溪全民健身中心', address: '杭州市西湖区文二西路800号', city: '杭州市', district: '西湖区', sports: ['健身', '瑜伽', '乒乓球'], status: 'rejected', phone: '0571-88880006', openHours: '06:30-21:30', courts: [
    ['综合训练区', '健身', true, 5000],
  ] },
  { key: 'skate', institutionId: 4, name: '钱江新城滑板公园', address: '杭州市上城区之江路', city: '杭州市', district: '上城区', sports: ['滑板'], status: 'closed', phone: '0571-86010007', openHours: '08:00-20:00', courts: [
    ['碗池', '滑板', false, 0, 'closed'],
  ] },
];

/** The demo venue change requests (场馆变更审核), pending: by venue key, the changed profile fields. */
export const DEMO_VENUE_CHANGES: readonly { venue: DemoVenueKey; changes: Record<string, string> }[] = [
  { venue: 'tennis', changes: { open_hours: '06:30-22:30', phone: '0571-87961299' } },
  { venue: 'wz-gym', changes: { name: '温州奥体中心综合体育馆' } },
];

/** The id of a demo venue (its place in DEMO_VENUES + 1, as on a fresh database). */
export const demoVenueId = (key: DemoVenueKey) => DEMO_VENUES.findIndex((v) => v.key === key) + 1;

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

/** A venue as the booking demo reads it, with its ids (the seed's rows or the mock fixtures). */
export interface DemoBookingVenue {
  id: number;
  name: string;
  openHours: string;
  courts: readonly { id: number; sport: string; price: number }[];
}

/**
 * The demo's court-booking rows of venues with their ids, for the seed's tables and the mocks' store alike: opening
 * hours, the courts' capacity and price rules (numbered 1, 2, …), and DEMO_BOOKINGS on the first court of their sport,
 * priced by those rules.
 */
export function demoVenueBookingRows(venues: readonly DemoBookingVenue[], now: Date = new Date()) {
  const openingHours = venues.flatMap((v) => demoOpeningHoursRows(v.name, v.openHours).map((h) => ({ venueId: v.id, ...h })));
  const capacity: Record<number, number> = {};
  const priceRules: PriceRuleRow[] = [];
  for (const venue of venues) {
    for (const court of venue.courts) {
      const demo = demoCourtBooking(venue.name, court.sport, court.id);
      if (!demo) continue;
      capacity[court.id] = demo.capacity;
      priceRules.push(...demo.rules.map((r) => ({ ...r, id: priceRules.length + 1 })));
    }
  }
  const bookings = DEMO_BOOKINGS.flatMap((b, index) => {
    const venue = venues.find((v) => v.name === b.venue);
    const court = venue?.courts.find((c) => c.sport === b.sport);
    if (!venue || !court) return [];
    const during = demoBookingRange(b, now);
    const rules = priceRules.filter((r) => r.courtId === court.id).map(priceRuleFromRow);
    const booked = b.kind === 'booking';
    const amountCents = booked ? rangePrice({ rules, standardPricePerHourCents: court.price }, court.id, during.start, during.end).totalCents : 0;
    return [{ ...b, venueId: venue.id, courtId: court.id, during, checkInCode: booked ? demoCheckInCode(index) : null, amountCents }];
  });
  return { openingHours, capacity, priceRules, bookings };
}
