import type { ContractSample as Sample } from '../contract-sample';

/** Contract samples of 场馆数据分析 (handlers/venue-analysis.ts): venue 1 is venue_mgr's stadium, venue 2 of the same institution is not theirs. */
export const venueAnalysisContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_analysis?venue_id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_analysis?venue_id=2&from=2026-01-01&to=2026-12-31' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_analysis?venue_id=2', errno: 404 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/venue_analysis?venue_id=1', errno: 404 },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_analysis?venue_id=1&from=2026-06-02&to=2026-06-01', errno: 42200 },
];
