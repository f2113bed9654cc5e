/**
 * 提现 (docs/finance.md, "Withdrawals"): an institution's owner (shared/rules mayManagePayout) asks for money from its
 * available balance to be paid to one of its usable 收款账户 (services/payout-accounts.ts: registered, confirmed by SMS,
 * past the one-day cooling period), confirmed with an SMS code sent to their own mobile; the withdrawal keeps a copy
 * of the account's bank, number and name, so its history stays true whatever becomes of the account; the amount is
 * reserved at once (available → payout, one ledger transaction in the same database transaction as the withdrawal).
 * The platform admin then pays it out (payout → clearing, with the bank transfer's reference) or rejects it (payout →
 * available). Each review is a conditional update of a locked pending row, so a withdrawal is reviewed once.
 *
 * The decisions are shared/rules (checkWithdrawRequest: the checks in their order; withdrawReviewOf /
 * withdrawReviewOutcome: the review and what the ledger moves), as the mock handlers use them; the queries are
 * repositories/withdrawals.ts. `app.withdrawals`.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  checkWithdrawRequest,
  mayManagePayout,
  WITHDRAW_MSG,
  withdrawCodeMobile,
  withdrawReservePosting,
  withdrawReviewOf,
  withdrawReviewOutcome,
  type WithdrawReviewInput,
} from 'shared/rules';
import { canManageInstitution } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { forbidden, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import {
  auditWithdrawal,
  insertWithdrawal,
  lockWithdrawal,
  markReviewed,
  withdrawalById,
  withdrawalPage,
  type WithdrawFilter,
  type WithdrawItem,
} from '../repositories/withdrawals.js';
import { institutionNameOf, mobileOfUser } from '../repositories/finance.js';
import { Overdrawn, post } from '../repositories/ledger.js';
import { usablePayoutAccount } from './payout-accounts.js';
import { asAppError } from './rule-refusal.js';

export type { WithdrawFilter, WithdrawItem } from '../repositories/withdrawals.js';

/** 提现单号: TX + UTC time to the second + 12 random hex digits (28 characters). */
export const newWithdrawNo = (now: Date) => `TX${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

export interface WithdrawRequest {
  institution_id: number;
  amount_cents: number;
  /** One of the institution's usable 收款账户; bank, number and name come from it. */
  payout_account_id: number;
  sms_code: string;
}

export interface WithdrawReview extends WithdrawReviewInput {
  id: number;
}

/** Who asks and from where (the audit log's actor). */
export interface WithdrawActor {
  principal: Principal;
  ip: string;
}

/** `run()`, a rule's refusal as AppError and an overdraft of the available balance as 余额不足. */
async function ruled<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Overdrawn) throw refused(WITHDRAW_MSG.balanceShort);
    throw asAppError(error);
  }
}

export function createWithdrawalService({ db, repos }: { db: Db; repos: Pick<Repositories, 'smsCodes'> }) {
  return {
    /**
     * The mobile the 提现验证码 goes to: the caller's own, who must be allowed to withdraw for one of their institutions
     * (mayManagePayout); WITHDRAW_MSG.noMobile without one. The route sends the code (app.signIn.sendSmsCode, services/sign-in.ts).
     */
    async codeMobile(principal: Principal): Promise<string> {
      return ruled(async () => {
        const ownsAny = principal.memberships.some((m) => mayManagePayout(principal, m.institutionId));
        return withdrawCodeMobile(ownsAny, ownsAny ? await mobileOfUser(db, principal.userId) : null);
      });
    },

    /**
     * A withdrawal asked for by the institution's owner: checked in the order of shared/rules checkWithdrawRequest
     * (the owner, the amount, a usable 收款账户 of the institution, the SMS code spent), then — the account read again
     * and held (usablePayoutAccount) — the withdrawal with a copy of the account's bank, number and name, and its
     * reserve, in one database transaction. The available balance must cover it (余额不足, nothing written).
     */
    async request({ principal, ip }: WithdrawActor, input: WithdrawRequest, now = new Date()): Promise<WithdrawItem> {
      return ruled(async () => {
        let institutionName = '';
        await checkWithdrawRequest({
          owner: mayManagePayout(principal, input.institution_id),
          amountCents: input.amount_cents,
          // refused before the code is spent; read again, and held, in the transaction below
          account: async () => {
            const name = await institutionNameOf(db, input.institution_id);
            if (name === undefined) throw forbidden();
            institutionName = name;
            return usablePayoutAccount(db, input.payout_account_id, input.institution_id, name, now);
          },
          mobile: () => mobileOfUser(db, principal.userId),
          spendCode: (mobile) => repos.smsCodes.consume(mobile, 'withdraw', input.sms_code),
        });
        const withdrawNo = newWithdrawNo(now);
        const id = await db.transaction(async (tx) => {
          const account = await usablePayoutAccount(tx, input.payout_account_id, input.institution_id, institutionName, now);
          const withdrawalId = await insertWithdrawal(tx, {
            withdrawNo,
            institutionId: input.institution_id,
            amountCents: input.amount_cents,
            bankName: account.bankName,
            cardNumber: account.cardNumber,
            accountName: account.accountName,
            payoutAccountId: account.id,
            requestedBy: principal.userId,
          });
          await post(tx, { ...withdrawReservePosting({ withdraw_no: withdrawNo, institution_id: input.institution_id, amount_cents: input.amount_cents }), withdrawalId });
          await auditWithdrawal(tx, {
            actorId: principal.userId,
            action: 'withdraw.request',
            withdrawalId,
            detail: { withdraw_no: withdrawNo, institution_id: input.institution_id, amount_cents: input.amount_cents, payout_account_id: account.id },
            ip,
          });
          return withdrawalId;
        });
        return (await withdrawalById(db, id))!;
      });
    },

    /** A page of withdrawals within `scope`, newest first; `keyword` matches the number, the institution or the bank. */
    list: (filter: WithdrawFilter) => withdrawalPage(db, filter),

    /** One withdrawal for a manager of its institution or the platform admin; 404 for anyone else. */
    async find(principal: Principal, id: number): Promise<WithdrawItem> {
      const item = await withdrawalById(db, id);
      if (!item || !canManageInstitution(principal, item.institution_id)) throw notFound();
      return item;
    },

    /**
     * The platform admin's review of a pending withdrawal (shared/rules withdrawReviewOf, withdrawReviewOutcome):
     * approve = paid out to the bank card (its reference required), reject = the reserve released to the available
     * balance (a reason required). Once: a withdrawal already reviewed is refused (WITHDRAW_MSG.notPending).
     */
    async review({ principal, ip }: WithdrawActor, input: WithdrawReview, now = new Date()): Promise<WithdrawItem> {
      if (!principal.isPlatformAdmin) throw forbidden();
      return ruled(async () => {
        const review = withdrawReviewOf(input);
        await db.transaction(async (tx) => {
          const row = await lockWithdrawal(tx, input.id);
          if (!row) throw notFound();
          const { posting, status, payout_reference: payoutReference, review_reason: reviewReason } = withdrawReviewOutcome(
            { status: row.status, withdraw_no: row.withdrawNo, institution_id: row.institutionId, amount_cents: row.amountCents },
            review,
          );
          if (!(await markReviewed(tx, row.id, { status, reviewedBy: principal.userId, reviewedAt: now, payoutReference, reviewReason }))) {
            throw refused(WITHDRAW_MSG.notPending);
          }
          await post(tx, { ...posting, withdrawalId: row.id });
          await auditWithdrawal(tx, {
            actorId: principal.userId,
            action: review.approve ? 'withdraw.approve' : 'withdraw.reject',
            withdrawalId: row.id,
            detail: { withdraw_no: row.withdrawNo, institution_id: row.institutionId, amount_cents: row.amountCents, ...(review.approve ? { payout_reference: review.reference } : { reason: review.reason }) },
            ip,
          });
        });
        return (await withdrawalById(db, input.id))!;
      });
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export default fp(
  async (app) => {
    app.decorate('withdrawals', createWithdrawalService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'withdrawals-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalService;
  }
}
