import { http, type ListResult } from 'shared';
import type { Invoice, InvoiceListQuery } from './types';

/** GET /admin/invoice_list — every invoice request (platform admin), newest first. */
export function getInvoiceList(query: InvoiceListQuery): Promise<ListResult<Invoice>> {
  return http.get('/admin/invoice_list', { ...query });
}
