/**
 * 发票 (invoices, issue 13 "Invoices"): a payer asks for a 普通发票 of one of their own paid orders
 * (`POST /invoice/apply`); the platform admin issues it — a PDF receipt generated here with pdfkit and the CJK font
 * wqy-microhei, or a PDF uploaded through `/upload/file` — or rejects it with a reason; the payer or the admin
 * downloads the PDF. The rules and the Chinese refusals are shared/rules `invoices.ts`. Tenancy: the payer sees their
 * own; the platform admin sees all; anyone else gets 404.
 */
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import PDFDocument from 'pdfkit';
import {
  INVOICE_ISSUE_MODES,
  INVOICE_MSG,
  INVOICE_STATUSES,
  INVOICE_TITLE_MAX,
  INVOICE_TITLE_TYPE_LABEL,
  INVOICE_TITLE_TYPES,
  ORDER_KIND_LABEL,
  centsToYuan,
  invoiceAmountCents,
  invoiceFileName,
  invoiceOrderProblem,
  invoiceRequestProblem,
  normaliseInvoiceRequest,
} from 'shared/rules';
import type { Principal } from '../../access/principal.js';
import { pgErrorCode } from '../../db/client.js';
import { auditLog, institutions, invoices, orders, users } from '../../db/schema/index.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idempotent } from '../../http/idempotency.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { iso, likePattern } from '../../repositories/scope.js';
import { isStorageKey, newStorageKey } from '../../storage/index.js';
import { contentDisposition } from '../../http/export-file.js';

/** Debian's fonts-wqy-microhei (the README's CI installs it). */
export const INVOICE_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const INVOICE_FONT_NAME = 'WenQuanYiMicroHei';
const PDF_TYPE = 'application/pdf';

/** The body of 驳回 and 红冲: the invoice and why. */
const idAndReason = {
  type: 'object',
  required: ['id', 'reason'],
  properties: { id: { type: 'integer', minimum: 1 }, reason: { type: 'string', maxLength: 200 } },
  additionalProperties: false,
} as const;

