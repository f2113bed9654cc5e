import { http } from 'shared';
import type { Refund } from './types';

/** GET /admin/refund_info — one refund with its order's amounts and status (its institution, the admin or the payer). */
export function getRefundInfo(id: number): Promise<Refund> {
  return http.get('/admin/refund_info', { id });
}
