import { chinaDate } from '../../rules/china-time';
import { addChinaDays, dayMinuteInstant } from '../../rules/venue';
import { demoCheckInCode } from '../../demo/index.ts';
import { mockDb } from '../../mocks/db';
import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of court booking (routes/venue/booking.ts). Demo venue 1 is 黄龙体育中心体育场, the venue
 * venue_mgr is bound to (courts 1 主田径场 and 3 足球场); venue 4 is pending. Tomorrow (China) the athlete has 田径 07:00–08:00
 * and the 足球 court is blocked 16:00–18:00 (shared/demo/venues.ts).
 */
const tomorrow = addChinaDays(chinaDate(new Date()), 1);
const at = (hour: number) => dayMinuteInstant(tomorrow, hour * 60).toISOString();
const key = (n: number) => ({ 'Idempotency-Key': `venue-sample-${n}` });
const court = { name: '3号场', sport: '田径', indoor: 0, capacity: 20, sort: 3, price_per_hour_cents: 30000 };
const hold = (courtId: number, from: number, to: number) => ({ venue_id: 1, slots: [{ court_id: courtId, start: at(from), end: at(to) }] });

/** A paid booking of the stadium's 田径 court that started this half hour: it may be checked in now. */
function bookingUnderWay() {
  const start = new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000);
  mockDb.venueBooking.bookings.push({
    id: 900,
    venueId: 1,
    courtId: 1,
    during: { start, end: new Date(start.getTime() + 3_600_000) },
    kind: 'booking',
    status: 'active',
    holdExpiresAt: null,
    userId: 5,
    name: '林晓跑',
    mobile: '13800000005',
    checkInCode: 'CHECKIN234',
    note: '',
    amountCents: 40000,
    orderId: null,
  });
  return Promise.resolve();
}

export const venueContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_court_list?venue_id=1' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_court_list?venue_id=2', errno: 404 },
  { as: 'org_youth', method: 'GET', url: '/api/admin/venue_court_list?venue_id=1', errno: 404 },
  { method: 'GET', url: '/api/admin/venue_court_list?venue_id=1', errno: 401 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_add', body: { venue_id: 1, ...court } },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_add', body: { venue_id: 1, ...court, price_per_hour_cents: -1 }, errno: 42200 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_add', body: { venue_id: 4, ...court }, errno: 404 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_update', body: { id: 3, ...court, sport: '足球', active: 0 } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_court_update', body: { id: 1, ...court } },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_update', body: { id: 301, ...court }, errno: 404 },
  { as: 'venue_mgr', method: 'GET', url: `/api/admin/venue_board?venue_id=1&day=${tomorrow}` },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_board?venue_id=1&day=2026-02-30', errno: 42200 },
  { as: 'org_gov', method: 'GET', url: `/api/admin/venue_board?venue_id=1&day=${tomorrow}`, errno: 404 },
  { method: 'GET', url: `/api/venue_site/board?venue_id=1&day=${tomorrow}` },
  { as: 'athlete', method: 'GET', url: `/api/venue_site/board?venue_id=3&day=${tomorrow}` },
  { method: 'GET', url: `/api/venue_site/board?venue_id=4&day=${tomorrow}`, errno: 404 },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/hold', body: hold(1, 10, 11), headers: key(1) },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/hold', body: hold(3, 16, 17), headers: key(2), errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/hold', body: hold(1, 10, 11), errno: 42200 },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/hold', body: { ...hold(1, 10, 11), venue_id: 4 }, headers: key(3), errno: 404 },
  { method: 'POST', url: '/api/venue_site/hold', body: hold(1, 10, 11), headers: key(4), errno: 401 },
  { as: 'athlete', method: 'GET', url: '/api/venue_site/my_bookings?start=0&count=10' },
  { method: 'GET', url: '/api/venue_site/my_bookings', errno: 401 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: { venue_id: 1, code: 'CHECKIN234' }, setup: bookingUnderWay },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: { venue_id: 1, code: demoCheckInCode(0) }, errno: 40000 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: { venue_id: 1, code: '' }, errno: 42200 },
  { as: 'athlete', method: 'POST', url: '/api/admin/venue_check_in', body: { venue_id: 1, code: demoCheckInCode(0) }, errno: 404 },
];
