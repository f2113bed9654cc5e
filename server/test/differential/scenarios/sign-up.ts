/**
 * 报名 (spec §4 sign-up status machine, §5 identity checks): an approved competition with a window open now, review
 * required, a waiting list and one place; two athletes sign up (the second waits), the organiser rejects the first
 * with a reason and the waiting one moves up; bad identity input, a second entry, another institution, a visitor.
 *
 * Operations compared here:
 *   PUT /api/competition/requirement, POST /api/competition/requirement/item, POST /api/competition/sign_info,
 *   GET /api/competition/players, POST /api/competition/sign_info/review
 */
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

/** Valid resident ID numbers (GB 11643 check characters) of a man born 1990-03-07 and a woman born 1992-11-20. */
const ID_MAN = '110101199003070011';
const ID_WOMAN = '110101199211200028';

const entriesOf = (r: Result) => r.list.map((e: Result) => [e.real_name, e.status]).sort();

/** The steps that make an approved competition of org_gov with one sign-up item of one place. */
function competitionWithOnePlace(): Step[] {
  return [
    ...approvedCompetition('田径', '差分测试田径场'),
    {
      title: '报名设置：现在开放，需审核，可候补，必填身份证号与手机号',
      as: 'org_gov',
      method: 'PUT',
      url: '/api/competition/requirement',
      body: (v) => ({
        id: v.id,
        opens_at: '2026-01-01T00:00:00.000Z',
        closes_at: '2099-12-31T00:00:00.000Z',
        review_required: 1,
        waiting_list: 1,
        enabled: 1,
        required_fields: ['real_name', 'id_card', 'phone'],
      }),
      same: (r) => [r.review_required, r.waiting_list, r.required_fields],
    },
    { title: '名额为负数的项目', as: 'org_gov', method: 'POST', url: '/api/competition/requirement/item', body: (v) => ({ competition_id: v.id, name: '100米', capacity: -1 }) },
    {
      title: '新增项目：100米，1 个名额',
      as: 'org_gov',
      method: 'POST',
      url: '/api/competition/requirement/item',
      body: (v) => ({ competition_id: v.id, name: '100米', entry_type: 'individual', capacity: 1 }),
      capture: (r) => ({ item: r.id }),
    },
  ];
}

const entry = (v: Vars, person: Record<string, unknown>) => ({ id: v.id, event_item_id: v.item, ...person });

export const signUpScenarios: Scenario[] = [
  {
    title: '报名：待审核 → 名额满后候补 → 驳回（原因）→ 候补递补',
    vars: () => ({ name: `差分报名赛${suffix()}` }),
    steps: [
      ...competitionWithOnePlace(),
      { title: '身份证号格式错误', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => entry(v, { real_name: '张三', id_card: '110101199003070012', phone: '13900000001' }) },
      { title: '手机号格式错误', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => entry(v, { real_name: '张三', id_card: ID_MAN, phone: '1390000' }) },
      { title: '缺少身份证号', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => entry(v, { real_name: '张三', phone: '13900000001' }) },
      {
        title: '运动员报名（待审核）',
        as: 'athlete',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v) => entry(v, { real_name: '张三', id_card: ID_MAN, phone: '13900000001' }),
        capture: (r) => ({ first: r.id }),
        same: (r) => r.status,
      },
      { title: '同一人再次报名', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => entry(v, { real_name: '张三', id_card: ID_MAN, phone: '13900000001' }) },
      {
        title: '裁判员报名（名额已满，候补）',
        as: 'referee',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v) => entry(v, { real_name: '李四', id_card: ID_WOMAN, phone: '13900000002' }),
        capture: (r) => ({ second: r.id }),
        same: (r) => r.status,
      },
      { title: '主办方的报名列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/players?id=${v.id}&count=10`, same: entriesOf },
      { title: '审核通过候补中的报名', as: 'org_gov', method: 'POST', url: '/api/competition/sign_info/review', body: (v) => ({ id: v.id, ids: [v.second], action: 'approve' }) },
      { title: '驳回不填原因', as: 'org_gov', method: 'POST', url: '/api/competition/sign_info/review', body: (v) => ({ id: v.id, ids: [v.first], action: 'reject' }) },
      { title: '另一家机构驳回', as: 'org_youth', method: 'POST', url: '/api/competition/sign_info/review', body: (v) => ({ id: v.id, ids: [v.first], action: 'reject', reason: '资料不全' }) },
      {
        title: '驳回并填写原因',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/sign_info/review',
        body: (v) => ({ id: v.id, ids: [v.first], action: 'reject', reason: '身份证照片不清晰' }),
        same: (r) => r.count,
      },
      { title: '候补递补后的报名列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/players?id=${v.id}&count=10`, same: entriesOf },
      { title: '访客读报名列表', as: null, method: 'GET', url: (v) => `/api/competition/players?id=${v.id}` },
      { title: '不带 CSRF 令牌报名', as: 'athlete', method: 'POST', url: '/api/competition/sign_info', body: (v) => entry(v, { real_name: '张三', id_card: ID_MAN, phone: '13900000001' }), withoutCsrf: true },
    ],
  },
];
