import { http, type ListResult } from 'shared';
import type { Order, OrderListQuery } from './types';

/** GET /admin/pay_order_list — admins: every institution; organisers: their own (institution_id). */
export function getOrderList(query: OrderListQuery): Promise<ListResult<Order>> {
  return http.get('/admin/pay_order_list', { ...query });
}
