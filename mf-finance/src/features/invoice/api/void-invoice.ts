import { http } from 'shared';
import type { Invoice, InvoiceVoidPayload } from './types';

/** POST /admin/invoice/void — 红冲 an issued invoice with the required reason (before its order can be refunded). */
export function voidInvoice(payload: InvoiceVoidPayload): Promise<Invoice> {
  return http.post('/admin/invoice/void', payload);
}
