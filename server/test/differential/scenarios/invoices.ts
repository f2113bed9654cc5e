/**
 * 发票 (routes/finance/invoices.ts over services/invoices.ts, docs/finance.md "Invoices") and 线下收款: the athlete's
 * paid ¥50.00 sign-up fee (scenarios/refunds.ts paidFeeOrder): the request's own checks, someone else's order, a
 * second request, a visitor; the platform admin only: 驳回 (reason first), the payer asks again, 开具 (upload without a
 * file, then generated), a second 开具, 红冲 (reason first), 红冲 again, asked again after 红冲. Offline marking: a
 * sign-up fee order marked paid by its institution with a note (another institution, no note, no CSRF, twice), then
 * refused an online refund and an invoice. Statuses and amounts are compared. 下载 (GET /api/invoice/download): before
 * 开具, then the PDF for the payer and the platform admin (a file, not an envelope: the HTTP status is compared),
 * refused to someone else, the institution, a visitor and a malformed id.
 */
import { randomUUID } from 'node:crypto';
import type { Result, Scenario, Step } from '../harness.js';
import { suffix } from './common.js';
import { historyLine, paidFeeOrder } from './refunds.js';

const key = () => ({ 'Idempotency-Key': randomUUID() });

const invoiceView = (r: Result) => [r.status, r.amount_cents, r.title_type, r.title, r.credit_code, r.email, r.reject_reason, r.has_file, r.can_issue, r.can_void, r.void_reason, r.order_kind];

const apply = (title: string, over: Record<string, unknown> = {}, extra: Partial<Step> = {}): Step => ({
  title,
  as: 'athlete',
  method: 'POST',
  url: '/api/invoice/apply',
  body: (v) => ({ order_no: v.order_no, title_type: 'company', title: ' 杭州差分科技有限公司 ', credit_code: '91350100m000100y43', email: 'finance@example.com', ...over }),
  headers: key,
  same: invoiceView,
  ...extra,
});

const act = (title: string, as: Step['as'], path: 'issue' | 'reject' | 'void', body: Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: `/api/admin/invoice/${path}`,
  body: (v) => ({ id: v.invoice, ...body }),
  ...(path === 'issue' ? { headers: key } : {}),
  same: invoiceView,
  ...extra,
});

/** The invoice's PDF: on success a file, not an envelope, so only the HTTP status is compared. */
const download = (title: string, as: Step['as']): Step => ({ title, as, method: 'GET', url: (v) => `/api/invoice/download?id=${v.invoice}` });

const markPaid = (title: string, as: Step['as'], note: string, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/pay_order/mark_paid',
  body: (v) => ({ id: v.order, note }),
  headers: key,
  ...extra,
});

