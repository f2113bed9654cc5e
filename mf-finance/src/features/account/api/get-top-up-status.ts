import { http } from 'shared';
import type { PayOrderStatus } from './types';

/** GET /pay_order/statues (the spec's spelling) — a top-up order as 充值成功 shows it: amount, status, channel, time. */
export function getTopUpStatus(orderNo: string): Promise<PayOrderStatus> {
  return http.get('/pay_order/statues', { order_no: orderNo });
}
