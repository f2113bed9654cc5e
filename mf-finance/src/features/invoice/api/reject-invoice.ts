import { http } from 'shared';
import type { Invoice, InvoiceRejectPayload } from './types';

/** POST /admin/invoice/reject — 驳回 with the required reason. */
export function rejectInvoice(payload: InvoiceRejectPayload): Promise<Invoice> {
  return http.post('/admin/invoice/reject', payload);
}