const newInvoiceNo = (now: Date) => `FP${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;
const shanghaiDate = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export interface ReceiptFacts {
  invoiceNo: string;
  titleType: keyof typeof INVOICE_TITLE_TYPE_LABEL;
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
      ['开具日期', shanghaiDate(facts.issuedAt)],
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

/** A storage key given as the key or as the `/api/media/<key>` URL that `/upload/file` answers. */
const keyOf = (file: string) => file.trim().replace(/^.*\/api\/media\//, '');

export default async function invoiceRoutes(app: ApiInstance) {
  const db = () => app.database.db;
  const payer = alias(users, 'payer');
  const issuer = alias(users, 'issuer');

  const select = () =>
    db()
      .select({ invoice: invoices, order: orders, institutionName: institutions.name, payerNickname: payer.nickname, issuerName: issuer.nickname })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(institutions, eq(institutions.id, invoices.institutionId))
      .leftJoin(payer, eq(payer.id, invoices.userId))
      .leftJoin(issuer, eq(issuer.id, invoices.issuedBy));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDto = (principal: Principal, r: Row) => ({
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
    can_issue: r.invoice.status === 'pending' && principal.isPlatformAdmin ? (1 as const) : (0 as const),
    void_reason: r.invoice.voidReason,
    voided_at: iso(r.invoice.voidedAt),
    can_void: r.invoice.status === 'issued' && principal.isPlatformAdmin ? (1 as const) : (0 as const),
  });

  /** The invoice, for the platform admin or its payer (404 for anyone else). */
  const visibleRow = async (principal: Principal, id: number) => {
    const [row] = await select().where(eq(invoices.id, id)).limit(1);
    if (!row || !(principal.isPlatformAdmin || row.invoice.userId === principal.userId)) throw notFound();
    return row;
  };
  const one = async (principal: Principal, id: number) => toDto(principal, await visibleRow(principal, id));

  /** A pending invoice, for the platform admin (40300 for others, 404 when missing). */
  const pendingForAdmin = async (principal: Principal, id: number) => {
    if (!principal.isPlatformAdmin) throw forbidden();
    const row = await visibleRow(principal, id);
    if (row.invoice.status !== 'pending') throw refused(INVOICE_MSG.notPending);
    return row;
  };

  /** Marks a pending invoice issued with its PDF (a concurrent issue or reject wins: the other is refused). */
  const markIssued = async (id: number, fileKey: string, userId: number) => {
    const updated = await db()
      .update(invoices)
      .set({ status: 'issued', fileKey, issuedBy: userId, issuedAt: new Date(), rejectReason: '' })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
      .returning({ id: invoices.id });
    if (updated.length === 0) throw refused(INVOICE_MSG.notPending);
  };

  app.post(
    '/invoice/apply',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '付款人为本人已支付（在线支付）的订单申请普通发票（需要 Idempotency-Key）；每个订单一张（被驳回后可重新申请）',
        body: {
          type: 'object',
          required: ['order_no', 'title_type', 'title', 'email'],
          properties: {
            order_no: { type: 'string', minLength: 1, maxLength: 32 },
            title_type: { type: 'string', enum: [...INVOICE_TITLE_TYPES] },
            title: { type: 'string', maxLength: INVOICE_TITLE_MAX * 2 },
            credit_code: { type: 'string', maxLength: 40 },
            email: { type: 'string', maxLength: 200 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('InvoiceItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const body = request.body;
        const [order] = await db().select().from(orders).where(eq(orders.orderNo, body.order_no)).limit(1);
        if (!order || order.userId !== principal.userId) throw notFound();
        const problem = invoiceRequestProblem(body);
        if (problem) throw badInput(problem);
        const orderProblem = invoiceOrderProblem(order);
        if (orderProblem) throw refused(orderProblem);
        const fields = normaliseInvoiceRequest(body);
        let id: number;
        try {
          const [created] = await db()
            .insert(invoices)
            .values({
              invoiceNo: newInvoiceNo(new Date()),
              orderId: order.id,
              userId: principal.userId,
              institutionId: order.institutionId,
              amountCents: invoiceAmountCents(order),
              titleType: body.title_type,
              title: fields.title,
              creditCode: fields.creditCode,
              email: fields.email,
            })
            .returning({ id: invoices.id });
          id = created!.id;
        } catch (error) {
          if (pgErrorCode(error) === '23505') throw refused(INVOICE_MSG.alreadyRequested);
          throw error;
        }
        return ok(await one(principal, id));
      }),
  );

  app.get(
    '/invoice/list',
    {
      schema: {
        tags: ['finance'],
        summary: '我的发票申请（付款人本人，含已驳回；按申请时间倒序）',
        querystring: { type: 'object', properties: { ...pageQuery, count: { ...pageQuery.count, default: 100 } } },
        response: okResponse(ref('InvoiceList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const where = eq(invoices.userId, principal.userId);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).offset(request.query.start).limit(request.query.count),
        db().select({ n: count() }).from(invoices).where(where),
      ]);
      return ok({ total: total?.n ?? 0, list: rows.map((r) => toDto(principal, r)) });
    },
  );

  app.get(
    '/admin/invoice_list',
    {
      schema: {
        tags: ['finance'],
        summary: '发票申请列表（平台管理员）',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, status: { type: 'string', enum: [...INVOICE_STATUSES] }, keyword: { type: 'string', maxLength: 50 } },
        },
        response: okResponse(ref('InvoiceList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.isPlatformAdmin) throw forbidden();
      const q = request.query;
      const conditions: (SQL | undefined)[] = [];
      if (q.status) conditions.push(eq(invoices.status, q.status));
      const keyword = q.keyword?.trim();
      if (keyword) {
        const p = likePattern(keyword);
        conditions.push(or(ilike(invoices.invoiceNo, p), ilike(orders.orderNo, p), ilike(invoices.title, p), ilike(orders.subject, p)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(invoices.createdAt), desc(invoices.id)).offset(q.start).limit(q.count),
        db().select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
      ]);
      return ok({ total: total?.n ?? 0, list: rows.map((r) => toDto(principal, r)) });
    },
  );

  app.get(
    '/admin/invoice_info',
    {
      config: { documented: { notFound: true } },
      schema: { tags: ['finance'], summary: '发票申请详情（平台管理员或付款人本人）', querystring: idQuery, response: okResponse(ref('InvoiceItem')) },
    },
    async (request) => ok(await one(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/invoice/issue',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary:
          '开具发票（平台管理员；需要 Idempotency-Key）：mode=generate 由服务器生成电子收据 PDF，mode=upload 使用经 /upload/file 上传的发票 PDF（file 为其存储名或 url）',
        body: {
          type: 'object',
          required: ['id', 'mode'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            mode: { type: 'string', enum: [...INVOICE_ISSUE_MODES] },
            file: { type: 'string', maxLength: 255 },
            reason: { type: 'string', maxLength: 200 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('InvoiceItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const { id, mode, file } = request.body;
        const row = await pendingForAdmin(principal, id);
        let fileKey: string;
        if (mode === 'upload') {
          const key = keyOf(file ?? '');
          if (!key) throw badInput(INVOICE_MSG.pdfRequired);
          if (!isStorageKey(key) || !key.endsWith('.pdf')) throw badInput(INVOICE_MSG.pdfInvalid);
          const media = await app.media.repo.byKey(key);
          if (!media || media.ownerUserId !== principal.userId) throw badInput(INVOICE_MSG.pdfRequired);
          const stored = await app.media.storage.get(key, { start: 0, end: 4 });
          if (!stored) throw badInput(INVOICE_MSG.pdfRequired);
          const head: Buffer[] = [];
          for await (const chunk of stored.stream) head.push(chunk as Buffer);
          if (Buffer.concat(head).subarray(0, 5).toString('latin1') !== '%PDF-') throw badInput(INVOICE_MSG.pdfInvalid);
          fileKey = key;
        } else {
          if (!(await fontAvailable())) throw refused(INVOICE_MSG.fontMissing);
          const [me] = await db().select({ nickname: users.nickname }).from(users).where(eq(users.id, principal.userId)).limit(1);
          const pdf = await renderReceiptPdf({
            invoiceNo: row.invoice.invoiceNo,
            titleType: row.invoice.titleType,
            title: row.invoice.title,
            creditCode: row.invoice.creditCode,
            orderNo: row.order.orderNo,
            subject: row.order.subject,
            kindLabel: ORDER_KIND_LABEL[row.order.kind],
            amountCents: row.invoice.amountCents,
            issuedAt: new Date(),
            issuer: `赛事运营平台${me?.nickname ? `（${me.nickname}）` : ''}`,
          });
          fileKey = newStorageKey('file', 'pdf');
          await app.media.storage.putBuffer(fileKey, pdf, PDF_TYPE);
        }
        await markIssued(id, fileKey, principal.userId);
        return ok(await one(principal, id));
      }),
  );

  app.post(
    '/admin/invoice/reject',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '驳回发票申请（平台管理员），须填原因；付款人可重新申请',
        body: idAndReason,
        response: okResponse(ref('InvoiceItem')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const reason = request.body.reason.trim();
      await pendingForAdmin(principal, request.body.id);
      if (!reason) throw badInput(INVOICE_MSG.rejectReasonRequired);
      const updated = await db()
        .update(invoices)
        .set({ status: 'rejected', rejectReason: reason, issuedBy: principal.userId })
        .where(and(eq(invoices.id, request.body.id), eq(invoices.status, 'pending')))
        .returning({ id: invoices.id });
      if (updated.length === 0) throw refused(INVOICE_MSG.notPending);
      return ok(await one(principal, request.body.id));
    },
  );

  app.post(
    '/admin/invoice/void',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '红冲已开具的发票（平台管理员），须填原因；订单开过发票时须先红冲才能退款，红冲后付款人可按剩余金额重新申请',
        body: idAndReason,
        response: okResponse(ref('InvoiceItem')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.isPlatformAdmin) throw forbidden();
      const reason = request.body.reason.trim();
      await visibleRow(principal, request.body.id);
      if (!reason) throw badInput(INVOICE_MSG.voidReasonRequired);
      const updated = await db().transaction(async (tx) => {
        const rows = await tx
          .update(invoices)
          .set({ status: 'voided', voidReason: reason, voidedBy: principal.userId, voidedAt: new Date() })
          .where(and(eq(invoices.id, request.body.id), eq(invoices.status, 'issued')))
          .returning({ id: invoices.id, orderId: invoices.orderId });
        if (rows.length > 0) {
          await tx.insert(auditLog).values({ actorId: principal.userId, action: 'invoice.void', target: `invoice:${rows[0]!.id}`, detail: { order_id: rows[0]!.orderId, reason }, ip: request.ip });
        }
        return rows;
      });
      if (updated.length === 0) throw refused(INVOICE_MSG.notVoidable);
      return ok(await one(principal, request.body.id));
    },
  );

  app.get(
    '/invoice/download',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '下载发票 PDF（付款人本人或平台管理员；未开具时返回 40000 发票尚未开具）',
        querystring: idQuery,
        response: { 200: { description: '发票 PDF', content: { [PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const row = await visibleRow(request.principal!, request.query.id);
      if (row.invoice.status !== 'issued' || !row.invoice.fileKey) throw refused(INVOICE_MSG.notIssued);
      const stored = await app.media.storage.get(row.invoice.fileKey);
      if (!stored) throw notFound();
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      const name = invoiceFileName(row.invoice.invoiceNo);
      return reply
        .header('content-type', PDF_TYPE)
        .header('content-disposition', contentDisposition(name, `invoice-${row.invoice.invoiceNo}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.concat(chunks));
    },
  );
}
