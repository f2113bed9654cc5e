/**
 * 支付与充值 (routes/finance/pay.ts, accounts.ts' top_up, sandbox-gateway.ts, notify.ts; docs/finance.md "Payments"):
 * the athlete's fee order of a paid item is refused from a wallet that cannot cover it, to a visitor, to someone
 * else, without the CSRF token and without an Idempotency-Key; the athlete tops up the wallet through the sandbox
 * gateway (its pay page, the tester's confirmation, then the gateway's signed notification — the server's queue
 * sends it, here delivered before the next step; the mocks apply the gateway's answer at once), pays the order from
 * the wallet (the same key answers the first answer, another request with it is refused), and cannot pay it twice.
 * Balances differ between the demo data of the two sides, so what is compared is how much they move.
 */
import { randomUUID } from 'node:crypto';
import { deliverSandboxNotification } from '../../../src/payments/sandbox.js';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

/** ¥10,000.00: more than any demo wallet holds. */
const FEE = 1_000_000;

const key = () => ({ 'Idempotency-Key': randomUUID() });

const pay = (title: string, as: Step['as'], order: string, channel: string, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/pay_order/pay',
  body: (v) => ({ order_no: v[order], channel }),
  headers: key,
  ...extra,
});

const status = (title: string, as: Step['as'], order: string, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'GET',
  url: (v) => `/api/pay_order/statues?order_no=${v[order]}`,
  same: (r) => [r.status, r.kind, r.amount_cents, r.channels, r.pay_channel],
  ...extra,
});

const wallet = (title: string, same: (r: Result, v: Vars) => unknown, capture?: Step['capture']): Step => ({
  title,
  as: 'athlete',
  method: 'GET',
  url: '/api/account/wallet',
  same,
  ...(capture ? { capture } : {}),
});

/**
 * The tester confirms the payment `v.payment` on the sandbox gateway's pay page; the gateway then notifies the platform
 * by a signed asynchronous notification (the server's queue sends it: delivered here before the next step; the mocks
 * apply the gateway's answer at once).
 */
export const sandboxConfirmed: Step = {
  title: '沙箱网关确认支付（随后签名的异步通知）',
  as: null,
  method: 'POST',
  url: '/api/sandbox_gateway/confirm',
  body: (v) => ({ payment_no: v.payment, action: 'pay' }),
  same: (r) => r.status,
  settle: (app, v) => deliverSandboxNotification(app, String(v.payment)),
};

