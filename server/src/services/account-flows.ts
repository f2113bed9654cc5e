/**
 * Balances and 资金流水 (docs/finance.md, "Ledger"), read as the holder of an account sees them: what an institution
 * holds in each of its accounts, the postings of one account newest first with the running balance, the caller's
 * wallet; and a top-up (账户充值), a 待支付 order the cashier pays through a gateway into the wallet.
 * Balances are the accounts' own `balance_cents` (one indexed row each), never a sum over postings; a page of flows
 * walks the index ledger_postings_account_idx (account_id, id) backwards.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { flowDaysProblem, flowView, heldCents, LEDGER_ACCOUNT, type LedgerTransactionKind, ORDER_KIND_LABEL, PERSONAL_ONLY_INSTITUTION_ID, topUpTarget } from 'shared/rules';
import { payerOf } from '../access/finance.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../access/principal.js';
import { badInput, notFound } from '../errors.js';
import { institutionNameOf } from '../repositories/finance.js';
import type { Repositories } from '../repositories/index.js';
import { balanceOf } from '../repositories/ledger.js';
import { insertOrder } from '../repositories/orders.js';
import type { Page } from '../repositories/scope.js';
import { ruled } from './rule-refusal.js';

/** The accounts of an institution whose flows its managers read (the `account` of /admin/acc_flow_list). */
export const INSTITUTION_FLOW_ACCOUNTS = ['available', 'pending', 'payout', 'wallet'] as const;
export type InstitutionFlowAccount = (typeof INSTITUTION_FLOW_ACCOUNTS)[number];

export const institutionAccountCode = (institutionId: number, account: InstitutionFlowAccount) =>
  account === 'wallet' ? LEDGER_ACCOUNT.institutionWallet(institutionId) : LEDGER_ACCOUNT[account](institutionId);

export interface FlowFilter extends Page {
  kind?: LedgerTransactionKind;
  /** inclusive days YYYY-MM-DD (Asia/Shanghai) */
  from?: string;
  to?: string;
}

/** 充值订单号: CZ + UTC time to the second + 12 random hex digits (28 characters). */
export const newTopUpNo = (now: Date) => `CZ${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

export function createAccountFlowService(deps: { db: Db; repos: Pick<Repositories, 'accountFlows'> }) {
  const db = () => deps.db;
  const repo = () => deps.repos.accountFlows;

  return {
    /** What an institution holds in each account (cents, holder's view) and what it has withdrawn (approved). */
    async balances(institutionId: number) {
      const name = await institutionNameOf(db(), institutionId);
      if (name === undefined) throw notFound();
      const held = (code: string) => balanceOf(db(), code).then(heldCents);
      const [pending, available, payout, wallet, withdrawn] = await Promise.all([
        held(LEDGER_ACCOUNT.pending(institutionId)),
        held(LEDGER_ACCOUNT.available(institutionId)),
        held(LEDGER_ACCOUNT.payout(institutionId)),
        held(LEDGER_ACCOUNT.institutionWallet(institutionId)),
        repo().withdrawnCents(institutionId),
      ]);
      return {
        institution_id: institutionId,
        institution_name: name,
        pending_cents: pending,
        available_cents: available,
        payout_cents: payout,
        wallet_cents: wallet,
        withdrawn_cents: withdrawn,
      };
    },

    /**
     * The postings of one account, newest first, as its holder sees them: a credit (money in) positive, the balance
     * after each one. `from` / `to` are inclusive days; `kind` the money event.
     */
    async flows(code: string, filter: FlowFilter) {
      const problem = flowDaysProblem(filter);
      if (problem) throw badInput(problem);
      const account = await repo().account(code);
      if (!account) return { total: 0, list: [] };
      // unfiltered: the account's own count (no scan of a million rows)
      const unfiltered = !filter.kind && !filter.from && !filter.to;
      const [rows, total] = await Promise.all([
        repo().page(account.id, filter, filter),
        unfiltered ? account.postings : repo().count(account.id, filter),
      ]);
      return { total, list: rows.map(flowView) };
    },

    /** What the user holds in their wallet (cents). */
    async wallet(userId: number) {
      return { balance_cents: heldCents(await balanceOf(db(), LEDGER_ACCOUNT.userWallet(userId))) };
    },

    /**
     * A top-up order (待支付, 账户充值): without an institution the caller's own wallet (the order belongs to the
     * personal member centre 121 and to the caller); with one, that institution's wallet, for one of its managers
     * (the order has no user, so payerWallet credits the institution's wallet).
     */
    async topUp(principal: Principal, input: { amount_cents: number; institution_id?: number }, ip: string, now = new Date()) {
      const target = ruled(() => topUpTarget(payerOf(principal), input));
      const forInstitution = target !== null;
      const institutionId = target ?? PERSONAL_ONLY_INSTITUTION_ID;
      const subject = ORDER_KIND_LABEL.top_up;
      const order = await db().transaction(async (tx) => {
        if (!forInstitution) await repo().ensurePersonalCentre(tx);
        const created = (await insertOrder(
          tx,
          { orderNo: newTopUpNo(now), institutionId, userId: forInstitution ? null : principal.userId, kind: 'top_up', subject, amountCents: input.amount_cents },
          { item: { name: subject, unitPriceCents: input.amount_cents }, note: forInstitution ? '机构管理员充值下单' : '用户充值下单' },
        ))!;
        await repo().audit(tx, {
          actorId: principal.userId,
          action: 'top_up.create',
          target: `order:${created.id}`,
          detail: { order_no: created.orderNo, amount_cents: created.amountCents, wallet: forInstitution ? LEDGER_ACCOUNT.institutionWallet(institutionId) : LEDGER_ACCOUNT.userWallet(principal.userId) },
          ip,
        });
        return created;
      });
      return { order_no: order.orderNo };
    },
  };
}

export type AccountFlowService = ReturnType<typeof createAccountFlowService>;

/** `app.accountFlows`: balances, 资金流水 and top-ups. */
export default fp(
  async (app) => {
    app.decorate('accountFlows', createAccountFlowService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'account-flows-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    accountFlows: AccountFlowService;
  }
}
