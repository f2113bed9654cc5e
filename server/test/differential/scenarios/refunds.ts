/**
 * 退款 (routes/finance/refunds.ts over services/refunds.ts, docs/finance.md "Refunds"), and 线下收款 (the offline
 * marking of routes/competition/sign-up-fees.ts): a sign-up fee of ¥50.00 that the athlete pays through the sandbox
 * gateway (WeChat Pay; its notification delivered at once on the server, `settle`); the payer's preview and request
 * (too much, no reason, no CSRF token, a visitor), one open request at a time, another institution's review, 驳回
 * (reason first) and 通过 (the gateway pays back), the institution's direct refund (too much, another institution),
 * an issued invoice that blocks the refund until 红冲, the rest refunded directly (已退款), the institution's pending
 * income back where it was; a live package refunded by the platform only and only whole. Statuses, amounts and
 * balances (as differences: the demo balances differ between the two) are compared.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';
import { sandboxConfirmed } from './wallet.js';

const key = () => ({ 'Idempotency-Key': randomUUID() });

/**
 * A line of the order's history, without what differs by nature (payment and trade numbers); the operator's nickname
 * is the same on both sides (shared/src/demo/people.ts).
 */
export const historyLine = (h: Result) => [h.from_status, h.to_status, String(h.note).replace(/[A-Z]+\d[0-9A-Za-z]*/g, '#')];

/** The refund as both sides must agree on it. */
const refundView = (r: Result) => [r.status, r.amount_cents, r.initiator, r.order_status, r.order_amount_cents, r.order_refunded_cents, r.pay_channel, r.can_review, r.review_reason];

/** The gateway's answer now on the server (the refund-gateway job), as the mocks complete it when next read. */
const payBack = (app: FastifyInstance, v: Vars) => app.refunds.payBack(Number(v.refund));

/**
 * The steps that make `v.name` an approved competition of org_gov with an individual item of ¥50.00 (`item`), the
 * athlete's entry (accepted at once) and its fee order (`order_no`, `order`), paid by the athlete through the sandbox
 * gateway: 微信支付, then the tester's 确认支付 on the gateway's page.
 */
export function paidFeeOrder(pay = true): Step[] {
  const paying: Step[] = [
    {
      title: '运动员用微信支付报名费',
      as: 'athlete',
      method: 'POST',
      url: '/api/pay_order/pay',
      body: (v) => ({ order_no: v.order_no, channel: 'wechat' }),
      headers: key,
      capture: (r) => ({ payment: r.payment_no }),
      same: (r) => [r.channel, r.amount_cents, r.status],
    },
    sandboxConfirmed,
    { title: '收银台：已支付', as: 'athlete', method: 'GET', url: (v) => `/api/pay_order/statues?order_no=${v.order_no}`, same: (r) => [r.status, r.pay_channel, r.amount_cents] },
  ];
  return [
    ...approvedCompetition('田径', '差分退款体育场'),
    {
      title: '报名设置：无需审核，只填姓名',
      as: 'org_gov',
      method: 'PUT',
      url: '/api/competition/requirement',
      body: (v) => ({ id: v.id, review_required: 0, waiting_list: 0, enabled: 1, required_fields: ['real_name'] }),
    },
    {
      title: '新增项目：10公里，报名费 50.00 元',
      as: 'org_gov',
      method: 'POST',
      url: '/api/competition/requirement/item',
      body: (v) => ({ competition_id: v.id, name: '10公里', entry_type: 'individual', capacity: 0, fee: '50.00' }),
      capture: (r) => ({ item: r.id }),
    },
    { title: '运动员报名（通过，生成报名费订单）', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => ({ id: v.id, event_item_id: v.item, real_name: '张三' }), same: (r) => r.status },
    {
      title: '运动员的订单：最新一笔是待支付的报名费',
      as: 'athlete',
      method: 'GET',
      url: '/api/user/orders?count=5',
      capture: (r) => ({ order_no: r.list[0].order_no, order: r.list[0].id }),
      same: (r, v) => [r.list[0].subject.includes(String(v.name)), r.list[0].kind, r.list[0].status, r.list[0].amount_cents],
      shape: false,
    },
    ...(pay ? paying : []),
  ];
}

