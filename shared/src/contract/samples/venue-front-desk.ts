import { chinaDate } from '../../rules/china-time';
import { addChinaDays, chinaWeekday, dayMinuteInstant } from '../../rules/venue';
import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of 预订管理 at the front desk (routes/venue/front-desk.ts). Demo venue 1 is 黄龙体育中心体育场,
 * venue_mgr's venue (courts 1 主田径场 and 3 足球场); five China days ahead nothing is booked there.
 */
const day = addChinaDays(chinaDate(new Date()), 5);
const today = chinaDate(new Date());
const at = (hour: number) => dayMinuteInstant(day, hour * 60).toISOString();
const key = (n: number) => ({ 'Idempotency-Key': `contract-front-desk-${n}` });
const slots = (from: number, to: number) => [{ court_id: 3, start: at(from), end: at(to) }];
const walkIn = { venue_id: 1, contact_name: '散客李四', contact_mobile: '13900001111', paid_at_desk: 1 };
const series = { venue_id: 1, court_id: 1, from: day, weekday: chinaWeekday(day), start: '19:00', end: '21:00', weeks: 3 };
const range = `venue_id=1&from=${today}&to=${addChinaDays(today, 20)}`;

export const venueFrontDeskContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_walk_in', body: { ...walkIn, slots: slots(9, 10) }, headers: key(1) },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_walk_in', body: { ...walkIn, contact_mobile: '123', slots: slots(11, 12) }, headers: key(2), errno: 42200 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/venue_walk_in', body: { ...walkIn, slots: slots(11, 12) }, headers: key(3), errno: 404 },
  { method: 'POST', url: '/api/admin/venue_walk_in', body: { ...walkIn, slots: slots(11, 12) }, headers: key(4), errno: 401 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_block', body: { venue_id: 1, slots: slots(13, 14), note: '设备检修' } },
  { as: 'org_youth', method: 'POST', url: '/api/admin/venue_block', body: { venue_id: 1, slots: slots(15, 16) }, errno: 404 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_unblock', body: { venue_id: 1, id: 999_999 }, errno: 404 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_recurring_preview', body: series },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_recurring_preview', body: { ...series, weeks: 0 }, errno: 42200 },
  { as: 'athlete', method: 'POST', url: '/api/admin/venue_recurring_preview', body: series, errno: 404 },
  {
    as: 'venue_mgr',
    method: 'POST',
    url: '/api/admin/venue_recurring_book',
    body: { ...series, contact_name: '星辰俱乐部', contact_mobile: '13900002222', paid_at_desk: 0, days: [day, addChinaDays(day, 7)] },
    headers: key(5),
  },
  { as: 'venue_mgr', method: 'GET', url: `/api/admin/venue_booking_records?${range}` },
  { as: 'venue_mgr', method: 'GET', url: `/api/admin/venue_booking_records?venue_id=1&from=${addChinaDays(today, 3)}&to=${today}`, errno: 42200 },
  { as: 'org_gov', method: 'GET', url: `/api/admin/venue_booking_records?${range}`, errno: 404 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_booking_records/export', body: { venue_id: 1, from: today, to: addChinaDays(today, 20) } },
  { as: 'athlete', method: 'POST', url: '/api/admin/venue_booking_records/export', body: { venue_id: 1, from: today, to: today }, errno: 404 },
];
