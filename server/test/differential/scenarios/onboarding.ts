/**
 * 入驻管理 (routes/admin/onboarding.ts over services/onboarding.ts): the platform admin's lists of 入驻 applications
 * (by kind, status, keyword; a bad day range), a venue operator's detail and approval (refused once approved), a
 * 赛事运营机构's rejection (a reason required, refused once rejected), the training company's detail with its
 * credit code's rejected earlier application; access (visitor, institution user, no CSRF token). The demo
 * applications (shared/demo applications.ts) are found by their credit codes: the two sides' ids differ.
 *
 * Compares: GET /api/admin/institution_applications, GET /api/admin/institution_application,
 * POST /api/admin/institution_application/review.
 */
import { DEMO_APPLICATIONS } from 'shared/demo';
import type { Result, Scenario } from '../harness.js';

const codeOf = (type: number) => DEMO_APPLICATIONS.find((a) => a.institutionType === type && a.status === 'pending')!.creditCode;
const list = (type: number) => `/api/admin/institution_applications?institution_type=${type}&status=pending&keyword=${codeOf(type)}`;
const rows = (r: Result) => [r.total, r.list.map((x: { name: string; status: string; institution_type_name: string }) => [x.name, x.status, x.institution_type_name])];
const reviewed = (r: Result) => [r.status, r.status_text, r.review_reason, r.status_history.map((e: { status: string }) => e.status)];

export const onboardingScenarios: Scenario[] = [
  {
    title: '入驻管理：列表筛选 → 场馆运营方详情与通过 → 赛事运营机构驳回（须填原因）→ 同一信用代码的申请记录；访问控制',
    steps: [
      { title: '场馆运营方待审核', as: 'admin', method: 'GET', url: list(4), capture: (r) => ({ venue: r.list[0]?.id }), same: rows },
      { title: '赛事运营机构待审核', as: 'admin', method: 'GET', url: list(6), capture: (r) => ({ company: r.list[0]?.id }), same: rows },
      {
        title: '青少年培训机构（全部状态）',
        as: 'admin',
        method: 'GET',
        url: `/api/admin/institution_applications?institution_type=3&keyword=${codeOf(3)}`,
        capture: (r) => ({ training: r.list.find((x: { status: string }) => x.status === 'pending')?.id }),
        same: rows,
      },
      { title: '开始日期晚于结束日期', as: 'admin', method: 'GET', url: '/api/admin/institution_applications?date_from=2026-02-01&date_to=2026-01-01' },
      { title: '机构类型无效', as: 'admin', method: 'GET', url: '/api/admin/institution_applications?institution_type=9' },
      { title: '访客看列表', as: null, method: 'GET', url: '/api/admin/institution_applications' },
      { title: '机构用户看列表', as: 'org_gov', method: 'GET', url: '/api/admin/institution_applications' },
      {
        title: '场馆运营方详情',
        as: 'admin',
        method: 'GET',
        url: (v) => `/api/admin/institution_application?id=${v.venue}`,
        same: (r) => [r.name, r.status, r.credit_code_valid, r.venue_address, r.documents.map((d: { kind: string; label: string }) => [d.kind, d.label]), r.history.length, r.institution_id],
      },
      { title: '机构用户看详情', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/institution_application?id=${v.venue}` },
      { title: '不存在的申请', as: 'admin', method: 'GET', url: '/api/admin/institution_application?id=99999999' },
      { title: '无令牌审核', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.venue, action: 'approve' }), withoutCsrf: true },
      { title: '机构用户审核', as: 'org_gov', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.venue, action: 'approve' }) },
      { title: '审核操作无效', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.venue, action: 'maybe' }) },
      { title: '通过场馆运营方', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.venue, action: 'approve' }), same: (r) => [...reviewed(r), r.institution_id > 0] },
      { title: '已通过的不能再审核', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.venue, action: 'reject', reason: '重复' }) },
      { title: '驳回不填原因', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.company, action: 'reject', reason: '  ' }) },
      { title: '驳回原因过长', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.company, action: 'reject', reason: '长'.repeat(201) }) },
      { title: '驳回（原因）', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.company, action: 'reject', reason: '营业执照已过期' }), same: reviewed },
      { title: '已驳回的不能通过', as: 'admin', method: 'POST', url: '/api/admin/institution_application/review', body: (v) => ({ id: v.company, action: 'approve' }) },
      {
        title: '培训机构详情与申请记录',
        as: 'admin',
        method: 'GET',
        url: (v) => `/api/admin/institution_application?id=${v.training}`,
        same: (r) => [r.status, r.history.map((h: { status: string; review_reason: string }) => [h.status, h.review_reason])],
      },
    ],
  },
];
