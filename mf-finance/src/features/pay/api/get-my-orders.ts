import { http } from 'shared';
import type { MyOrdersQuery, PayerOrderList } from './types';

/** GET /user/orders — the signed-in user's own orders (我的订单), newest first. */
export function getMyOrders(query: MyOrdersQuery): Promise<PayerOrderList> {
  return http.get('/user/orders', { ...query });
}
