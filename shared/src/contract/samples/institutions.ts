import type { ContractSample as Sample } from '../contract-sample';

/** The demo institution 8 宁波市游泳协会 (shared/demo people.ts): no demo account is its staff. */
const SWIMMING = 8;

/** Contract samples of 机构列表 (spread into contract.test.ts). */
export const institutionAdminContractSamples: Sample[] = [
  { as: 'admin', method: 'GET', url: '/api/admin/institutions?institution_type=2&status=approved' },
  { as: 'admin', method: 'GET', url: `/api/admin/institutions?name=${encodeURIComponent('游泳')}` },
  { as: 'admin', method: 'GET', url: '/api/admin/institutions?status=paused', errno: 42200 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/institutions', errno: 40300 },
  { method: 'GET', url: '/api/admin/institutions', errno: 401 },
  { as: 'admin', method: 'GET', url: `/api/admin/institution?id=${SWIMMING}` },
  { as: 'admin', method: 'GET', url: '/api/admin/institution?id=999999', errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '资质已过期' } },
  { as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: ' ' }, errno: 42200 },
  { as: 'admin', method: 'POST', url: '/api/admin/institution/enable', body: { id: SWIMMING }, errno: 40000 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '停用' }, errno: 40300 },
];
