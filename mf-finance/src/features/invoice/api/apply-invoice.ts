import { http } from 'shared';
import type { Invoice, InvoiceApplyPayload } from './types';

/** POST /invoice/apply — the payer asks for a 普通发票 of a paid order (待开票). `idempotencyKey`: one per attempt. */
export function applyInvoice(payload: InvoiceApplyPayload, idempotencyKey: string): Promise<Invoice> {
  return http.post('/invoice/apply', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
