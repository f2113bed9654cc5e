import type { RouteObject } from 'react-router-dom';

/** Routes exposed as `mf_finance/routes` (absolute paths of docs/architecture.md; pages load lazily). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/finance/order',
    handle: { title: '订单管理', name: 'FinanceOrderList' },
    lazy: async () => ({ Component: (await import('../features/order/pages/finance-order-list-page')).default }),
  },
  {
    path: '/admin/finance/order/:id',
    handle: { title: '订单详情', name: 'FinanceOrderDetail' },
    lazy: async () => ({ Component: (await import('../features/order/pages/finance-order-detail-page')).default }),
  },
  // the review side of refunds and withdrawals (issue 13)
  {
    path: '/admin/finance/refund',
    handle: { title: '退款管理', name: 'FinanceRefundList' },
    lazy: async () => ({ Component: (await import('../features/refund/pages/finance-refund-list-page')).default }),
  },
  {
    path: '/admin/finance/refund/:id',
    handle: { title: '退款详情', name: 'FinanceRefundDetail' },
    lazy: async () => ({ Component: (await import('../features/refund/pages/finance-refund-detail-page')).default }),
  },
  // the payer's side (issue 13): own orders, the cashier and its result
  {
    path: '/admin/account/orders',
    handle: { title: '我的订单', name: 'MyOrders' },
    lazy: async () => ({ Component: (await import('../features/pay/pages/my-orders-page')).default }),
  },
  {
    path: '/admin/account/pay/:orderNo',
    handle: { title: '收银台', name: 'Cashier' },
    lazy: async () => ({ Component: (await import('../features/pay/pages/cashier-page')).default }),
  },
  {
    path: '/admin/account/payResult',
    handle: { title: '支付结果', name: 'PayResult' },
    lazy: async () => ({ Component: (await import('../features/pay/pages/pay-result-page')).default }),
  },
];

/**
 * Public routes (the shell patches them under its pathless `public` route: no admin layout, no login, no antd):
 * the sandbox gateway's pay page that a payer's phone opens after scanning the cashier's QR code.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/pay/sandbox/:paymentNo',
    handle: { title: '沙箱支付', name: 'SandboxPay' },
    lazy: async () => ({ Component: (await import('../features/sandbox-gateway/pages/sandbox-pay-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[]; publicRoutes: RouteObject[] } = { adminRoutes, publicRoutes };
export default routes;
