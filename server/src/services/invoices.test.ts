/**
 * The invoice service alone (createInvoiceService over a repository in memory): who may act, which refusal in which
 * order, what a transition writes. The HTTP side and the database are the server suite's (test/suites/invoices.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INVOICE_MSG, type InvoiceStatus } from 'shared/rules';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { InvoiceRow, InvoicesRepo } from '../repositories/invoices.js';
import { createInvoiceService } from './invoices.js';

const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const payer: Principal = { userId: 5, isPlatformAdmin: false, isPerson: true, memberships: [] };
const stranger: Principal = { userId: 9, isPlatformAdmin: false, isPerson: true, memberships: [] };

function setUp(status: InvoiceStatus) {
  const writes: string[] = [];
  const invoice = { id: 3, invoiceNo: 'FP1', orderId: 7, userId: 5, institutionId: 2, amountCents: 4000, titleType: 'personal', title: '张三', creditCode: null, email: 'a@b.cn', status, rejectReason: '', fileKey: null, issuedBy: null, issuedAt: null, voidReason: '', voidedBy: null, voidedAt: null, createdAt: new Date() };
  const row = { invoice, order: { id: 7, orderNo: 'SS1', kind: 'sign_up', subject: '报名费' }, institutionName: '机构', payerNickname: '张三', issuerName: null } as unknown as InvoiceRow;
  const repo = {
    find: async (id: number) => (id === 3 ? row : undefined),
    markRejected: async (_id: number, reason: string) => {
      writes.push(`rejected:${reason}`);
      invoice.status = 'rejected';
      return true;
    },
    markVoided: async (_tx: unknown, _id: number, reason: string) => {
      writes.push(`voided:${reason}`);
      invoice.status = 'voided';
      return 7;
    },
    audit: async () => void writes.push('audit'),
  } as unknown as InvoicesRepo;
  const db = { transaction: (run: (tx: unknown) => unknown) => run({}) } as unknown as Db;
  const service = createInvoiceService({ db, repo, media: () => assert.fail('no media needed') });
  return { service, writes };
}

/** The error the envelope answers: its errno and Chinese message. */
const answered = (errno: number, msg?: string) => (error: unknown) => error instanceof AppError && error.errno === errno && (msg === undefined || error.message === msg);
const refusal = (msg: string) => answered(40000, msg);

describe('invoice service', () => {
  it('驳回: the platform admin only, then the invoice, then a pending one, then the reason', async () => {
    const { service, writes } = setUp('pending');
    await assert.rejects(service.reject(payer, 3, '抬头有误'), answered(40300));
    await assert.rejects(service.reject(admin, 4, '抬头有误'), answered(404));
    await assert.rejects(service.reject(admin, 3, '  '), answered(42200, INVOICE_MSG.rejectReasonRequired));
    assert.deepEqual(writes, []);
    const after = await service.reject(admin, 3, ' 抬头有误 ');
    assert.deepEqual(writes, ['rejected:抬头有误']);
    assert.equal(after.status, 'rejected');
    await assert.rejects(service.reject(admin, 3, '再驳回'), refusal(INVOICE_MSG.notPending));
  });

  it('红冲: its reason before an issued invoice; voided with an audit line in one transaction', async () => {
    const { service, writes } = setUp('issued');
    await assert.rejects(service.void(admin, 3, '', '127.0.0.1'), answered(42200, INVOICE_MSG.voidReasonRequired));
    const after = await service.void(admin, 3, '发票信息有误', '127.0.0.1');
    assert.deepEqual(writes, ['voided:发票信息有误', 'audit']);
    assert.deepEqual([after.status, after.can_void, after.can_issue], ['voided', 0, 0]);
    await assert.rejects(service.void(admin, 3, '再冲', '127.0.0.1'), refusal(INVOICE_MSG.notVoidable));
  });

  it('shows an invoice to its payer and the platform admin only', async () => {
    const { service } = setUp('issued');
    assert.equal((await service.info(payer, 3)).can_void, 0);
    assert.equal((await service.info(admin, 3)).can_void, 1);
    await assert.rejects(service.info(stranger, 3), answered(404));
  });
});
