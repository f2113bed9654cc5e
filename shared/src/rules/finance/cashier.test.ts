import { MONEY_MSG } from './money';
import { isPayerOf, payRefusal, topUpTarget, walletRefusal, type Payer } from './cashier';
import { PAY_MSG } from './payments';

const person: Payer = { userId: 5, isPlatformAdmin: false, isPerson: true, manages: () => false };
const manager: Payer = { userId: 2, isPlatformAdmin: false, isPerson: false, manages: (id) => id === 1 };
const admin: Payer = { userId: 1, isPlatformAdmin: true, isPerson: false, manages: () => true };

describe('the cashier', () => {
  it('lets the order’s user pay it, and a manager an order its institution pays; never the platform admin for another', () => {
    expect(isPayerOf(person, { kind: 'sign_up', userId: 5, institutionId: 1 })).toBe(true);
    expect(isPayerOf(manager, { kind: 'sign_up', userId: 5, institutionId: 1 })).toBe(false);
    expect(isPayerOf(manager, { kind: 'live_package', userId: null, institutionId: 1 })).toBe(true);
    expect(isPayerOf(manager, { kind: 'live_package', userId: null, institutionId: 3 })).toBe(false);
    expect(isPayerOf(admin, { kind: 'live_package', userId: null, institutionId: 1 })).toBe(false);
  });

  it('refuses in order: status, time, channel', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const order = { status: '待支付', kind: 'sign_up' as const, amountCents: 100, expiresAt: '2026-11-28T10:30:00Z' };
    expect(payRefusal(order, 'balance', now)).toBeNull();
    expect(payRefusal({ ...order, status: '已支付', expiresAt: '2026-11-28T09:00:00Z' }, 'balance', now)).toBe(PAY_MSG.orderPaid);
    expect(payRefusal({ ...order, expiresAt: '2026-11-28T10:00:00Z', kind: 'top_up' }, 'balance', now)).toBe(PAY_MSG.orderClosed);
    expect(payRefusal({ ...order, kind: 'top_up' }, 'balance', now)).toBe(PAY_MSG.channelUnavailable);
    expect(payRefusal({ ...order, kind: 'top_up' }, 'wechat', now)).toBeNull();
    expect(payRefusal({ ...order, amountCents: 0 }, 'wechat', now)).toBe(PAY_MSG.channelUnavailable);
    expect(payRefusal({ ...order, expiresAt: null }, 'alipay', now)).toBeNull();
    expect(walletRefusal(99, 100)).toBe(PAY_MSG.balanceInsufficient);
    expect(walletRefusal(100, 100)).toBeNull();
  });

  it('tops up the caller’s wallet, or a managed institution’s', () => {
    expect(topUpTarget(person, { amount_cents: 100 })).toBeNull();
    expect(topUpTarget(manager, { amount_cents: 100, institution_id: 1 })).toBe(1);
    expect(() => topUpTarget(manager, { amount_cents: 0, institution_id: 3 })).toThrow(MONEY_MSG.amountNotPositive);
    expect(() => topUpTarget(manager, { amount_cents: 100, institution_id: 3 })).toThrow('没有权限执行该操作');
    expect(() => topUpTarget({ ...manager, isPerson: true }, { amount_cents: 100, institution_id: 1 })).toThrow('没有权限执行该操作');
  });
});
