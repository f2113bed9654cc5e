import { http } from 'msw';
import { mockDb } from '../db';
import { badInput, intParam, notFound, ok, paginate, textParam } from '../envelope';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { canSee, requireUser, scopeInstitution } from './guard';

const STATUSES = ['待支付', '已支付', '已退款', '已关闭'];

/** The order as the API answers it: 标记已支付 only for an unpaid sign-up fee order the caller manages. */
function orderDto(user: MockUser, { sign_up_id: signUpId, ...order }: MockOrder) {
  return { ...order, can_mark_paid: signUpId !== null && order.status === '待支付' && canSee(user, order.institution_id) ? 1 : 0 };
}

export const financeHandlers = [
  http.get('/api/admin/pay_order_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const scope = scopeInstitution(auth.user, intParam(url, 'institution_id'));
    if ('denied' in scope) return scope.denied;
    const status = textParam(url, 'status');
    if (status && !STATUSES.includes(status)) return badInput('订单状态取值错误');
    const keyword = textParam(url, 'keyword');
    const rows = mockDb.orders
      .filter((o) => !scope.ids || scope.ids.includes(o.institution_id))
      .filter((o) => !status || o.status === status)
      .filter((o) => !keyword || o.order_no.includes(keyword) || o.subject.includes(keyword) || o.user_nickname.includes(keyword))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((o) => {
        const { items: _items, status_history: _history, ...order } = orderDto(auth.user, o);
        return order;
      });
    return ok(paginate(rows, url));
  }),

  http.get('/api/admin/pay_order_info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    if (id === undefined) return badInput('订单ID不能为空');
    const order = mockDb.orders.find((o) => o.id === id);
    if (!order || !canSee(auth.user, order.institution_id)) return notFound();
    return ok(orderDto(auth.user, order));
  }),
];
