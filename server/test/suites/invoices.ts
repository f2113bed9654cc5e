/**
 * 发票 (invoices, issue 13 "Invoices"): the payer asks for an invoice of their own paid order (validation, the
 * credit code of a company, one per order, 404 for a stranger), the lists' tenancy, the platform admin issues it by
 * generating a PDF receipt (downloaded as a PDF with a Chinese file name) or rejects it with a reason, and a second
 * issue is refused; a refund recomputes a pending request and waits for an issued invoice to be voided (红冲).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { INVOICE_MSG, REFUND_REQUEST_MSG } from 'shared/rules';
import { competitions, orders } from '../../src/db/schema/index.js';
import { SANDBOX_NOTIFY_PATH, signedNotification } from '../../src/payments/sandbox.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Invoice = {
  id: number;
  invoice_no: string;
  status: string;
  amount_cents: number;
  title: string;
  credit_code: string | null;
  reject_reason: string;
  has_file: number;
  can_issue: number;
  order_no: string;
  void_reason: string;
  can_void: number;
};

export function invoicesSuite(ctx: TestContext) {
  describe('发票 (invoices)', () => {
    let payer: Client;
    let other: Client;
    let owner: Client;
    let admin: Client;
    let payerId = 0;
    let institutionId = 0;
    let competitionId = 0;
    let seq = 0;
    const db = () => ctx.app.database.db;
    const key = () => ({ 'idempotency-key': randomUUID() });
    const company = { title_type: 'company', title: '示例体育有限公司', credit_code: '91350100M000100Y43', email: 'finance@example.com' };

    /** A sign-up fee order of the payer, paid through the sandbox gateway (WeChat Pay) unless `paid` is false. */
    const order = async (amountCents: number, paid = true) => {
      seq += 1;
      const [row] = await db()
        .insert(orders)
        .values({
          orderNo: `IV${process.pid}${Date.now() % 1_000_000}${seq}`.slice(0, 32),
          institutionId,
          userId: payerId,
          competitionId,
          kind: 'sign_up',
          subject: unique('发票测试报名费'),
          amountCents,
          expiresAt: new Date(Date.now() + 30 * 60_000),
        })
        .returning();
      if (paid) {
        const start = await payer.post('/api/pay_order/pay', { order_no: row!.orderNo, channel: 'wechat' }, key());
        const paymentNo = json<{ payment_no: string }>(start).result.payment_no;
        assert.ok(paymentNo, start.body);
        const n = signedNotification(ctx.app.gateways.sandboxSecret!, { event: 'payment', payment_no: paymentNo, trade_no: `T${paymentNo}`, amount_cents: amountCents, status: 'succeeded', paid_at: new Date().toISOString() });
        const res = await ctx.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
        assert.equal(res.statusCode, 200, res.body);
      }
      return row!;
    };
    const apply = (as: Client, body: Record<string, unknown>) => as.post('/api/invoice/apply', body, key());
    const invoiceOf = (res: Awaited<ReturnType<Client['post']>>) => {
      assert.equal(json(res).errno, 0, res.body);
      return json<Invoice>(res).result;
    };

    after(async () => {
      // every finance suite ends with the ledger's invariants on the whole database
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    before(async () => {
      const [a] = await db().insert(institutions).values({ name: unique('发票测试机构'), institutionType: 1 }).returning({ id: institutions.id });
      institutionId = a!.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId }] });
      const p = await createUser(ctx.app, { isPerson: true });
      const x = await createUser(ctx.app, { isPerson: true });
      payerId = p.user.id;
      owner = await login(ctx.app, o.account, o.password);
      payer = await login(ctx.app, p.account, p.password);
      other = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const res = await owner.post('/api/competition', {
        institution_id: institutionId,
        c_type: 1,
        name: unique('发票测试赛'),
        sport: '田径',
        start_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        end_at: new Date(Date.now() + 11 * 86_400_000).toISOString(),
        location: '测试体育场',
      });
      competitionId = json<{ id: number }>(res).result.id;
      assert.ok(competitionId, res.body);
      await db().update(competitions).set({ status: 'approved' }).where(eq(competitions.id, competitionId));
    });

    it('申请发票: validates the title, the credit code of a company and the email; one per order; a stranger gets 404', async () => {
      const paid = await order(5000);
      const unpaid = await order(3000, false);
      assert.equal((await apply(other, { ...company, order_no: paid.orderNo })).statusCode, 404);
      assert.equal((await apply(payer, { ...company, order_no: 'NOPE' })).statusCode, 404);
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: unpaid.orderNo })), INVOICE_MSG.notPaid);
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: paid.orderNo, title: ' ' })), INVOICE_MSG.titleRequired);
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: paid.orderNo, credit_code: '' })), INVOICE_MSG.creditCodeRequired);
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: paid.orderNo, credit_code: '91350100M000100Y44' })), INVOICE_MSG.creditCodeInvalid);
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: paid.orderNo, email: 'nope' })), INVOICE_MSG.emailInvalid);

      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo, credit_code: '91350100m000100y43' }));
      assert.equal(asked.status, 'pending');
      assert.equal(asked.amount_cents, 5000);
      assert.equal(asked.credit_code, '91350100M000100Y43');
      assert.equal(firstMsg(await apply(payer, { ...company, order_no: paid.orderNo })), INVOICE_MSG.alreadyRequested);

      const personal = await order(1200);
      const mine = invoiceOf(await apply(payer, { order_no: personal.orderNo, title_type: 'personal', title: '张三', email: 'z@example.com' }));
      assert.equal(mine.credit_code, null);
    });

    it('lists: the payer sees their own, the admin all, others are refused; info is 404 for a stranger', async () => {
      const paid = await order(800);
      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      const mine = json<{ list: Invoice[]; total: number }>(await payer.get('/api/invoice/list')).result;
      assert.ok(mine.list.some((i) => i.id === asked.id));
      const others = json<{ list: Invoice[]; total: number }>(await other.get('/api/invoice/list')).result;
      assert.equal(others.total, 0);
      assert.equal(json(await owner.get('/api/admin/invoice_list')).errno, 40300);
      assert.equal(json(await payer.get('/api/admin/invoice_list')).errno, 40300);
      const all = json<{ list: Invoice[] }>(await admin.get(`/api/admin/invoice_list?status=pending&keyword=${paid.orderNo}`)).result;
      assert.deepEqual(all.list.map((i) => i.id), [asked.id]);
      assert.equal(all.list[0]!.can_issue, 1);
      assert.equal(json<Invoice>(await payer.get(`/api/admin/invoice_info?id=${asked.id}`)).result.can_issue, 0);
      assert.equal((await other.get(`/api/admin/invoice_info?id=${asked.id}`)).statusCode, 404);
      assert.equal((await owner.get(`/api/admin/invoice_info?id=${asked.id}`)).statusCode, 404);
    });

    it('开具: the admin generates a PDF receipt, the payer downloads it; a second issue is refused; reject needs a reason', async () => {
      const paid = await order(12345);
      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      assert.equal(json(await payer.post('/api/admin/invoice/issue', { id: asked.id, mode: 'generate' }, key())).errno, 40300);
      assert.equal(firstMsg(await payer.get(`/api/invoice/download?id=${asked.id}`)), INVOICE_MSG.notIssued);

      const issued = invoiceOf(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'generate' }, key()));
      assert.equal(issued.status, 'issued');
      assert.equal(issued.has_file, 1);
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'generate' }, key())), INVOICE_MSG.notPending);
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/reject', { id: asked.id, reason: '重复' })), INVOICE_MSG.notPending);

      const pdf = await payer.get(`/api/invoice/download?id=${asked.id}`);
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="invoice-.+\.pdf"; filename\*=UTF-8''%E5%8F%91%E7%A5%A8-/);
      assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.ok(pdf.rawPayload.length > 2000 && pdf.rawPayload.length < 500_000, `size ${pdf.rawPayload.length}`);
      assert.equal((await admin.get(`/api/invoice/download?id=${asked.id}`)).statusCode, 200);
      assert.equal((await other.get(`/api/invoice/download?id=${asked.id}`)).statusCode, 404);
    });

    it('驳回: the admin rejects with a reason, then the payer may ask again', async () => {
      const paid = await order(600);
      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/reject', { id: asked.id, reason: '  ' })), INVOICE_MSG.rejectReasonRequired);
      const rejected = invoiceOf(await admin.post('/api/admin/invoice/reject', { id: asked.id, reason: '抬头与付款人不符' }));
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.reject_reason, '抬头与付款人不符');
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'generate' }, key())), INVOICE_MSG.notPending);
      const again = invoiceOf(await apply(payer, { order_no: paid.orderNo, title_type: 'personal', title: '李四', email: 'l@example.com' }));
      assert.equal(again.status, 'pending');
      assert.notEqual(again.id, asked.id);
    });

    it('退款与发票: a refund recomputes a pending request, is refused while an invoice is issued until the admin voids it (红冲), and a full refund cancels a request', async () => {
      const paid = await order(10000);
      // a refund of a gateway payment is 退款中 until the refund worker pays it back: finished here at once (payBack is
      // what the worker runs, idempotent), so the next refund never races a worker slowed by a busy machine
      const refund = async (amount: number) => {
        const res = await owner.post('/api/admin/refund/create', { order_id: paid.id, amount_cents: amount, reason: '部分项目取消' }, key());
        const id = json<{ id?: number }>(res).result?.id;
        if (json(res).errno === 0 && id) await ctx.app.refunds.payBack(id);
        return res;
      };
      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      assert.equal(json(await refund(2000)).errno, 0);
      const recomputed = json<Invoice>(await admin.get(`/api/admin/invoice_info?id=${asked.id}`)).result;
      assert.deepEqual([recomputed.status, recomputed.amount_cents], ['pending', 8000], 'the request is for what stays paid');

      const issued = invoiceOf(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'generate' }, key()));
      assert.equal(issued.amount_cents, 8000);
      assert.equal(firstMsg(await refund(1000)), REFUND_REQUEST_MSG.invoiceIssued);
      assert.equal(firstMsg(await payer.post('/api/refund/apply', { order_no: paid.orderNo, amount_cents: 1000, reason: '行程冲突' }, key())), REFUND_REQUEST_MSG.invoiceIssued);
      const [unchanged] = await db().select().from(orders).where(eq(orders.id, paid.id));
      assert.equal(unchanged!.refundedCents, 2000, 'the refused refund changed nothing');

      assert.equal(json(await owner.post('/api/admin/invoice/void', { id: asked.id, reason: '退款前红冲' })).errno, 40300);
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/void', { id: asked.id, reason: ' ' })), INVOICE_MSG.voidReasonRequired);
      const voided = invoiceOf(await admin.post('/api/admin/invoice/void', { id: asked.id, reason: '退款前红冲' }));
      assert.deepEqual([voided.status, voided.void_reason, voided.can_void], ['voided', '退款前红冲', 0]);
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/void', { id: asked.id, reason: '再次红冲' })), INVOICE_MSG.notVoidable);
      assert.equal(firstMsg(await payer.get(`/api/invoice/download?id=${asked.id}`)), INVOICE_MSG.notIssued);

      assert.equal(json(await refund(3000)).errno, 0, 'after 红冲 the refund goes through');
      const again = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      assert.equal(again.amount_cents, 5000, 'a new request for what stays paid');
      assert.equal(json(await refund(5000)).errno, 0);
      const cancelled = json<Invoice>(await admin.get(`/api/admin/invoice_info?id=${again.id}`)).result;
      assert.deepEqual([cancelled.status, cancelled.reject_reason], ['rejected', INVOICE_MSG.cancelledByRefund]);
    });

    it('上传: issues with a PDF uploaded through /upload/file; a non-PDF is refused', async () => {
      const paid = await order(900);
      const asked = invoiceOf(await apply(payer, { ...company, order_no: paid.orderNo }));
      const upload = async (name: string, bytes: Buffer) => {
        const boundary = '----inv' + randomUUID();
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/upload/file',
          payload,
          headers: { cookie: admin.cookie, 'x-csrf-token': admin.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        assert.equal(json(res).errno, 0, res.body);
        return json<{ url: string }>(res).result.url;
      };
      const fake = await upload('fake.pdf', Buffer.from('not a pdf at all'));
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'upload', file: fake }, key())), INVOICE_MSG.pdfInvalid);
      assert.equal(firstMsg(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'upload' }, key())), INVOICE_MSG.pdfRequired);
      const real = await upload('发票.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
      const issued = invoiceOf(await admin.post('/api/admin/invoice/issue', { id: asked.id, mode: 'upload', file: real }, key()));
      assert.equal(issued.status, 'issued');
      const pdf = await payer.get(`/api/invoice/download?id=${asked.id}`);
      assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    });
  });
}
