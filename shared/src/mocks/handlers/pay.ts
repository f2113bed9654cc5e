/**
 * Mocks of the payer's payment routes (server: server/src/routes/finance/pay.ts, sandbox-gateway.ts and
 * services/payments.ts): 我的订单, the cashier's order status, starting a payment (Idempotency-Key), and the sandbox
 * gateway's pay page. Data plus the rules of shared/rules/finance (channels, refusals, ledger entries); the input
 * checks are the routes' schemas (../route.ts).
 *
 * The flow as on the server: 账户余额 pays at once from the payer's wallet (a ledger transaction; 余额不足 when the
 * wallet does not cover it); WeChat Pay and Alipay open a pending payment at the sandbox gateway, whose pay page
 * (/pay/sandbox/<payment_no>) pays or cancels it. Where the server's sandbox then notifies the platform by a signed
 * asynchronous notification, the mock applies the gateway's answer at once. Unpaid orders past their time close when
 * next read, as the server's job closes them.
 */
import { paymentEntries, heldCents, overpaymentEntries, payerWallet } from '../../rules/finance/accounts';
import { isPayerOf, payRefusal, walletRefusal, type Payer } from '../../rules/finance/cashier';
import { balancesOf } from '../../rules/finance/ledger';
import {
  channelsFor,
  ORDER_PAY_MINUTES_DEFAULT,
  PAY_CHANNEL_LABEL,
  PAY_MSG,
  type PayChannel,
} from '../../rules/finance/payments';
import { institutionIdsOf, mockDb } from '../db';
import { notFound, refused } from '../envelope';
import { kindOf, listPage, newNumber, nextId, refundedOf } from '../finance-kit';
import type { MockOrder } from '../fixtures/orders';
import { paymentRow, type MockPayment } from '../fixtures/payments';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee } from './guard';

/** The sandbox gateway's merchant name (what the payer's phone shows as 收款方). */
const SANDBOX_MERCHANT = '赛事运营平台';

const parties = (o: MockOrder) => ({ kind: kindOf(o), amountCents: o.amount_cents, institutionId: o.institution_id, userId: o.user_id });

/** The user as the cashier's rules see them (the server's access/finance.ts payerOf): the institutions they manage. */
export const payerOfUser = (user: MockUser): Payer => ({
  userId: user.profile.id,
  isPlatformAdmin: user.isPlatformAdmin,
  isPerson: user.isPerson,
  manages: (institutionId) => institutionIdsOf(user).includes(institutionId),
});

/** Who pays an order (shared/rules isPayerOf): its user, and for an order the institution pays any of its managers. */
const isPayer = (user: MockUser, o: MockOrder) => isPayerOf(payerOfUser(user), { kind: kindOf(o), userId: o.user_id, institutionId: o.institution_id });

/** What the payer's wallet holds now (the sum of its ledger entries). */
const walletCents = (o: MockOrder) => heldCents(balancesOf(mockDb.ledger).get(payerWallet(parties(o))) ?? 0);

/** Unpaid orders past their time close (the server's job), with their pending payments. */
function closeExpired(now = Date.now()) {
  for (const o of mockDb.orders) {
    if (o.status !== '待支付' || !o.expires_at || Date.parse(o.expires_at) > now) continue;
    o.status = '已关闭';
    o.status_history.push({ id: nextId(o.status_history), from_status: '待支付', to_status: '已关闭', note: '超时未支付，系统自动关闭', created_at: new Date(now).toISOString() });
    for (const p of mockDb.payments) if (p.order_id === o.id && p.status === 'pending') p.status = 'closed';
  }
}

/** The order becomes 已支付 through the payment: one ledger transaction, the status history. */
function markPaid(o: MockOrder, p: MockPayment, at: string) {
  mockDb.ledger.push({ key: `payment:${p.payment_no}`, kind: 'payment', entries: paymentEntries(parties(o), p.channel), memo: `${PAY_CHANNEL_LABEL[p.channel]} ${o.subject}`, at, order_no: o.order_no });
  o.status = '已支付';
  o.pay_channel = p.channel;
  o.paid_at = at;
  const trade = p.trade_no ? `，交易号 ${p.trade_no}` : '';
  o.status_history.push({ id: nextId(o.status_history), from_status: '待支付', to_status: '已支付', note: `${PAY_CHANNEL_LABEL[p.channel]}支付成功（支付单 ${p.payment_no}${trade}）`, created_at: at });
  // a paid booking order confirms its holds (the server's payment hook, services/booking-payments.ts)
  for (const b of mockDb.venueBooking.bookings) if (b.orderId === o.id && b.kind === 'hold' && b.status === 'active') b.kind = 'booking';
}

/**
 * What the gateway says about a payment, applied once (the server's applyFacts): a success pays a 待支付 order; one for
 * an order that no longer takes it is owed back (an overpayment); a close ends the payment.
 */
function applyGatewayAnswer(p: MockPayment, status: 'succeeded' | 'closed', at: string) {
  if (status === 'closed') {
    p.status = 'closed';
    return;
  }
  p.status = 'succeeded';
  p.paid_at = at;
  p.trade_no = `SB${Date.parse(at)}${p.payment_no.slice(-8)}`;
  const o = mockDb.orders.find((x) => x.id === p.order_id)!;
  if (o.status === '待支付' && o.amount_cents === p.amount_cents) {
    markPaid(o, p, at);
    return;
  }
  mockDb.ledger.push({ key: `overpayment:${p.payment_no}`, kind: 'overpayment', entries: overpaymentEntries(p.amount_cents), memo: '订单已不接受付款，款项待退回', at, order_no: o.order_no });
  o.status_history.push({
    id: nextId(o.status_history),
    from_status: o.status,
    to_status: o.status,
    note: `${PAY_CHANNEL_LABEL[p.channel]}支付单 ${p.payment_no} 在订单${o.status}后付款成功，款项待原路退回`,
    created_at: at,
  });
}

