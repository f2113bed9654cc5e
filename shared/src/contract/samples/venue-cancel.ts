import type { ContractSample as Sample } from '../contract-sample';

/** The athlete's demo booking of tomorrow at 黄龙体育中心体育场 (shared/demo DEMO_BOOKINGS, row 1 of the mocks' booking store). */
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
