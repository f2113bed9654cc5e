/**
 * 发票 (invoices, issue 13 "Invoices"): a payer asks for a 普通发票 of one of their own paid orders
 * (`POST /invoice/apply`); the platform admin issues it — a PDF receipt generated here with pdfkit and the CJK font
 * wqy-microhei, or a PDF uploaded through `/upload/file` — or rejects it with a reason; the payer or the admin
 * downloads the PDF. The workflow is services/invoices.ts (`app.invoices`), its decisions shared/rules
 * invoice-decisions.ts, who may access/orders.ts: the payer sees their own; the platform admin sees all; anyone else
 * gets 404.
 */
import { INVOICE_ISSUE_MODES, INVOICE_STATUSES, INVOICE_TITLE_MAX, INVOICE_TITLE_TYPES } from 'shared/rules';
import { idempotent } from '../../http/idempotency.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { PDF_TYPE } from '../../services/invoices.js';
import { contentDisposition } from '../../http/export-file.js';

/** The body of 驳回 and 红冲: the invoice and why. */
const idAndReason = {
  type: 'object',
  required: ['id', 'reason'],
  properties: { id: { type: 'integer', minimum: 1 }, reason: { type: 'string', maxLength: 200 } },
  additionalProperties: false,
} as const;

export default async function invoiceRoutes(app: ApiInstance) {
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
        const { order_no: orderNo, ...input } = request.body;
        return ok(await app.invoices.request(request.principal!, orderNo, input));
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
    async (request) => ok(await app.invoices.mine(request.principal!, request.query)),
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
    async (request) => ok(await app.invoices.list(request.principal!, request.query)),
  );

  app.get(
    '/admin/invoice_info',
    {
      config: { documented: { notFound: true } },
      schema: { tags: ['finance'], summary: '发票申请详情（平台管理员或付款人本人）', querystring: idQuery, response: okResponse(ref('InvoiceItem')) },
    },
    async (request) => ok(await app.invoices.info(request.principal!, request.query.id)),
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
      idempotent(app, request, async () => ok(await app.invoices.issue(request.principal!, request.body.id, request.body.mode, request.body.file))),
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
    async (request) => ok(await app.invoices.reject(request.principal!, request.body.id, request.body.reason)),
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
    async (request) => ok(await app.invoices.void(request.principal!, request.body.id, request.body.reason, request.ip)),
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
      const { name, invoiceNo, pdf } = await app.invoices.download(request.principal!, request.query.id);
      return reply
        .header('content-type', PDF_TYPE)
        .header('content-disposition', contentDisposition(name, `invoice-${invoiceNo}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
