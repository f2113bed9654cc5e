import type { ContractSample as Sample } from '../contract-sample';

const key = (n: number) => ({ 'Idempotency-Key': `contract-refund-${n}` });

/**
 * Contract samples of the refund routes (spread into contract.test.ts): the athlete's paid order 1
 * (SS20260320001037, refundable under competition 1's policy), the pending request 5 of 杭州市体育局 (order 2), the
 * refunded order 3 and order 6 of 浙江省田径协会, which org_gov does not manage.
 */
export const refundContractSamples: Sample[] = [
  { as: 'org_gov', method: 'GET', url: '/api/competition/refund_policy?id=1' },
  { as: 'org_youth', method: 'GET', url: '/api/competition/refund_policy?id=1', errno: 404 },
  { as: 'org_gov', method: 'PUT', url: '/api/competition/refund_policy', body: { id: 1, full_until: '2026-12-01T00:00:00.000Z', percent: 50, partial_until: '2026-12-10T00:00:00.000Z' } },
  { as: 'org_gov', method: 'PUT', url: '/api/competition/refund_policy', body: { id: 1, full_until: '2026-12-10T00:00:00.000Z', percent: 50, partial_until: '2026-12-01T00:00:00.000Z' }, errno: 40000 },
  { as: 'athlete', method: 'GET', url: '/api/refund/preview?order_no=SS20260320001037' },
  { as: 'athlete', method: 'GET', url: '/api/refund/preview?order_no=SS20260903001111' },
  { as: 'athlete', method: 'GET', url: '/api/refund/preview?order_no=SS20260410001222', errno: 404 },
  { as: 'athlete', method: 'POST', url: '/api/refund/apply', body: { order_no: 'SS20260320001037', amount_cents: 5000, reason: '行程冲突无法参赛' }, headers: key(1) },
  { as: 'athlete', method: 'POST', url: '/api/refund/apply', body: { order_no: 'SS20260320001037', amount_cents: 30000, reason: '行程冲突' }, headers: key(2), errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/refund/apply', body: { order_no: 'SS20260903001111', amount_cents: 100, reason: '重复' }, headers: key(3), errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/refund/apply', body: { order_no: 'SS20260320001037', amount_cents: 5000, reason: '行程冲突' }, errno: 42200 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/create', body: { order_id: 1, amount_cents: 5000, reason: '赛事延期' }, headers: key(4) },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/create', body: { order_id: 1, amount_cents: 30000, reason: '赛事延期' }, headers: key(5), errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/create', body: { order_id: 6, amount_cents: 100, reason: '赛事延期' }, headers: key(6), errno: 404 },
  { as: 'admin', method: 'GET', url: '/api/admin/refund_list?start=0&count=10' },
  { as: 'admin', method: 'GET', url: `/api/admin/refund_list?status=pending&keyword=${encodeURIComponent('马拉松')}` },
  { as: 'org_gov', method: 'GET', url: '/api/admin/refund_list?institution_id=1' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/refund_list?institution_id=2', errno: 40300 },
  { as: 'admin', method: 'GET', url: '/api/admin/refund_list?status=unknown', errno: 42200 },
  { as: 'org_gov', method: 'GET', url: '/api/admin/refund_info?id=5' },
  { as: 'athlete', method: 'GET', url: '/api/admin/refund_info?id=1' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/refund_info?id=6', errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/check', body: { id: 5, action: 'approve', reason: '同意退款' }, headers: key(7) },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/check', body: { id: 5, action: 'reject', reason: '' }, headers: key(8), errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/check', body: { id: 1, action: 'reject', reason: '不同意' }, headers: key(9), errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/refund/check', body: { id: 6, action: 'reject', reason: '不同意' }, headers: key(10), errno: 404 },
];
