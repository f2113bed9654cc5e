import { http } from 'shared';
import type { RefundPreview } from './types';

/** GET /refund/preview — the payer's order: paid, refunded, what the competition's policy lets them ask back now. */
export function getRefundPreview(orderNo: string): Promise<RefundPreview> {
  return http.get('/refund/preview', { order_no: orderNo });
}
