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
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
