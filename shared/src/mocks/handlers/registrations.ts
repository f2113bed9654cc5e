/**
 * Mock athlete and referee registration (server: routes/registrations/ over services/registrations.ts,
 * docs/registrations.md): 注册要求, /check/register_time, 实名认证, a person's registrations, the institution's and the
 * platform's lists and 注册审核. Data (fixtures/registrations.ts) plus the rules of shared/rules registrations.ts; the
 * input checks are the routes' schemas.
 */
import { registrationsFileName } from '../../rules/exports';
import { maskIdCard, PROVINCE_CODES } from '../../rules/id-card';
import { rejectReasonProblem } from '../../rules/review';
import {
  applyRefusal,
  IDENTITY_NONE_TEXT,
  IDENTITY_STATUS_TEXT,
  identityProblem,
  REGISTRATION_KIND_TEXT,
  REGISTRATION_MSG,
  REGISTRATION_STATUS_TEXT,
  registerWindowRefusal,
  registerWindowState,
  registrationForm,
  registrationReviewerRefusal,
  settingProblem,
  WINDOW_STATE_TEXT,
  type IdentityStatus,
} from '../../rules/registrations';
import { institutions } from '../fixtures/institutions';
import { createRegistrationData, identityRow, registrationRow, type MockIdentity, type MockRegistration, type MockSetting } from '../fixtures/registrations';
import { byNewest, orNotFound } from '../content-kit';
import { institutionIdsOf, perMockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import { exportOwner, managedListScope } from '../finance-kit';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { newMockExport } from './accounts';
import { canSee, inScope } from './guard';

const store = perMockDb(() => createRegistrationData());

const settingView = (s: MockSetting) => {
  const state = registerWindowState({ startsAt: s.starts_at, endsAt: s.ends_at });
  return { ...s, state, state_text: WINDOW_STATE_TEXT[state] };
};
const identityOf = (userId: number) => store().identities.find((i) => i.user_id === userId);
const identityView = (i: MockIdentity | undefined) => {
  if (!i) return { real_name: '', id_card: '', gender: 0, birth_date: '', photo: '', status: 'none' as const, status_text: IDENTITY_NONE_TEXT, verified_by_name: '', verified_at: null };
  const { user_id: _u, verified_by: _v, ...rest } = i;
  return rest;
};
const summary = (r: MockRegistration, full: boolean) => {
  const { birth_date: _b, photo: _p, intro: _i, documents: _d, account: _a, identity_status: _s, identity_status_text: _t, identity_photo: _f, ...rest } = detail(r, full);
  return rest;
};
const detail = (r: MockRegistration, full = true) => {
  const i = identityOf(r.user_id);
  const status = (i?.status ?? 'none') as IdentityStatus | 'none';
  return {
    ...r,
    id_card: i ? (full ? i.id_card : maskIdCard(i.id_card)) : '',
    birth_date: i?.birth_date ?? '',
    identity_status: status,
    identity_status_text: status === 'none' ? IDENTITY_NONE_TEXT : IDENTITY_STATUS_TEXT[status],
    identity_photo: i?.photo ?? '',
  };
};
const mayManage = (user: MockUser, institutionId: number) => institutionIdsOf(user).includes(institutionId);
const mayRegister = (user: MockUser) => user.isPerson && !user.isPlatformAdmin;
const settingById = (id: number) => orNotFound(store().settings.find((s) => s.id === id));

export const registrationHandlers = [
  mock.public.get('/country', () => ({ list: Object.entries(PROVINCE_CODES).map(([code, name]) => ({ code, name })) })),

  mock.get('/check/register_time', ({ query }) => {
    const s = settingById(query.id);
    const window = { startsAt: s.starts_at, endsAt: s.ends_at };
    const state = registerWindowState(window);
    return { open: state === 'open' ? (1 as const) : (0 as const), state, state_text: WINDOW_STATE_TEXT[state], starts_at: s.starts_at, ends_at: s.ends_at, message: registerWindowRefusal(window) ?? '' };
  }),

  mock.get('/register/settings', ({ query, url }) =>
    paginate(
      store()
        .settings.filter((s) => (!query.kind || s.kind === query.kind) && registerWindowState({ startsAt: s.starts_at, endsAt: s.ends_at }) === 'open')
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id)
        .map(settingView),
      url,
    )),

  mock.get('/register/setting', ({ query, user }) => {
    const s = settingById(query.id);
    const view = settingView(s);
    if (!canSee(user, s.institution_id) && view.state !== 'open') refuse(notFound());
    return view;
  }),

  mock.get('/register/identity', ({ user }) => identityView(identityOf(user.profile.id))),

  mock.post('/register/identity', ({ body, user }) => {
    if (!mayRegister(user)) return forbidden();
    const current = identityOf(user.profile.id);
    const realName = body.real_name.trim();
    const idCard = body.id_card.trim().toUpperCase();
    const problem = identityProblem({ realName, idCard, photo: body.photo }, current ? { status: current.status as IdentityStatus } : undefined);
    if (problem) return current?.status === 'verified' ? refused(problem) : badInput(problem);
    const next = identityRow(user.profile.id, { real_name: realName, id_card: idCard, photo: body.photo.trim() }, 'pending');
    const s = store();
    s.identities = [...s.identities.filter((i) => i.user_id !== user.profile.id), next];
    for (const r of s.registrations) if (r.user_id === user.profile.id && r.status === 'pending') Object.assign(r, { real_name: realName, gender: next.gender });
    return identityView(next);
  }),

  mock.get('/register/mine', ({ query, user }) => ({
    list: store()
      .registrations.filter((r) => r.user_id === user.profile.id && (!query.kind || r.kind === query.kind))
      .sort(byNewest)
      .map((r) => detail(r)),
  })),

  mock.get('/register/info', ({ query, user }) => detail(orNotFound(store().registrations.find((r) => r.id === query.id && r.user_id === user.profile.id)))),

  mock.post('/register', ({ body, user }) => {
    if (!mayRegister(user)) return forbidden();
    const s = settingById(body.setting_id);
    const identity = identityOf(user.profile.id);
    const { documents, values } = registrationForm(body);
    const others = store().registrations.filter((r) => r.user_id === user.profile.id && r.setting_id === s.id);
    const refusal = applyRefusal(
      { kind: body.kind, sport: body.sport.trim(), values, documents },
      {
        identity: identity ? { status: identity.status as IdentityStatus } : undefined,
        setting: { kind: s.kind, sports: s.sports, fields: s.fields, documents: s.documents, startsAt: s.starts_at, endsAt: s.ends_at },
        others,
      },
    );
    if (refusal) return refused(refusal);
    const data = store();
    data.ids.registration += 1;
    const at = new Date().toISOString();
    const given = { sport: body.sport.trim(), ...values, documents, status: 'pending' as const, is_public: body.is_public === 1 ? (1 as const) : (0 as const) };
    const row = registrationRow(data.ids.registration, s, identity!, { ...given, account: user.profile.account, created_at: at, reviewed_at: null });
    data.registrations.push(row);
    return detail(row);
  }),

  mock.get('/admin/register/list', ({ query: q, user, url }) => {
    const scope = managedListScope(user, q.institution_id);
    const keyword = q.keyword?.trim().toLowerCase();
    const sport = q.sport?.trim();
    const rows = store().registrations.filter(
      (r) =>
        inScope(scope, r.institution_id) &&
        (!q.kind || r.kind === q.kind) &&
        (!q.status || r.status === q.status) &&
        (!sport || r.sport === sport) &&
        (!q.setting_id || r.setting_id === q.setting_id) &&
        (!keyword || [r.real_name, r.mobile, r.institution_name].some((t) => t.toLowerCase().includes(keyword))),
    );
    return paginate(rows.sort(byNewest).map((r) => summary(r, false)), url);
  }),

  mock.post('/admin/register/export', ({ body, user }) => {
    const b = body ?? {};
    const scope = managedListScope(user, b.institution_id);
    return newMockExport(user, registrationsFileName(exportOwner(scope, b.institution_id), b.kind ? REGISTRATION_KIND_TEXT[b.kind] : ''), 'registrations');
  }),

  mock.get('/admin/register/info', ({ query, user }) => {
    const r = store().registrations.find((x) => x.id === query.id);
    if (!r || !canSee(user, r.institution_id)) return notFound();
    return detail(r);
  }),

  mock.post('/admin/register/examine', ({ body, user }) => {
    const r = store().registrations.find((x) => x.id === body.id);
    if (!r || !canSee(user, r.institution_id)) return notFound();
    if (!mayManage(user, r.institution_id)) return forbidden();
    // the server's order: the reviewer (40000), then the reason (42200)
    const refusal = registrationReviewerRefusal({ status: r.status, userId: r.user_id }, user.profile.id);
    if (refusal) return refused(refusal);
    const reasonProblem = rejectReasonProblem(body.action, body.reason);
    if (reasonProblem) return badInput(reasonProblem);
    const approve = body.action === 'approve';
    Object.assign(r, {
      status: approve ? 'approved' : 'rejected',
      status_text: REGISTRATION_STATUS_TEXT[approve ? 'approved' : 'rejected'],
      review_reason: approve ? '' : (body.reason ?? '').trim(),
      reviewed_at: new Date().toISOString(),
    });
    const identity = identityOf(r.user_id);
    if (approve && identity && identity.status === 'pending') {
      Object.assign(identity, { status: 'verified', status_text: IDENTITY_STATUS_TEXT.verified, verified_by: r.institution_id, verified_by_name: r.institution_name, verified_at: r.reviewed_at });
    }
    return detail(r);
  }),

  mock.get('/admin/register/settings', ({ query, user, url }) => {
    const scope = managedListScope(user, query.institution_id);
    return paginate(
      store()
        .settings.filter((s) => inScope(scope, s.institution_id) && (!query.kind || s.kind === query.kind))
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id)
        .map(settingView),
      url,
    );
  }),

  mock.get('/admin/register/setting', ({ query, user }) => {
    const s = settingById(query.id);
    return canSee(user, s.institution_id) ? settingView(s) : notFound();
  }),

  mock.post('/admin/register/setting', ({ body, user }) => {
    if (!mayManage(user, body.institution_id)) return forbidden();
    const institution = orNotFound(institutions.find((i) => i.id === body.institution_id));
    const values = {
      institution_id: body.institution_id,
      institution_name: institution.name,
      kind: body.kind,
      kind_text: REGISTRATION_KIND_TEXT[body.kind],
      title: body.title.trim(),
      sports: [...new Set(body.sports.map((x) => x.trim()).filter(Boolean))],
      fields: body.fields ?? [],
      documents: [...new Set((body.documents ?? []).map((d) => d.trim()).filter(Boolean))],
      notice: (body.notice ?? '').trim(),
      starts_at: new Date(body.starts_at).toISOString(),
      ends_at: new Date(body.ends_at).toISOString(),
    };
    const problem = settingProblem(institution.institution_type, { title: values.title, sports: values.sports, startsAt: values.starts_at, endsAt: values.ends_at });
    if (problem) return badInput(problem);
    const data = store();
    if (body.id !== undefined) {
      const current = data.settings.find((s) => s.id === body.id);
      if (!current || current.institution_id !== body.institution_id) return notFound();
      if (current.kind !== body.kind) return badInput(REGISTRATION_MSG.kindLocked);
      Object.assign(current, values);
      return settingView(current);
    }
    data.ids.setting += 1;
    const row: MockSetting = { id: data.ids.setting, ...values };
    data.settings.push(row);
    return settingView(row);
  }),
];
