/**
 * 发票 (invoices, docs/finance.md "Invoices"): a payer asks for a 普通发票 of one of their own paid orders; the platform
 * admin issues it — a PDF receipt generated here with pdfkit and the CJK font wqy-microhei, or a PDF uploaded through
 * `/upload/file` — or rejects it with a reason, and voids (红冲) an issued one before a refund; the payer or the admin
 * downloads the PDF. The decisions are shared/rules (invoice-decisions.ts), the queries repositories/invoices.ts, who
 * may is access/orders.ts. `app.invoices`.
 */
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import fp from 'fastify-plugin';
import PDFDocument from 'pdfkit';
import {
  chinaDate,
  centsToYuan,
  INVOICE_MSG,
  INVOICE_TITLE_TYPE_LABEL,
  invoiceFileKey,
  invoiceFileName,
  invoiceRequestDecision,
  invoiceTransition,
  ORDER_KIND_LABEL,
  type InvoiceAction,
  type InvoiceIssueMode,
  type InvoiceRefusal,
  type InvoiceRequestInput,
  type InvoiceStatus,
  type InvoiceTitleType,
} from 'shared/rules';
import { canSeeInvoice, mayManageInvoices } from '../access/orders.js';
import type { Principal } from '../access/principal.js';
import { pgErrorCode, type Db } from '../db/client.js';
import { badInput, forbidden, notFound, refused } from '../errors.js';
import type { InvoiceRow, InvoicesRepo } from '../repositories/invoices.js';
import { iso, type Page } from '../repositories/scope.js';
import type { MediaServices } from '../plugins/app/media.js';
import { isStorageKey, newStorageKey } from '../storage/index.js';

/** Debian's fonts-wqy-microhei (the README's CI installs it). */
export const INVOICE_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const INVOICE_FONT_NAME = 'WenQuanYiMicroHei';
export const PDF_TYPE = 'application/pdf';

