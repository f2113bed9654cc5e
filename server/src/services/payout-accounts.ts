/**
 * 收款账户 (docs/finance.md "Withdrawals"): the bank accounts an institution registers before it may withdraw. The
 * owner (shared/rules mayManagePayout) registers one (收款户名 = the institution's name, 开户银行, 银行账号), which sends
 * a 收款账户验证码 to the owner's mobile; the code confirms it, and it may be used one day later (the cooling period,
 * also a database check). A registered number is refused as a duplicate until it is removed. Every change is in the
 * audit log. Withdrawals (services/withdrawals.ts) go only to a usable account of the institution: `usableFor`.
 */
import fp from 'fastify-plugin';
import { maskMobile, mayManagePayout, newPayoutAccount, PAYOUT_MSG, payoutAccountRefusal, payoutAccountState, payoutUsableFrom, SIGN_IN_MSG, type PayoutAccountInput } from 'shared/rules';
import { canManageInstitution } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';
import { pgErrorCode, type Db, type Tx } from '../db/client.js';
import { forbidden, notFound, refused } from '../errors.js';
import { institutionNameOf } from '../repositories/finance.js';
import type { Repositories } from '../repositories/index.js';
import { payoutAccountForWithdrawal, type PayoutAccountRow as Row } from '../repositories/payout-accounts.js';
import { iso, type Page } from '../repositories/scope.js';

/** Who acts and from where (the audit log's actor). */
export interface PayoutActor {
  principal: Principal;
  ip: string;
}

const toItem = (row: Row, now: Date) => ({
  id: row.id,
  institution_id: row.institutionId,
  account_name: row.accountName,
  bank_name: row.bankName,
  card_number: row.cardNumber,
  status: row.status,
  usable: payoutAccountState({ status: row.status, usable_from: row.usableFrom }, now) === 'usable' ? (1 as const) : (0 as const),
  confirmed_at: iso(row.confirmedAt),
  usable_from: iso(row.usableFrom),
  created_at: iso(row.createdAt)!,
});

export type PayoutAccountItem = ReturnType<typeof toItem>;

export interface PayoutAccountDeps {
  db: Db;
  repos: Pick<Repositories, 'smsCodes' | 'payoutAccounts'>;
  /** Sends a 收款账户 code to the mobile (app.signIn.sendSmsCode, services/sign-in.ts: its limits, its outbox). */
  sendCode(mobile: string, ip: string): Promise<void>;
}

