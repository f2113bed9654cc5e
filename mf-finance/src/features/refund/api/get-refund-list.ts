import { http, type ListResult } from 'shared';
import type { Refund, RefundListQuery } from './types';

/** GET /admin/refund_list — admins: every institution; managers: their own (institution_id), newest first. */
export function getRefundList(query: RefundListQuery): Promise<ListResult<Refund>> {
  return http.get('/admin/refund_list', { ...query });
}
