import { http, type RequestOptions } from 'shared';
import type { PayOrderStatus } from './types';

/**
 * GET /pay_order/statues (the spec's spelling) — an order of the caller as the cashier needs it: amount, status,
 * expiry, the channels that may pay it and the wallet balance. `silent` for the polling while a QR code is shown.
 */
export function getPayStatus(orderNo: string, options?: RequestOptions): Promise<PayOrderStatus> {
  return http.get('/pay_order/statues', { order_no: orderNo }, options);
}