export function createPayoutAccountService(deps: PayoutAccountDeps) {
  const db = () => deps.db;
  const repo = () => deps.repos.payoutAccounts;
  const institutionName = (id: number) => institutionNameOf(deps.db, id);

  /**
   * The mobile the 收款账户验证码 goes to: the institution's owner's — the caller's own when they are an owner (today
   * the only ones allowed), else the first owner's. PAYOUT_MSG.noMobile without one.
   */
  async function ownerMobile(principal: Principal, institutionId: number): Promise<string> {
    const mobile = await repo().ownerMobile(institutionId, principal.userId);
    if (!mobile) throw refused(PAYOUT_MSG.noMobile);
    return mobile;
  }

  /**
   * An account the caller may change: 404 when it is not there or not of an institution they manage, 40300 when they
   * manage it but are not allowed to manage its payout accounts.
   */
  async function managed(principal: Principal, id: number): Promise<Row> {
    const row = await repo().find(id);
    if (!row || !canManageInstitution(principal, row.institutionId)) throw notFound();
    if (!mayManagePayout(principal, row.institutionId)) throw forbidden();
    return row;
  }

  const audit = (tx: Tx, { principal, ip }: PayoutActor, action: string, row: Row, detail: Record<string, unknown> = {}) =>
    repo().audit(tx, { userId: principal.userId, ip }, action, row, detail);

  return {
    /** The institution's accounts that are not removed, newest first: for its managers and the platform admin. */
    async list(principal: Principal, filter: Page & { institutionId: number }, now = new Date()): Promise<{ total: number; list: PayoutAccountItem[] }> {
      if (!canManageInstitution(principal, filter.institutionId)) throw forbidden();
      const { rows, total } = await repo().list(filter);
      return { total, list: rows.map((r) => toItem(r, now)) };
    },

    /**
     * A new account (pending) of an institution the caller may manage the payout accounts of: checked by the shared
     * rule, refused as a duplicate while the institution has the number, then the 收款账户验证码 to the owner's mobile
     * (nothing is written when it cannot be sent), then the row and its audit entry.
     */
    async create(actor: PayoutActor, input: PayoutAccountInput & { institution_id: number }): Promise<{ account: PayoutAccountItem; mobile: string }> {
      const { principal, ip } = actor;
      if (!mayManagePayout(principal, input.institution_id)) throw forbidden();
      const name = await institutionName(input.institution_id);
      if (name === undefined) throw forbidden();
      const account = newPayoutAccount(input, name);
      if (await repo().hasNumber(input.institution_id, account.card_number)) throw refused(PAYOUT_MSG.duplicate);
      const mobile = await ownerMobile(principal, input.institution_id);
      await deps.sendCode(mobile, ip);
      let row: Row;
      try {
        row = await db().transaction(async (tx) => {
          const inserted = await repo().insert(tx, {
            institutionId: input.institution_id,
            accountName: account.account_name,
            bankName: account.bank_name,
            cardNumber: account.card_number,
            createdBy: principal.userId,
          });
          await audit(tx, actor, 'payout_account.create', inserted);
          return inserted;
        });
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw refused(PAYOUT_MSG.duplicate);
        throw error;
      }
      return { account: toItem(row, new Date()), mobile: maskMobile(mobile) };
    },

    /** A new 收款账户验证码 for a pending account (the SMS resend limit applies). */
    async sendCode(actor: PayoutActor, id: number): Promise<{ mobile: string }> {
      const row = await managed(actor.principal, id);
      if (row.status !== 'pending') throw refused(row.status === 'removed' ? PAYOUT_MSG.removed : PAYOUT_MSG.notPending);
      const mobile = await ownerMobile(actor.principal, row.institutionId);
      await deps.sendCode(mobile, actor.ip);
      return { mobile: maskMobile(mobile) };
    },

    /** The owner's code confirms a pending account: active from now, usable one day later. */
    async confirm(actor: PayoutActor, input: { id: number; sms_code: string }, now = new Date()): Promise<PayoutAccountItem> {
      const row = await managed(actor.principal, input.id);
      if (row.status !== 'pending') throw refused(row.status === 'removed' ? PAYOUT_MSG.removed : PAYOUT_MSG.notPending);
      const mobile = await ownerMobile(actor.principal, row.institutionId);
      if (!(await deps.repos.smsCodes.consume(mobile, 'payout_account', input.sms_code))) throw refused(SIGN_IN_MSG.smsCodeWrong);
      const usableFrom = payoutUsableFrom(now);
      const confirmed = await db().transaction(async (tx) => {
        const updated = await repo().confirm(tx, row.id, { confirmedAt: now, usableFrom, confirmedBy: actor.principal.userId });
        if (!updated) throw refused(PAYOUT_MSG.notPending);
        await audit(tx, actor, 'payout_account.confirm', updated, { usable_from: usableFrom.toISOString() });
        return updated;
      });
      return toItem(confirmed, now);
    },

    /** Removes (disables) an account; withdrawals that went to it keep their copy. Once: a removed one is refused. */
    async remove(actor: PayoutActor, id: number, now = new Date()): Promise<void> {
      const row = await managed(actor.principal, id);
      if (row.status === 'removed') throw refused(PAYOUT_MSG.removed);
      await db().transaction(async (tx) => {
        const updated = await repo().remove(tx, row.id, { removedAt: now, removedBy: actor.principal.userId });
        if (!updated) throw refused(PAYOUT_MSG.removed);
        await audit(tx, actor, 'payout_account.remove', updated, { status_before: row.status });
      });
    },
  };
}

export type PayoutAccountService = ReturnType<typeof createPayoutAccountService>;

/**
 * The account a withdrawal of the institution goes to (services/withdrawals.ts), read in the withdrawal's transaction
 * and kept from changing until it ends (FOR SHARE: a removal waits): refused unless it is the institution's and
 * usable now (confirmed, past its cooling period, in the institution's name).
 */
export async function usablePayoutAccount(tx: Db | Tx, id: number, institutionId: number, institutionName: string, now: Date): Promise<Row> {
  const row = await payoutAccountForWithdrawal(tx, id);
  if (!row || row.institutionId !== institutionId) throw refused(PAYOUT_MSG.unknown);
  const refusal = payoutAccountRefusal({ status: row.status, usable_from: row.usableFrom, account_name: row.accountName }, institutionName, now);
  if (refusal) throw refused(refusal);
  return row;
}

/** `app.payoutAccounts`: 收款账户 registered, confirmed by SMS and removed. */
export default fp(
  async (app) => {
    app.decorate(
      'payoutAccounts',
      createPayoutAccountService({ db: app.database.db, repos: app.repos, sendCode: (mobile, ip) => app.signIn.sendSmsCode(mobile, 'payout_account', ip) }),
    );
  },
  { name: 'payout-accounts-service', dependencies: ['db', 'repositories', 'sign-in-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    payoutAccounts: PayoutAccountService;
  }
}
