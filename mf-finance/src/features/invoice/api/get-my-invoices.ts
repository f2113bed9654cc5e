import { http, type ListResult } from 'shared';
import type { Invoice, MyInvoicesQuery } from './types';

/** GET /invoice/list — the signed-in payer's own invoice requests, newest first. */
export function getMyInvoices(query: MyInvoicesQuery = {}): Promise<ListResult<Invoice>> {
  return http.get('/invoice/list', { ...query });
}
