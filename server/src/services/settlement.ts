/**
 * Settlement (docs/finance.md, "Settlement"): a paid sign-up fee becomes the institution's available income
 * `SETTLE_DAYS` after its competition ends (a booking's, after it was paid), minus the platform's service fee
 * (`PLATFORM_FEE_BASIS_POINTS`, 1% = 100): one ledger transaction per order (`settlement:order:<id>`: pending → fee
 * income + available), and `orders.settled_at`. An order with a refund still open waits; what was refunded before is
 * not settled. The scheduled job `settlement` runs `settleDue` (plugins/app/workers.ts); rows are taken with a
 * conditional update, so overlapping runs never settle one order twice (and the transaction key would refuse it anyway).
 */
import fp from 'fastify-plugin';
import { feeCents, settlementEntries } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { post } from '../repositories/ledger.js';
import { hasOpenRefund, markSettled, ordersDueBefore } from '../repositories/settlement.js';

export interface SettlementTerms {
  settleDays: number;
  feeBasisPoints: number;
}

/** Orders due for settlement at `now` (at most `limit`), oldest first: their competition ended `settleDays` ago. */
export const dueOrders = (exec: Pick<Tx, 'select'>, now: Date, terms: SettlementTerms, limit = 200) =>
  ordersDueBefore(exec, new Date(now.getTime() - terms.settleDays * 86_400_000), limit);

/** Settles one order inside `tx`; false when it is no longer due (settled meanwhile, refunded, a refund opened). */
export async function settleOrder(tx: Tx, orderId: number, terms: SettlementTerms, now: Date): Promise<boolean> {
  const order = await markSettled(tx, orderId, now);
  if (!order) return false;
  if (await hasOpenRefund(tx, orderId)) throw new SettlementDeferred();
  const gross = order.amountCents - order.refundedCents;
  if (gross > 0) {
    await post(tx, {
      key: `settlement:order:${order.id}`,
      kind: 'settlement',
      entries: settlementEntries(order.institutionId, gross, feeCents(gross, terms.feeBasisPoints)),
      orderId: order.id,
      memo: `结算 ${order.subject}`.slice(0, 255),
      at: now,
    });
  }
  return true;
}

/** A refund opened between choosing the order and settling it: the order waits for the next sweep. */
export class SettlementDeferred extends Error {}

/** The settlement of a platform: `settleDue` settles what is due now (the scheduled job `settlement`, tests). */
export function createSettlement(db: Db, terms: SettlementTerms) {
  return {
    terms,
    async settleDue(now = new Date()): Promise<number> {
      let settled = 0;
      for (const o of await dueOrders(db, now, terms)) {
        try {
          if (await db.transaction((tx) => settleOrder(tx, o.id, terms, now))) settled += 1;
        } catch (error) {
          if (!(error instanceof SettlementDeferred)) throw error;
        }
      }
      return settled;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;

/** `app.settlement`: the terms of the config (SETTLE_DAYS, PLATFORM_FEE_BASIS_POINTS); its job is `settlement`. */
export default fp(
  async (app) => {
    const { settleDays, feeBasisPoints } = app.config.payments;
    app.decorate('settlement', createSettlement(app.database.db, { settleDays, feeBasisPoints }));
  },
  { name: 'settlement-service', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    settlement: Settlement;
  }
}
