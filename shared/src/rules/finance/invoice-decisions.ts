/**
 * The decisions of the invoice workflow (docs/finance.md "Invoices"), once for the server (services/invoices.ts) and
 * the mocks (mocks/handlers/invoices.ts): the payer's request, and the platform admin's 开具 / 驳回 / 红冲 — which refusal,
 * in which order, and the status it leads to. Who may is access (the payer's own order; the platform admin).
 */
import {
  INVOICE_MSG,
  invoiceAmountCents,
  invoiceOrderProblem,
  invoiceRequestProblem,
  normaliseInvoiceRequest,
  type InvoiceableOrder,
  type InvoiceRequestInput,
  type InvoiceStatus,
} from './invoices.ts';

/** A refusal: `badInput` for the request's own fields (errno 42200), `refuse` for the state of things (errno 40000). */
export type InvoiceRefusal = { badInput: string } | { refuse: string };

/**
 * The payer's request (申请发票) for their own order, in order: the request's fields, the order (paid online, not a
 * top-up, something left), no live invoice yet (`hasLiveInvoice`: one pending or issued; the server's unique index
 * says it again under concurrency). Answers the row to store.
 */
export function invoiceRequestDecision(
  input: InvoiceRequestInput,
  order: InvoiceableOrder,
  hasLiveInvoice: boolean,
): InvoiceRefusal | { amountCents: number; title: string; creditCode: string | null; email: string } {
  const fields = invoiceRequestProblem(input);
  if (fields) return { badInput: fields };
  const problem = invoiceOrderProblem(order);
  if (problem) return { refuse: problem };
  if (hasLiveInvoice) return { refuse: INVOICE_MSG.alreadyRequested };
  return { amountCents: invoiceAmountCents(order), ...normaliseInvoiceRequest(input) };
}

export type InvoiceAction = 'issue' | 'reject' | 'void';

/**
 * The platform admin's 开具 (pending → issued), 驳回 (pending → rejected, with a reason) and 红冲 (issued → voided, with a
 * reason), in the order the refusals are given: 开具 and 驳回 first need a pending request, then 驳回 its reason;
 * 红冲 first needs its reason, then an issued invoice. Answers the new status and the trimmed reason.
 */
export function invoiceTransition(action: InvoiceAction, status: InvoiceStatus, reason = ''): InvoiceRefusal | { status: InvoiceStatus; reason: string } {
  const why = reason.trim();
  if (action === 'void') {
    if (!why) return { badInput: INVOICE_MSG.voidReasonRequired };
    if (status !== 'issued') return { refuse: INVOICE_MSG.notVoidable };
    return { status: 'voided', reason: why };
  }
  if (status !== 'pending') return { refuse: INVOICE_MSG.notPending };
  if (action === 'reject') return why ? { status: 'rejected', reason: why } : { badInput: INVOICE_MSG.rejectReasonRequired };
  return { status: 'issued', reason: '' };
}

/** 开具 by an uploaded PDF: the storage key given as the key or as the `/api/media/<key>` URL that `/upload/file` answers. */
export const invoiceFileKey = (file: string | null | undefined) => (file ?? '').trim().replace(/^.*\/api\/media\//, '');

/** Whether the request can be answered at all: 开具 / 驳回 need it pending (can_issue), 红冲 issued (can_void). */
export const invoiceActionOffered = (action: InvoiceAction, status: InvoiceStatus) => !('refuse' in invoiceTransition(action, status, 'x'));
