/**
 * Orders (订单, finance): the Chinese refusals of marking an order as paid offline (线下收款), stated once for the
 * server (access/orders.ts markPaidProblem) and the sign-up mock's /admin/pay_order/mark_paid.
 */
export const ORDER_MSG = {
  notSignUpFee: '只有报名费订单可以线下标记为已支付',
  notUnpaid: '只有待支付的订单可以标记为已支付',
} as const;
