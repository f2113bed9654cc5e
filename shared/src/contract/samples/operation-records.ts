import type { ContractSample as Sample } from '../contract-sample';

/**
 * Mock 操作记录 (handlers/operation-records.ts): 1–2 王建国's series (机构 1), 3 李晓彤's nickname (机构 3), 4 the
 * admin's review of an application (no institution).
 */
export const operationRecordContractSamples: Sample[] = [
  { as: 'admin', method: 'GET', url: '/api/admin/operation_records' },
  { as: 'admin', method: 'GET', url: '/api/admin/operation_records?object_type=competition_series&action=update&from=2001-01-01' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/operation_records?institution_id=1' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/operation_records?institution_id=3', errno: 40300 },
  { as: 'athlete', method: 'GET', url: '/api/admin/operation_records', errno: 40300 },
  { method: 'GET', url: '/api/admin/operation_records', errno: 401 },
  { as: 'admin', method: 'GET', url: '/api/admin/operation_record?id=2' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/operation_record?id=3', errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { institution_id: 1, action: 'insert' } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { from: '2026-02-01', to: '2026-01-01' }, errno: 42200 },
];
