import { ledgerProblems, balancesOf, transactionProblem, type LedgerTransaction } from './ledger';
import { amountProblem, centsToYuan, MAX_AMOUNT_CENTS, MONEY_MSG, parseYuan, yuanToCents } from './money';
import { REFUND_MSG, refundableCents, refundProblem, type RefundPolicy } from './refund-policy';
import { canonicalJson, isIdempotencyKey, newIdempotencyKey } from './idempotency';

describe('money in cents', () => {
  it('reads yuan exactly into cents', () => {
    expect(parseYuan('12')).toEqual({ cents: 1200 });
    expect(parseYuan('12.5')).toEqual({ cents: 1250 });
    expect(parseYuan(' 0.29 ')).toEqual({ cents: 29 });
    expect(parseYuan('0.01')).toEqual({ cents: 1 });
    expect(parseYuan('10000000')).toEqual({ cents: MAX_AMOUNT_CENTS });
  });

  it('reads a fee up to a bound and writes cents back as yuan', () => {
    expect(yuanToCents(80)).toBe(8000);
    expect(yuanToCents(0)).toBe(0);
    expect(yuanToCents(1_000_000, 100_000_000)).toBe(100_000_000);
    expect(yuanToCents('1000000.01', 100_000_000)).toBeNull();
    expect(centsToYuan(1250)).toBe('12.50');
  });

  it('refuses negative, fractional cents, empty, zero and too large amounts', () => {
    expect(parseYuan('-1')).toEqual({ msg: MONEY_MSG.amountInvalid });
    expect(parseYuan('1.234')).toEqual({ msg: MONEY_MSG.amountInvalid });
    expect(parseYuan('')).toEqual({ msg: MONEY_MSG.amountInvalid });
    expect(parseYuan('1e3')).toEqual({ msg: MONEY_MSG.amountInvalid });
    expect(parseYuan('0.00')).toEqual({ msg: MONEY_MSG.amountNotPositive });
    expect(parseYuan('10000000.01')).toEqual({ msg: MONEY_MSG.amountTooLarge });
    expect(amountProblem(1.5)).toBe(MONEY_MSG.amountInvalid);
    expect(amountProblem(Number.NaN)).toBe(MONEY_MSG.amountInvalid);
    expect(amountProblem(100)).toBeNull();
  });
});

describe('refund policy', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 11, day));
  const policy: RefundPolicy = { fullUntil: at(10), percent: 50, partialUntil: at(20) };

  it('allows the whole paid amount before the first date, the percentage until the second, nothing after', () => {
    expect(refundableCents(policy, 10_000, 0, at(1))).toBe(10_000);
    expect(refundableCents(policy, 10_000, 0, at(10))).toBe(5_000);
    expect(refundableCents(policy, 10_001, 0, at(15))).toBe(5_000);
    expect(refundableCents(policy, 10_000, 0, at(20))).toBe(0);
  });

  it('counts earlier refunds against what may still be refunded, never below zero', () => {
    expect(refundableCents(policy, 10_000, 3_000, at(1))).toBe(7_000);
    expect(refundableCents(policy, 10_000, 3_000, at(15))).toBe(2_000);
    expect(refundableCents(policy, 10_000, 6_000, at(15))).toBe(0);
    expect(refundableCents(policy, 10_000, 10_000, at(1))).toBe(0);
  });

  it('refuses a refund above what may be refunded, after the deadline, and bad amounts', () => {
    expect(refundProblem(policy, 10_000, 0, 10_000, at(1))).toBeNull();
    expect(refundProblem(policy, 10_000, 0, 5_001, at(15))).toBe(REFUND_MSG.overRefundable(5_000));
    expect(REFUND_MSG.overRefundable(5_000)).toBe('退款金额不能超过可退金额（50.00元）');
    expect(refundProblem(policy, 10_000, 0, 1, at(25))).toBe(REFUND_MSG.nothingRefundable);
    expect(refundProblem(policy, 10_000, 0, -1, at(1))).toBe(MONEY_MSG.amountNotPositive);
    expect(refundProblem({ fullUntil: null, percent: 0, partialUntil: null }, 10_000, 0, 1, at(1))).toBe(REFUND_MSG.nothingRefundable);
  });
});

describe('double-entry ledger', () => {
  const wallet = (id: number) => `wallet:user:${id}`;
  const holder = { holderAccount: (a: string) => a.startsWith('wallet:') };
  const topUp: LedgerTransaction = { key: 'top-up-1', entries: [{ account: 'clearing', amount: 10_000 }, { account: wallet(1), amount: -10_000 }] };
  const pay: LedgerTransaction = { key: 'pay-1', entries: [{ account: wallet(1), amount: 6_000 }, { account: 'income:inst:1:pending', amount: -6_000 }] };

  it('accepts balanced transactions and sums balances from entries only', () => {
    expect(transactionProblem(topUp)).toBeNull();
    expect(ledgerProblems([topUp, pay], holder)).toEqual([]);
    expect(balancesOf([topUp, pay])).toEqual(new Map([['clearing', 10_000], [wallet(1), -4_000], ['income:inst:1:pending', -6_000]]));
  });

  it('reports unbalanced, fractional, single-entry and keyless transactions', () => {
    expect(transactionProblem({ key: 'x', entries: [{ account: 'a', amount: 100 }, { account: 'b', amount: -99 }] })).toBe('交易 x 借贷不平：差额 1 分');
    expect(transactionProblem({ key: 'y', entries: [{ account: 'a', amount: 0.5 }, { account: 'b', amount: -0.5 }] })).toBe('交易 y 的分录金额无效：a 0.5');
    expect(transactionProblem({ key: 'z', entries: [{ account: 'a', amount: 0 }] })).toBe('交易 z 少于两条分录');
    expect(transactionProblem({ key: '', entries: [] })).toBe('交易缺少幂等键');
  });

  it('reports a second transaction under one idempotency key and an overdrawn wallet', () => {
    const overdraw: LedgerTransaction = { key: 'pay-2', entries: [{ account: wallet(1), amount: 5_000 }, { account: 'income:inst:1:pending', amount: -5_000 }] };
    expect(ledgerProblems([topUp, pay, overdraw], holder)).toEqual(['交易 pay-2 后账户 wallet:user:1 余额为负：-1000 分']);
    expect(ledgerProblems([topUp, topUp], holder)).toEqual(['幂等键 top-up-1 有多笔交易']);
  });
});

describe('Idempotency-Key', () => {
  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(isIdempotencyKey(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(isIdempotencyKey('bad key!')).toBe(false);
    expect(isIdempotencyKey('x'.repeat(65))).toBe(false);
  });

  it('reads the same body in another key order as the same request', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
