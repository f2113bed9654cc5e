import { OFFLINE_MARK, offlineMarkNote, offlineMarkProblem, offlineMarkStateProblem } from '../../rules/finance/orders-offline';
import { refundOrderProblem } from '../../rules/finance/refund-decisions';
import { refundRoleProblem } from '../../rules/finance/refunds';
import { mockDb } from '../db';
import { badInput, notFound, refused } from '../envelope';
import { listPage, nextId } from '../finance-kit';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee, listScope } from './guard';

/**
 * The order as the API answers it: 标记已支付 only for an unpaid sign-up fee order the caller manages; 退款 of a paid
 * online order for its payee (shared/rules refundRoleProblem: live packages and top-ups by the platform admin only).
 * The payer's side (expiry, refunded cents) is for the payer's routes (./pay.ts), not the back office's order.
 */
function orderDto(user: MockUser, { sign_up_id: signUpId, kind = 'sign_up', expires_at: _expiresAt, refunded_cents: _refunded, ...order }: MockOrder) {
  const mine = canSee(user, order.institution_id);
  return {
    ...order,
    kind,
    can_mark_paid: mine && signUpId !== null && offlineMarkStateProblem(order) === null ? (1 as const) : (0 as const),
    can_refund: mine && refundOrderProblem({ status: order.status, payChannel: order.pay_channel }) === null && refundRoleProblem(kind, user.isPlatformAdmin) === null ? (1 as const) : (0 as const),
  };
}

export const financeHandlers = [
  mock.get('/admin/pay_order_list', ({ user, query: q, url }) => {
    const filter = {
      scope: { ids: listScope(user, q.institution_id), of: (o: MockOrder) => o.institution_id },
      status: { wanted: q.status, of: (o: MockOrder) => o.status },
      keyword: { wanted: q.keyword, in: (o: MockOrder) => [o.order_no, o.subject, o.user_nickname] },
    };
    return listPage(mockDb.orders, url, filter, (o) => {
      const { items: _items, status_history: _history, ...order } = orderDto(user, o);
      return order;
    });
  }),

  mock.get('/admin/pay_order_info', ({ user, query }) => {
    const order = mockDb.orders.find((o) => o.id === query.id);
    return order && canSee(user, order.institution_id) ? orderDto(user, order) : refuse(notFound());
  }),

  /** 线下收款 (server: routes/competition/sign-up-fees.ts): shared/rules orders-offline.ts decides. */
  mock.post('/admin/pay_order/mark_paid', ({ user, body, request, headers }) => {
    const order = mockDb.orders.find((o) => o.id === body.id);
    if (!order || !canSee(user, order.institution_id)) return notFound();
    const problem = offlineMarkProblem({ signUpId: order.sign_up_id }, body.note);
    if (problem) return 'badInput' in problem ? badInput(problem.badInput) : refused(problem.refuse);
    // as on the server: what changes nothing is answered above, the marking runs once per Idempotency-Key
    return idempotent({ user, request, headers, body }, () => {
      const state = offlineMarkStateProblem(order);
      if (state) return refuse(refused(state));
      const at = new Date().toISOString();
      Object.assign(order, { status: OFFLINE_MARK.status, pay_channel: OFFLINE_MARK.payChannel, paid_at: at });
      order.status_history.push({ id: nextId(order.status_history), from_status: '待支付', to_status: OFFLINE_MARK.status, note: offlineMarkNote(body.note, user.profile.nickname), created_at: at });
      return {};
    });
  }),
];
