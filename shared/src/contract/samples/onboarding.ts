import type { ContractSample as Sample } from '../contract-sample';

/**
 * Mock 入驻 applications (fixtures/onboarding.ts, shared/demo applications.ts): 1 政府/事业单位, 3 青少年培训机构,
 * 4 场馆运营方, 6 赛事运营机构 pending; 7 the training company's earlier application, rejected.
 */
const [GOV, TRAINING, VENUE_OPERATOR, COMPETITION, REJECTED] = [1, 3, 4, 6, 7];

/** Contract samples of 入驻管理 (spread into contract.test.ts). */
export const onboardingContractSamples: Sample[] = [
  { as: 'admin', method: 'GET', url: '/api/admin/institution_applications?institution_type=4&status=pending' },
  { as: 'admin', method: 'GET', url: `/api/admin/institution_applications?keyword=${encodeURIComponent('小飞鱼')}&date_from=2026-01-01` },
  { as: 'admin', method: 'GET', url: '/api/admin/institution_applications?date_from=2026-02-01&date_to=2026-01-01', errno: 42200 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/institution_applications', errno: 40300 },
  { method: 'GET', url: '/api/admin/institution_applications', errno: 401 },
  { as: 'admin', method: 'GET', url: `/api/admin/institution_application?id=${TRAINING}` },
  { as: 'admin', method: 'GET', url: '/api/admin/institution_application?id=999999', errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: { id: VENUE_OPERATOR, action: 'approve' } },
  { as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: { id: COMPETITION, action: 'reject', reason: '营业执照已过期' } },
  { as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: { id: GOV, action: 'reject', reason: ' ' }, errno: 42200 },
  { as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: { id: REJECTED, action: 'approve' }, errno: 40000 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/institution_application/review', body: { id: GOV, action: 'approve' }, errno: 40300 },
];
