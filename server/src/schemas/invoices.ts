/**
 * Named response schemas of invoices (发票, issue 13 "Invoices"). Registered through `allSchemas` in components.ts.
 */
import { INVOICE_STATUSES, INVOICE_TITLE_TYPES, ORDER_KINDS } from 'shared/rules';
import { int, str, flag, dateTime, nullableDateTime, nullableStr, obj, listOf } from './json-schema.js';

export const InvoiceItem = obj('InvoiceItem', '发票申请', {
  id: int,
  invoice_no: str,
  order_id: int,
  order_no: str,
  order_kind: { type: 'string', enum: ORDER_KINDS },
  subject: str,
  user_id: int,
  payer_nickname: str,
  institution_id: int,
  institution_name: str,
  amount_cents: { type: 'integer', description: '开票金额（分）：申请时订单已付 − 已退' },
  title_type: { type: 'string', enum: INVOICE_TITLE_TYPES, description: 'personal 个人，company 单位' },
  title: str,
  credit_code: nullableStr,
  email: str,
  status: { type: 'string', enum: INVOICE_STATUSES, description: 'pending 待开票，issued 已开票，rejected 已驳回，voided 已红冲' },
  reject_reason: str,
  has_file: { ...flag, description: '1 = 已有发票 PDF，可下载' },
  issuer_name: str,
  issued_at: nullableDateTime,
  created_at: dateTime,
  can_issue: { ...flag, description: '1 = 当前用户可开具或驳回（待开票，平台管理员）' },
  void_reason: { type: 'string', description: '红冲原因' },
  voided_at: nullableDateTime,
  can_void: { ...flag, description: '1 = 当前用户可红冲（已开票，平台管理员）' },
});
export const InvoiceList = listOf('InvoiceList', '发票申请列表', InvoiceItem);

export const invoiceSchemas = [InvoiceItem, InvoiceList];
