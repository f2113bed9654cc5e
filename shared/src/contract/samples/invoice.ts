import { mockInvoices } from '../../mocks/handlers/invoices';
import type { ContractSample as Sample } from '../contract-sample';

/** The pending invoice 1 issued (its PDF a storage key), as 开具 leaves it. */
const issued = async () => Object.assign(mockInvoices()[0]!, { status: 'issued', file_key: `file-${'0'.repeat(31)}1.pdf`, issued_by: 1, issued_at: new Date().toISOString() });

const key = (n: number) => ({ 'Idempotency-Key': `contract-invoice-${n}` });
const company = { title_type: 'company', title: '示例体育有限公司', credit_code: '91350100M000100Y43', email: 'a@example.com' };

/**
 * Contract samples of the invoice routes (spread into contract.test.ts): the athlete's paid order 1
 * (SS20260320001037), their refunded order 3 (SS20260903001111), someone else's order 6 (SS20260410001222), the
 * pending invoice 1 (issued by a sample's setup where one must be issued), the rejected 2.
 */
export const invoiceContractSamples: Sample[] = [
  { as: 'athlete', method: 'POST', url: '/api/invoice/apply', body: { ...company, order_no: 'SS20260320001037', credit_code: '' }, headers: key(1), errno: 42200 },
  { as: 'athlete', method: 'POST', url: '/api/invoice/apply', body: { ...company, order_no: 'SS20260903001111' }, headers: key(2), errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/invoice/apply', body: { ...company, order_no: 'SS20260410001222' }, headers: key(3), errno: 404 },
  { as: 'athlete', method: 'POST', url: '/api/invoice/apply', body: { ...company, order_no: 'SS20260320001037' }, headers: key(4) },
  { as: 'admin', method: 'GET', url: '/api/invoice/download?id=1', errno: 40000 },
  { as: 'athlete', method: 'GET', url: '/api/invoice/download?id=2', errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/issue', body: { id: 1, mode: 'upload' }, headers: key(5), errno: 42200 },
  { as: 'athlete', method: 'GET', url: '/api/invoice/list' },
  { as: 'admin', method: 'GET', url: '/api/admin/invoice_list?start=0&count=10' },
  { as: 'admin', method: 'GET', url: '/api/admin/invoice_list?status=pending&keyword=SS' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/invoice_list', errno: 40300 },
  { as: 'admin', method: 'GET', url: '/api/admin/invoice_info?id=1' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/invoice_info?id=1', errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/issue', body: { id: 1, mode: 'generate' }, headers: key(6) },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/issue', body: { id: 2, mode: 'generate' }, headers: key(7), errno: 40000 },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/reject', body: { id: 2, reason: '重复' }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/invoice/reject', body: { id: 1, reason: '重复' }, errno: 40300 },
  { as: 'org_gov', method: 'POST', url: '/api/admin/invoice/void', body: { id: 2, reason: '退款前红冲' }, errno: 40300 },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/void', body: { id: 1, reason: ' ' }, errno: 42200, setup: issued },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/void', body: { id: 1, reason: '退款前红冲' }, setup: issued },
  { as: 'admin', method: 'POST', url: '/api/admin/invoice/void', body: { id: 1, reason: '退款前红冲' }, errno: 40000 },
];
