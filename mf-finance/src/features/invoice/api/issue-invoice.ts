import { http } from 'shared';
import type { Invoice, InvoiceIssuePayload } from './types';

/** POST /admin/invoice/issue — 开具 (generate a PDF receipt, or an uploaded PDF). `idempotencyKey`: one per attempt. */
export function issueInvoice(payload: InvoiceIssuePayload, idempotencyKey: string): Promise<Invoice> {
  return http.post('/admin/invoice/issue', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
