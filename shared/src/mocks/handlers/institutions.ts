/**
 * Mock 机构列表 (server: routes/admin/institutions.ts over services/institution-status.ts, docs/institutions.md): the
 * platform admin's institutions (kind, status, name), one institution with its staff and 停用 / 启用 record, and the
 * status change. Data (the demo institutions, each one's status and record kept per mock database) plus the rules of
 * shared/rules institution-status.ts; the input checks are the routes' schemas. The mocks keep the status only: their
 * public pages and login do not consult it (the server's suite covers those effects).
 */
import { DEMO_INSTITUTIONS } from '../../demo';
import { INSTITUTION_TYPE_NAMES } from '../../rules/enrolment';
import {
  INSTITUTION_ACTION_TEXT,
  INSTITUTION_STATUS_TEXT,
  institutionReasonProblem,
  institutionStatusRefusal,
  type InstitutionStatus,
  type InstitutionStatusAction,
} from '../../rules/institution-status';
import { maskMobile } from '../../rules/sign-in';
import { mockDb, perMockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import { mock, refuse } from '../route';

interface MockEvent {
  action: InstitutionStatusAction;
  action_text: string;
  reason: string;
  by_name: string;
  at: string;
}

const CREATED_AT = '2026-01-01T00:00:00.000Z';
const state = perMockDb(() => ({ status: new Map<number, InstitutionStatus>(), events: new Map<number, MockEvent[]>() }));

const institutionOf = (id: number) => DEMO_INSTITUTIONS.find((i) => i.id === id) ?? refuse(notFound());
const staffOf = (id: number) => mockDb.users.filter((u) => u.managerOf.some(([m]) => m === id));

const summary = (i: (typeof DEMO_INSTITUTIONS)[number]) => {
  const status = state().status.get(i.id) ?? 'approved';
  return {
    id: i.id,
    institution_type: i.institutionType,
    institution_type_name: INSTITUTION_TYPE_NAMES[i.institutionType] ?? '',
    name: i.name,
    logo: '',
    region: i.region,
    contact_name: '',
    contact_phone: '',
    status,
    status_text: INSTITUTION_STATUS_TEXT[status],
    staff_count: staffOf(i.id).length,
    created_at: CREATED_AT,
  };
};

const detail = (id: number) => {
  const i = institutionOf(id);
  return {
    ...summary(i),
    address: '',
    intro: '',
    website: '',
    staff: staffOf(id).map((u) => ({
      user_id: u.profile.id,
      account: u.profile.account,
      nickname: u.profile.nickname,
      mobile: maskMobile(u.profile.mobile ?? ''),
      is_admin: u.managerOf.some(([m, admin]) => m === id && Boolean(admin)),
    })),
    events: [...(state().events.get(id) ?? [])],
  };
};

const change = (action: InstitutionStatusAction) =>
  mock.admin.post(`/admin/institution/${action}`, ({ body, user }) => {
    const problem = institutionReasonProblem(action, body.reason);
    if (problem) return badInput(problem);
    const current = state().status.get(institutionOf(body.id).id) ?? 'approved';
    const refusal = institutionStatusRefusal(action, current);
    if (refusal) return refused(refusal);
    state().status.set(body.id, action === 'disable' ? 'disabled' : 'approved');
    const event: MockEvent = {
      action,
      action_text: INSTITUTION_ACTION_TEXT[action],
      reason: (body.reason ?? '').trim(),
      by_name: user.profile.nickname || user.profile.account,
      at: new Date().toISOString(),
    };
    state().events.set(body.id, [event, ...(state().events.get(body.id) ?? [])]);
    return detail(body.id);
  });

export const institutionAdminHandlers = [
  mock.admin.get('/admin/institutions', ({ query: q, url }) => {
    const name = q.name?.trim().toLowerCase();
    const rows = DEMO_INSTITUTIONS.map(summary).filter(
      (i) => (!q.institution_type || i.institution_type === q.institution_type) && (!q.status || i.status === q.status) && (!name || i.name.toLowerCase().includes(name)),
    );
    return paginate(rows, url);
  }),
  mock.admin.get('/admin/institution', ({ query }) => detail(query.id)),
  change('disable'),
  change('enable'),
];
