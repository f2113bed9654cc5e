/** The payer's pages (mf_finance owns /admin/account/…, shared/rules/route-ownership.ts). */
export const MY_ORDERS_PATH = '/admin/account/orders';

export const cashierPath = (orderNo: string) => `/admin/account/pay/${encodeURIComponent(orderNo)}`;

export const payResultPath = (orderNo: string) => `/admin/account/payResult?order_no=${encodeURIComponent(orderNo)}`;
