/**
 * 提现 (routes/finance/withdrawals.ts over services/withdrawals.ts, docs/finance.md "Withdrawals"): the owner of an
 * institution asks for a withdrawal to its demo 收款账户 and is refused in the order of the checks (the owner, the
 * amount, ¥1.00 at least, a usable account of the institution, the SMS code; the balance last, which spends the
 * code), with a visitor and no CSRF token besides; the amount is reserved (available → payout); the platform admin
 * pays one out (its reference required) and rejects another (a reason required, the reserve released), once each.
 * Balances differ between the demo data of the two sides, so what is compared is how much they move.
 */
import { randomUUID } from 'node:crypto';
import { MAX_AMOUNT_CENTS } from 'shared/rules';
import type { Account, Scenario, Step, Vars } from '../harness.js';

const MOBILE: Partial<Record<Account, string>> = { org_gov: '13800000002', org_youth: '13800000003', venue_mgr: '13800000004' };
const INSTITUTION: Partial<Record<Account, number>> = { org_gov: 1, org_youth: 3, venue_mgr: 4 };

const key = () => ({ 'Idempotency-Key': randomUUID() });

const withdraw = (title: string, as: Step['as'], over: (v: Vars) => Record<string, unknown> = () => ({}), extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/withdraw',
  body: (v) => ({ institution_id: v.institution, amount_cents: 1000, payout_account_id: v.account ?? 1, sms_code: v.code ?? '000000', ...over(v) }),
  headers: key,
  ...extra,
});

const balance = (title: string, as: Account, capture: boolean): Step => ({
  title,
  as,
  method: 'GET',
  url: (v) => `/api/admin/account_balance?institution_id=${v.institution}`,
  ...(capture
    ? { capture: (r) => ({ available: r.available_cents, payout: r.payout_cents, withdrawn: r.withdrawn_cents }) }
    : { same: (r, v) => [r.available_cents - Number(v.available), r.payout_cents - Number(v.payout), r.withdrawn_cents - Number(v.withdrawn)] }),
});

/** The steps from the owner's view of its accounts to the code of the outbox (captures institution, account, code). */
function ownerWithCode(as: Account): Step[] {
  return [
    {
      title: '收款账户列表',
      as,
      method: 'GET',
      url: (v) => `/api/admin/payout_account?institution_id=${v.institution}`,
      capture: (r) => ({ account: r.list.find((a: { usable: number }) => a.usable === 1)?.id }),
      same: (r) => r.list.filter((a: { usable: number }) => a.usable === 1).map((a: { bank_name: string; card_number: string }) => [a.bank_name, a.card_number]),
    },
    balance('机构余额', as, true),
    { title: '发送提现验证码', as, method: 'POST', url: '/api/withdraw/send_sms', body: {}, same: (r) => r.mobile },
    {
      title: '演示短信发件箱',
      as: null,
      method: 'GET',
      url: `/api/dev/sms_outbox?mobile=${MOBILE[as]}`,
      capture: (r) => ({ code: r.list[0].code }),
      same: (r) => r.list[0].content.replace(/\d{6}/, '######'),
      shape: false,
    },
  ];
}

const review = (title: string, body: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as: 'admin',
  method: 'POST',
  url: '/api/admin/withdraw/check',
  body,
  headers: key,
  ...extra,
});

/** What a withdrawal says, compared (not `requested_by_name`: the demo accounts' nicknames differ between the two sides). */
const item = (r: { status: string; amount_cents: number; bank_name: string; card_number: string; account_name: string; review_reason: string; payout_reference: string; institution_name: string }) => [
  r.status,
  r.amount_cents,
  r.bank_name,
  r.card_number,
  r.account_name,
  r.review_reason,
  r.payout_reference,
  r.institution_name,
];

