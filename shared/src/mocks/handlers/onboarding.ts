/**
 * Mock 入驻管理 (server: routes/admin/onboarding.ts over services/onboarding.ts, docs/onboarding.md): the platform
 * admin's list of 入驻 applications, one application with its credit code's history, and 通过 / 驳回. Data (the
 * applications of handlers/enrolment.ts) plus the rules of shared/rules onboarding.ts; the input checks are the
 * routes' schemas. An approval binds or adds the owner user, answers the new institution's id and puts the SMS in
 * the outbox; the mocks keep no institution or venue table of their own for it.
 */
import { APPLICATION_STATUS_TEXT } from '../../rules/enrolment';
import { onboardingApprovedNotice, onboardingReviewRefusal, ownerPlan } from '../../rules/onboarding';
import { rejectReasonProblem } from '../../rules/review';
import { smsNoticeText } from '../../rules/sms-notices';
import { mockDb, perMockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import type { MockApplication } from '../fixtures/onboarding';
import { mock, refuse } from '../route';
import { mockApplications } from './enrolment';

const check = (problem: string | null, as = refused) => (problem ? refuse(as(problem)) : undefined);
const DAY = 24 * 60 * 60 * 1000;
// China day → its start (UTC+8)
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const counter = perMockDb(() => ({ institution: 5000 }));

const byId = (id: number) => mockApplications().find((a) => a.id === id) ?? refuse(notFound());

const summary = (a: MockApplication) => {
  const { id, application_no, institution_type, institution_type_name, name, credit_code, contact_name, contact_mobile, province, city, status, status_text, review_reason, created_at, reviewed_at } = a;
  return { id, application_no, institution_type, institution_type_name, name, credit_code, contact_name, contact_mobile, province, city, status, status_text, review_reason, created_at, reviewed_at };
};

const detail = (a: MockApplication): MockApplication => ({
  ...a,
  history: mockApplications()
    .filter((h) => h.credit_code === a.credit_code && h.id !== a.id)
    .map(({ id, application_no, name, status, status_text, review_reason, created_at, reviewed_at }) => ({ id, application_no, name, status, status_text, review_reason, created_at, reviewed_at })),
});

export const onboardingHandlers = [
  mock.admin.get('/admin/institution_applications', ({ query: q, url }) => {
    if (q.date_from && q.date_to && q.date_from > q.date_to) return badInput('开始日期不能晚于结束日期');
    const keyword = q.keyword?.trim().toLowerCase();
    const rows = mockApplications().filter(
      (a) =>
        (!q.institution_type || a.institution_type === q.institution_type) &&
        (!q.status || a.status === q.status) &&
        (!keyword || [a.name, a.credit_code, a.contact_name, a.contact_mobile, a.application_no].some((t) => t.toLowerCase().includes(keyword))) &&
        (!q.date_from || Date.parse(a.created_at) >= dayStart(q.date_from)) &&
        (!q.date_to || Date.parse(a.created_at) < dayStart(q.date_to) + DAY),
    );
    return paginate(rows.map(summary), url);
  }),

  mock.admin.get('/admin/institution_application', ({ query }) => detail(byId(query.id))),

  mock.admin.post('/admin/institution_application/review', ({ body, user }) => {
    check(rejectReasonProblem(body.action, body.reason), badInput);
    const a = byId(body.id);
    check(onboardingReviewRefusal(a.status));
    const at = new Date().toISOString();
    const by = user.profile.nickname || user.profile.account;
    if (body.action === 'reject') {
      const reason = (body.reason ?? '').trim();
      Object.assign(a, { status: 'rejected', status_text: APPLICATION_STATUS_TEXT.rejected, review_reason: reason, reviewed_at: at, reviewed_by_name: by });
      a.status_history = [...a.status_history, { status: 'rejected', status_text: APPLICATION_STATUS_TEXT.rejected!, at, reason }];
      return detail(a);
    }
    const existing = mockDb.users.find((u) => u.profile.mobile === a.contact_mobile);
    const plan = ownerPlan(a.contact_mobile, existing ? { id: existing.profile.id, status: 'active' } : undefined);
    if (plan.kind === 'refuse') return refused(plan.msg);
    counter().institution += 1;
    const institutionId = counter().institution;
    Object.assign(a, { status: 'approved', status_text: APPLICATION_STATUS_TEXT.approved, review_reason: '', reviewed_at: at, reviewed_by_name: by, institution_id: institutionId });
    a.status_history = [...a.status_history, { status: 'approved', status_text: APPLICATION_STATUS_TEXT.approved!, at, reason: '' }];
    mockDb.smsOutbox.unshift({ mobile: a.contact_mobile, content: smsNoticeText(onboardingApprovedNotice(a.name, a.contact_mobile)), code: '', sent_at: at });
    return detail(a);
  }),
];
