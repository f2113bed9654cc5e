import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of the maps routes (handlers/maps.ts), spread into contract.test.ts. The mocks answer as the
 * server's default provider `none`: not configured.
 */
export const mapsContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'GET', url: '/api/maps/status' },
  { as: 'admin', method: 'GET', url: '/api/maps/status' },
  { as: 'athlete', method: 'GET', url: '/api/maps/status', errno: 40300 },
  { method: 'GET', url: '/api/maps/status', errno: 401 },
  { as: 'venue_mgr', method: 'GET', url: `/api/maps/suggestion?keyword=${encodeURIComponent('黄龙')}`, errno: 40000 },
  { as: 'venue_mgr', method: 'GET', url: '/api/maps/suggestion', errno: 42200 },
  { as: 'venue_mgr', method: 'GET', url: '/api/maps/reverse_geocode?lat=30.2689&lng=120.1376', errno: 40000 },
  { as: 'venue_mgr', method: 'GET', url: '/api/maps/reverse_geocode?lat=60&lng=120.1376', errno: 42200 },
];