function payerOrderDto(o: MockOrder) {
  const { id, order_no, subject, institution_name, amount_cents, status, pay_channel, created_at, paid_at } = o;
  return { id, order_no, kind: kindOf(o), subject, institution_name, amount_cents, refunded_cents: refundedOf(o), status, pay_channel, created_at, paid_at, expires_at: o.expires_at ?? null };
}

/** Starts paying an order (the server's payments.pay): refusals in the server's order. */
function pay(user: MockUser, orderNo: string, channel: PayChannel) {
  const o = mockDb.orders.find((x) => x.order_no === orderNo);
  if (!o || !isPayer(user, o)) return refuse(notFound());
  const now = new Date();
  const problem = payRefusal({ status: o.status, kind: kindOf(o), amountCents: o.amount_cents, expiresAt: o.expires_at ?? null }, channel, now);
  if (problem) return refuse(refused(problem));
  const payment_no = newNumber('P', now);
  const at = now.toISOString();
  const expires_at = o.expires_at ?? new Date(now.getTime() + ORDER_PAY_MINUTES_DEFAULT * 60_000).toISOString();
  const payment = paymentRow({ payment_no, order_id: o.id, channel, amount_cents: o.amount_cents, payer_id: user.profile.id, created_at: at, expires_at });
  if (channel === 'balance') {
    const short = walletRefusal(walletCents(o), o.amount_cents);
    if (short) return refuse(refused(short));
    Object.assign(payment, { status: 'succeeded', paid_at: at });
    mockDb.payments.push(payment);
    markPaid(o, payment, at);
    return { payment_no, channel, amount_cents: o.amount_cents, status: 'succeeded' as const, pay_url: '', qr_code: '' };
  }
  // the sandbox gateway: a pending payment on its pay page, no QR code of its own
  mockDb.payments.push(payment);
  return { payment_no, channel, amount_cents: o.amount_cents, status: 'pending' as const, pay_url: payment.pay_url, qr_code: '' };
}

function gatewayPayment(paymentNo: string) {
  return mockDb.payments.find((p) => p.payment_no === paymentNo && p.channel !== 'balance');
}

/** A payment as the sandbox gateway knows it: pending, paid, or ended (closed). */
const sandboxStatus = (p: MockPayment) => (p.status === 'pending' || p.status === 'succeeded' ? p.status : ('closed' as const));

export const payHandlers = [
  mock.get('/user/orders', ({ user, query, url }) => {
    closeExpired();
    const mine = mockDb.orders.filter((o) => o.user_id === user.profile.id);
    return listPage(mine, url, { status: { wanted: query.status, of: (o) => o.status } }, payerOrderDto);
  }),

  mock.get('/pay_order/statues', ({ user, query }) => {
    closeExpired();
    const o = mockDb.orders.find((x) => x.order_no === query.order_no);
    if (!o || !(isPayer(user, o) || canSee(user, o.institution_id))) return refuse(notFound());
    const payer = isPayer(user, o);
    const kind = kindOf(o);
    return {
      order_no: o.order_no,
      kind,
      subject: o.subject,
      payee_name: kind === 'live_package' || kind === 'top_up' ? SANDBOX_MERCHANT : o.institution_name,
      amount_cents: o.amount_cents,
      status: o.status,
      pay_channel: o.pay_channel,
      paid_at: o.paid_at,
      expires_at: o.expires_at ?? null,
      channels: payer && o.status === '待支付' ? channelsFor(kind) : [],
      wallet_balance_cents: payer ? walletCents(o) : 0,
    };
  }),

  mock.post('/pay_order/pay', ({ user, request, headers, body }) => {
    closeExpired();
    return idempotent({ user, request, headers, body }, () => pay(user, body.order_no, body.channel));
  }),

  mock.public.get('/sandbox_gateway/payment', ({ query }) => {
    closeExpired();
    const p = gatewayPayment(query.payment_no);
    if (!p) return refuse(refused(PAY_MSG.paymentMissing));
    const channel = p.channel === 'alipay' ? ('alipay' as const) : ('wechat' as const);
    return {
      payment_no: p.payment_no,
      channel,
      channel_name: PAY_CHANNEL_LABEL[channel],
      merchant: SANDBOX_MERCHANT,
      subject: mockDb.orders.find((o) => o.id === p.order_id)?.subject ?? '',
      amount_cents: p.amount_cents,
      status: sandboxStatus(p),
      expires_at: p.expires_at,
    };
  }),

  mock.public.post('/sandbox_gateway/confirm', ({ body }) => {
    closeExpired();
    const p = gatewayPayment(body.payment_no);
    if (!p) return refuse(refused(PAY_MSG.paymentMissing));
    if (p.status === 'pending') {
      const now = Date.now();
      const paid = body.action === 'pay' && Date.parse(p.expires_at) > now;
      applyGatewayAnswer(p, paid ? 'succeeded' : 'closed', new Date(now).toISOString());
    }
    return { status: sandboxStatus(p) };
  }, { csrf: false }),
];
