/**
 * Mocks of the invoice routes (server: server/src/routes/finance/invoices.ts): the payer's 申请发票 and 我的发票 from
 * 我的订单, the platform admin's 发票管理 (list, info, 开具, 驳回, 红冲) and the download. Data plus the rules of
 * shared/rules/finance/invoices.ts; the input checks are the routes' schemas (../route.ts), the Idempotency-Key is
 * ../idempotency.ts. Issuing marks the invoice issued with a fake file key (no PDF is rendered); the download answers
 * a tiny valid PDF.
 */
import { HttpResponse } from 'msw';
import { invoiceFileKey, invoiceRequestDecision, invoiceTransition, type InvoiceAction, type InvoiceRefusal } from '../../rules/finance/invoice-decisions';
import { INVOICE_MSG, invoiceFileName } from '../../rules/finance/invoices';
import { mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound, refused } from '../envelope';
import { kindOf, listPage, nextId, nicknameOf, orderFields, refundedOf } from '../finance-kit';
import { createInvoices, invoiceRow, type MockInvoice } from '../fixtures/invoices';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';

/** The invoices of the current mock database (made from the fixtures on first use, afresh after resetMockDb). */
export const mockInvoices = perMockDb(createInvoices);

/** A minimal valid PDF (one empty page). */
export const MOCK_INVOICE_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 298]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

const orderOf = (i: { order_id: number }) => mockDb.orders.find((o) => o.id === i.order_id)!;

/** The invoice as answered (InvoiceItem): the row with its order's fields, its issuer and what the caller may do. */
function toDto(user: MockUser, { file_key: fileKey, issued_by: issuedBy, ...i }: MockInvoice) {
  const o = orderOf(i);
  return {
    ...i,
    ...orderFields(o),
    has_file: i.status === 'issued' && fileKey ? (1 as const) : (0 as const),
    issuer_name: nicknameOf(issuedBy),
    can_issue: i.status === 'pending' && user.isPlatformAdmin ? (1 as const) : (0 as const),
    void_reason: i.void_reason ?? '',
    voided_at: i.voided_at ?? null,
    can_void: i.status === 'issued' && user.isPlatformAdmin ? (1 as const) : (0 as const),
  };
}

/** The order's invoice that is pending or issued (one at most, as the server's unique index keeps it). */
export const liveInvoiceOf = (orderId: number) => mockInvoices().find((i) => i.order_id === orderId && (i.status === 'pending' || i.status === 'issued'));

/** The invoice, for the platform admin or its payer (404 for anyone else). */
function visible(user: MockUser, id: number): MockInvoice {
  const i = mockInvoices().find((x) => x.id === id);
  if (!i || !(user.isPlatformAdmin || i.user_id === user.profile.id)) return refuse(notFound());
  return i;
}

const refusal = (r: InvoiceRefusal) => ('badInput' in r ? badInput(r.badInput) : refused(r.refuse));

/** 开具 / 驳回 / 红冲 by the platform admin (40300 for others, 404 when missing): shared/rules invoiceTransition decides. */
function transition(user: MockUser, id: number, action: InvoiceAction, reason?: string) {
  if (!user.isPlatformAdmin) return refuse(forbidden());
  const i = visible(user, id);
  const next = invoiceTransition(action, i.status, reason);
  return 'status' in next ? { i, next } : refuse(refusal(next));
}

let sequence = 0;
const fakeKey = () => `file-${(Date.now().toString(16) + String(++sequence).padStart(8, '0')).padStart(32, '0').slice(-32)}.pdf`;

export const invoiceHandlers = [
  mock.post('/invoice/apply', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const o = mockDb.orders.find((x) => x.order_no === body.order_no);
      if (!o || o.user_id !== user.profile.id) return refuse(notFound());
      const order = { status: o.status, kind: kindOf(o), payChannel: o.pay_channel, amountCents: o.amount_cents, refundedCents: refundedOf(o) };
      const decided = invoiceRequestDecision(body, order, liveInvoiceOf(o.id) !== undefined);
      if ('badInput' in decided || 'refuse' in decided) return refuse(refusal(decided));
      const invoices = mockInvoices();
      const now = new Date();
      const id = nextId(invoices);
      const asked = { invoice_no: `FP${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(id).padStart(8, '0')}`, order_id: o.id, user_id: user.profile.id, institution_id: o.institution_id };
      const given = { title_type: body.title_type, title: decided.title, credit_code: decided.creditCode, email: decided.email };
      const invoice = invoiceRow(id, { ...asked, ...given, amount_cents: decided.amountCents, created_at: now.toISOString() });
      invoices.push(invoice);
      return toDto(user, invoice);
    })),

  mock.get('/invoice/list', ({ user, url }) => listPage(mockInvoices().filter((i) => i.user_id === user.profile.id), url, {}, (i) => toDto(user, i))),

  mock.admin.get('/admin/invoice_list', ({ user, query: q, url }) => {
    const filter = {
      status: { wanted: q.status, of: (i: MockInvoice) => i.status },
      keyword: { wanted: q.keyword, in: (i: MockInvoice) => [i.invoice_no, orderOf(i).order_no, i.title, orderOf(i).subject] },
    };
    return listPage(mockInvoices(), url, filter, (i) => toDto(user, i));
  }),

  mock.get('/admin/invoice_info', ({ user, query }) => toDto(user, visible(user, query.id))),

  mock.post('/admin/invoice/issue', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const { i } = transition(user, body.id, 'issue');
      const key = invoiceFileKey(body.file);
      if (body.mode === 'upload' && !key) return refuse(badInput(INVOICE_MSG.pdfRequired));
      Object.assign(i, { status: 'issued', file_key: body.mode === 'upload' ? key : fakeKey(), issued_by: user.profile.id, issued_at: new Date().toISOString(), reject_reason: '' });
      return toDto(user, i);
    })),

  mock.post('/admin/invoice/reject', ({ user, body }) => {
    const { i, next } = transition(user, body.id, 'reject', body.reason);
    Object.assign(i, { status: next.status, reject_reason: next.reason, issued_by: user.profile.id });
    return toDto(user, i);
  }),

  mock.post('/admin/invoice/void', ({ user, body }) => {
    const { i, next } = transition(user, body.id, 'void', body.reason);
    Object.assign(i, { status: next.status, void_reason: next.reason, voided_at: new Date().toISOString() });
    return toDto(user, i);
  }),

  mock.get('/invoice/download', ({ user, query }) => {
    const i = visible(user, query.id);
    if (i.status !== 'issued' || !i.file_key) return refuse(refused(INVOICE_MSG.notIssued));
    return new HttpResponse(MOCK_INVOICE_PDF, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="invoice-${i.invoice_no}.pdf"; filename*=UTF-8''${encodeURIComponent(invoiceFileName(i.invoice_no))}`,
      },
    });
  }),
];
