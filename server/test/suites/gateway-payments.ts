/**
 * The whole platform with PAYMENT_PROVIDER=gateway (docs/finance.md, "Payments"): its real WeChat Pay and Alipay
 * adapters talk HTTP to local fake gateways (test/payments/fake-gateways.ts) that check every signature, and the fakes'
 * signed notifications come in through the platform's own notify route. The money journey: the cashier's QR codes,
 * notifications (once, however often), a lost notification found by the cashier's polling, refunds paid back by the
 * refund job through each gateway, and an overpayment (an order paid twice) paid back on its own. There is no sandbox
 * in this mode. Ends with the ledger's invariants.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { ledgerTransactions, orders, payments, refunds } from '../../src/db/schema/index.js';
import { OVERPAYMENT_REASON } from '../../src/services/payments.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { createUser, firstMsg, institutions, json, login, setupGatewayApp, unique, type Client, type TestContext } from '../helpers.js';
import { type FakeGateways, startFakeGateways } from '../payments/fake-gateways.js';

type PayStart = { payment_no: string; status: string; qr_code: string; pay_url: string };
type Refund = { id: number; refund_no: string; status: string };

/** Waits for a condition the background jobs bring about (generous: a busy CI machine), polling, never a fixed sleep. */
async function eventually<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function gatewayPaymentsSuite(target: { name: string; baseUrl?: string }) {
  describe(`real gateways on ${target.name} (PAYMENT_PROVIDER=gateway): the money journey against local fake WeChat Pay and Alipay`, () => {
    let gateways: FakeGateways;
    let ctx: TestContext;
    let payer: Client;
    let owner: Client;
    let payerId = 0;
    let institutionId = 0;
    let seq = 0;
    const db = () => ctx.app.database.db;
    const key = () => ({ 'idempotency-key': randomUUID() });

    /** A 待支付 sign-up fee order of the payer for the test institution. */
    const newOrder = async (amountCents: number) => {
      seq += 1;
      const [row] = await db()
        .insert(orders)
        .values({
          orderNo: `G${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32),
          institutionId,
          userId: payerId,
          kind: 'sign_up',
          subject: unique('真实网关测试报名费'),
          amountCents,
          expiresAt: new Date(Date.now() + 30 * 60_000),
        })
        .returning();
      return row!;
    };
    const pay = async (orderNo: string, channel: 'wechat' | 'alipay') => {
      const res = await payer.post('/api/pay_order/pay', { order_no: orderNo, channel }, key());
      assert.equal(json(res).errno, 0, res.body);
      return json<PayStart>(res).result;
    };
    const notifyWechat = (n: { headers: Record<string, string>; body: string }) =>
      ctx.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: { ...n.headers, 'content-type': 'application/json' }, payload: n.body });
    const notifyAlipay = (body: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body });
    const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const refundRow = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;
    const transactions = async (orderId: number, kind: 'payment' | 'overpayment') =>
      (await db().select().from(ledgerTransactions).where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, kind)))).length;
    const refundDirectly = async (orderId: number, amountCents: number) => {
      const res = await owner.post('/api/admin/refund/create', { order_id: orderId, amount_cents: amountCents, reason: '赛事取消' }, key());
      assert.equal(json(res).errno, 0, res.body);
      return json<Refund>(res).result;
    };

    before(async () => {
      gateways = await startFakeGateways();
      ctx = await setupGatewayApp(gateways.env, target.baseUrl);
      const [inst] = await db().insert(institutions).values({ name: unique('真实网关测试机构'), institutionType: 1 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId }] });
      const p = await createUser(ctx.app, { isPerson: true });
      payerId = p.user.id;
      owner = await login(ctx.app, o.account, o.password);
      payer = await login(ctx.app, p.account, p.password);
    });

    after(async () => {
      try {
        assert.deepEqual(await ledgerProblemsOf(db()), []);
      } finally {
        await ctx?.close();
        await gateways?.stop();
      }
    });

    it('has no sandbox: neither its pay page, its confirmation nor its notifications exist', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/sandbox_gateway/payment?payment_no=P1' })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/sandbox_gateway/confirm', payload: { payment_no: 'P1', action: 'pay' } })).statusCode, 404);
      const forged = await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload: '{"event":"payment"}' });
      assert.equal(forged.statusCode, 404);
      assert.equal(ctx.app.gateways.named('sandbox'), undefined);
    });

    it('WeChat Pay: the cashier shows its QR code; its signed notification pays the order once; a refund is paid back by the refund job and completed by its notification', async () => {
      const order = await newOrder(12_800);
      const start = await pay(order.orderNo, 'wechat');
      assert.equal(start.status, 'pending');
      assert.match(start.qr_code, /^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      assert.equal(gateways.wechat.orders.get(start.payment_no)?.total, 12_800, 'the gateway was asked for the order\'s own amount');

      const paid = gateways.wechat.pay(start.payment_no);
      for (let i = 0; i < 3; i += 1) assert.equal((await notifyWechat(paid)).statusCode, 200);
      assert.equal((await orderRow(order.id)).status, '已支付');
      assert.equal((await orderRow(order.id)).payChannel, 'wechat');
      assert.equal(await transactions(order.id, 'payment'), 1);
      const forger = gateways.wechat.pay(start.payment_no, { apiV3Key: randomUUID().replace(/-/g, '') });
      assert.equal((await notifyWechat(forger)).statusCode, 500, 'what cannot be decrypted is not acknowledged');

      const refund = await refundDirectly(order.id, 12_800);
      assert.equal(refund.status, 'processing');
      // the refund job asks WeChat Pay with our refund number; WeChat Pay answers PROCESSING, then notifies
      await eventually('the refund job to ask WeChat Pay', async () => gateways.wechat.refunds.get(refund.refund_no));
      assert.equal((await notifyWechat(gateways.wechat.settleRefund(refund.refund_no))).statusCode, 200);
      assert.equal((await refundRow(refund.id)).status, 'succeeded');
      assert.equal((await orderRow(order.id)).status, '已退款');
    });

    it('WeChat Pay: a lost notification is found by the cashier\'s polling, which asks the gateway', async () => {
      const order = await newOrder(4_200);
      const start = await pay(order.orderNo, 'wechat');
      gateways.wechat.pay(start.payment_no); // paid at the gateway; its notification never arrives
      await db().update(payments).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(payments.paymentNo, start.payment_no));
      const status = json<{ status: string }>(await payer.get(`/api/pay_order/statues?order_no=${order.orderNo}`)).result.status;
      assert.equal(status, '已支付');
      assert.equal(await transactions(order.id, 'payment'), 1);
    });

    it('Alipay: the cashier shows its QR code; its signed notification pays the order; a refund is paid back by the refund job at once', async () => {
      const order = await newOrder(9_900);
      const start = await pay(order.orderNo, 'alipay');
      assert.match(start.qr_code, /^https:\/\/qr\.alipay\.com\//);
      const notice = gateways.alipay.pay(start.payment_no);
      assert.equal((await notifyAlipay(notice)).body, 'success');
      assert.equal((await notifyAlipay(notice)).body, 'success', 'the same notification again is acknowledged and changes nothing');
      assert.equal((await notifyAlipay(notice.replace('total_amount=99.00', 'total_amount=0.01'))).body, 'fail', 'a tampered body is refused');
      assert.equal((await orderRow(order.id)).status, '已支付');
      assert.equal(await transactions(order.id, 'payment'), 1);

      const refund = await refundDirectly(order.id, 3_000);
      await eventually('the refund job to pay it back through Alipay', async () => (await refundRow(refund.id)).status === 'succeeded');
      assert.equal(gateways.alipay.refunded(start.payment_no), 3_000);
      const row = await orderRow(order.id);
      assert.deepEqual([row.status, row.refundedCents], ['已支付', 3_000]);
      assert.equal(firstMsg(await owner.post('/api/admin/refund/create', { order_id: order.id, amount_cents: 7_000, reason: '超额' }, key())), '退款金额不能超过可退金额（69.00元）');
    });

    it('an order paid twice (WeChat Pay and Alipay): the second payment is paid back on its own by the refund job', async () => {
      const order = await newOrder(5_000);
      const first = await pay(order.orderNo, 'wechat');
      const second = await pay(order.orderNo, 'alipay');
      const wechatPaid = gateways.wechat.pay(first.payment_no);
      const alipayPaid = gateways.alipay.pay(second.payment_no);
      assert.equal((await notifyWechat(wechatPaid)).statusCode, 200);
      assert.equal((await notifyAlipay(alipayPaid)).body, 'success', 'the overpayment is acknowledged: the gateway must stop sending it');
      assert.equal((await orderRow(order.id)).status, '已支付');
      assert.equal(await transactions(order.id, 'payment'), 1);
      assert.equal(await transactions(order.id, 'overpayment'), 1);

      const [payback] = await db().select().from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.initiator, 'overpayment')));
      assert.equal(payback!.reason, OVERPAYMENT_REASON);
      await eventually('the overpayment to be paid back through Alipay', async () => (await refundRow(payback!.id)).status === 'succeeded');
      assert.equal(gateways.alipay.refunded(second.payment_no), 5_000, 'the second payment went back whole');
      assert.equal(gateways.wechat.refunds.size > 0 && [...gateways.wechat.refunds.values()].some((r) => r.out_trade_no === first.payment_no), false, 'the first stays paid');
      const row = await orderRow(order.id);
      assert.deepEqual([row.status, row.refundedCents], ['已支付', 0]);
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });
  });
}
