import { invoiceActionOffered, invoiceFileKey, invoiceRequestDecision, invoiceTransition } from './invoice-decisions';
import { INVOICE_MSG } from './invoices';
import { offlineMarkNote, offlineMarkProblem, offlineMarkStateProblem } from './orders-offline';
import { ORDER_MSG } from '../orders';
import { SIGN_UP_MSG } from '../sign-up-status';

const order = { status: '已支付', kind: 'sign_up', payChannel: 'wechat', amountCents: 5000, refundedCents: 1000 };
const input = { title_type: 'personal', title: ' 张三 ', email: 'a@b.cn ' };

describe('申请发票', () => {
  it('stores the trimmed fields and what stays paid', () => {
    expect(invoiceRequestDecision(input, order, false)).toEqual({ amountCents: 4000, title: '张三', creditCode: null, email: 'a@b.cn' });
  });

  it('refuses in order: the fields (bad input), the order, a live invoice', () => {
    expect(invoiceRequestDecision({ ...input, email: 'x' }, { ...order, status: '待支付' }, true)).toEqual({ badInput: INVOICE_MSG.emailInvalid });
    expect(invoiceRequestDecision(input, { ...order, payChannel: 'offline' }, true)).toEqual({ refuse: INVOICE_MSG.notOnline });
    expect(invoiceRequestDecision(input, order, true)).toEqual({ refuse: INVOICE_MSG.alreadyRequested });
  });
});

describe('开具, 驳回, 红冲', () => {
  it('moves pending → issued | rejected and issued → voided', () => {
    expect(invoiceTransition('issue', 'pending')).toEqual({ status: 'issued', reason: '' });
    expect(invoiceTransition('reject', 'pending', ' 抬头有误 ')).toEqual({ status: 'rejected', reason: '抬头有误' });
    expect(invoiceTransition('void', 'issued', '退款')).toEqual({ status: 'voided', reason: '退款' });
  });

  it('驳回 asks for a pending request before its reason; 红冲 for its reason before an issued invoice', () => {
    expect(invoiceTransition('reject', 'issued', '')).toEqual({ refuse: INVOICE_MSG.notPending });
    expect(invoiceTransition('reject', 'pending', ' ')).toEqual({ badInput: INVOICE_MSG.rejectReasonRequired });
    expect(invoiceTransition('issue', 'rejected')).toEqual({ refuse: INVOICE_MSG.notPending });
    expect(invoiceTransition('void', 'pending', '')).toEqual({ badInput: INVOICE_MSG.voidReasonRequired });
    expect(invoiceTransition('void', 'voided', '再冲')).toEqual({ refuse: INVOICE_MSG.notVoidable });
    expect(invoiceActionOffered('issue', 'pending')).toBe(true);
    expect(invoiceActionOffered('void', 'pending')).toBe(false);
  });

  it('takes an uploaded file as its key or its media URL', () => {
    expect(invoiceFileKey(' /api/media/file-abc.pdf ')).toBe('file-abc.pdf');
    expect(invoiceFileKey(undefined)).toBe('');
  });
});

describe('线下收款', () => {
  it('a sign-up fee order with a note, then only while 待支付', () => {
    expect(offlineMarkProblem({ signUpId: null }, '')).toEqual({ refuse: ORDER_MSG.notSignUpFee });
    expect(offlineMarkProblem({ signUpId: 3 }, '  ')).toEqual({ badInput: SIGN_UP_MSG.paymentNoteRequired });
    expect(offlineMarkProblem({ signUpId: 3 }, '现金')).toBeNull();
    expect(offlineMarkStateProblem({ status: '已支付' })).toBe(ORDER_MSG.notUnpaid);
    expect(offlineMarkStateProblem({ status: '待支付' })).toBeNull();
    expect(offlineMarkNote(' 现金 ', '王建国')).toBe('线下收款：现金（操作人 王建国）');
  });
});
