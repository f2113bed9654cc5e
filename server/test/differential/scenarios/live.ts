/**
 * 购买直播 (spec §2.5 直播管理, issue 11 finding 1): an organiser buys a live package with a request id (the same
 * request again answers the same order, another package under that id is refused); a live-package order cannot be
 * marked paid offline; other institutions, the platform admin, a personal user and a visitor cannot buy for it.
 */
import { randomBytes } from 'node:crypto';
import type { Result, Scenario, Vars } from '../harness.js';
import { organiserInfo } from './common.js';

const buy = (v: Vars, extra: Record<string, unknown> = {}) => ({ institution_id: v.institution, package_id: v.package, request_id: v.request, ...extra });

export const liveScenarios: Scenario[] = [
  {
    title: '购买直播：下单、同一请求号幂等、线下标记已支付被拒、越权购买',
    vars: () => ({ request: `diff-${randomBytes(6).toString('hex')}` }),
    steps: [
      organiserInfo,
      {
        title: '直播套餐',
        as: 'org_gov',
        method: 'GET',
        url: '/api/admin/live/packages',
        capture: (r) => ({ package: r.list[0].id, other: r.list[1].id }),
      },
      { title: '直播额度', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/live/quota?institution_id=${v.institution}` },
      { title: '请求号格式错误', as: 'org_gov', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { request_id: 'x' }) },
      {
        title: '下单',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/live/buy',
        body: (v) => buy(v),
        capture: (r) => ({ order: r.order_id }),
        same: (r) => [r.status, r.created],
      },
      { title: '同一请求再发一次', as: 'org_gov', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v), same: (r, v) => [r.order_id === v.order, r.created] },
      { title: '同一请求号换一个套餐', as: 'org_gov', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { package_id: v.other }) },
      {
        title: '订单列表中有这笔订单',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/live/orders?institution_id=${v.institution}&count=100`,
        same: (r, v) => r.list.filter((o: Result) => o.order_id === v.order).map((o: Result) => o.status),
      },
      { title: '直播套餐订单不能线下标记已支付', as: 'org_gov', method: 'POST', url: '/api/admin/pay_order/mark_paid', body: (v) => ({ id: v.order, note: '已线下收款' }) },
      { title: '平台管理员也不能线下标记', as: 'admin', method: 'POST', url: '/api/admin/pay_order/mark_paid', body: (v) => ({ id: v.order, note: '已线下收款' }) },
      { title: '另一家机构替它购买', as: 'org_youth', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { request_id: `${v.request}-y` }) },
      { title: '平台管理员购买', as: 'admin', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { request_id: `${v.request}-a` }) },
      { title: '个人用户查它的额度', as: 'athlete', method: 'GET', url: (v) => `/api/admin/live/quota?institution_id=${v.institution}` },
      { title: '访客购买', as: null, method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { request_id: `${v.request}-v` }) },
      { title: '不带 CSRF 令牌购买', as: 'org_gov', method: 'POST', url: '/api/admin/live/buy', body: (v) => buy(v, { request_id: `${v.request}-c` }), withoutCsrf: true },
    ],
  },
];