const newInvoiceNo = (now: Date) => `FP${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface ReceiptFacts {
  invoiceNo: string;
  titleType: InvoiceTitleType;
  title: string;
  creditCode: string | null;
  orderNo: string;
  subject: string;
  kindLabel: string;
  amountCents: number;
  issuedAt: Date;
  issuer: string;
}

/** The PDF receipt (电子收据（普通发票）) with the CJK font embedded as a subset. */
export function renderReceiptPdf(facts: ReceiptFacts, fontPath = INVOICE_FONT_PATH): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', layout: 'landscape', margin: 40, info: { Title: `电子收据 ${facts.invoiceNo}`, Author: '赛事运营平台' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('cjk', fontPath, INVOICE_FONT_NAME);
    doc.font('cjk');
    doc.fontSize(18).text('赛事运营平台 电子收据（普通发票）', { align: 'center' });
    doc.moveDown(0.8);
    const rows: [string, string][] = [
      ['发票号码', facts.invoiceNo],
      ['抬头类型', INVOICE_TITLE_TYPE_LABEL[facts.titleType]],
      ['发票抬头', facts.title],
      ['统一社会信用代码', facts.creditCode ?? '—'],
      ['订单号', facts.orderNo],
      ['项目', `${facts.kindLabel}：${facts.subject}`],
      ['金额', `¥${centsToYuan(facts.amountCents)} 元`],
      ['开具日期', chinaDate(facts.issuedAt)],
      ['开具方', facts.issuer],
    ];
    doc.fontSize(11);
    for (const [label, value] of rows) doc.text(`${label}：${value}`, { lineGap: 4 });
    doc.moveDown(1);
    doc.fontSize(9).fillColor('#666').text('本收据由赛事运营平台根据已支付订单自动生成。');
    doc.end();
  });
}

const fontAvailable = () =>
  access(INVOICE_FONT_PATH).then(
    () => true,
    () => false,
  );

/** A refusal of shared/rules as the server answers it. */
const refusal = (r: InvoiceRefusal) => ('badInput' in r ? badInput(r.badInput) : refused(r.refuse));

/** The invoice as the API answers it to the caller. */
function toDto(principal: Principal, r: InvoiceRow) {
  const admin = mayManageInvoices(principal);
  return {
    id: r.invoice.id,
    invoice_no: r.invoice.invoiceNo,
    order_id: r.order.id,
    order_no: r.order.orderNo,
    order_kind: r.order.kind,
    subject: r.order.subject,
    user_id: r.invoice.userId,
    payer_nickname: r.payerNickname ?? '',
    institution_id: r.invoice.institutionId,
    institution_name: r.institutionName,
    amount_cents: r.invoice.amountCents,
    title_type: r.invoice.titleType,
    title: r.invoice.title,
    credit_code: r.invoice.creditCode,
    email: r.invoice.email,
    status: r.invoice.status,
    reject_reason: r.invoice.rejectReason,
    has_file: r.invoice.status === 'issued' && r.invoice.fileKey ? (1 as const) : (0 as const),
    issuer_name: r.issuerName ?? '',
    issued_at: iso(r.invoice.issuedAt),
    created_at: iso(r.invoice.createdAt)!,
    can_issue: r.invoice.status === 'pending' && admin ? (1 as const) : (0 as const),
    void_reason: r.invoice.voidReason,
    voided_at: iso(r.invoice.voidedAt),
    can_void: r.invoice.status === 'issued' && admin ? (1 as const) : (0 as const),
  };
}

export interface InvoiceServiceDeps {
  db: Db;
  repo: InvoicesRepo;
  /** The media rows and storage (app.media), read when an invoice is issued or downloaded. */
  media: () => Pick<MediaServices, 'storage' | 'repo'>;
}

export function createInvoiceService({ db, repo, media }: InvoiceServiceDeps) {
  /** The invoice, for the platform admin or its payer (404 for anyone else). */
  async function visible(principal: Principal, id: number) {
    const row = await repo.find(id);
    if (!row || !canSeeInvoice(principal, row.invoice)) throw notFound();
    return row;
  }

  /** 开具 / 驳回 / 红冲: the platform admin only (40300), then the invoice (404), then shared/rules decides. */
  async function transition(principal: Principal, id: number, action: InvoiceAction, reason?: string) {
    if (!mayManageInvoices(principal)) throw forbidden();
    const row = await visible(principal, id);
    const next = invoiceTransition(action, row.invoice.status, reason);
    if (!('status' in next)) throw refusal(next);
    return { row, next };
  }

  /** The PDF of an 开具: the uploaded one (checked to be the admin's own PDF) or a receipt generated now. */
  async function pdfFor(principal: Principal, row: InvoiceRow, mode: InvoiceIssueMode, file: string | undefined, now: Date): Promise<string> {
    if (mode === 'upload') {
      const key = invoiceFileKey(file);
      if (!key) throw badInput(INVOICE_MSG.pdfRequired);
      if (!isStorageKey(key) || !key.endsWith('.pdf')) throw badInput(INVOICE_MSG.pdfInvalid);
      const m = media();
      const uploaded = await m.repo.byKey(key);
      if (!uploaded || uploaded.ownerUserId !== principal.userId) throw badInput(INVOICE_MSG.pdfRequired);
      const stored = await m.storage.get(key, { start: 0, end: 4 });
      if (!stored) throw badInput(INVOICE_MSG.pdfRequired);
      const head: Buffer[] = [];
      for await (const chunk of stored.stream) head.push(chunk as Buffer);
      if (Buffer.concat(head).subarray(0, 5).toString('latin1') !== '%PDF-') throw badInput(INVOICE_MSG.pdfInvalid);
      return key;
    }
    if (!(await fontAvailable())) throw refused(INVOICE_MSG.fontMissing);
    const nickname = await repo.nickname(principal.userId);
    const pdf = await renderReceiptPdf({
      invoiceNo: row.invoice.invoiceNo,
      titleType: row.invoice.titleType,
      title: row.invoice.title,
      creditCode: row.invoice.creditCode,
      orderNo: row.order.orderNo,
      subject: row.order.subject,
      kindLabel: ORDER_KIND_LABEL[row.order.kind],
      amountCents: row.invoice.amountCents,
      issuedAt: now,
      issuer: `赛事运营平台${nickname ? `（${nickname}）` : ''}`,
    });
    const key = newStorageKey('file', 'pdf');
    await media().storage.putBuffer(key, pdf, PDF_TYPE);
    return key;
  }

  return {
    /** The invoice as the caller may see it (404 otherwise). */
    async info(principal: Principal, id: number) {
      return toDto(principal, await visible(principal, id));
    },

    /** The payer's own requests. */
    async mine(principal: Principal, page: Page) {
      const { rows, total } = await repo.listOfUser(principal.userId, page);
      return { total, list: rows.map((r) => toDto(principal, r)) };
    },

    /** 发票管理: every request (the platform admin; 40300 for others). */
    async list(principal: Principal, filter: Page & { status?: InvoiceStatus; keyword?: string }) {
      if (!mayManageInvoices(principal)) throw forbidden();
      const { rows, total } = await repo.list({ ...filter, keyword: filter.keyword?.trim() || undefined });
      return { total, list: rows.map((r) => toDto(principal, r)) };
    },

    /** 申请发票 for one of the payer's own orders (404 for anyone else's); one live request per order. */
    async request(principal: Principal, orderNo: string, input: InvoiceRequestInput, now = new Date()) {
      const order = await repo.orderByNo(orderNo);
      if (!order || order.userId !== principal.userId) throw notFound();
      const decided = invoiceRequestDecision(input, order, (await repo.live(db, order.id)) !== undefined);
      if ('badInput' in decided || 'refuse' in decided) throw refusal(decided);
      let id: number;
      try {
        id = await repo.insert({
          invoiceNo: newInvoiceNo(now),
          orderId: order.id,
          userId: principal.userId,
          institutionId: order.institutionId,
          amountCents: decided.amountCents,
          titleType: input.title_type as InvoiceTitleType,
          title: decided.title,
          creditCode: decided.creditCode,
          email: decided.email,
        });
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw refused(INVOICE_MSG.alreadyRequested);
        throw error;
      }
      return this.info(principal, id);
    },

    /** 开具 with a PDF (a concurrent 开具 or 驳回 wins: the other is refused). */
    async issue(principal: Principal, id: number, mode: InvoiceIssueMode, file: string | undefined, now = new Date()) {
      const { row } = await transition(principal, id, 'issue');
      const fileKey = await pdfFor(principal, row, mode, file, now);
      if (!(await repo.markIssued(id, fileKey, principal.userId, now))) throw refused(INVOICE_MSG.notPending);
      return this.info(principal, id);
    },

    /** 驳回 with a reason; the payer may ask again. */
    async reject(principal: Principal, id: number, reason: string) {
      const { next } = await transition(principal, id, 'reject', reason);
      if (!(await repo.markRejected(id, next.reason, principal.userId))) throw refused(INVOICE_MSG.notPending);
      return this.info(principal, id);
    },

    /** 红冲 an issued invoice with a reason (audited), so the order may be refunded and invoiced again. */
    async void(principal: Principal, id: number, reason: string, ip: string, now = new Date()) {
      const { next } = await transition(principal, id, 'void', reason);
      const voided = await db.transaction(async (tx) => {
        const orderId = await repo.markVoided(tx, id, next.reason, principal.userId, now);
        if (orderId !== undefined) {
          await repo.audit(tx, { actorId: principal.userId, action: 'invoice.void', target: `invoice:${id}`, detail: { order_id: orderId, reason: next.reason }, ip });
        }
        return orderId !== undefined;
      });
      if (!voided) throw refused(INVOICE_MSG.notVoidable);
      return this.info(principal, id);
    },

    /** The issued PDF, for its payer or the platform admin (40000 发票尚未开具 before). */
    async download(principal: Principal, id: number) {
      const row = await visible(principal, id);
      if (row.invoice.status !== 'issued' || !row.invoice.fileKey) throw refused(INVOICE_MSG.notIssued);
      const stored = await media().storage.get(row.invoice.fileKey);
      if (!stored) throw notFound();
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      return { name: invoiceFileName(row.invoice.invoiceNo), invoiceNo: row.invoice.invoiceNo, pdf: Buffer.concat(chunks) };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
  }
}

export default fp(
  async (app) => {
    app.decorate('invoices', createInvoiceService({ db: app.database.db, repo: app.repos.invoices, media: () => app.media }));
  },
  { name: 'invoices-service', dependencies: ['db', 'repositories'] },
);
