import type { ContractSample as Sample } from '../contract-sample';

/**
 * Mock 打卡 (handlers/check-ins.ts) on the demo activity 3 (2026年杭州市全民健身日健步走, 体育局, approved) and the
 * match 1 (a match has no challenge).
 */
const ACTIVITY = 3;
const challenge = {
  id: ACTIVITY,
  starts_on: '2026-08-01',
  ends_on: '2026-08-30',
  goal_kind: 'distance',
  goal_scope: 'daily',
  goal_value: 3000,
  goal_days: 20,
  sport: 'walking',
  evidence: ['track', 'screenshot'],
  daily_limit: 1,
  review_required: 0,
};

/** Contract samples of 打卡 (spread into contract.test.ts). */
export const checkInContractSamples: Sample[] = [
  { as: 'org_gov', method: 'GET', url: `/api/competition/clock/settings?id=${ACTIVITY}` },
  { as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: challenge },
  { as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: { ...challenge, ends_on: '2026-07-01' }, errno: 42200 },
  { as: 'org_gov', method: 'PUT', url: '/api/competition/clock/settings', body: { ...challenge, id: 1 }, errno: 40000 },
  { as: 'org_youth', method: 'GET', url: `/api/competition/clock/settings?id=${ACTIVITY}`, errno: 404 },
  { method: 'GET', url: `/api/competition/clock/info?id=${ACTIVITY}` },
  { method: 'GET', url: `/api/competition/clock_rank?id=${ACTIVITY}` },
  { method: 'GET', url: '/api/competition/clock_rank?id=1', errno: 404 },
  { as: 'org_gov', method: 'GET', url: `/api/competition/clock/records?id=${ACTIVITY}&status=pending&flagged=1&keyword=${encodeURIComponent('王')}` },
  { as: 'org_gov', method: 'POST', url: '/api/competition/clock/review', body: { id: 99999, action: 'approve' }, errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/competition/clock/review', body: { id: 1, action: 'reject', reason: ' ' }, errno: 42200 },
  // the athlete (林晓跑) takes part in the demo challenge and reads their own days; another institution's organiser does not see them
  { as: 'athlete', method: 'GET', url: `/api/competition/clock_list?id=${ACTIVITY}` },
  { as: 'org_youth', method: 'GET', url: `/api/competition/clock_list?id=${ACTIVITY}`, errno: 404 },
  { as: 'athlete', method: 'POST', url: '/api/competition/clock', body: { id: ACTIVITY, evidence: 'screenshot', media_id: 1, distance_meters: 3200 }, errno: 42200 },
];
