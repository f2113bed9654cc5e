import type { ContractSample as Sample } from '../contract-sample';

/**
 * The athlete's booking of the mocks (handlers/venue-cancel.ts): row 1 is the hold that the demo's order 15 pays
 * (待支付, 室外2号场 08:00-10:00 the day after tomorrow), of institution 4's venue.
 */
const BOOKING = 1;
const key = (n: number) => ({ 'Idempotency-Key': `contract-venue-cancel-${n}` });

/** Contract samples of cancelling a booking with its money (spread into contract.test.ts). */
export const venueCancelContractSamples: Sample[] = [
  { as: 'athlete', method: 'POST', url: '/api/venue_site/cancel', body: { id: BOOKING, reason: '临时有事' }, headers: key(1) },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/cancel', body: { id: BOOKING }, errno: 42200 },
  { as: 'org_gov', method: 'POST', url: '/api/venue_site/cancel', body: { id: BOOKING }, headers: key(2), errno: 404 },
  { method: 'POST', url: '/api/venue_site/cancel', body: { id: BOOKING }, headers: key(3), errno: 401 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_booking_cancel', body: { id: BOOKING, reason: '场地维修' }, headers: key(4) },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_booking_cancel', body: { id: BOOKING, reason: ' ' }, headers: key(5), errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/admin/venue_booking_cancel', body: { id: BOOKING, reason: '场地维修' }, headers: key(6), errno: 404 },
];
