import { currentSession, signInAs } from '../../mocks/db';
import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of a venue's booking settings (handlers/venue-settings.ts), spread into contract.test.ts. Venue 1 is
 * the stadium venue_mgr is bound to (courts 1–3); venue 2 belongs to the same institution but not to venue_mgr's
 * membership; org_gov manages no venue. Each sample starts from a fresh mock database: `setup` saves what it reads.
 */

/** A request as venue_mgr (with the CSRF token). */
function asVenueManager(method: string, url: string, body?: unknown) {
  signInAs('venue_mgr');
  return fetch(new URL(url, 'http://localhost'), {
    method,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': currentSession()?.token ?? '' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const HOURS = { venue_id: 1, hours: [{ weekday: 1, opens: '08:00', closes: '12:00' }, { weekday: 1, opens: '14:00', closes: '22:00' }, { weekday: 6, opens: '07:00', closes: '24:00' }] };
const SPECIAL_DAY = { venue_id: 1, day: '2027-06-05', holiday: 1, opens: '09:00', closes: '18:00', note: '端午节' };
const CLOSURE = { venue_id: 1, court_id: 3, start_at: '2027-06-01T00:00:00.000Z', end_at: '2027-06-02T00:00:00.000Z', closure_reason: '更换草皮' };
const PRICES = {
  court_id: 3,
  price_rules: [
    { band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 80000, member_price_cents: 60000 },
    { band: 'peak', band_start: '18:00', band_end: '21:00', price_cents: 120000 },
  ],
};
const SETTINGS = { venue_id: 1, payment_window_minutes: 15, parallel_booking_limit: 3, max_booking_minutes: 180, bookable_days: 14, refund_tiers: [{ hours_before: 48, percent: 100 }, { hours_before: 6, percent: 50 }] };

const everything = async () => {
  await asVenueManager('PUT', '/api/admin/venue_opening_hours', HOURS);
  await asVenueManager('PUT', '/api/admin/venue_special_day', SPECIAL_DAY);
  await asVenueManager('POST', '/api/admin/venue_closure', CLOSURE);
  await asVenueManager('PUT', '/api/admin/venue_price_rules', PRICES);
  await asVenueManager('PUT', '/api/admin/venue_booking_settings', SETTINGS);
};

export const venueSettingsContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=1' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=1&from=2027-06-01&to=2027-06-30', setup: everything },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=2' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=2', errno: 404 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=1', errno: 404 },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_booking_config?venue_id=1&from=2027-06-02&to=2027-06-01', errno: 42200 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_opening_hours', body: HOURS },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_opening_hours', body: { venue_id: 1, hours: [{ weekday: 2, opens: '08:00', closes: '12:00' }, { weekday: 2, opens: '11:00', closes: '13:00' }] }, errno: 42200 },
  { as: 'org_gov', method: 'PUT', url: '/api/admin/venue_opening_hours', body: HOURS, errno: 404 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_special_day', body: SPECIAL_DAY },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_special_day', body: { venue_id: 1, day: '2027-06-07', workday: 1 }, errno: 42200 },
  { as: 'venue_mgr', method: 'DELETE', url: '/api/admin/venue_special_day?venue_id=1&day=2027-06-05', setup: () => asVenueManager('PUT', '/api/admin/venue_special_day', SPECIAL_DAY) },
  { as: 'venue_mgr', method: 'DELETE', url: '/api/admin/venue_special_day?venue_id=1&day=2027-06-06', errno: 404 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_closure', body: CLOSURE },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_closure', body: { ...CLOSURE, court_id: null, closure_reason: '' } },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_closure', body: { ...CLOSURE, court_id: 4 }, errno: 40000 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_closure', body: { ...CLOSURE, end_at: CLOSURE.start_at }, errno: 42200 },
  { as: 'venue_mgr', method: 'DELETE', url: '/api/admin/venue_closure?id=1', setup: () => asVenueManager('POST', '/api/admin/venue_closure', CLOSURE) },
  { as: 'org_gov', method: 'DELETE', url: '/api/admin/venue_closure?id=1', setup: () => asVenueManager('POST', '/api/admin/venue_closure', CLOSURE), errno: 404 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_price_rules', body: PRICES },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_price_rules', body: { court_id: 3, price_rules: [{ band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 1_000_001 }] }, errno: 42200 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_price_rules', body: { ...PRICES, court_id: 4 }, errno: 404 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_booking_settings', body: SETTINGS },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_booking_settings', body: { ...SETTINGS, refund_tiers: [] }, errno: 42200 },
  { as: 'org_gov', method: 'PUT', url: '/api/admin/venue_booking_settings', body: SETTINGS, errno: 404 },
];