const apply = (title: string, amountCents: number, reason = '行程冲突', extra: Partial<Step> = {}): Step => ({
  title,
  as: 'athlete',
  method: 'POST',
  url: '/api/refund/apply',
  body: (v) => ({ order_no: v.order_no, amount_cents: amountCents, reason }),
  headers: key,
  same: refundView,
  ...extra,
});

const review = (title: string, as: Step['as'], action: 'approve' | 'reject', reason: string, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/refund/check',
  body: (v) => ({ id: v.refund, action, reason }),
  headers: key,
  same: refundView,
  ...extra,
});

const direct = (title: string, as: Step['as'], amountCents: number, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/refund/create',
  body: (v) => ({ order_id: v.order, amount_cents: amountCents, reason: '赛事取消该组别' }),
  headers: key,
  same: refundView,
  ...extra,
});

/** org_gov's pending income (待结算), captured as `name` or compared with what it was. */
const pendingIncome = (title: string, extra: Partial<Step>): Step => ({
  title,
  as: 'org_gov',
  method: 'GET',
  url: (v) => `/api/admin/account_balance?institution_id=${v.institution}`,
  ...extra,
});

export const refundScenarios: Scenario[] = [
  {
    title: '退款：付款人申请（超额、无原因、无 CSRF、访客、重复）→ 他机构审核 → 驳回 → 再申请 → 通过原路退回 → 机构直接退款（超额、他机构）→ 已开票不能退款 → 红冲后退完',
    vars: () => ({ name: `差分退款赛${suffix()}` }),
    steps: [
      ...paidFeeOrder(),
      pendingIncome('机构待结算收入（付款后）', { capture: (r) => ({ pendingAfterPayment: r.pending_cents }), shape: false }),
      {
        title: '付款人的退款预览',
        as: 'athlete',
        method: 'GET',
        url: (v) => `/api/refund/preview?order_no=${v.order_no}`,
        same: (r) => [r.paid_cents, r.refunded_cents, r.refundable_cents, r.policy_text, r.open_refund],
      },
      apply('申请退款超过可退金额', 6000),
      apply('申请退款不填原因', 1000, '  '),
      apply('没有 CSRF 令牌申请退款', 1000, '行程冲突', { withoutCsrf: true }),
      apply('访客申请退款', 1000, '行程冲突', { as: null }),
      apply('申请退款 10.00 元', 1000, '行程冲突', { capture: (r) => ({ refund: r.id }) }),
      apply('再次申请（已有待处理的申请）', 1000),
      { title: '访客看退款列表', as: null, method: 'GET', url: '/api/admin/refund_list' },
      review('其他机构审核', 'org_youth', 'reject', '不同意'),
      review('驳回不填原因', 'org_gov', 'reject', ' '),
      review('通过不填意见', 'org_gov', 'approve', ''),
      review('没有 CSRF 令牌审核', 'org_gov', 'reject', '资料不全', { withoutCsrf: true }),
      review('机构驳回（填原因）', 'org_gov', 'reject', '比赛名额已锁定'),
      review('再次审核已驳回的申请', 'org_gov', 'approve', '同意'),
      apply('驳回后再次申请 10.00 元', 1000, '身体不适', { capture: (r) => ({ refund: r.id }) }),
      review('机构审核通过（微信原路退回）', 'org_gov', 'approve', '同意退款', { settle: payBack }),
      { title: '退款详情（已退款）', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/refund_info?id=${v.refund}`, same: refundView },
      { title: '付款人看退款详情', as: 'athlete', method: 'GET', url: (v) => `/api/admin/refund_info?id=${v.refund}`, same: refundView },
      { title: '其他机构看退款详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/refund_info?id=${v.refund}` },
      {
        title: '本机构的退款列表（按订单号）',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/refund_list?keyword=${v.order_no}`,
        same: (r) => [r.total, r.list.map(refundView)],
      },
      direct('机构直接退款超过可退金额', 'org_gov', 4001),
      direct('其他机构直接退款', 'org_youth', 1000),
      direct('没有 CSRF 令牌直接退款', 'org_gov', 1000, { withoutCsrf: true }),
      {
        title: '付款人申请发票',
        as: 'athlete',
        method: 'POST',
        url: '/api/invoice/apply',
        body: (v) => ({ order_no: v.order_no, title_type: 'personal', title: '张三', email: 'zhangsan@example.com' }),
        headers: key,
        capture: (r) => ({ invoice: r.id }),
        same: (r) => [r.status, r.amount_cents],
      },
      {
        title: '平台管理员开具发票',
        as: 'admin',
        method: 'POST',
        url: '/api/admin/invoice/issue',
        body: (v) => ({ id: v.invoice, mode: 'generate' }),
        headers: key,
        same: (r) => [r.status, r.has_file, r.can_void],
      },
      apply('已开票时申请退款', 1000),
      direct('已开票时机构直接退款', 'org_gov', 1000),
      { title: '红冲发票', as: 'admin', method: 'POST', url: '/api/admin/invoice/void', body: (v) => ({ id: v.invoice, reason: '订单退款' }), same: (r) => [r.status, r.void_reason, r.can_void] },
      direct('红冲后机构直接退完剩余 40.00 元', 'org_gov', 4000, { capture: (r) => ({ refund: r.id }), settle: payBack }),
      { title: '订单详情：已退款', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/pay_order_info?id=${v.order}`, same: (r) => [r.status, r.pay_channel, r.can_refund, r.can_mark_paid, r.status_history.map(historyLine)] },
      apply('已退款的订单再申请', 1000),
      pendingIncome('机构待结算收入退回原数', { same: (r, v) => Number(v.pendingAfterPayment) - r.pending_cents, shape: false }),
    ],
  },
  {
    title: '退款：直播套餐只由平台退款，且只能全额退款',
    vars: () => ({ request: `diff${randomUUID().replace(/-/g, '')}` }),
    steps: [
      { title: '主办方的账号信息', as: 'org_gov', method: 'GET', url: '/api/user/info', capture: (r) => ({ institution: r.account.manager_data[0].institution_id }), shape: false },
      { title: '在售直播套餐', as: 'org_gov', method: 'GET', url: '/api/admin/live/packages', capture: (r) => ({ package: r.list[0].id }), same: (r) => [r.list[0].name, r.list[0].price_cents] },
      {
        title: '购买直播套餐',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/live/buy',
        body: (v) => ({ institution_id: v.institution, package_id: v.package, request_id: v.request }),
        capture: (r) => ({ order: r.order_id, order_no: r.order_no }),
        same: (r) => [r.status, r.amount_cents, r.created],
      },
      {
        title: '机构用微信支付套餐',
        as: 'org_gov',
        method: 'POST',
        url: '/api/pay_order/pay',
        body: (v) => ({ order_no: v.order_no, channel: 'wechat' }),
        headers: key,
        capture: (r) => ({ payment: r.payment_no }),
        same: (r) => [r.channel, r.status],
      },
      sandboxConfirmed,
      direct('机构退自己买的直播套餐（不是收款方）', 'org_gov', 1000),
      direct('平台管理员部分退款', 'admin', 1000),
      { title: '访客直接退款', as: null, method: 'POST', url: '/api/admin/refund/create', body: (v) => ({ order_id: v.order, amount_cents: 1000, reason: '退订' }), headers: key },
    ],
  },
];
