import {
  INVOICE_MSG,
  INVOICE_STATUS_LABEL,
  invoiceAmountCents,
  invoiceFileName,
  invoiceOrderProblem,
  invoiceRefundEffect,
  invoiceRequestProblem,
  normaliseInvoiceRequest,
} from './invoices';

const company = { title_type: 'company', title: '示例体育有限公司', credit_code: '91350100M000100Y43', email: 'a@b.cn' };
const paid = { status: '已支付', kind: 'sign_up', payChannel: 'wechat', amountCents: 5000, refundedCents: 0 };

describe('发票申请规则', () => {
  it('labels the statuses in Chinese', () => {
    expect(INVOICE_STATUS_LABEL).toEqual({ pending: '待开票', issued: '已开票', rejected: '已驳回', voided: '已红冲' });
  });

  it('a refund waits for an issued invoice to be voided, recomputes a pending request, cancels it when nothing stays paid', () => {
    expect(invoiceRefundEffect(undefined, 10_000, 2_000)).toBeNull();
    expect(invoiceRefundEffect({ status: 'rejected' }, 10_000, 2_000)).toBeNull();
    expect(invoiceRefundEffect({ status: 'voided' }, 10_000, 2_000)).toBeNull();
    expect(invoiceRefundEffect({ status: 'issued' }, 10_000, 2_000)).toEqual({ refuse: '该订单已开具发票，请先由平台管理员红冲发票后再退款' });
    expect(invoiceRefundEffect({ status: 'pending' }, 10_000, 2_000)).toEqual({ amountCents: 8_000 });
    expect(invoiceRefundEffect({ status: 'pending' }, 10_000, 10_000)).toEqual({ cancel: true, reason: INVOICE_MSG.cancelledByRefund });
  });

  it('accepts a company with a valid credit code and a person without one', () => {
    expect(invoiceRequestProblem(company)).toBeNull();
    expect(invoiceRequestProblem({ title_type: 'personal', title: '张三', credit_code: '', email: 'z@x.com' })).toBeNull();
    expect(invoiceRequestProblem({ title_type: 'personal', title: '张三', email: 'z@x.com' })).toBeNull();
  });

  it('refuses a missing title, a bad title type, a missing or invalid credit code, a bad email', () => {
    expect(invoiceRequestProblem({ ...company, title_type: 'x' })).toBe(INVOICE_MSG.titleTypeInvalid);
    expect(invoiceRequestProblem({ ...company, title: '  ' })).toBe(INVOICE_MSG.titleRequired);
    expect(invoiceRequestProblem({ ...company, title: '字'.repeat(101) })).toBe(INVOICE_MSG.titleTooLong);
    expect(invoiceRequestProblem({ ...company, credit_code: '' })).toBe(INVOICE_MSG.creditCodeRequired);
    expect(invoiceRequestProblem({ ...company, credit_code: '91350100M000100Y44' })).toBe('统一社会信用代码格式错误');
    expect(invoiceRequestProblem({ ...company, title_type: 'personal', credit_code: 'ABC' })).toBe(
      INVOICE_MSG.creditCodeInvalid,
    );
    expect(invoiceRequestProblem({ ...company, email: '' })).toBe(INVOICE_MSG.emailRequired);
    expect(invoiceRequestProblem({ ...company, email: 'not-an-email' })).toBe(INVOICE_MSG.emailInvalid);
  });

  it('normalises the stored fields', () => {
    expect(normaliseInvoiceRequest({ ...company, title: ' 甲 ', credit_code: ' 91350100m000100y43 ', email: ' a@b.cn ' })).toEqual({
      title: '甲',
      creditCode: '91350100M000100Y43',
      email: 'a@b.cn',
    });
    expect(normaliseInvoiceRequest({ title_type: 'personal', title: '乙', credit_code: '', email: 'a@b.cn' }).creditCode).toBeNull();
  });

  it('invoices only paid online orders with something left after refunds', () => {
    expect(invoiceOrderProblem(paid)).toBeNull();
    expect(invoiceOrderProblem({ ...paid, refundedCents: 2000 })).toBeNull();
    expect(invoiceAmountCents({ amountCents: 5000, refundedCents: 2000 })).toBe(3000);
    expect(invoiceOrderProblem({ ...paid, status: '待支付' })).toBe(INVOICE_MSG.notPaid);
    expect(invoiceOrderProblem({ ...paid, status: '已退款' })).toBe(INVOICE_MSG.notPaid);
    expect(invoiceOrderProblem({ ...paid, payChannel: 'offline' })).toBe(INVOICE_MSG.notOnline);
    expect(invoiceOrderProblem({ ...paid, kind: 'top_up' })).toBe(INVOICE_MSG.topUp);
    expect(invoiceOrderProblem({ ...paid, refundedCents: 5000 })).toBe(INVOICE_MSG.nothingToInvoice);
  });

  it('names the PDF after the invoice number', () => {
    expect(invoiceFileName('FP202611260001')).toBe('发票-FP202611260001.pdf');
  });
});
