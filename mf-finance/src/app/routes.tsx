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
  {
    path: '/admin/finance/withdraw',
    handle: { title: '提现管理', name: 'FinanceWithdrawList' },
    lazy: async () => ({ Component: (await import('../features/withdraw/pages/finance-withdraw-list-page')).default }),
  },
  {
    path: '/admin/finance/withdraw/:id',
    handle: { title: '提现审核', name: 'FinanceWithdrawCheck' },
    lazy: async () => ({ Component: (await import('../features/withdraw/pages/finance-withdraw-check-page')).default }),
  },
  // 发票 (issue 13 "Invoices"): not in the finance menu, linked from 订单管理
  {
    path: '/admin/finance/invoice',
    handle: { title: '发票管理', name: 'FinanceInvoiceList' },
    lazy: async () => ({ Component: (await import('../features/invoice/pages/finance-invoice-list-page')).default }),
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
  // an institution's money (资金账户, issue 13) and a personal user's wallet
  ...accountRoutes(),
];

/** The pages of 资金账户 (spec: account info, withdraw, withdrawRecord, withdrawSuccess, rechargeSuccess, flowRecord; and 收款账户) and 我的钱包. */
function accountRoutes(): RouteObject[] {
  const info = '/admin/account/info';
  return [
    {
      path: info,
      handle: { title: '资金账户', name: 'AccountInfo' },
      lazy: async () => ({ Component: (await import('../features/account/pages/account-info-page')).default }),
    },
    {
      path: '/admin/account/withdraw',
      handle: { title: '申请提现', name: 'AccountWithdraw', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/account-withdraw-page')).default }),
    },
    {
      path: '/admin/account/withdrawSuccess',
      handle: { title: '提现成功', name: 'AccountWithdrawSuccess', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/withdraw-success-page')).default }),
    },
    {
      path: '/admin/account/withdrawRecord',
      handle: { title: '提现记录', name: 'AccountWithdrawRecord', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/withdraw-record-page')).default }),
    },
    {
      path: '/admin/account/payoutAccount',
      handle: { title: '收款账户', name: 'AccountPayoutAccounts', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/payout-account-page')).default }),
    },
    {
      path: '/admin/account/flowRecord',
      handle: { title: '资金流水', name: 'AccountFlowRecord', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/flow-record-page')).default }),
    },
    {
      path: '/admin/account/recharge',
      handle: { title: '充值', name: 'AccountRecharge', activeMenu: info },
      lazy: async () => ({ Component: (await import('../features/account/pages/account-recharge-page')).default }),
    },
    {
      path: '/admin/account/rechargeSuccess',
      handle: { title: '充值成功', name: 'AccountRechargeSuccess' },
      lazy: async () => ({ Component: (await import('../features/account/pages/recharge-success-page')).default }),
    },
    {
      path: '/admin/account/wallet',
      handle: { title: '我的钱包', name: 'MyWallet' },
      lazy: async () => ({ Component: (await import('../features/account/pages/my-wallet-page')).default }),
    },
  ];
}

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
