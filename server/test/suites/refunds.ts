/**
 * Refunds and settlement (docs/finance.md): the payer's request within the competition's policy, review by the
 * institution (reject with a reason, approve → wallet at once or the gateway through the refund job), refunds the
 * institution starts, 20 concurrent requests on one order, settlement after the end with the platform fee, a refund
 * after settlement, the settlement summary, tenancy. Ends with the ledger's invariants.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { feeCents, heldCents, LEDGER_ACCOUNT, REFUND_MSG, REFUND_REQUEST_MSG } from 'shared/rules';
import { competitions, ledgerTransactions, orders, refunds } from '../../src/db/schema/index.js';
import { SANDBOX_NOTIFY_PATH, signedNotification } from '../../src/payments/sandbox.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { JOB } from '../../src/services/job-queues.js';
import { balanceOf } from '../../src/repositories/ledger.js';
import { STALLED_REFUND_MS } from '../../src/services/refunds.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Refund = { id: number; status: string; amount_cents: number; order_status: string; order_refunded_cents: number; can_review: number; initiator: string };
type Preview = { refundable_cents: number; paid_cents: number; refunded_cents: number; policy_text: string; open_refund: number };

export function refundsSuite(ctx: TestContext) {
  describe('refunds and settlement (退款与结算)', () => {
    let payer: Client;
    let owner: Client;
    let stranger: Client;
    let admin: Client;
    let payerId = 0;
    let institutionId = 0;
    let seq = 0;
    const db = () => ctx.app.database.db;
    const key = () => ({ 'idempotency-key': randomUUID() });

    /** An approved competition of the institution, starting and ending at the given moments. */
    const competition = async (startAt: Date, endAt: Date) => {
      const res = await owner.post('/api/competition', {
        institution_id: institutionId,
        c_type: 1,
        name: unique('退款测试赛'),
        sport: '田径',
        start_at: startAt.toISOString(),
        end_at: endAt.toISOString(),
        location: '测试体育场',
      });
      const id = json<{ id: number }>(res).result.id;
      assert.ok(id, res.body);
      await db().update(competitions).set({ status: 'approved', startAt, endAt }).where(eq(competitions.id, id));
      return id;
    };

    /** A sign-up fee order of the payer, paid through the sandbox gateway (WeChat Pay) or the wallet. */
    const paidOrder = async (amountCents: number, competitionId: number, channel: 'wechat' | 'balance' = 'wechat') => {
      seq += 1;
      const [order] = await db()
        .insert(orders)
        .values({
          orderNo: `RT${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32),
          institutionId,
          userId: payerId,
          competitionId,
          kind: 'sign_up',
          subject: unique('退款测试报名费'),
          amountCents,
          expiresAt: new Date(Date.now() + 30 * 60_000),
        })
        .returning();
      if (channel === 'balance') {
        const topUp = await db()
          .insert(orders)
          .values({ orderNo: `RC${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32), institutionId, userId: payerId, kind: 'top_up', subject: '账户充值', amountCents, expiresAt: new Date(Date.now() + 60_000) })
          .returning();
        await payThroughSandbox(topUp[0]!.orderNo, amountCents);
        const res = await payer.post('/api/pay_order/pay', { order_no: order!.orderNo, channel: 'balance' }, key());
        assert.equal(json(res).errno, 0, res.body);
      } else {
        await payThroughSandbox(order!.orderNo, amountCents);
      }
      return order!;
    };
    const payThroughSandbox = async (orderNo: string, amountCents: number, as: Client = payer) => {
      const start = await as.post('/api/pay_order/pay', { order_no: orderNo, channel: 'wechat' }, key());
      const paymentNo = json<{ payment_no: string }>(start).result.payment_no;
      const n = signedNotification(ctx.app.gateways.sandboxSecret!, { event: 'payment', payment_no: paymentNo, trade_no: `T${paymentNo}`, amount_cents: amountCents, status: 'succeeded', paid_at: new Date().toISOString() });
      const res = await ctx.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
      assert.equal(res.statusCode, 200, res.body);
    };
    const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const apply = (orderNo: string, amountCents: number, reason = '行程冲突') => payer.post('/api/refund/apply', { order_no: orderNo, amount_cents: amountCents, reason }, key());
    const check = (as: Client, id: number, action: 'approve' | 'reject', reason = '同意') => as.post('/api/admin/refund/check', { id, action, reason }, key());
    const refundOf = (res: Awaited<ReturnType<Client['post']>>) => {
      assert.equal(json(res).errno, 0, res.body);
      return json<Refund>(res).result;
    };
    const held = async (code: string) => heldCents(await balanceOf(db(), code));

    before(async () => {
      const [a, b] = await db()
        .insert(institutions)
        .values([
          { name: unique('退款测试机构'), institutionType: 1 },
          { name: unique('退款另一机构'), institutionType: 1 },
        ])
        .returning({ id: institutions.id });
      institutionId = a!.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: a!.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b!.id }] });
      const p = await createUser(ctx.app, { isPerson: true });
      payerId = p.user.id;
      owner = await login(ctx.app, o.account, o.password);
      stranger = await login(ctx.app, x.account, x.password);
      payer = await login(ctx.app, p.account, p.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    after(async () => {
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('lets the payer ask within the policy; the institution rejects with a reason, then approves to the wallet at once', async () => {
      const future = await competition(new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 11 * 86_400_000));
      const order = await paidOrder(5000, future, 'balance');
      const preview = json<Preview>(await payer.get(`/api/refund/preview?order_no=${order.orderNo}`)).result;
      assert.equal(preview.refundable_cents, 5000);
      assert.match(preview.policy_text, /前可全额退款/);
      assert.equal((await stranger.get(`/api/refund/preview?order_no=${order.orderNo}`)).statusCode, 404);

      assert.equal(firstMsg(await apply(order.orderNo, 5001)), REFUND_MSG.overRefundable(5000));
      const asked = refundOf(await apply(order.orderNo, 5000));
      assert.equal(asked.status, 'pending');
      assert.equal(firstMsg(await apply(order.orderNo, 100)), REFUND_REQUEST_MSG.alreadyOpen);
      const listed = json<{ list: Refund[] }>(await owner.get('/api/admin/refund_list?status=pending&count=100')).result.list;
      assert.equal(listed.find((r) => r.id === asked.id)?.can_review, 1);
      assert.ok(!json<{ list: Refund[] }>(await stranger.get('/api/admin/refund_list?count=100')).result.list.some((r) => r.id === asked.id));
      assert.equal((await check(stranger, asked.id, 'approve')).statusCode, 404);

      assert.equal(firstMsg(await check(owner, asked.id, 'reject', ' ')), '请填写驳回原因');
      assert.equal(refundOf(await check(owner, asked.id, 'reject', '比赛已开始分组，不予退款')).status, 'rejected');
      assert.equal(firstMsg(await check(owner, asked.id, 'approve')), REFUND_REQUEST_MSG.notPending);

      const again = refundOf(await apply(order.orderNo, 2000));
      const walletBefore = await held(LEDGER_ACCOUNT.userWallet(payerId));
      const approved = refundOf(await check(owner, again.id, 'approve', '同意部分退款'));
      assert.equal(approved.status, 'succeeded', 'a wallet payment is refunded at once');
      assert.equal(await held(LEDGER_ACCOUNT.userWallet(payerId)), walletBefore + 2000);
      const after1 = await orderRow(order.id);
      assert.deepEqual([after1.status, after1.refundedCents], ['已支付', 2000]);
      assert.equal(json<Preview>(await payer.get(`/api/refund/preview?order_no=${order.orderNo}`)).result.refundable_cents, 3000);
    });

    it('pays a gateway refund back through the refund job, once; a full refund makes the order 已退款', async () => {
      const future = await competition(new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 11 * 86_400_000));
      const order = await paidOrder(8000, future);
      const asked = refundOf(await apply(order.orderNo, 8000));
      const approved = refundOf(await check(admin, asked.id, 'approve', '平台同意'));
      assert.ok(['processing', 'succeeded'].includes(approved.status));
      await ctx.app.refunds.payBack(asked.id);
      await ctx.app.refunds.payBack(asked.id);
      const [row] = await db().select().from(refunds).where(eq(refunds.id, asked.id));
      assert.equal(row!.status, 'succeeded');
      const payouts = await db().select().from(ledgerTransactions).where(and(eq(ledgerTransactions.refundId, asked.id), eq(ledgerTransactions.kind, 'refund_payout')));
      assert.equal(payouts.length, 1);
      const done = await orderRow(order.id);
      assert.deepEqual([done.status, done.refundedCents], ['已退款', 8000]);
      assert.equal(firstMsg(await apply(order.orderNo, 100)), REFUND_REQUEST_MSG.notPaid);
    });

    it('queues again a gateway refund whose job was never queued (a node stopped after the approval), once per window', async () => {
      const future = await competition(new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 11 * 86_400_000));
      const order = await paidOrder(2500, future);
      const jobs = ctx.app.jobs;
      const send = jobs.send;
      // the approval commits, then the node stops before the refund job is sent
      jobs.send = async (name, data, options) => (name === JOB.refundGateway ? '' : send.call(jobs, name, data, options));
      let refund: Refund;
      try {
        refund = refundOf(await owner.post('/api/admin/refund/create', { order_id: order.id, amount_cents: 2500, reason: '赛事取消' }, key()));
      } finally {
        jobs.send = send;
      }
      assert.equal(refund.status, 'processing');
      await ctx.app.refunds.resumeStalled();
      assert.equal((await db().select().from(refunds).where(eq(refunds.id, refund.id)))[0]!.status, 'processing', 'not stalled yet: nothing queued');
      await db().update(refunds).set({ updatedAt: new Date(Date.now() - STALLED_REFUND_MS - 1000) }).where(eq(refunds.id, refund.id));
      assert.ok((await ctx.app.refunds.resumeStalled()) >= 1);
      assert.equal(await ctx.app.refunds.resumeStalled(), 0, 'once per window, on any node');
      const deadline = Date.now() + 60_000;
      while ((await db().select().from(refunds).where(eq(refunds.id, refund.id)))[0]!.status !== 'succeeded') {
        assert.ok(Date.now() < deadline, 'the refund job paid it back');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    it('refuses what the policy no longer allows, and limits a percentage window', async () => {
      const started = await competition(new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
      const late = await paidOrder(3000, started, 'balance');
      assert.equal(firstMsg(await apply(late.orderNo, 3000)), REFUND_MSG.nothingRefundable);

      const partial = await competition(new Date(Date.now() + 20 * 86_400_000), new Date(Date.now() + 21 * 86_400_000));
      const set = await owner.put('/api/competition/refund_policy', {
        id: partial,
        full_until: new Date(Date.now() - 86_400_000).toISOString(),
        percent: 50,
        partial_until: new Date(Date.now() + 86_400_000).toISOString(),
      });
      assert.equal(json(set).errno, 0, set.body);
      assert.equal(firstMsg(await owner.put('/api/competition/refund_policy', { id: partial, full_until: new Date().toISOString(), partial_until: new Date(Date.now() - 1000).toISOString(), percent: 10 })), '按比例退款的截止时间须晚于全额退款的截止时间');
      assert.equal((await stranger.put('/api/competition/refund_policy', { id: partial, percent: 100 })).statusCode, 404);
      const order = await paidOrder(4000, partial, 'balance');
      assert.equal(json<Preview>(await payer.get(`/api/refund/preview?order_no=${order.orderNo}`)).result.refundable_cents, 2000);
      assert.equal(firstMsg(await apply(order.orderNo, 2001)), REFUND_MSG.overRefundable(2000));
      assert.equal(refundOf(await apply(order.orderNo, 2000)).amount_cents, 2000);
    });

    it('keeps 20 concurrent requests on one order to one refund, never above what was paid', async () => {
      const future = await competition(new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 11 * 86_400_000));
      const order = await paidOrder(6000, future, 'balance');
      const answers = await Promise.all(Array.from({ length: 20 }, () => apply(order.orderNo, 6000)));
      const created = answers.filter((r) => json(r).errno === 0);
      assert.equal(created.length, 1);
      for (const r of answers) if (json(r).errno !== 0) assert.equal(firstMsg(r), REFUND_REQUEST_MSG.alreadyOpen);
      const id = json<Refund>(created[0]!).result.id;
      const reviews = await Promise.all(Array.from({ length: 5 }, () => check(owner, id, 'approve')));
      assert.equal(reviews.filter((r) => json(r).errno === 0).length, 1);
      assert.equal((await orderRow(order.id)).refundedCents, 6000);
    });

    it('lets the institution refund directly, partially and never above paid − refunded', async () => {
      const future = await competition(new Date(Date.now() + 10 * 86_400_000), new Date(Date.now() + 11 * 86_400_000));
      const order = await paidOrder(9000, future);
      const create = (amount: number) => owner.post('/api/admin/refund/create', { order_id: order.id, amount_cents: amount, reason: '赛事取消部分项目' }, key());
      assert.equal(refundOf(await create(4000)).initiator, 'institution');
      await ctx.app.refunds.payBack(json<{ list: Refund[] }>(await owner.get('/api/admin/refund_list?count=100')).result.list.find((r) => r.amount_cents === 4000 && r.status !== 'succeeded')?.id ?? 0);
      assert.equal(firstMsg(await create(5001)), REFUND_MSG.overRefundable(5000));
      assert.equal((await stranger.post('/api/admin/refund/create', { order_id: order.id, amount_cents: 100, reason: 'x' }, key())).statusCode, 404);
      refundOf(await create(5000));
      assert.equal((await orderRow(order.id)).status, '已退款');
    });

    it('only the payee refunds: an institution never refunds its own live package; the admin refunds it whole, which takes its quota back, and not while the quota is in use', async () => {
      const packages = json<{ list: { id: number; room_quota: number; price_cents: number }[] }>(await owner.get('/api/admin/live/packages')).result.list;
      const pkg = packages[0]!;
      const quota = async () => json<{ total: number; used: number }>(await owner.get(`/api/admin/live/quota?institution_id=${institutionId}`)).result;
      /** A live package bought by the institution and paid through the sandbox (WeChat Pay) by its manager. */
      const paidPackage = async () => {
        const bought = await owner.post('/api/admin/live/buy', { institution_id: institutionId, package_id: pkg.id, request_id: randomUUID() });
        const { order_id: orderId, order_no: orderNo } = json<{ order_id: number; order_no: string }>(bought).result;
        await payThroughSandbox(orderNo, pkg.price_cents, owner);
        assert.equal((await orderRow(orderId)).status, '已支付');
        return orderId;
      };
      const create = (as: Client, orderId: number, amount: number) => as.post('/api/admin/refund/create', { order_id: orderId, amount_cents: amount, reason: '套餐退订' }, key());

      const first = await paidPackage();
      const before = (await quota()).total;
      assert.ok(before >= pkg.room_quota);
      assert.equal(json<{ can_refund: number }>(await owner.get(`/api/admin/pay_order_info?id=${first}`)).result.can_refund, 0);
      assert.equal(json<{ can_refund: number }>(await admin.get(`/api/admin/pay_order_info?id=${first}`)).result.can_refund, 1);
      assert.equal(firstMsg(await create(owner, first, pkg.price_cents)), REFUND_REQUEST_MSG.platformOnly);
      assert.equal(firstMsg(await create(owner, first, 100)), REFUND_REQUEST_MSG.platformOnly);
      assert.deepEqual([(await orderRow(first)).status, (await orderRow(first)).refundedCents], ['已支付', 0], 'the refused refund changed nothing');
      assert.equal(firstMsg(await create(admin, first, pkg.price_cents - 1)), REFUND_REQUEST_MSG.livePackageWhole);

      refundOf(await create(admin, first, pkg.price_cents));
      assert.equal((await orderRow(first)).status, '已退款');
      assert.equal((await quota()).total, before - pkg.room_quota, 'the quota went back with the money');

      const second = await paidPackage();
      const room = await owner.post('/api/admin/lives', {
        institution_id: institutionId,
        title: unique('退款测试直播'),
        stream_url: 'https://live.example.com/hls/refund.m3u8',
        push_url: 'rtmp://push.example.com/live/refund',
        scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
        scheduled_end: new Date(Date.now() + 7_200_000).toISOString(),
      });
      assert.equal(json(room).errno, 0, room.body);
      assert.deepEqual(await quota(), { ...(await quota()), total: pkg.room_quota, used: 1 }, 'the second package alone covers the room');
      assert.equal(firstMsg(await create(admin, second, pkg.price_cents)), REFUND_REQUEST_MSG.livePackageInUse);
      assert.equal((await orderRow(second)).status, '已支付');
    });

    it('settles after the end with the platform fee; a refund afterwards comes from the available balance', async () => {
      const ended = await competition(new Date(Date.now() - 20 * 86_400_000), new Date(Date.now() - 10 * 86_400_000));
      const order = await paidOrder(10000, ended);
      const available = await held(LEDGER_ACCOUNT.available(institutionId));
      assert.ok((await ctx.app.settlement.settleDue()) >= 1);
      const fee = feeCents(10000, ctx.app.config.payments.feeBasisPoints);
      assert.equal(await held(LEDGER_ACCOUNT.available(institutionId)), available + 10000 - fee);
      assert.ok((await orderRow(order.id)).settledAt);
      assert.equal(await ctx.app.settlement.settleDue(), 0, 'settled once');

      const summary = json<{ list: { competition_id: number | null; settled_cents: number; fee_cents: number; pending_cents: number }[] }>(await owner.get('/api/admin/order_settle_list?count=100')).result.list;
      const row = summary.find((r) => r.competition_id === ended);
      assert.deepEqual([row?.settled_cents, row?.fee_cents, row?.pending_cents], [10000, fee, 0]);
      assert.ok(!json<{ list: { competition_id: number | null }[] }>(await stranger.get('/api/admin/order_settle_list?count=100')).result.list.some((r) => r.competition_id === ended));

      const stats = json<{ by_month: { month: string; income_cents: number }[]; by_competition: { name: string; income_cents: number }[] }>(
        await owner.get(`/api/admin/account_stats?institution_id=${institutionId}`),
      ).result;
      assert.equal(stats.by_month.length, 12);
      assert.ok(stats.by_month.at(-1)!.income_cents >= 10000, 'this month holds the payments made now');
      assert.ok(stats.by_competition.length > 0);
      assert.equal(json(await stranger.get(`/api/admin/account_stats?institution_id=${institutionId}`)).errno, 40300);

      const refund = refundOf(await owner.post('/api/admin/refund/create', { order_id: order.id, amount_cents: 1000, reason: '成绩录入错误补偿' }, key()));
      assert.ok(refund.id);
      assert.equal(await held(LEDGER_ACCOUNT.available(institutionId)), available + 10000 - fee - 1000);
    });
  });
}
