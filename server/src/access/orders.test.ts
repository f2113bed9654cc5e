import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORDER_MSG, REFUND_REQUEST_MSG } from 'shared/rules';
import { canMarkPaid, canRefund, markPaidProblem, offersRefund, refundAccessProblem } from './orders.js';
import type { Principal } from './principal.js';

const member = (institutionId: number) => ({ institutionId, name: '', logo: '', isAdmin: false, sportsVenuesId: 0, institutionType: 6 });
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(7)] };
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const stranger: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(8)] };

const feeOrder = { institutionId: 7, status: '待支付', signUpId: 41, kind: 'sign_up', payChannel: '' };
const liveOrder = { institutionId: 7, status: '待支付', signUpId: null, kind: 'live_package', payChannel: '' };

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

describe('who refunds an order (退款): the payee only', () => {
  it('an institution refunds what it was paid (sign-up fees, bookings); the platform admin too', () => {
    for (const kind of ['sign_up', 'booking']) {
      assert.equal(refundAccessProblem(organiser, { institutionId: 7, kind }), null);
      assert.equal(canRefund(admin, { institutionId: 7, kind }), true);
    }
  });

  it('an institution never refunds its own live package or top-up: the platform admin does', () => {
    for (const kind of ['live_package', 'top_up']) {
      assert.equal(refundAccessProblem(organiser, { institutionId: 7, kind }), REFUND_REQUEST_MSG.platformOnly);
      assert.equal(canRefund(organiser, { institutionId: 7, kind }), false);
      assert.equal(refundAccessProblem(admin, { institutionId: 7, kind }), null);
    }
  });

  it('another institution does not see the order', () => {
    assert.equal(refundAccessProblem(stranger, { institutionId: 7, kind: 'sign_up' }), 'not_found');
  });

  it('is offered on a paid online order to its payee only (订单详情 退款)', () => {
    const paidFee = { ...feeOrder, status: '已支付', payChannel: 'wechat' };
    const paidLive = { ...liveOrder, status: '已支付', payChannel: 'balance' };
    assert.equal(offersRefund(organiser, paidFee), true);
    assert.equal(offersRefund(organiser, paidLive), false);
    assert.equal(offersRefund(admin, paidLive), true);
    assert.equal(offersRefund(organiser, { ...paidFee, payChannel: 'offline' }), false);
    assert.equal(offersRefund(organiser, feeOrder), false);
    assert.equal(offersRefund(stranger, paidFee), false);
  });
});
