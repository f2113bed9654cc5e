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
import { mockDb } from '../db';
import { notFound } from '../envelope';
import type { MockWithdrawal } from '../fixtures/accounts';
import { institutionName } from '../fixtures/institutions';
import { listPage, managedListScope, withdrawItem as toItem } from '../finance-kit';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee } from './guard';

/** Pending withdrawals of the institutions `mine` accepts (the withdraw_count badge of un_check_count). */
export function pendingWithdrawCount(mine: (institutionId: number) => boolean): number {
  return mockDb.withdrawals.filter((w) => w.status === 'pending' && mine(w.institution_id)).length;
}

function visible(user: MockUser, id: number): MockWithdrawal {
  const w = mockDb.withdrawals.find((x) => x.id === id);
  return w && canSee(user, w.institution_id) ? w : refuse(notFound());
}

export const withdrawalHandlers = [
  mock.get('/admin/withdraw', ({ user, query: q, url }) => {
    const filter = {
      scope: { ids: managedListScope(user, q.institution_id), of: (w: MockWithdrawal) => w.institution_id },
      status: { wanted: q.status, of: (w: MockWithdrawal) => w.status },
      keyword: { wanted: q.keyword, in: (w: MockWithdrawal) => [w.withdraw_no, institutionName(w.institution_id), w.bank_name] },
    };
    return listPage(mockDb.withdrawals, url, filter, toItem);
  }),

  mock.get('/admin/withdraw_info', ({ user, query }) => toItem(visible(user, query.id))),

  mock.admin.post('/admin/withdraw/check', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const review = withdrawReviewOf(body);
      const w = mockDb.withdrawals.find((x) => x.id === body.id);
      if (!w) return refuse(notFound());
      const { posting, ...outcome } = withdrawReviewOutcome(w, review);
      const at = new Date().toISOString();
      Object.assign(w, outcome, { reviewed_by: user.profile.id, reviewed_at: at });
      mockDb.ledger.push({ ...posting, at });
      return toItem(w);
    })),
];