export const walletScenarios: Scenario[] = [
  {
    title: '支付：余额不足 → 充值（沙箱网关、签名通知）→ 余额支付（幂等键）→ 不能重复支付',
    vars: () => ({ name: `差分收费赛${suffix()}`, feeKey: randomUUID() }),
    steps: [
      ...approvedCompetition('田径', '杭州市黄龙体育中心'),
      {
        title: '报名设置：无需审核，只填姓名',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/competition/requirement',
        body: (v) => ({ id: v.id, review_required: 0, waiting_list: 0, enabled: 1, required_fields: ['real_name'] }),
      },
      {
        title: '新增收费项目',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/requirement/item',
        body: (v) => ({ competition_id: v.id, name: '全程马拉松', entry_type: 'individual', capacity: 0, fee: FEE / 100 }),
        capture: (r) => ({ item: r.id }),
        same: (r) => r.fee_cents,
      },
      {
        title: '运动员报名（生成报名费订单）',
        as: 'athlete',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v) => ({ id: v.id, event_item_id: v.item, real_name: '张一鸣' }),
        same: (r) => r.status,
      },
      {
        title: '我的订单：待支付',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/orders?status=待支付&count=100',
        capture: (r, ) => ({ fee: r.list.find((o: { amount_cents: number; kind: string; status: string }) => o.amount_cents === FEE && o.kind === 'sign_up')?.order_no }),
        same: (r) => r.list.filter((o: { amount_cents: number }) => o.amount_cents === FEE).map((o: { kind: string; status: string; refunded_cents: number }) => [o.kind, o.status, o.refunded_cents]),
      },
      status('收银台：报名费订单', 'athlete', 'fee', { capture: (r) => ({ walletBefore: r.wallet_balance_cents }) }),
      status('访客查支付状态', null, 'fee'),
      status('其他用户查支付状态', 'referee', 'fee'),
      status('订单所属机构查支付状态', 'org_gov', 'fee'),
      pay('访客支付', null, 'fee', 'balance'),
      pay('其他用户支付', 'referee', 'fee', 'balance'),
      pay('支付没有 CSRF 令牌', 'athlete', 'fee', 'balance', { withoutCsrf: true }),
      pay('支付没有幂等键', 'athlete', 'fee', 'balance', { headers: undefined }),
      pay('幂等键格式错误', 'athlete', 'fee', 'balance', { headers: { 'Idempotency-Key': 'bad key!' } }),
      pay('不存在的订单', 'athlete', 'missing', 'balance', { body: { order_no: 'BM000000000000000000', channel: 'balance' } }),
      pay('余额不足', 'athlete', 'fee', 'balance'),
      wallet('钱包余额', () => null, (r) => ({ walletBefore: r.balance_cents })),
      { title: '充值金额为 0', as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: 0 }, headers: key },
      { title: '为不管理的机构充值', as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: FEE, institution_id: 1 }, headers: key },
      { title: '访客充值', as: null, method: 'POST', url: '/api/pay/top_up', body: { amount_cents: FEE }, headers: key },
      { title: '充值没有 CSRF 令牌', as: 'athlete', method: 'POST', url: '/api/pay/top_up', body: { amount_cents: FEE }, headers: key, withoutCsrf: true },
      {
        title: '充值 ¥10,000.00',
        as: 'athlete',
        method: 'POST',
        url: '/api/pay/top_up',
        body: { amount_cents: FEE },
        headers: key,
        capture: (r) => ({ topUp: r.order_no }),
        same: (r) => /^CZ\d{14}[0-9a-f]{12}$/.test(r.order_no),
      },
      status('收银台：充值订单（只能用微信或支付宝）', 'athlete', 'topUp'),
      pay('充值订单用余额支付', 'athlete', 'topUp', 'balance'),
      pay('充值订单用微信支付', 'athlete', 'topUp', 'wechat', {
        capture: (r) => ({ payment: r.payment_no }),
        same: (r) => [r.status, r.channel, r.amount_cents, r.pay_url === `/pay/sandbox/${r.payment_no}`, r.qr_code],
      }),
      {
        title: '沙箱网关支付页',
        as: null,
        method: 'GET',
        url: (v) => `/api/sandbox_gateway/payment?payment_no=${v.payment}`,
        same: (r) => [r.status, r.channel, r.channel_name, r.merchant, r.amount_cents],
      },
      { title: '沙箱网关：不存在的支付单', as: null, method: 'GET', url: '/api/sandbox_gateway/payment?payment_no=P0000000000000000000000000000' },
      sandboxConfirmed,
      status('充值订单已支付', 'athlete', 'topUp'),
      wallet('钱包多了充值金额', (r, v) => r.balance_cents - Number(v.walletBefore)),
      { title: '沙箱网关再次确认', as: null, method: 'POST', url: '/api/sandbox_gateway/confirm', body: (v) => ({ payment_no: v.payment, action: 'cancel' }), same: (r) => r.status },
      pay('余额支付报名费', 'athlete', 'fee', 'balance', {
        headers: (v) => ({ 'Idempotency-Key': String(v.feeKey) }),
        capture: (r) => ({ feePayment: r.payment_no }),
        same: (r) => [r.status, r.channel, r.amount_cents, r.pay_url, r.qr_code],
      }),
      pay('同一幂等键再次支付：第一次的回答', 'athlete', 'fee', 'balance', {
        headers: (v) => ({ 'Idempotency-Key': String(v.feeKey) }),
        same: (r, v) => [r.status, r.payment_no === v.feePayment],
      }),
      pay('同一幂等键用于另一请求', 'athlete', 'fee', 'wechat', { headers: (v) => ({ 'Idempotency-Key': String(v.feeKey) }) }),
      status('报名费订单已支付', 'athlete', 'fee'),
      wallet('钱包回到充值前', (r, v) => r.balance_cents - Number(v.walletBefore)),
      pay('再次支付', 'athlete', 'fee', 'balance'),
      {
        title: '机构订单列表',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/pay_order_list?keyword=${v.fee}`,
        capture: (r) => ({ feeId: r.list[0]?.id }),
        same: (r) => r.list.map((o: Result) => [o.status, o.kind, o.amount_cents, o.pay_channel, o.can_mark_paid, o.can_refund]),
      },
      { title: '其他机构的订单列表', as: 'org_youth', method: 'GET', url: '/api/admin/pay_order_list?institution_id=1' },
      {
        title: '机构订单详情',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/pay_order_info?id=${v.feeId}`,
        same: (r) => [r.status, r.kind, r.amount_cents, r.pay_channel, r.can_mark_paid, r.can_refund, r.status_history.map((h: Result) => [h.from_status, h.to_status])],
      },
      { title: '其他机构的订单详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/pay_order_info?id=${v.feeId}` },
      {
        title: '我的订单：已支付',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/orders?status=已支付&count=100',
        same: (r, v) => r.list.filter((o: { order_no: string }) => o.order_no === v.fee || o.order_no === v.topUp).map((o: { kind: string; pay_channel: string; amount_cents: number }) => [o.kind, o.pay_channel, o.amount_cents]),
      },
    ],
  },
];
