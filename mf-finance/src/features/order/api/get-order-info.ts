import { http } from 'shared';
import type { OrderInfo } from './types';

/** GET /admin/pay_order_info — one order with its items and status history. */
export function getOrderInfo(id: number): Promise<OrderInfo> {
  return http.get('/admin/pay_order_info', { id });
}
