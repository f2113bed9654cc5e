/**
 * Payments (docs/finance.md): the cashier's status, paying with the wallet and through the sandbox gateway, the
 * signed notifications (forged, stale, wrong amount, unknown, delivered 30 times), Idempotency-Key, unpaid orders
 * closing on time, tenancy. Ends with the ledger's invariants (ledger:check) on the whole database.
 */
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { heldCents, LEDGER_ACCOUNT, PAY_MSG } from 'shared/rules';
import { installationSecrets, ledgerTransactions, orders, orderStatusHistory, payments, refunds } from '../../src/db/schema/index.js';
import { installationSecret } from '../../src/payments/index.js';
import { OVERPAYMENT_REASON } from '../../src/services/payments.js';
import { deliverSandboxNotification, SANDBOX_NOTIFY_PATH, signedNotification } from '../../src/payments/sandbox.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { balanceOf } from '../../src/repositories/ledger.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type PayStart = { payment_no: string; channel: string; amount_cents: number; status: string; pay_url: string; qr_code: string };
type Status = { order_no: string; status: string; amount_cents: number; channels: string[]; wallet_balance_cents: number; pay_channel: string; payee_name: string };

export function paymentsSuite(ctx: TestContext) {
  describe('payments (支付)', () => {
    let payer: Client;
    let stranger: Client;
    let payerId = 0;
    let institutionId = 0;
    const db = () => ctx.app.database.db;
    let seq = 0;

    /** A 待支付 order of the payer, for the test institution (a sign-up fee unless `kind` says otherwise). */
    const newOrder = async (amountCents: number, values: Partial<typeof orders.$inferInsert> = {}) => {
      seq += 1;
      const [row] = await db()
        .insert(orders)
        .values({
          orderNo: `T${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32),
          institutionId,
          userId: payerId,
          kind: 'sign_up',
          subject: unique('支付测试订单'),
          amountCents,
          expiresAt: new Date(Date.now() + 30 * 60_000),
          ...values,
        })
        .returning();
      return row!;
    };
    const pay = (as: Client, orderNo: string, channel: string, key: string = randomUUID()) =>
      as.post('/api/pay_order/pay', { order_no: orderNo, channel }, { 'idempotency-key': key });
    const started = (res: Awaited<ReturnType<Client['post']>>) => {
      assert.equal(json(res).errno, 0, res.body);
      return json<PayStart>(res).result;
    };
    const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const paymentTransactions = async (orderId: number) =>
      (await db().select({ n: count() }).from(ledgerTransactions).where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, 'payment'))))[0]!.n;
    const notify = (body: string, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: body, headers });
    const secret = () => ctx.app.gateways.sandboxSecret!;
    const sandboxPaid = (paymentNo: string, amountCents: number, tradeNo = `SB${paymentNo}`) =>
      signedNotification(secret(), { event: 'payment', payment_no: paymentNo, trade_no: tradeNo, amount_cents: amountCents, status: 'succeeded', paid_at: new Date().toISOString() });
    const wallet = async () => heldCents(await balanceOf(db(), LEDGER_ACCOUNT.userWallet(payerId)));

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('收款测试机构'), institutionType: 1 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      const p = await createUser(ctx.app, { isPerson: true });
      const s = await createUser(ctx.app, { isPerson: true });
      payerId = p.user.id;
      payer = await login(ctx.app, p.account, p.password);
      stranger = await login(ctx.app, s.account, s.password);
    });

    after(async () => {
      // every finance suite ends with the ledger's invariants on the whole database
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('signs the sandbox with a random key made once per installation and kept in the database, never derived', async () => {
      const [row] = await db().select().from(installationSecrets).where(eq(installationSecrets.name, 'sandbox_pay_secret'));
      assert.match(row!.value, /^[0-9a-f]{64}$/);
      assert.equal(secret(), row!.value);
      assert.equal(await installationSecret(db(), 'sandbox_pay_secret'), row!.value, 'a second node reads the same key');
      const forged = signedNotification(createHash('sha256').update(`saishi-sandbox:${ctx.app.config.databaseUrl || ctx.app.config.dataDir}`).digest('hex'), {
        event: 'payment',
        payment_no: 'P0',
        trade_no: 'T0',
        amount_cents: 1,
        status: 'succeeded',
        paid_at: null,
      });
      assert.equal((await notify(forged.body, forged.headers)).statusCode, 400, 'the old derived key signs nothing');
    });

    it('shows the cashier its order, the channels and the wallet; hides it from anyone else', async () => {
      const order = await newOrder(8800);
      const res = await payer.get(`/api/pay_order/statues?order_no=${order.orderNo}`);
      const status = json<Status>(res).result;
      assert.equal(status.status, '待支付');
      assert.equal(status.amount_cents, 8800);
      assert.deepEqual(status.channels, ['wechat', 'alipay', 'balance']);
      assert.equal(status.wallet_balance_cents, 0);
      assert.equal((await stranger.get(`/api/pay_order/statues?order_no=${order.orderNo}`)).statusCode, 404);
      assert.equal((await pay(stranger, order.orderNo, 'wechat')).statusCode, 404);
      const mine = json<{ list: { order_no: string }[] }>(await payer.get('/api/user/orders?count=100')).result.list;
      assert.ok(mine.some((o) => o.order_no === order.orderNo));
      const theirs = json<{ list: { order_no: string }[] }>(await stranger.get('/api/user/orders?count=100')).result.list;
      assert.ok(!theirs.some((o) => o.order_no === order.orderNo));
    });

    it('refuses the wallet when it cannot cover the order (余额不足) and changes nothing', async () => {
      const order = await newOrder(5000);
      const res = await pay(payer, order.orderNo, 'balance');
      assert.equal(firstMsg(res), PAY_MSG.balanceInsufficient);
      assert.equal((await orderRow(order.id)).status, '待支付');
      assert.equal(await paymentTransactions(order.id), 0);
      assert.equal((await db().select({ n: count() }).from(payments).where(eq(payments.orderId, order.id)))[0]!.n, 0);
    });

    it('tops up through the sandbox gateway: pay page, confirm, signed notification, then pays an order from the wallet', async () => {
      const topUp = await newOrder(20000, { kind: 'top_up', subject: '账户充值' });
      const statusBefore = json<Status>(await payer.get(`/api/pay_order/statues?order_no=${topUp.orderNo}`)).result;
      assert.deepEqual(statusBefore.channels, ['wechat', 'alipay'], 'a top-up is never paid from the wallet it fills');
      assert.equal(firstMsg(await pay(payer, topUp.orderNo, 'balance')), PAY_MSG.channelUnavailable);

      const start = started(await pay(payer, topUp.orderNo, 'wechat'));
      assert.equal(start.status, 'pending');
      assert.equal(start.amount_cents, 20000);
      assert.equal(start.pay_url, `/pay/sandbox/${start.payment_no}`);
      const page = json<{ status: string; amount_cents: number; channel_name: string }>(
        await ctx.app.inject({ method: 'GET', url: `/api/sandbox_gateway/payment?payment_no=${start.payment_no}` }),
      ).result;
      assert.deepEqual([page.status, page.amount_cents, page.channel_name], ['pending', 20000, '微信支付']);

      const confirm = await ctx.app.inject({ method: 'POST', url: '/api/sandbox_gateway/confirm', payload: { payment_no: start.payment_no, action: 'pay' } });
      assert.equal(json<{ status: string }>(confirm).result.status, 'succeeded', confirm.body);
      // the sandbox's notification (its job queue sends the same one; whichever comes first pays, the other changes nothing)
      await deliverSandboxNotification(ctx.app, start.payment_no);
      const paid = await orderRow(topUp.id);
      assert.equal(paid.status, '已支付');
      assert.equal(paid.payChannel, 'wechat');
      assert.equal(await wallet(), 20000);

      const fee = await newOrder(8800);
      const byWallet = started(await pay(payer, fee.orderNo, 'balance'));
      assert.equal(byWallet.status, 'succeeded');
      assert.equal((await orderRow(fee.id)).status, '已支付');
      assert.equal(await wallet(), 11200);
      assert.equal(heldCents(await balanceOf(db(), LEDGER_ACCOUNT.pending(institutionId))) >= 8800, true);
      assert.equal(firstMsg(await pay(payer, fee.orderNo, 'balance')), PAY_MSG.orderPaid);
      const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, fee.id));
      assert.ok(history.some((h) => h.toStatus === '已支付' && h.note.startsWith('账户余额支付成功')));
    });

    it('answers the same Idempotency-Key with the first answer, refuses it for another request, requires one', async () => {
      const order = await newOrder(3000);
      const key = randomUUID();
      const first = started(await pay(payer, order.orderNo, 'alipay', key));
      const again = started(await pay(payer, order.orderNo, 'alipay', key));
      assert.equal(again.payment_no, first.payment_no);
      assert.equal((await db().select({ n: count() }).from(payments).where(eq(payments.orderId, order.id)))[0]!.n, 1);
      assert.equal(firstMsg(await pay(payer, order.orderNo, 'wechat', key)), PAY_MSG.idempotencyKeyReused);
      const missing = await payer.post('/api/pay_order/pay', { order_no: order.orderNo, channel: 'wechat' });
      assert.equal(json(missing).errno, 42200);
      assert.equal(firstMsg(missing), PAY_MSG.idempotencyKeyMissing);
      assert.equal(firstMsg(await pay(payer, order.orderNo, 'wechat', 'bad key!')), PAY_MSG.idempotencyKeyInvalid);

      // twenty at once with one key: one payment
      const burst = await newOrder(3100);
      const burstKey = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(payer, burst.orderNo, 'wechat', burstKey)));
      const numbers = new Set(answers.filter((r) => json(r).errno === 0).map((r) => json<PayStart>(r).result.payment_no));
      assert.equal(numbers.size, 1);
      for (const r of answers) if (json(r).errno !== 0) assert.equal(firstMsg(r), PAY_MSG.idempotencyInFlight);
      assert.equal((await db().select({ n: count() }).from(payments).where(eq(payments.orderId, burst.id)))[0]!.n, 1);
    });

    it('refuses forged, stale, wrongly priced and unknown notifications, changing nothing', async () => {
      const order = await newOrder(4200);
      const start = started(await pay(payer, order.orderNo, 'wechat'));
      const genuine = sandboxPaid(start.payment_no, 4200);

      const forged = await notify(genuine.body.replace('4200', '1'), genuine.headers);
      assert.equal(forged.statusCode, 400);
      assert.equal(JSON.parse(forged.body).message, PAY_MSG.notifySignature);
      const wrongKey = signedNotification('not-the-secret', JSON.parse(genuine.body));
      assert.equal(JSON.parse((await notify(wrongKey.body, wrongKey.headers)).body).message, PAY_MSG.notifySignature);
      const stale = signedNotification(secret(), JSON.parse(genuine.body), new Date(Date.now() - 10 * 60_000));
      assert.equal(JSON.parse((await notify(stale.body, stale.headers)).body).message, PAY_MSG.notifyStale);
      const cheap = sandboxPaid(start.payment_no, 1);
      assert.equal(JSON.parse((await notify(cheap.body, cheap.headers)).body).message, PAY_MSG.notifyAmount);
      const unknown = sandboxPaid('P000000000000000000000000000', 4200);
      assert.equal(JSON.parse((await notify(unknown.body, unknown.headers)).body).message, PAY_MSG.paymentMissing);
      assert.equal((await orderRow(order.id)).status, '待支付');
      assert.equal(await paymentTransactions(order.id), 0);
    });

    it('pays once for one notification delivered 30 times (10 in sequence, 20 at once)', async () => {
      const order = await newOrder(6600);
      const start = started(await pay(payer, order.orderNo, 'alipay'));
      const replies: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const n = sandboxPaid(start.payment_no, 6600, 'SB-ONE-TRADE');
        replies.push((await notify(n.body, n.headers)).statusCode);
      }
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => {
          const n = sandboxPaid(start.payment_no, 6600, 'SB-ONE-TRADE');
          return notify(n.body, n.headers);
        }),
      );
      replies.push(...burst.map((r) => r.statusCode));
      assert.deepEqual(new Set(replies), new Set([200]), 'every delivery is acknowledged');
      assert.equal(await paymentTransactions(order.id), 1);
      const history = await db().select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, '已支付')));
      assert.equal(history.length, 1);
      assert.equal((await orderRow(order.id)).status, '已支付');
    });

    it('closes unpaid orders when their time is up; a payment arriving later is owed back, not taken', async () => {
      const order = await newOrder(7700);
      const start = started(await pay(payer, order.orderNo, 'wechat'));
      await db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
      assert.ok((await ctx.app.payments.closeExpired()) >= 1);
      assert.equal((await orderRow(order.id)).status, '已关闭');
      assert.equal((await db().select().from(payments).where(eq(payments.paymentNo, start.payment_no)))[0]!.status, 'closed');
      assert.equal(firstMsg(await pay(payer, order.orderNo, 'wechat')), PAY_MSG.orderClosed);
      const late = sandboxPaid(start.payment_no, 7700);
      // the gateway closed it too, but a real gateway may still have taken the money: it is owed back
      assert.equal((await notify(late.body, late.headers)).statusCode, 200);
      assert.equal((await orderRow(order.id)).status, '已关闭');
      assert.equal(await paymentTransactions(order.id), 0);
      const owed = await db().select().from(ledgerTransactions).where(and(eq(ledgerTransactions.orderId, order.id), eq(ledgerTransactions.kind, 'overpayment')));
      assert.equal(owed.length, 1);
      // and paid back on its own: a refund of that payment, worked by the refund job (once, however often it runs)
      const [payback] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
      assert.deepEqual([payback!.initiator, payback!.amountCents, payback!.reason], ['overpayment', 7700, OVERPAYMENT_REASON]);
      await ctx.app.refunds.payBack(payback!.id);
      await ctx.app.refunds.payBack(payback!.id);
      const [done] = await db().select().from(refunds).where(eq(refunds.id, payback!.id));
      assert.equal(done!.status, 'succeeded');
      const payouts = await db().select().from(ledgerTransactions).where(and(eq(ledgerTransactions.refundId, payback!.id), eq(ledgerTransactions.kind, 'refund_payout')));
      assert.equal(payouts.length, 1);
      assert.equal((await orderRow(order.id)).refundedCents, 0, 'not one of the order\'s refunds');
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('asks the gateway about a late payment only for whoever may see the order (the cashier polling a stranger\'s order asks nothing)', async () => {
      const order = await newOrder(3300);
      const start = started(await pay(payer, order.orderNo, 'wechat'));
      // a payment that has waited long enough to be asked about
      await db().update(payments).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(payments.paymentNo, start.payment_no));
      const sandbox = ctx.app.gateways.named('sandbox')!;
      const asked: string[] = [];
      const original = sandbox.queryPayment;
      sandbox.queryPayment = async (paymentNo, channel) => {
        asked.push(paymentNo);
        return original.call(sandbox, paymentNo, channel);
      };
      try {
        assert.equal((await stranger.get(`/api/pay_order/statues?order_no=${order.orderNo}`)).statusCode, 404);
        assert.deepEqual(asked, [], 'nothing asked for a stranger');
        assert.equal(json<Status>(await payer.get(`/api/pay_order/statues?order_no=${order.orderNo}`)).result.status, '待支付');
        assert.deepEqual(asked, [start.payment_no], 'the payer\'s polling asks about the late payment');
      } finally {
        sandbox.queryPayment = original;
      }
    });
  });
}
