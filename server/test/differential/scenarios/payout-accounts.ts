/**
 * 收款账户 (routes/finance/payout-accounts.ts, docs/finance.md "Withdrawals"): org_gov, the owner of its institution,
 * registers an account (the checks of shared/rules, a member who is not the owner, another institution, a visitor, no
 * CSRF token), is refused a duplicate and a second code within the minute, cannot withdraw to it before it is
 * confirmed, confirms it with the code of the outbox (a wrong code first), removes it, and cannot withdraw to it or
 * remove it again. The cooling notice carries a time of each side's own confirmation, so it is compared in the server
 * suite and the page tests, not here.
 */
import { randomUUID } from 'node:crypto';
import type { Scenario, Step, Vars } from '../harness.js';
import { organiserInfo } from './common.js';

/** 6217 + twelve random digits: a number no institution has yet. */
const freshCard = () => `6217${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

const ORG_GOV_MOBILE = '13800000002';

const register = (title: string, as: Step['as'], over: (v: Vars) => Record<string, unknown> = () => ({}), extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/payout_account',
  body: (v) => ({ institution_id: v.institution, account_name: '杭州市体育局', bank_name: '中国建设银行杭州分行', card_number: v.card, ...over(v) }),
  ...extra,
});

const withdrawTo = (title: string): Step => ({
  title,
  as: 'org_gov',
  method: 'POST',
  url: '/api/withdraw',
  body: (v) => ({ institution_id: v.institution, amount_cents: 1000, payout_account_id: v.account, sms_code: '123456' }),
  headers: () => ({ 'Idempotency-Key': randomUUID() }),
});

export const payoutAccountScenarios: Scenario[] = [
  {
    title: '收款账户：登记（校验、非负责人、其他机构、重复、验证码频率）→ 未验证不能提现 → 短信验证 → 删除',
    vars: () => ({ card: freshCard() }),
    steps: [
      organiserInfo,
      { title: '收款账户列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/payout_account?institution_id=${v.institution}`, same: (r) => r.list.map((a: { status: string; usable: number }) => [a.status, a.usable]) },
      { title: '访客看列表', as: null, method: 'GET', url: (v) => `/api/admin/payout_account?institution_id=${v.institution}` },
      { title: '其他机构看列表', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/payout_account?institution_id=${v.institution}` },
      register('没有 CSRF 令牌', 'org_gov', undefined, { withoutCsrf: true }),
      register('银行账号不足 8 位', 'org_gov', () => ({ card_number: '1234 567' })),
      register('银行账号含字母', 'org_gov', () => ({ card_number: '6222 0212 3456 789X' })),
      register('开户银行为空', 'org_gov', () => ({ bank_name: '  ' })),
      register('收款户名不是机构名称', 'org_gov', () => ({ account_name: '王建国' })),
      register('不是负责人的成员为其机构登记', 'org_multi', () => ({ institution_id: 6, account_name: '浙江赛道体育' })),
      register('其他机构的负责人登记', 'org_youth'),
      register('平台管理员登记', 'admin'),
      register('负责人登记', 'org_gov', undefined, {
        capture: (r) => ({ account: r.account.id }),
        same: (r) => [r.account.status, r.account.usable, r.account.card_number, r.account.bank_name, r.account.account_name, r.account.confirmed_at, r.mobile],
      }),
      register('同一银行账号再登记（带空格）', 'org_gov', (v) => ({ card_number: String(v.card).replace(/(\d{4})(?=\d)/g, '$1 ') })),
      { title: '一分钟内重发验证码', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/send_sms', body: (v) => ({ id: v.account }) },
      withdrawTo('提现到未验证的账户'),
      { title: '错误的验证码', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: (v) => ({ id: v.account, sms_code: '000000' }) },
      { title: '验证码格式错误', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: (v) => ({ id: v.account, sms_code: '12ab' }) },
      { title: '其他机构验证', as: 'org_youth', method: 'POST', url: '/api/admin/payout_account/confirm', body: (v) => ({ id: v.account, sms_code: '000000' }) },
      {
        title: '演示短信发件箱',
        as: null,
        method: 'GET',
        url: `/api/dev/sms_outbox?mobile=${ORG_GOV_MOBILE}`,
        capture: (r) => ({ code: r.list[0].code }),
        same: (r) => r.list[0].content.replace(/\d{6}/, '######'),
        shape: false,
      },
      {
        title: '负责人用验证码验证',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/payout_account/confirm',
        body: (v) => ({ id: v.account, sms_code: v.code }),
        same: (r) => [r.status, r.usable, Date.parse(r.usable_from) - Date.parse(r.confirmed_at)],
      },
      { title: '再次验证', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: (v) => ({ id: v.account, sms_code: v.code }) },
      { title: '已验证的账户重发验证码', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/send_sms', body: (v) => ({ id: v.account }) },
      { title: '其他机构删除', as: 'org_youth', method: 'DELETE', url: (v) => `/api/admin/payout_account?id=${v.account}` },
      { title: '删除没有 CSRF 令牌', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/payout_account?id=${v.account}`, withoutCsrf: true },
      { title: '负责人删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/payout_account?id=${v.account}` },
      { title: '再次删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/payout_account?id=${v.account}` },
      {
        title: '删除后的列表',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/payout_account?institution_id=${v.institution}`,
        same: (r, v) => r.list.some((a: { id: number }) => a.id === v.account),
      },
      withdrawTo('提现到已删除的账户'),
      { title: '已删除的账户再验证', as: 'org_gov', method: 'POST', url: '/api/admin/payout_account/confirm', body: (v) => ({ id: v.account, sms_code: '123456' }) },
    ],
  },
];
