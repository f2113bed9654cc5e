/**
 * The ledger's invariants as a property (issue 13, "Tests"): random sequences of money events — pay (wallet or
 * gateway), top up, ask a refund, approve or reject it, refund directly, pay a gateway refund back, settle, withdraw,
 * approve or reject a withdrawal, and refused overdrafts — run through the real services on the real database, and
 * after every sequence `ledger:check` finds nothing (balanced transactions, balances = Σ postings, no overdraft, one
 * payment per paid order, refunds and withdrawals each with their transactions), and every order's refunds stay within
 * what was paid.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { heldCents, LEDGER_ACCOUNT } from 'shared/rules';
import type { Principal } from '../../src/access/principal.js';
import { rowsOf } from '../../src/db/client.js';
import { orders, refunds, withdrawals } from '../../src/db/schema/index.js';
import { AppError } from '../../src/errors.js';
import { signedNotification, SANDBOX_NOTIFY_PATH } from '../../src/payments/sandbox.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { balanceOf } from '../../src/repositories/ledger.js';
import { settleOrder } from '../../src/services/settlement.js';
import { createUser, institutions, unique, usablePayoutAccount, type TestContext } from '../helpers.js';

type Op =
  | { op: 'pay'; cents: number; channel: 'wechat' | 'balance' }
  | { op: 'topUp'; cents: number }
  | { op: 'askRefund'; pick: number; share: number }
  | { op: 'review'; pick: number; approve: boolean }
  | { op: 'refundDirectly'; pick: number; share: number }
  | { op: 'payBack'; pick: number }
  | { op: 'settle'; pick: number }
  | { op: 'withdraw'; share: number }
  | { op: 'reviewWithdrawal'; pick: number; approve: boolean };

const cents = fc.integer({ min: 1, max: 50_000 });
const pick = fc.nat({ max: 20 });
const share = fc.integer({ min: 1, max: 120 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), cents, channel: fc.constantFrom('wechat' as const, 'balance' as const) }),
  fc.record({ op: fc.constant('topUp' as const), cents }),
  fc.record({ op: fc.constant('askRefund' as const), pick, share }),
  fc.record({ op: fc.constant('review' as const), pick, approve: fc.boolean() }),
  fc.record({ op: fc.constant('refundDirectly' as const), pick, share }),
  fc.record({ op: fc.constant('payBack' as const), pick }),
  fc.record({ op: fc.constant('settle' as const), pick }),
  fc.record({ op: fc.constant('withdraw' as const), share }),
  fc.record({ op: fc.constant('reviewWithdrawal' as const), pick, approve: fc.boolean() }),
);

export function ledgerPropertySuite(ctx: TestContext) {
  describe('ledger property (账本不变量)', () => {
    const db = () => ctx.app.database.db;
    let admin: Principal;
    let seq = 0;

    before(async () => {
      const [a] = await db().select({ id: sql<number>`id` }).from(sql`users`).where(sql`account = 'admin'`).limit(1);
      admin = { userId: a!.id, isPlatformAdmin: true, isPerson: false, memberships: [] };
    });

    after(async () => {
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('keeps every invariant over random sequences of pay / refund / settle / withdraw / approve / reject', async () => {
      const withdrawalsService = ctx.app.withdrawals;
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
          // a fresh payee institution and payer per sequence
          const [inst] = await db().insert(institutions).values({ name: unique('性质测试机构'), institutionType: 1 }).returning({ id: institutions.id, name: institutions.name });
          const manager = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, isAdmin: true }] });
          const payoutAccountId = await usablePayoutAccount(ctx.app, inst!.id);
          const payer = await createUser(ctx.app, { isPerson: true });
          const managerP: Principal = { userId: manager.user.id, isPlatformAdmin: false, isPerson: false, memberships: [{ institutionId: inst!.id, name: inst!.name, logo: '', isAdmin: true, sportsVenuesId: 0, institutionType: 1 }] };
          const payerP: Principal = { userId: payer.user.id, isPlatformAdmin: false, isPerson: true, memberships: [] };
          const paid: number[] = [];
          const refundIds: number[] = [];
          const withdrawalIds: number[] = [];
          const tolerate = async (run: () => Promise<unknown>) => {
            try {
              await run();
            } catch (error) {
              // a refusal (余额不足, already open, not pending …) is a legal outcome that must change nothing
              if (!(error instanceof AppError)) throw error;
            }
          };
          const newOrder = async (kind: 'booking' | 'top_up', amount: number) => {
            seq += 1;
            const [o] = await db()
              .insert(orders)
              .values({ orderNo: `FC${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32), institutionId: inst!.id, userId: payer.user.id, kind, subject: kind === 'top_up' ? '账户充值' : '性质测试订场', amountCents: amount })
              .returning();
            return o!;
          };
          const gatewayPay = async (orderNo: string, amount: number) => {
            const start = await ctx.app.payments.pay(payerP, orderNo, 'wechat');
            const n = signedNotification(ctx.app.gateways.sandboxSecret!, { event: 'payment', payment_no: start.payment_no, trade_no: `T${start.payment_no}`, amount_cents: amount, status: 'succeeded', paid_at: new Date().toISOString() });
            const res = await ctx.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
            assert.equal(res.statusCode, 200, res.body);
          };
          const at = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
          const orderOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

          for (const o of ops) {
            switch (o.op) {
              case 'pay': {
                const order = await newOrder('booking', o.cents);
                if (o.channel === 'balance') await tolerate(() => ctx.app.payments.pay(payerP, order.orderNo, 'balance'));
                else await gatewayPay(order.orderNo, o.cents);
                if ((await orderOf(order.id)).status === '已支付') paid.push(order.id);
                break;
              }
              case 'topUp': {
                const order = await newOrder('top_up', o.cents);
                await gatewayPay(order.orderNo, o.cents);
                break;
              }
              case 'askRefund':
              case 'refundDirectly': {
                const id = at(paid, o.pick);
                if (!id) break;
                const order = await orderOf(id);
                const amount = Math.max(1, Math.floor(((order.amountCents - order.refundedCents) * o.share) / 100));
                if (o.op === 'askRefund') {
                  // bookings take no payer requests online: the institution asks on the payer's behalf through a row
                  await tolerate(async () => {
                    if (order.status !== '已支付') return;
                    const [r] = await db().insert(refunds).values({ refundNo: `RFC${seq}${Date.now() % 1_000_000}`.slice(0, 32), orderId: id, institutionId: inst!.id, amountCents: amount, reason: '性质测试', requestedBy: payer.user.id }).onConflictDoNothing().returning({ id: refunds.id });
                    if (r) refundIds.push(r.id);
                  });
                } else {
                  await tolerate(async () => refundIds.push(await ctx.app.refunds.refundDirectly(order, amount, '性质测试', { userId: manager.user.id, ip: '127.0.0.1' }, 'institution')));
                }
                break;
              }
              case 'review': {
                const id = at(refundIds, o.pick);
                if (id) await tolerate(() => ctx.app.refunds.review(id, o.approve ? 'approve' : 'reject', '性质测试', { userId: manager.user.id, ip: '127.0.0.1' }));
                break;
              }
              case 'payBack': {
                const id = at(refundIds, o.pick);
                if (id) await ctx.app.refunds.payBack(id);
                break;
              }
              case 'settle': {
                const id = at(paid, o.pick);
                if (id) await db().transaction((tx) => settleOrder(tx, id, { settleDays: 0, feeBasisPoints: 60 }, new Date())).catch(() => false);
                break;
              }
              case 'withdraw': {
                const available = heldCents(await balanceOf(db(), LEDGER_ACCOUNT.available(inst!.id)));
                const amount = Math.max(100, Math.floor((available * o.share) / 100));
                const code = String(100000 + (seq % 899999));
                await ctx.app.repos.smsCodes.store(manager.mobile, 'withdraw', code, '127.0.0.1');
                await tolerate(async () => {
                  const w = await withdrawalsService.request({ principal: managerP, ip: '127.0.0.1' }, { institution_id: inst!.id, amount_cents: amount, payout_account_id: payoutAccountId, sms_code: code });
                  withdrawalIds.push(w.id);
                });
                break;
              }
              case 'reviewWithdrawal': {
                const id = at(withdrawalIds, o.pick);
                if (id) await tolerate(() => withdrawalsService.review({ principal: admin, ip: '127.0.0.1' }, { id, action: o.approve ? 'approve' : 'reject', reason: '性质测试', payout_reference: 'FC-REF' }));
                break;
              }
            }
          }
          assert.deepEqual(await ledgerProblemsOf(db()), []);
          const over = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from orders where refunded_cents > amount_cents`));
          assert.equal(over[0]!.n, 0);
          const rows = await db().select().from(withdrawals).where(eq(withdrawals.institutionId, inst!.id));
          assert.ok(heldCents(await balanceOf(db(), LEDGER_ACCOUNT.available(inst!.id))) >= 0);
          assert.ok(rows.every((w) => w.amountCents > 0));
        }),
        { numRuns: 12, seed: 20261126 },
      );
    });
  });
}