export const invoiceScenarios: Scenario[] = [
  {
    title: '发票：申请（校验、他人订单、重复、访客）→ 驳回 → 再申请 → 开具（未传文件、生成）→ 红冲 → 红冲后再申请',
    vars: () => ({ name: `差分发票赛${suffix()}` }),
    steps: [
      ...paidFeeOrder(),
      apply('抬头类型不对', { title_type: 'group' }),
      apply('单位抬头没有信用代码', { credit_code: '' }),
      apply('信用代码校验位错误', { credit_code: '91350100M000100Y44' }),
      apply('邮箱格式错误', { email: 'finance@' }),
      apply('不是本人的订单', {}, { as: 'referee' }),
      apply('访客申请', {}, { as: null }),
      apply('没有 CSRF 令牌', {}, { withoutCsrf: true }),
      apply('付款人申请单位发票', {}, { capture: (r) => ({ invoice: r.id }) }),
      apply('同一订单再申请'),
      { title: '我的发票', as: 'athlete', method: 'GET', url: '/api/invoice/list?count=100', same: (r, v) => r.list.filter((i: Result) => i.order_no === v.order_no).map(invoiceView) },
      { title: '机构看发票列表', as: 'org_gov', method: 'GET', url: '/api/admin/invoice_list' },
      { title: '发票列表（按订单号）', as: 'admin', method: 'GET', url: (v) => `/api/admin/invoice_list?keyword=${v.order_no}`, same: (r) => [r.total, r.list.map(invoiceView)] },
      act('机构驳回', 'org_gov', 'reject', { reason: '抬头有误' }),
      act('驳回不填原因', 'admin', 'reject', { reason: ' ' }),
      act('红冲待开票的申请', 'admin', 'void', { reason: '误操作' }),
      act('平台管理员驳回', 'admin', 'reject', { reason: '抬头与营业执照不一致' }),
      act('再次驳回', 'admin', 'reject', { reason: '抬头有误' }),
      act('开具已驳回的申请', 'admin', 'issue', { mode: 'generate' }),
      apply('驳回后改为个人抬头重新申请', { title_type: 'personal', title: '张三', credit_code: '' }, { capture: (r) => ({ invoice: r.id }) }),
      download('下载尚未开具的发票', 'athlete'),
      act('上传方式没有文件', 'admin', 'issue', { mode: 'upload' }),
      act('机构开具', 'org_gov', 'issue', { mode: 'generate' }),
      act('平台管理员开具（生成电子收据）', 'admin', 'issue', { mode: 'generate' }),
      act('再次开具', 'admin', 'issue', { mode: 'generate' }),
      download('付款人下载发票 PDF', 'athlete'),
      download('平台管理员下载发票 PDF', 'admin'),
      download('他人下载发票', 'referee'),
      download('机构下载发票', 'org_gov'),
      download('访客下载发票', null),
      { title: '下载编号错误的发票', as: 'athlete', method: 'GET', url: '/api/invoice/download?id=abc' },
      { title: '付款人看发票详情', as: 'athlete', method: 'GET', url: (v) => `/api/admin/invoice_info?id=${v.invoice}`, same: invoiceView },
      { title: '他人看发票详情', as: 'referee', method: 'GET', url: (v) => `/api/admin/invoice_info?id=${v.invoice}` },
      apply('已开票再申请'),
      act('红冲不填原因', 'admin', 'void', { reason: '' }),
      act('机构红冲', 'org_gov', 'void', { reason: '开错了' }),
      act('平台管理员红冲', 'admin', 'void', { reason: '发票信息有误' }),
      act('再次红冲', 'admin', 'void', { reason: '发票信息有误' }),
      apply('红冲后重新申请', { title_type: 'personal', title: '张三', credit_code: '' }, { capture: (r) => ({ invoice: r.id }) }),
    ],
  },
  {
    title: '线下收款：标记已支付（他机构、无说明、无 CSRF、重复）→ 不能在线退款 → 不能申请发票',
    vars: () => ({ name: `差分线下赛${suffix()}` }),
    steps: [
      ...paidFeeOrder(false),
      markPaid('其他机构标记', 'org_youth', '现金收讫'),
      markPaid('不填收款说明', 'org_gov', '  '),
      markPaid('没有 CSRF 令牌', 'org_gov', '现金收讫', { withoutCsrf: true }),
      markPaid('访客标记', null, '现金收讫'),
      markPaid('主办方标记已支付', 'org_gov', '现场现金收讫'),
      markPaid('再次标记', 'org_gov', '现场现金收讫'),
      {
        title: '订单详情：线下已支付',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/pay_order_info?id=${v.order}`,
        same: (r) => [r.status, r.pay_channel, r.can_mark_paid, r.can_refund, r.status_history.map(historyLine)],
      },
      { title: '机构直接退款', as: 'org_gov', method: 'POST', url: '/api/admin/refund/create', body: (v) => ({ order_id: v.order, amount_cents: 1000, reason: '退赛' }), headers: key },
      { title: '付款人申请退款', as: 'athlete', method: 'POST', url: '/api/refund/apply', body: (v) => ({ order_no: v.order_no, amount_cents: 1000, reason: '退赛' }), headers: key },
      apply('付款人申请发票', { title_type: 'personal', title: '张三', credit_code: '' }),
    ],
  },
];
