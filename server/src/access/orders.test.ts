import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORDER_MSG } from 'shared/rules';
import { canMarkPaid, markPaidProblem } from './orders.js';
import type { Principal } from './principal.js';

const member = (institutionId: number) => ({ institutionId, name: '', logo: '', isAdmin: false, sportsVenuesId: 0, institutionType: 6 });
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(7)] };
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const stranger: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(8)] };

const feeOrder = { institutionId: 7, status: '待支付', signUpId: 41 };
const liveOrder = { institutionId: 7, status: '待支付', signUpId: null };

describe('offline payment of orders (线下收款)', () => {
  it('is for unpaid sign-up fee orders, by the owning organiser or the platform admin', () => {
    assert.equal(markPaidProblem(organiser, feeOrder), null);
    assert.equal(markPaidProblem(admin, feeOrder), null);
    assert.equal(canMarkPaid(organiser, feeOrder), true);
  });

  it('never for another kind of order (a live package): no quota without payment', () => {
    assert.equal(markPaidProblem(organiser, liveOrder), ORDER_MSG.notSignUpFee);
    assert.equal(markPaidProblem(admin, liveOrder), ORDER_MSG.notSignUpFee);
    assert.equal(canMarkPaid(admin, liveOrder), false);
  });

  it('not twice, and another institution does not see the order', () => {
    assert.equal(markPaidProblem(organiser, { ...feeOrder, status: '已支付' }), ORDER_MSG.notUnpaid);
    assert.equal(markPaidProblem(stranger, feeOrder), 'not_found');
    assert.equal(canMarkPaid(stranger, feeOrder), false);
  });
});