export const withdrawalScenarios: Scenario[] = [
  {
    title: '提现：申请（各项检查依次）→ 冻结 → 平台审核打款（凭证号）→ 不能再审',
    vars: () => ({ institution: INSTITUTION.org_gov }),
    steps: [
      withdraw('访客申请提现', null),
      withdraw('其他机构的负责人申请', 'org_youth'),
      withdraw('不是负责人的成员申请', 'org_multi', () => ({ institution_id: 6 })),
      withdraw('平台管理员申请', 'admin'),
      { title: '访客发送提现验证码', as: null, method: 'POST', url: '/api/withdraw/send_sms', body: {} },
      { title: '运动员发送提现验证码', as: 'athlete', method: 'POST', url: '/api/withdraw/send_sms', body: {} },
      ...ownerWithCode('org_gov'),
      withdraw('没有 CSRF 令牌', 'org_gov', undefined, { withoutCsrf: true }),
      withdraw('没有幂等键', 'org_gov', undefined, { headers: undefined }),
      withdraw('金额为 0', 'org_gov', () => ({ amount_cents: 0 })),
      withdraw('金额为负', 'org_gov', () => ({ amount_cents: -100 })),
      withdraw('金额超出范围', 'org_gov', () => ({ amount_cents: MAX_AMOUNT_CENTS + 1 })),
      withdraw('低于 1 元', 'org_gov', () => ({ amount_cents: 99 })),
      withdraw('不存在的收款账户', 'org_gov', () => ({ payout_account_id: 999999 })),
      withdraw('验证码格式错误', 'org_gov', () => ({ sms_code: '12ab' })),
      withdraw('错误的验证码', 'org_gov', (v) => ({ sms_code: v.code === '000000' ? '111111' : '000000' })),
      {
        ...withdraw('负责人提现 ¥10.00', 'org_gov'),
        capture: (r) => ({ withdrawal: r.id }),
        same: (r) => [...item(r), /^TX\d{14}[0-9a-f]{12}$/.test(r.withdraw_no), r.reviewed_at],
      },
      withdraw('验证码已用过', 'org_gov'),
      balance('可提现余额少了 ¥10.00，冻结多了 ¥10.00', 'org_gov', false),
      {
        title: '本机构的提现记录',
        as: 'org_gov',
        method: 'GET',
        url: '/api/withdraw?institution_id=1',
        same: (r, v) => r.list.filter((w: { id: number }) => w.id === v.withdrawal).map(item),
      },
      { title: '其他机构的提现记录', as: 'org_gov', method: 'GET', url: '/api/withdraw?institution_id=3' },
      {
        title: '提现管理列表：待审核',
        as: 'admin',
        method: 'GET',
        url: '/api/admin/withdraw?status=pending&count=100',
        same: (r, v) => r.list.filter((w: { id: number }) => w.id === v.withdrawal).map(item),
      },
      { title: '提现管理列表：访客', as: null, method: 'GET', url: '/api/admin/withdraw' },
      { title: '提现管理列表：运动员', as: 'athlete', method: 'GET', url: '/api/admin/withdraw' },
      { title: '提现管理列表：其他机构', as: 'org_youth', method: 'GET', url: '/api/admin/withdraw?institution_id=1' },
      { title: '提现详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/withdraw_info?id=${v.withdrawal}`, same: item },
      { title: '其他机构看提现详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/withdraw_info?id=${v.withdrawal}` },
      review('机构负责人审核', (v) => ({ id: v.withdrawal, action: 'approve', payout_reference: 'BANK0001' }), { as: 'org_gov' }),
      review('审核没有 CSRF 令牌', (v) => ({ id: v.withdrawal, action: 'approve', payout_reference: 'BANK0001' }), { withoutCsrf: true }),
      review('打款不填凭证号', (v) => ({ id: v.withdrawal, action: 'approve', payout_reference: '  ' })),
      review('审核不存在的申请', () => ({ id: 999999, action: 'approve', payout_reference: 'BANK0001' })),
      review('平台管理员打款', (v) => ({ id: v.withdrawal, action: 'approve', payout_reference: ' BANK20261128 ' }), { same: item }),
      review('再次审核', (v) => ({ id: v.withdrawal, action: 'reject', reason: '重复' })),
      balance('冻结的 ¥10.00 已打出', 'org_gov', false),
    ],
  },
  {
    title: '提现：余额不足（验证码已用）→ 申请 → 平台驳回（原因）→ 金额退回可提现余额',
    vars: () => ({ institution: INSTITUTION.org_youth }),
    steps: [
      ...ownerWithCode('org_youth'),
      withdraw('超过可提现余额', 'org_youth', () => ({ amount_cents: MAX_AMOUNT_CENTS })),
      withdraw('余额不足后验证码已用过', 'org_youth', () => ({ amount_cents: 100 })),
      balance('余额不变', 'org_youth', false),
    ],
  },
  {
    title: '提现：申请 ¥1.00 → 平台驳回（原因）→ 金额退回可提现余额',
    vars: () => ({ institution: INSTITUTION.venue_mgr }),
    steps: [
      ...ownerWithCode('venue_mgr'),
      { ...withdraw('负责人提现 ¥1.00', 'venue_mgr', () => ({ amount_cents: 100 })), capture: (r) => ({ withdrawal: r.id }), same: item },
      review('驳回不填原因', (v) => ({ id: v.withdrawal, action: 'reject', reason: ' ' })),
      review('平台管理员驳回', (v) => ({ id: v.withdrawal, action: 'reject', reason: '收款账户信息有误' }), { same: item }),
      review('驳回后打款', (v) => ({ id: v.withdrawal, action: 'approve', payout_reference: 'BANK0002' })),
      balance('余额回到申请前', 'venue_mgr', false),
      { title: '提现管理列表：已驳回', as: 'admin', method: 'GET', url: '/api/admin/withdraw?status=rejected&keyword=TX&count=100', same: (r, v) => r.list.filter((w: { id: number }) => w.id === v.withdrawal).map(item) },
    ],
  },
];
