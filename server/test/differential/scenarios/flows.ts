/**
 * 资金流水、账户首页与流水导出 (routes/finance/accounts.ts, account-stats.ts, flow-exports.ts; docs/finance.md):
 * a top-up of the athlete's wallet and one of org_gov's institution wallet through the sandbox gateway each appear as
 * the newest flow of that account (kind, amount, the balance after it), within today's China-time date range and
 * under their kind; a date range ending before it starts is refused; another institution's flows, stats and exports
 * are not the caller's. The account home's twelve months, the settlement list, and the export tasks of both flow
 * lists (created, read by their owner only; their file is not ready until the worker has built it). Demo balances
 * differ between the two sides, so what is compared is how they move.
 */
import { randomUUID } from 'node:crypto';
import { chinaDate } from 'shared/rules';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { organiserInfo } from './common.js';
import { sandboxConfirmed } from './wallet.js';

const key = () => ({ 'Idempotency-Key': randomUUID() });

/** A top-up of `amount` paid through the sandbox gateway (the athlete's wallet, or the institution's for org_gov). */
function toppedUp(as: 'athlete' | 'org_gov', amount: number): Step[] {
  return [
    {
      title: `充值 ${amount / 100} 元`,
      as,
      method: 'POST',
      url: '/api/pay/top_up',
      body: (v) => ({ amount_cents: amount, ...(as === 'org_gov' ? { institution_id: v.institution } : {}) }),
      headers: key,
      capture: (r) => ({ topUp: r.order_no }),
    },
    {
      title: '用支付宝支付充值订单',
      as,
      method: 'POST',
      url: '/api/pay_order/pay',
      body: (v) => ({ order_no: v.topUp, channel: 'alipay' }),
      headers: key,
      capture: (r) => ({ payment: r.payment_no }),
      same: (r) => [r.status, r.channel, r.amount_cents],
    },
    sandboxConfirmed,
  ];
}

type Flow = { kind: string; amount_cents: number; balance_cents: number; order_no: string; memo: string };

/** The newest flow: its kind, amount, the balance it moved by, and whether it names the top-up order. */
const newest = (r: Result, v: Vars) => {
  const [first, second] = r.list as Flow[];
  return first ? [r.total > 0, first.kind, first.amount_cents, first.balance_cents - (second?.balance_cents ?? 0) === first.amount_cents || !second, first.order_no === v.topUp] : [];
};

const flows = (title: string, as: Step['as'], url: (v: Vars) => string, same?: Step['same']): Step => ({ title, as, method: 'GET', url, ...(same ? { same } : {}) });

const today = () => chinaDate(new Date());

export const flowScenarios: Scenario[] = [
  {
    title: '资金流水：个人钱包充值 → 流水（日期、类型筛选）→ 导出任务',
    steps: [
      ...toppedUp('athlete', 8800),
      flows('我的钱包流水', 'athlete', () => '/api/account/flow_list', newest),
      flows('今天的流水', 'athlete', () => `/api/account/flow_list?from=${today()}&to=${today()}&kind=payment`, newest),
      flows('只看提现类流水', 'athlete', () => '/api/account/flow_list?kind=withdraw_reserve', (r) => r.total),
      flows('结束日期早于开始日期', 'athlete', () => '/api/account/flow_list?from=2026-11-02&to=2026-11-01'),
      flows('日期格式错误', 'athlete', () => '/api/account/flow_list?from=2026-13-01'),
      flows('访客看流水', null, () => '/api/account/flow_list'),
      { title: '钱包余额', as: 'athlete', method: 'GET', url: '/api/account/wallet' },
      { title: '导出：结束日期早于开始日期', as: 'athlete', method: 'POST', url: '/api/account/flow_list/export', body: { from: '2026-11-02', to: '2026-11-01' } },
      { title: '导出没有 CSRF 令牌', as: 'athlete', method: 'POST', url: '/api/account/flow_list/export', body: {}, withoutCsrf: true },
      { title: '导出我的钱包流水', as: 'athlete', method: 'POST', url: '/api/account/flow_list/export', body: { kind: 'payment' }, capture: (r) => ({ task: r.id }) },
      {
        title: '导出任务（生成前）',
        as: 'athlete',
        method: 'GET',
        url: (v) => `/api/admin/export_task?id=${v.task}`,
        same: (r) => [r.kind, r.competition_id, r.event_item_id, r.file_name, r.error],
      },
      { title: '其他用户看导出任务', as: 'referee', method: 'GET', url: (v) => `/api/admin/export_task?id=${v.task}` },
      { title: '其他用户下载导出文件', as: 'referee', method: 'GET', url: (v) => `/api/admin/export_task/file?id=${v.task}` },
      { title: '不存在的导出任务', as: 'athlete', method: 'GET', url: '/api/admin/export_task?id=99999999' },
    ],
  },
  {
    title: '资金流水：机构账户余额充值 → 机构流水、账户首页、结算汇总 → 导出任务（他机构不可）',
    steps: [
      organiserInfo,
      ...toppedUp('org_gov', 12000),
      flows('机构账户余额流水', 'org_gov', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}&account=wallet`, newest),
      flows('平台管理员看机构流水', 'admin', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}&account=wallet&from=${today()}`, newest),
      flows('可提现余额流水', 'org_gov', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}`),
      flows('待结算流水', 'org_gov', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}&account=pending&kind=payment`),
      flows('其他机构的流水', 'org_youth', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}`),
      flows('不带机构', 'org_gov', () => '/api/admin/acc_flow_list'),
      flows('结束日期早于开始日期', 'org_gov', (v) => `/api/admin/acc_flow_list?institution_id=${v.institution}&from=2026-11-02&to=2026-11-01`),
      {
        title: '账户首页统计',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/account_stats?institution_id=${v.institution}`,
        same: (r) => r.by_month.map((m: { month: string }) => m.month),
      },
      { title: '其他机构的账户首页统计', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/account_stats?institution_id=${v.institution}` },
      { title: '访客看账户首页统计', as: null, method: 'GET', url: (v) => `/api/admin/account_stats?institution_id=${v.institution}` },
      { title: '结算汇总', as: 'org_gov', method: 'GET', url: '/api/admin/order_settle_list' },
      { title: '结算汇总：其他机构', as: 'org_gov', method: 'GET', url: '/api/admin/order_settle_list?institution_id=3' },
      { title: '结算汇总：运动员', as: 'athlete', method: 'GET', url: '/api/admin/order_settle_list' },
      {
        title: '其他机构导出流水',
        as: 'org_youth',
        method: 'POST',
        url: '/api/admin/acc_flow_list/export',
        body: (v) => ({ institution_id: v.institution }),
      },
      {
        title: '导出：结束日期早于开始日期',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/acc_flow_list/export',
        body: (v) => ({ institution_id: v.institution, from: '2026-11-02', to: '2026-11-01' }),
      },
      {
        title: '导出机构账户余额流水',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/acc_flow_list/export',
        body: (v) => ({ institution_id: v.institution, account: 'wallet', from: today() }),
        capture: (r) => ({ task: r.id }),
      },
      { title: '下载未生成的导出文件', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/export_task/file?id=${v.task}` },
      {
        title: '导出任务',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/export_task?id=${v.task}`,
        same: (r) => [r.kind, r.competition_id, r.file_name, r.error],
      },
      { title: '其他机构看导出任务', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/export_task?id=${v.task}` },
    ],
  },
];
