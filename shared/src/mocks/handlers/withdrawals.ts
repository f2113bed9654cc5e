/**
 * Mocks of the review side of withdrawals (server: server/src/routes/finance/withdrawals.ts over
 * services/withdrawals.ts): FinanceWithdrawList (GET /admin/withdraw), withdraw_info and the platform admin's
 * withdraw/check with the Idempotency-Key (../idempotency.ts). Data plus the rules of shared/rules/finance (statuses,
 * refusals); the input checks are the routes' schemas (../route.ts).
 *
 * The withdrawals are `mockDb.withdrawals` (fixtures/accounts.ts; a manager asks for one in handlers/accounts.ts,
 * which reserves its amount). Tenancy as on the server: the platform admin sees every institution's withdrawals and
 * alone reviews them; an institution's managers see their institution's. The review is shared/rules
 * withdrawReviewOf + withdrawReviewOutcome (once; paid out or released, and the ledger transaction), as on the server.
 */
import { withdrawReviewOf, withdrawReviewOutcome } from '../../rules/finance/withdrawals';
import { institutionIdsOf, mockDb } from '../db';
import { forbidden, notFound, paginate } from '../envelope';
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
        const review = withdrawReviewOf(body);
        const w = mockDb.withdrawals.find((x) => x.id === body.id);
        if (!w) return refuse(notFound());
        const { posting, ...outcome } = withdrawReviewOutcome(w, review);
        const at = new Date().toISOString();
        Object.assign(w, outcome, { reviewed_by: user.profile.id, reviewed_at: at });
        const money: MockLedgerTransaction = { ...posting, at };
        mockDb.ledger.push(money);
        return toItem(w);
      }),
    { auth: 'admin' },
  ),
];
