/**
 * 提现 (docs/finance.md, "Withdrawals"): an institution's owner (shared/rules mayManagePayout) asks for money from its
 * available balance to be paid to one of its usable 收款账户 (services/payout-accounts.ts: registered, confirmed by SMS,
 * past the one-day cooling period), confirmed with an SMS code sent to their own mobile; the withdrawal keeps a copy
 * of the account's bank, number and name, so its history stays true whatever becomes of the account; the amount is reserved at once
 * (available → payout, one ledger transaction in the same database transaction as the withdrawal). The platform admin
 * then pays it out (payout → clearing, with the bank transfer's reference) or rejects it (payout → available). Each
 * review is a conditional update of a locked pending row, so a withdrawal is reviewed once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  amountProblem,
  mayManagePayout,
  SIGN_IN_MSG,
  WITHDRAW_MIN_CENTS,
  WITHDRAW_MSG,
  withdrawPayoutEntries,
  withdrawReleaseEntries,
  withdrawReserveEntries,
  type WithdrawStatus,
} from 'shared/rules';
import { canManageInstitution } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';
import { auditLog, institutions, users, withdrawals } from '../db/schema/index.js';
import { badInput, forbidden, notFound, refused } from '../errors.js';
import { inScope, iso, likePattern, type Page, type Scope } from '../repositories/scope.js';
import { Overdrawn, post } from './ledger.js';
import { usablePayoutAccount } from './payout-accounts.js';

/** 提现单号: TX + UTC time to the second + 12 random hex digits (28 characters). */
export const newWithdrawNo = (now: Date) => `TX${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

export interface WithdrawRequest {
  institution_id: number;
  amount_cents: number;
  /** One of the institution's usable 收款账户; bank, number and name come from it. */
  payout_account_id: number;
  sms_code: string;
}

export interface WithdrawReview {
  id: number;
  action: 'approve' | 'reject';
  reason?: string;
  payout_reference?: string;
}

export interface WithdrawFilter extends Page {
  scope: Scope;
  status?: WithdrawStatus;
  keyword?: string;
}

/** Who asks and from where (the audit log's actor). */
export interface WithdrawActor {
  principal: Principal;
  ip: string;
}

const columns = {
  w: withdrawals,
  institutionName: institutions.name,
  requestedByName: users.nickname,
};

type Row = { w: typeof withdrawals.$inferSelect; institutionName: string; requestedByName: string | null };

const toItem = ({ w, institutionName, requestedByName }: Row) => ({
  id: w.id,
  withdraw_no: w.withdrawNo,
  institution_id: w.institutionId,
  institution_name: institutionName,
  amount_cents: w.amountCents,
  status: w.status,
  bank_name: w.bankName,
  card_number: w.cardNumber,
  account_name: w.accountName,
  review_reason: w.reviewReason,
  payout_reference: w.payoutReference,
  requested_by_name: requestedByName ?? '',
  created_at: iso(w.createdAt)!,
  reviewed_at: iso(w.reviewedAt),
});

export type WithdrawItem = ReturnType<typeof toItem>;

export function createWithdrawalService(app: FastifyInstance) {
  const db = () => app.database.db;

  const select = () =>
    db()
      .select(columns)
      .from(withdrawals)
      .innerJoin(institutions, eq(institutions.id, withdrawals.institutionId))
      .leftJoin(users, eq(users.id, withdrawals.requestedBy));

  async function byId(id: number): Promise<WithdrawItem | undefined> {
    const [row] = await select().where(eq(withdrawals.id, id)).limit(1);
    return row ? toItem(row) : undefined;
  }

  async function mobileOf(userId: number): Promise<string | null> {
    const [row] = await db().select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.mobile || null;
  }

  return {
    /**
     * The mobile the 提现验证码 goes to: the caller's own, who must be allowed to withdraw for one of their institutions
     * (mayManagePayout); WITHDRAW_MSG.noMobile without one. The route sends the code (routes/auth/sms-code.ts).
     */
    async codeMobile(principal: Principal): Promise<string> {
      if (!principal.memberships.some((m) => mayManagePayout(principal, m.institutionId))) throw forbidden();
      const mobile = await mobileOf(principal.userId);
      if (!mobile) throw refused(WITHDRAW_MSG.noMobile);
      return mobile;
    },

    /**
     * A withdrawal asked for by the institution's owner: checked (amount, a usable 收款账户 of the institution, the SMS
     * code spent), then — the account read again and held (usablePayoutAccount) — the withdrawal with a copy of the
     * account's bank, number and name, and its reserve, in one database transaction. The available balance must cover
     * it (余额不足, nothing written).
     */
    async request({ principal, ip }: WithdrawActor, input: WithdrawRequest, now = new Date()): Promise<WithdrawItem> {
      if (!mayManagePayout(principal, input.institution_id)) throw forbidden();
      const amount = input.amount_cents;
      const problem = amountProblem(amount);
      if (problem) throw badInput(problem);
      if (amount < WITHDRAW_MIN_CENTS) throw badInput(WITHDRAW_MSG.tooSmall);
      const [institution] = await db().select({ name: institutions.name }).from(institutions).where(eq(institutions.id, input.institution_id)).limit(1);
      if (!institution) throw forbidden();
      // refused before the code is spent; read again, and held, in the transaction below
      await usablePayoutAccount(db(), input.payout_account_id, input.institution_id, institution.name, now);
      const mobile = await mobileOf(principal.userId);
      if (!mobile) throw refused(WITHDRAW_MSG.noMobile);
      if (!(await app.repos.smsCodes.consume(mobile, 'withdraw', input.sms_code))) throw refused(SIGN_IN_MSG.smsCodeWrong);

      const withdrawNo = newWithdrawNo(now);
      let id: number;
      try {
        id = await db().transaction(async (tx) => {
          const account = await usablePayoutAccount(tx, input.payout_account_id, input.institution_id, institution.name, now);
          const [row] = await tx
            .insert(withdrawals)
            .values({
              withdrawNo,
              institutionId: input.institution_id,
              amountCents: amount,
              bankName: account.bankName,
              cardNumber: account.cardNumber,
              accountName: account.accountName,
              payoutAccountId: account.id,
              requestedBy: principal.userId,
            })
            .returning({ id: withdrawals.id });
          await post(tx, {
            key: `withdraw:${withdrawNo}`,
            kind: 'withdraw_reserve',
            entries: withdrawReserveEntries(input.institution_id, amount),
            withdrawalId: row!.id,
            memo: `提现申请 ${withdrawNo}`,
          });
          await tx.insert(auditLog).values({
            actorId: principal.userId,
            action: 'withdraw.request',
            target: `withdrawal:${row!.id}`,
            detail: { withdraw_no: withdrawNo, institution_id: input.institution_id, amount_cents: amount, payout_account_id: account.id },
            ip,
          });
          return row!.id;
        });
      } catch (error) {
        if (error instanceof Overdrawn) throw refused(WITHDRAW_MSG.balanceShort);
        throw error;
      }
      return (await byId(id))!;
    },

    /** A page of withdrawals within `scope`, newest first; `keyword` matches the number, the institution or the bank. */
    async list(filter: WithdrawFilter): Promise<{ total: number; list: WithdrawItem[] }> {
      const conditions: (SQL | undefined)[] = [inScope(withdrawals.institutionId, filter.scope)];
      if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(or(ilike(withdrawals.withdrawNo, like), ilike(institutions.name, like), ilike(withdrawals.bankName, like)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).offset(filter.start).limit(filter.count),
        db().select({ n: count() }).from(withdrawals).innerJoin(institutions, eq(institutions.id, withdrawals.institutionId)).where(where),
      ]);
      return { total: total?.n ?? 0, list: rows.map(toItem) };
    },

    /** One withdrawal for a manager of its institution or the platform admin; 404 for anyone else. */
    async find(principal: Principal, id: number): Promise<WithdrawItem> {
      const item = await byId(id);
      if (!item || !canManageInstitution(principal, item.institution_id)) throw notFound();
      return item;
    },

    /**
     * The platform admin's review of a pending withdrawal: approve = paid out to the bank card (its reference
     * required), reject = the reserve released to the available balance (a reason required). Once: a withdrawal
     * already reviewed is refused (WITHDRAW_MSG.notPending) and nothing changes.
     */
    async review({ principal, ip }: WithdrawActor, input: WithdrawReview, now = new Date()): Promise<WithdrawItem> {
      if (!principal.isPlatformAdmin) throw forbidden();
      const approve = input.action === 'approve';
      const reference = (input.payout_reference ?? '').trim();
      const reason = (input.reason ?? '').trim();
      if (approve && !reference) throw badInput(WITHDRAW_MSG.referenceRequired);
      if (!approve && !reason) throw badInput(WITHDRAW_MSG.reasonRequired);
      try {
        await db().transaction(async (tx) => {
          const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update').limit(1);
          if (!row) throw notFound();
          if (row.status !== 'pending') throw refused(WITHDRAW_MSG.notPending);
          const status: WithdrawStatus = approve ? 'approved' : 'rejected';
          const updated = await tx
            .update(withdrawals)
            .set({
              status,
              reviewedBy: principal.userId,
              reviewedAt: now,
              ...(approve ? { payoutReference: reference } : { reviewReason: reason }),
            })
            .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')))
            .returning({ id: withdrawals.id });
          if (updated.length === 0) throw refused(WITHDRAW_MSG.notPending);
          await post(tx, approve
            ? {
                key: `withdraw_payout:${row.withdrawNo}`,
                kind: 'withdraw_payout',
                entries: withdrawPayoutEntries(row.institutionId, row.amountCents),
                withdrawalId: row.id,
                memo: `提现打款 ${row.withdrawNo}（凭证 ${reference}）`.slice(0, 255),
              }
            : {
                key: `withdraw_release:${row.withdrawNo}`,
                kind: 'withdraw_release',
                entries: withdrawReleaseEntries(row.institutionId, row.amountCents),
                withdrawalId: row.id,
                memo: `提现驳回 ${row.withdrawNo}：${reason}`.slice(0, 255),
              });
          await tx.insert(auditLog).values({
            actorId: principal.userId,
            action: approve ? 'withdraw.approve' : 'withdraw.reject',
            target: `withdrawal:${row.id}`,
            detail: { withdraw_no: row.withdrawNo, institution_id: row.institutionId, amount_cents: row.amountCents, ...(approve ? { payout_reference: reference } : { reason }) },
            ip,
          });
        });
      } catch (error) {
        if (error instanceof Overdrawn) throw refused(WITHDRAW_MSG.balanceShort);
        throw error;
      }
      return (await byId(input.id))!;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
