/**
 * Mocks of the review side of withdrawals (server: server/src/routes/finance/withdrawals.ts over
 * services/withdrawals.ts): FinanceWithdrawList (GET /admin/withdraw), withdraw_info and the platform admin's
 * withdraw/check with the Idempotency-Key (../idempotency.ts). Data plus the rules of shared/rules/finance (statuses,
 * refusals); the input checks are the routes' schemas (../route.ts).
 *
 * The withdrawals are `mockDb.withdrawals` (fixtures/accounts.ts; a manager asks for one in handlers/accounts.ts,
 * which reserves its amount). Tenancy as on the server: the platform admin sees every institution's withdrawals and
 * alone reviews them; an institution's managers see their institution's. A review happens once
 * (WITHDRAW_MSG.notPending after it) and moves the reserve in the mocks' ledger: paid out (payout → clearing) or
 * released to the available balance.
 */
import { withdrawPayoutEntries, withdrawReleaseEntries } from '../../rules/finance/accounts';
import { WITHDRAW_MSG } from '../../rules/finance/withdrawals';
import { institutionIdsOf, mockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import type { MockLedgerTransaction, MockWithdrawal } from '../fixtures/accounts';
import { institutionName } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee, scopeInstitution } from './guard';

/** Pending withdrawals of the institutions `mine` accepts (the withdraw_count badge of un_check_count). */
export function pendingWithdrawCount(mine: (institutionId: number) => boolean): number {
  return mockDb.withdrawals.filter((w) => w.status === 'pending' && mine(w.institution_id)).length;
}

const nicknameOf = (userId: number) => mockDb.users.find((u) => u.profile.id === userId)?.profile.nickname ?? '';

function toItem({ requested_by: requestedBy, reviewed_by: _reviewer, ...w }: MockWithdrawal) {
  return { ...w, institution_name: institutionName(w.institution_id), requested_by_name: nicknameOf(requestedBy) };
}

function visible(user: MockUser, id: number): MockWithdrawal {
  const w = mockDb.withdrawals.find((x) => x.id === id);
  return w && canSee(user, w.institution_id) ? w : refuse(notFound());
}

export const withdrawalHandlers = [
  mock.get('/admin/withdraw', ({ user, query: q, url }) => {
    if (!user.isPlatformAdmin && institutionIdsOf(user).length === 0) return refuse(forbidden());
    const scope = scopeInstitution(user, q.institution_id);
    if ('denied' in scope) return scope.denied;
    const keyword = q.keyword?.trim().toLowerCase();
    const rows = mockDb.withdrawals
      .filter((w) => (!scope.ids || scope.ids.includes(w.institution_id)) && (!q.status || w.status === q.status))
      .filter((w) => !keyword || [w.withdraw_no, institutionName(w.institution_id), w.bank_name].some((text) => text.toLowerCase().includes(keyword)))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(toItem);
    return paginate(rows, url);
  }),

  mock.get('/admin/withdraw_info', ({ user, query }) => toItem(visible(user, query.id))),

  mock.post(
    '/admin/withdraw/check',
    (input) =>
      idempotent(input, () => {
        const { user, body } = input;
        const approve = body.action === 'approve';
        const reference = (body.payout_reference ?? '').trim();
        const reason = (body.reason ?? '').trim();
        if (approve && !reference) return refuse(badInput(WITHDRAW_MSG.referenceRequired));
        if (!approve && !reason) return refuse(badInput(WITHDRAW_MSG.reasonRequired));
        const w = mockDb.withdrawals.find((x) => x.id === body.id);
        if (!w) return refuse(notFound());
        if (w.status !== 'pending') return refuse(refused(WITHDRAW_MSG.notPending));
        const at = new Date().toISOString();
        Object.assign(w, {
          status: approve ? 'approved' : 'rejected',
          reviewed_by: user.profile.id,
          reviewed_at: at,
          ...(approve ? { payout_reference: reference } : { review_reason: reason }),
        });
        const money: MockLedgerTransaction = approve
          ? { key: `withdraw_payout:${w.withdraw_no}`, kind: 'withdraw_payout', entries: withdrawPayoutEntries(w.institution_id, w.amount_cents), memo: `提现打款 ${w.withdraw_no}（凭证 ${reference}）`, at }
          : { key: `withdraw_release:${w.withdraw_no}`, kind: 'withdraw_release', entries: withdrawReleaseEntries(w.institution_id, w.amount_cents), memo: `提现驳回 ${w.withdraw_no}：${reason}`, at };
        mockDb.ledger.push(money);
        return toItem(w);
      }),
    { auth: 'admin' },
  ),
];
