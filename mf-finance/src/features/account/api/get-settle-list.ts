import { http } from 'shared';
import type { SettleList, SettleListQuery } from './types';

/** GET /admin/order_settle_list — 结算明细 per competition (sign-up fees) and per venue (bookings). */
export function getSettleList(query: SettleListQuery): Promise<SettleList> {
  return http.get('/admin/order_settle_list', { ...query });
}
