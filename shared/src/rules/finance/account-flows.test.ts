import { flowDayBounds, flowDaysProblem, flowView } from './account-flows';

describe('资金流水 days', () => {
  it('refuses a range that ends before it starts', () => {
    expect(flowDaysProblem({ from: '2026-05-02', to: '2026-05-01' })).toBe('开始日期不能晚于结束日期');
    expect(flowDaysProblem({ from: '2026-05-01', to: '2026-05-01' })).toBeNull();
    expect(flowDaysProblem({ to: '2026-05-01' })).toBeNull();
  });

  it('keeps whole China days: from the first moment of `from` to the start of the day after `to`', () => {
    expect(flowDayBounds({ from: '2026-05-01', to: '2026-05-02' })).toEqual({ since: new Date('2026-04-30T16:00:00Z'), before: new Date('2026-05-02T16:00:00Z') });
    expect(flowDayBounds({})).toEqual({ since: undefined, before: undefined });
  });
});

describe('flowView', () => {
  it('shows a credit as money in and the balance as its holder holds it', () => {
    const row = { id: 3, createdAt: new Date('2026-05-01T02:00:00Z'), kind: 'payment', memo: '报名费', orderNo: null, amount: -5000, balanceAfter: -12000 };
    expect(flowView(row)).toEqual({ id: 3, created_at: '2026-05-01T02:00:00.000Z', kind: 'payment', memo: '报名费', order_no: '', amount_cents: 5000, balance_cents: 12000 });
    expect(flowView({ ...row, createdAt: '2026-05-01T02:00:00.000Z', orderNo: 'SO1', amount: 300, balanceAfter: 0 })).toMatchObject({ order_no: 'SO1', amount_cents: -300, balance_cents: 0 });
  });
});
