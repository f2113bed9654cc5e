/**
 * 退款规则 (routes/finance/refunds.ts over services/refunds.ts, docs/finance.md "Refunds"): an approved competition of
 * org_gov starts with the default rule; its organiser reads it, is refused a rule whose partial deadline comes before
 * the full one and a percentage over 100, saves one, and reads it back; another institution, a visitor and a save
 * without the CSRF token are refused. The rule (dates, percentage, its sentence, custom or not) is compared.
 *
 * Operations: GET /api/competition/refund_policy, PUT /api/competition/refund_policy.
 */
import type { Result, Scenario, Step } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

const policyView = (r: Result) => [r.full_until, r.percent, r.partial_until, r.policy_text, r.custom];

const read = (title: string, as: Step['as']): Step => ({
  title,
  as,
  method: 'GET',
  url: (v) => `/api/competition/refund_policy?id=${v.id}`,
  same: policyView,
});

const save = (title: string, as: Step['as'], rule: Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/competition/refund_policy',
  body: (v) => ({ id: v.id, ...rule }),
  ...extra,
});

const RULE = { full_until: '2026-12-01T00:00:00.000Z', percent: 50, partial_until: '2026-12-10T00:00:00.000Z' };

export const refundPolicyScenarios: Scenario[] = [
  {
    title: '退款规则：默认规则 → 校验（顺序、比例）→ 保存 → 读回；他机构、访客、无 CSRF',
    vars: () => ({ name: `差分退款规则赛${suffix()}` }),
    steps: [
      ...approvedCompetition('游泳', '差分退款规则游泳馆'),
      read('主办方看默认退款规则', 'org_gov'),
      read('其他机构看退款规则', 'org_youth'),
      read('访客看退款规则', null),
      read('平台管理员看退款规则', 'admin'),
      save('部分退款截止早于全额退款截止', 'org_gov', { full_until: '2026-12-10T00:00:00.000Z', percent: 50, partial_until: '2026-12-01T00:00:00.000Z' }),
      save('退款比例超过 100', 'org_gov', { ...RULE, percent: 101 }),
      save('日期格式错误', 'org_gov', { ...RULE, full_until: '十二月一日' }),
      save('其他机构保存', 'org_youth', RULE),
      save('访客保存', null, RULE),
      save('没有 CSRF 令牌', 'org_gov', RULE, { withoutCsrf: true }),
      save('主办方保存退款规则', 'org_gov', RULE),
      read('读回退款规则', 'org_gov'),
      save('只留全额退款截止', 'org_gov', { full_until: '2026-12-05T00:00:00.000Z', partial_until: null }),
      read('再读退款规则', 'org_gov'),
    ],
  },
];
