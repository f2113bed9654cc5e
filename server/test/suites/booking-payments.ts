/**
 * Court booking meets money (docs/venues.md, "Payment and cancellation"; services/booking-payments.ts): a paid hold
 * becomes a booking in the payment's transaction (wallet and gateway); a payment that arrives after its hold lapsed
 * and the slot went to someone else is refunded in full; the sweep expires lapsed holds and closes their unpaid
 * orders, idempotently; cancellation refunds the venue's policy's amount to its user, in full when staff cancel, and
 * closes an unpaid hold's order; the routes' access, CSRF and Idempotency-Key. Races: a payment against its hold's
 * expiry and another user's hold, a cancellation retried concurrently, the sweep against a payment. Ends with the
 * ledger's invariants (ledger:check) on the whole database.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MSG, BOOKING_PAYMENT_MSG, heldCents, LEDGER_ACCOUNT, PAY_MSG, REFUND_REQUEST_MSG, WEEKDAYS } from 'shared/rules';
import type { Principal } from '../../src/access/principal.js';
import type { Tx } from '../../src/db/client.js';
import { bookings, courts, institutions, orders, orderStatusHistory, payments, refunds, users, venueOpeningHours, venues, type TimeRange } from '../../src/db/schema/index.js';
import type { AppError } from '../../src/errors.js';
import type { BookingRow } from '../../src/repositories/bookings.js';
import { balanceOf } from '../../src/repositories/ledger.js';
import { insertOrder } from '../../src/repositories/orders.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { JOB } from '../../src/services/job-queues.js';
import { newPaymentNo } from '../../src/services/payments.js';
import { createUser, firstMsg, json, login, unique, type TestContext } from '../helpers.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export function bookingPaymentsSuite(ctx: TestContext) {
  describe('booking payments (订场支付与退订)', () => {
    const db = () => ctx.app.database.db;
    let institutionId = 0;
    let venueId = 0;
    /** A China midnight two or three days ahead: `at(h)` ranges of one China day (h + length ≤ 24). */
    const base = new Date(Math.ceil((Date.now() + 2 * DAY - 16 * HOUR) / DAY) * DAY + 16 * HOUR);
    const at = (hours: number, length = 1): TimeRange => ({ start: new Date(base.getTime() + hours * HOUR), end: new Date(base.getTime() + (hours + length) * HOUR) });
    const person = (userId: number): Principal => ({ userId, isPlatformAdmin: false, isPerson: true, memberships: [] });
    const messageOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as AppError).message : 'ok');

    const newCourt = async (pricePerHourCents = 6000, venue = venueId) => {
      const [row] = await db().insert(courts).values({ venueId: venue, name: unique('付费场地'), sport: '羽毛球', pricePerHourCents }).returning({ id: courts.id });
      return row!.id;
    };
    const newUsers = async (n: number) => {
      const rows = await db()
        .insert(users)
        .values(Array.from({ length: n }, () => ({ account: unique('payer'), nickname: '订场付款人', isPerson: true })))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    };
    /** The finance order of a hold, made in its transaction (kind booking, expiring with the hold). */
    const orderFor = (userId: number) => async (tx: Tx, held: BookingRow[]) => {
      const amountCents = held.reduce((sum, h) => sum + h.amountCents, 0);
      const subject = unique('场地预订');
      const order = await insertOrder(
        tx,
        { orderNo: unique('BK').slice(0, 32), institutionId, userId, kind: 'booking', subject, amountCents, expiresAt: held[0]!.holdExpiresAt },
        { item: { name: subject, unitPriceCents: amountCents }, note: '创建订单' },
      );
      return order!.id;
    };
    const hold = (userId: number, slots: { courtId: number; start: Date; end: Date }[]) => ctx.app.bookings.hold({ venueId, userId, slots, order: orderFor(userId) });
    const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const bookingRow = async (id: number) => (await ctx.app.repos.bookings.byId(id))!;
    const refundsOf = async (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
    const lapse = (ids: number[], orderId?: number) =>
      Promise.all([
        ...ids.map((id) => db().update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, id))),
        ...(orderId ? [db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId))] : []),
      ]);
    /** A pending sandbox payment of the order, as the cashier starts one. */
    const startGateway = async (orderId: number, payerId: number) => {
      const order = await orderRow(orderId);
      const paymentNo = newPaymentNo(new Date());
      await ctx.app.repos.payments.insert(db(), { paymentNo, orderId, channel: 'wechat', provider: 'sandbox', amountCents: order.amountCents, payerId, expiresAt: new Date(Date.now() + 30 * 60_000) });
      return { paymentNo, amountCents: order.amountCents };
    };
    /** The sandbox gateway says the payment succeeded (a verified notification). */
    const gatewayPaid = (p: { paymentNo: string; amountCents: number }) =>
      ctx.app.payments.applyFacts('sandbox', { kind: 'payment', paymentNo: p.paymentNo, tradeNo: `SB${p.paymentNo}`, amountCents: p.amountCents, status: 'succeeded', paidAt: new Date() });
    const payByGateway = async (orderId: number, payerId: number) => gatewayPaid(await startGateway(orderId, payerId));
    const wallet = async (userId: number) => heldCents(await balanceOf(db(), LEDGER_ACCOUNT.userWallet(userId)));
    /** Fills a wallet through a top-up order paid at the sandbox gateway (money the ledger knows where it came from). */
    const topUp = async (userId: number, amountCents: number) => {
      const [order] = await db()
        .insert(orders)
        .values({ orderNo: unique('CZ').slice(0, 32), institutionId, userId, kind: 'top_up', subject: '账户充值', amountCents, expiresAt: new Date(Date.now() + 30 * 60_000) })
        .returning();
      assert.equal(await payByGateway(order!.id, userId), 'paid');
    };

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('订场收款机构'), institutionType: 4 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      const [venue] = await db().insert(venues).values({ institutionId, name: unique('订场支付场馆'), status: 'approved' }).returning({ id: venues.id });
      venueId = venue!.id;
      await db()
        .insert(venueOpeningHours)
        .values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 0, closesMinute: 1440 })));
    });

    after(async () => {
      // every finance suite ends with the ledger's invariants on the whole database
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('turns a paid hold into a booking in the payment’s transaction, through a gateway and through the wallet', async () => {
      const [a, b] = await newUsers(2);
      const courtId = await newCourt(6000);
      const [held] = await hold(a!, [{ courtId, ...at(1, 2) }]);
      assert.equal(await payByGateway(held!.orderId!, a!), 'paid');
      assert.deepEqual([(await bookingRow(held!.id)).kind, (await orderRow(held!.orderId!)).status], ['booking', '已支付']);
      await topUp(b!, 20000);
      const [mine] = await hold(b!, [{ courtId, ...at(4) }]);
      const order = await orderRow(mine!.orderId!);
      const paid = await ctx.app.payments.pay(person(b!), order.orderNo, 'balance');
      assert.equal(paid.status, 'succeeded');
      assert.equal((await bookingRow(mine!.id)).kind, 'booking');
      assert.equal(await wallet(b!), 14000);
      assert.equal((await refundsOf(order.id)).length, 0);
    });

    it('refunds in full a payment that arrives after its hold lapsed and the slot went to another user — never a second booking', async () => {
      const [a, b, c] = await newUsers(3);
      const courtId = await newCourt(6000);
      const [late] = await hold(a!, [{ courtId, ...at(6) }]);
      const pending = await startGateway(late!.orderId!, a!);
      await lapse([late!.id]);
      const [theirs] = await hold(b!, [{ courtId, ...at(6) }]);
      assert.equal(await gatewayPaid(pending), 'paid', 'the gateway took the money: the order is paid, then refunded');
      const order = await orderRow(late!.orderId!);
      assert.deepEqual([order.status, order.refundedCents], ['已退款', 6000]);
      const [refund] = await refundsOf(order.id);
      assert.deepEqual([refund!.initiator, refund!.amountCents, refund!.reason, refund!.status], ['platform', 6000, BOOKING_PAYMENT_MSG.lapsedRefund, 'processing']);
      await ctx.app.refunds.payBack(refund!.id);
      assert.equal((await refundsOf(order.id))[0]!.status, 'succeeded', 'paid back through the gateway');
      assert.equal((await bookingRow(late!.id)).status, 'expired');
      assert.deepEqual([(await bookingRow(theirs!.id)).kind, (await bookingRow(theirs!.id)).status], ['hold', 'active']);
      // the wallet: a payment whose hold lapsed while its order still took money goes back to the wallet at once
      await topUp(c!, 10000);
      const [walletHold] = await hold(c!, [{ courtId, ...at(8) }]);
      await lapse([walletHold!.id]);
      await db().update(orders).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(orders.id, walletHold!.orderId!));
      const walletOrder = await orderRow(walletHold!.orderId!);
      assert.equal((await ctx.app.payments.pay(person(c!), walletOrder.orderNo, 'balance')).status, 'succeeded');
      assert.equal((await orderRow(walletOrder.id)).status, '已退款');
      assert.equal(await wallet(c!), 10000, 'the wallet holds what it held');
      assert.equal((await refundsOf(walletOrder.id))[0]!.status, 'succeeded');
      assert.notEqual((await bookingRow(walletHold!.id)).kind, 'booking');
    });

    it('sweeps lapsed holds and closes their unpaid orders with their pending payments, once; a later payment is paid back', async () => {
      const [a] = await newUsers(1);
      const courtId = await newCourt(5000);
      const [first, second] = await hold(a!, [
        { courtId, ...at(10) },
        { courtId: await newCourt(5000), ...at(10) },
      ]);
      assert.equal(first!.orderId, second!.orderId, 'one order pays both');
      const pending = await startGateway(first!.orderId!, a!);
      await lapse([first!.id, second!.id]);
      const swept = await ctx.app.bookingPayments.sweep();
      assert.ok(swept.expired >= 2 && swept.closed >= 1, JSON.stringify(swept));
      const order = await orderRow(first!.orderId!);
      assert.equal(order.status, '已关闭');
      const history = await db().select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, '已关闭')));
      assert.deepEqual(history.map((h) => h.note), [BOOKING_PAYMENT_MSG.timeoutClose]);
      assert.equal((await db().select().from(payments).where(eq(payments.paymentNo, pending.paymentNo)))[0]!.status, 'closed');
      assert.deepEqual([(await bookingRow(first!.id)).status, (await bookingRow(second!.id)).status], ['expired', 'expired']);
      await ctx.app.bookingPayments.sweep();
      await ctx.app.payments.closeExpired(new Date(), 100);
      assert.equal((await db().select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, '已关闭')))).length, 1, 'closed once');
      assert.equal(await gatewayPaid(pending), 'overpaid', 'a gateway that took the money anyway: paid back, no booking');
      assert.equal((await orderRow(order.id)).status, '已关闭');
    });

    it('cancels with the venue’s policy: its user gets the policy’s amount, staff refund in full, an unpaid hold closes its order', async () => {
      const [a, staff] = await newUsers(2);
      const courtId = await newCourt(10001);
      const paidBooking = async (hours: number) => {
        const [row] = await hold(a!, [{ courtId, ...at(hours) }]);
        assert.equal(await payByGateway(row!.orderId!, a!), 'paid');
        return row!;
      };
      const full = await paidBooking(1);
      const r1 = await ctx.app.bookingPayments.cancelBooking(full.id, { kind: 'user', userId: a! }, '临时有事');
      assert.deepEqual([r1.status, r1.refund_cents, r1.refund_status, r1.order_status], ['cancelled', 10001, 'processing', '已退款']);
      const half = await paidBooking(3);
      const r2 = await ctx.app.bookingPayments.cancelBooking(half.id, { kind: 'user', userId: a! }, '', { now: new Date(at(3).start.getTime() - 5 * HOUR) });
      assert.deepEqual([r2.refund_cents, r2.order_status], [5000, '已支付'], '50 % five hours before, rounded down');
      assert.match(r2.refund_text, /距开始还有5小时/);
      const none = await paidBooking(5);
      const r3 = await ctx.app.bookingPayments.cancelBooking(none.id, { kind: 'user', userId: a! }, '', { now: new Date(at(5).start.getTime() - HOUR) });
      assert.deepEqual([r3.refund_cents, r3.refund_no, r3.order_status], [0, '', '已支付'], 'nothing an hour before');
      assert.equal((await refundsOf(none.orderId!)).length, 0);
      const byStaff = await paidBooking(7);
      const r4 = await ctx.app.bookingPayments.cancelBooking(byStaff.id, { kind: 'staff', staffId: staff! }, '场地漏水', { now: new Date(at(7).start.getTime() - HOUR) });
      assert.deepEqual([r4.refund_cents, r4.order_status], [10001, '已退款'], 'staff refund in full');
      assert.equal((await refundsOf(byStaff.orderId!))[0]!.reason, BOOKING_PAYMENT_MSG.venueRefundReason('场地漏水'));
      // a venue's own tiers: 20 % from the start on, 80 % two days before
      await db().update(venues).set({ refundPolicy: [{ hoursBefore: 48, percent: 80 }, { hoursBefore: 0, percent: 20 }] }).where(eq(venues.id, venueId));
      try {
        const own = await paidBooking(9);
        const r5 = await ctx.app.bookingPayments.cancelBooking(own.id, { kind: 'user', userId: a! }, '', { now: new Date(at(9).start.getTime() - 10 * HOUR) });
        assert.equal(r5.refund_cents, 2000);
      } finally {
        await db().update(venues).set({ refundPolicy: [] }).where(eq(venues.id, venueId));
      }
      // an unpaid hold: its order closes, with the other hold it pays
      const [h1, h2] = await hold(a!, [
        { courtId, ...at(11) },
        { courtId: await newCourt(), ...at(11) },
      ]);
      const r6 = await ctx.app.bookingPayments.cancelBooking(h1!.id, { kind: 'user', userId: a! });
      assert.deepEqual([r6.order_status, r6.refund_cents, r6.refund_text], ['已关闭', 0, BOOKING_PAYMENT_MSG.holdCancelledClose]);
      assert.equal((await bookingRow(h2!.id)).status, 'cancelled', 'the order’s other hold ends with it');
      // retried: the rules' refusal, no second refund
      await assert.rejects(ctx.app.bookingPayments.cancelBooking(full.id, { kind: 'user', userId: a! }), { message: BOOKING_MSG.bookingCancelled });
      assert.equal((await refundsOf(full.orderId!)).length, 1);
    });

    it('keeps a second refund of one order waiting while the first is paid back: the cancellation is refused and nothing changes', async () => {
      const [a] = await newUsers(1);
      const courtId = await newCourt(4000);
      const [one, two] = await hold(a!, [
        { courtId, ...at(13) },
        { courtId: await newCourt(4000), ...at(13) },
      ]);
      assert.equal(await payByGateway(one!.orderId!, a!), 'paid');
      // the gateway refund is paid back by this test, not by this node's refund-gateway worker (which could pay it
      // back before the second cancellation is asked): the worker is stopped, the job stays queued
      await ctx.app.workers.stop(JOB.refundGateway);
      try {
        assert.equal((await ctx.app.bookingPayments.cancelBooking(one!.id, { kind: 'user', userId: a! })).refund_status, 'processing');
        const [first] = await refundsOf(one!.orderId!);
        assert.equal(first!.status, 'processing');
        await assert.rejects(ctx.app.bookingPayments.cancelBooking(two!.id, { kind: 'user', userId: a! }), { message: REFUND_REQUEST_MSG.alreadyOpen });
        assert.equal((await bookingRow(two!.id)).status, 'active', 'not cancelled without its refund');
        assert.equal((await refundsOf(one!.orderId!)).length, 1, 'no second refund');
        await ctx.app.refunds.payBack(first!.id);
        assert.equal((await refundsOf(one!.orderId!))[0]!.status, 'succeeded');
        const again = await ctx.app.bookingPayments.cancelBooking(two!.id, { kind: 'user', userId: a! });
        assert.deepEqual([again.refund_cents, again.order_status], [4000, '已退款']);
      } finally {
        // its queued job finds the refund paid back and does nothing
        await ctx.app.workers.start(JOB.refundGateway);
      }
    });

    it('cancels through the routes: the booking’s user and the venue’s staff, CSRF, Idempotency-Key, 404 for others, a reason for staff', async () => {
      const owner = await createUser(ctx.app, { isPerson: true });
      const other = await createUser(ctx.app, { isPerson: true });
      const manager = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      const [otherInst] = await db().insert(institutions).values({ name: unique('别家场馆'), institutionType: 4 }).returning({ id: institutions.id });
      const outsider = await createUser(ctx.app, { manages: [{ institutionId: otherInst!.id, isAdmin: true }] });
      const [ownerClient, otherClient, managerClient, outsiderClient] = await Promise.all([
        login(ctx.app, owner.account, owner.password),
        login(ctx.app, other.account, other.password),
        login(ctx.app, manager.account, manager.password),
        login(ctx.app, outsider.account, outsider.password),
      ]);
      const courtId = await newCourt(8000);
      const [mine] = await hold(owner.user.id, [{ courtId, ...at(15) }]);
      assert.equal(await payByGateway(mine!.orderId!, owner.user.id), 'paid');
      const key = randomUUID();
      const cancel = (client = ownerClient, k: string | null = key, id = mine!.id) => client.post('/api/venue_site/cancel', { id, reason: '改期' }, k ? { 'idempotency-key': k } : {});
      assert.equal(json(await cancel(otherClient)).errno, 404, 'someone else’s booking');
      assert.equal(firstMsg(await cancel(ownerClient, null)), PAY_MSG.idempotencyKeyMissing);
      const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/venue_site/cancel', payload: { id: mine!.id }, headers: { cookie: ownerClient.cookie, 'idempotency-key': randomUUID() } });
      assert.equal(noCsrf.statusCode, 403);
      const first = json<{ refund_cents: number; order_status: string; status: string }>(await cancel());
      assert.equal(first.errno, 0, JSON.stringify(first));
      assert.deepEqual([first.result.status, first.result.refund_cents, first.result.order_status], ['cancelled', 8000, '已退款']);
      assert.deepEqual(json(await cancel()).result, first.result, 'the same key answers the same');
      assert.equal(firstMsg(await cancel(ownerClient, randomUUID())), BOOKING_MSG.bookingCancelled);
      // staff
      const [theirs] = await hold(other.user.id, [{ courtId, ...at(17) }]);
      assert.equal(await payByGateway(theirs!.orderId!, other.user.id), 'paid');
      const staffCancel = (client = managerClient, reason = '场地维修') => client.post('/api/admin/venue_booking_cancel', { id: theirs!.id, reason }, { 'idempotency-key': randomUUID() });
      assert.equal(json(await staffCancel(outsiderClient)).errno, 404, 'another institution’s manager');
      assert.equal(json(await staffCancel(ownerClient)).errno, 404, 'a user is no staff');
      assert.equal(firstMsg(await staffCancel(managerClient, '  ')), BOOKING_PAYMENT_MSG.reasonRequired);
      const byStaff = json<{ refund_cents: number; order_status: string }>(await staffCancel());
      assert.deepEqual([byStaff.errno, byStaff.result.refund_cents, byStaff.result.order_status], [0, 8000, '已退款']);
    });

    it('races a payment against its hold’s expiry and another user’s hold: the payer has the booking, or is refunded in full and the other has the slot', async () => {
      const rounds = 8;
      const people = await newUsers(2 * rounds);
      const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      let booked = 0;
      let refunded = 0;
      for (let round = 0; round < rounds; round += 1) {
        const [payer, other] = [people[2 * round]!, people[2 * round + 1]!];
        const courtId = await newCourt(7000);
        const slot = { courtId, ...at(19) };
        const [mine] = await hold(payer, [slot]);
        const pending = await startGateway(mine!.orderId!, payer);
        await db().update(bookings).set({ holdExpiresAt: sql`now() + interval '150 milliseconds'` }).where(eq(bookings.id, mine!.id));
        const [paid, taken] = await Promise.allSettled([delay(110 + round * 10).then(() => gatewayPaid(pending)), delay(140).then(() => hold(other, [slot]))]);
        assert.equal(paid.status, 'fulfilled', messageOf(paid));
        if (taken.status === 'rejected') assert.equal(messageOf(taken), BOOKING_MSG.taken);
        const row = await bookingRow(mine!.id);
        const order = await orderRow(mine!.orderId!);
        const theirs = (await ctx.app.bookings.occupied(venueId, at(19), [courtId])).filter((b) => b.userId === other);
        if (row.kind === 'booking') {
          booked += 1;
          assert.deepEqual([order.status, order.refundedCents, theirs.length, taken.status], ['已支付', 0, 0, 'rejected'], `round ${round}`);
        } else {
          refunded += 1;
          assert.deepEqual([order.status, order.refundedCents], ['已退款', order.amountCents], `round ${round}: refunded in full`);
          assert.equal((await refundsOf(order.id)).length, 1);
          // the other user may have come before the expiry and been refused; then the slot is free, never taken twice
          assert.ok(theirs.length <= 1);
          assert.equal(theirs.length, taken.status === 'fulfilled' ? 1 : 0);
        }
      }
      assert.equal(booked + refunded, rounds);
    });

    it('retries a cancellation concurrently: one cancels and refunds, the others are refused', async () => {
      const [a] = await newUsers(1);
      for (let round = 0; round < 3; round += 1) {
        const courtId = await newCourt(9000);
        const [row] = await hold(a!, [{ courtId, ...at(21) }]);
        assert.equal(await payByGateway(row!.orderId!, a!), 'paid');
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => ctx.app.bookingPayments.cancelBooking(row!.id, { kind: 'user', userId: a! }, '重复点击')));
        assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
        for (const r of results) if (r.status === 'rejected') assert.equal(messageOf(r), BOOKING_MSG.bookingCancelled);
        const made = await refundsOf(row!.orderId!);
        assert.deepEqual(
          made.map((r) => r.amountCents),
          [9000],
        );
        assert.equal((await orderRow(row!.orderId!)).refundedCents, 9000);
      }
    });

    it('races the sweep closing an order against its payment: a refund or an overpayment paid back, the ledger balanced', async () => {
      const [a] = await newUsers(1);
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round += 1) {
        const courtId = await newCourt(3000);
        const [row] = await hold(a!, [{ courtId, ...at(22) }]);
        const pending = await startGateway(row!.orderId!, a!);
        await lapse([row!.id], row!.orderId!);
        const [paid, swept] = await Promise.allSettled([gatewayPaid(pending), round % 2 ? ctx.app.bookingPayments.sweep() : ctx.app.payments.closeExpired(new Date(), 100)]);
        assert.equal(paid.status, 'fulfilled', messageOf(paid));
        assert.equal(swept.status, 'fulfilled', messageOf(swept));
        const order = await orderRow(row!.orderId!);
        const result = (paid as PromiseFulfilledResult<string>).value;
        outcomes.add(`${result}:${order.status}`);
        assert.ok((result === 'paid' && order.status === '已退款') || (result === 'overpaid' && order.status === '已关闭'), `${result} ${order.status}`);
        assert.notEqual((await bookingRow(row!.id)).kind, 'booking');
        const money = await refundsOf(order.id);
        assert.equal(money.length, 1, 'paid back once');
        assert.equal(money[0]!.amountCents, 3000);
        await ctx.app.refunds.payBack(money[0]!.id);
      }
      assert.deepEqual(await ledgerProblemsOf(db()), [], [...outcomes].join(','));
    });
  });
}
