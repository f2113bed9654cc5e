/**
 * Mocks of series, base info, filing (报备) and its review, 信息变更, history, permission codes and the public
 * competition routes (server: server/src/routes/competition/{filing,changes,series}.ts). Data plus the rules of
 * shared/rules (filing-status.ts, competition-changes.ts); the input checks are the routes' schemas (../route.ts).
 */
import type { components } from '../../api/generated/schema.ts';
import type { ListItem } from '../../http/api-types';
import { planEdit, type ReviewedValues } from '../../rules/competition-changes';
import { competitionFieldsProblem, FILING_MSG, SPORT_PROJECTS, changeReviewRefusal, competitionTransition, filingProblem, reviewedChangeStatus, type CompetitionAction } from '../../rules/filing-status';
import { competitionOf, organises, refuseWith } from '../competition-kit';
import { institutionIdsOf, mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import { MOCK_SERIES_KEYS, type MockCompetition } from '../fixtures/competitions';
import { DEMO_COMPETITION_SERIES } from '../../demo/index.ts';
import { institutionName } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { canSee, inScope, listScope } from './guard';
import { isEmptyEdit, NOTHING_TO_CHANGE } from '../../rules/validation-message';
import { reviewReason } from '../../rules/review';
import { filedWithSeries, seriesFilingProblem, seriesMemberNote, seriesTransition, SERIES_FILING_MSG, type SeriesAction } from '../../rules/series-filing';
import { chinaMonth } from '../../rules/china-time';
import { sanitizeHtml } from '../../rules/sanitize-html';

/** The fields of a competition's detail the mock competition lacks (CompetitionDetail), and who made its permission code. */
type Extra = Pick<components['schemas']['CompetitionDetail'], 'organisers' | 'cover' | 'introduction' | 'contact_name' | 'contact_phone' | 'permission_code'> & { code_by: number | null };
type History = ListItem<'/competition/history'> & { competition_id: number };
type Series = Omit<ListItem<'/competition_series/list'>, 'institution_name' | 'competition_count'>;
/** 信息变更: a change of an approved competition's name, cover or introduction waiting for review. */
type InfoChange = Pick<ListItem<'/admin/competition/change_list'>, 'id' | 'status' | 'reason' | 'requested_by_name' | 'requested_at' | 'reviewed_at'> & {
  competition_id: number;
  changes: ReviewedValues;
};
interface Store {
  extra: Map<number, Extra>;
  history: History[];
  changes: InfoChange[];
  grants: { competition_id: number; user_id: number; granted_by: number | null; granted_at: string }[];
  series: Series[];
  nextId: number;
}

let codeCounter = 0;
const newCode = () => `MOCK${String(++codeCounter).padStart(6, '0')}`.replace(/[01]/g, '2').slice(0, 10);

const store = perMockDb((): Store => {
  // a pending change of an approved competition (2026年杭州市青少年田径锦标赛), for 信息变更审核
  const pending: InfoChange = {
    id: 1, competition_id: 1, status: 'pending', reason: '', requested_by_name: '杭州市体育局', requested_at: '2026-11-20T02:00:00.000Z', reviewed_at: null,
    changes: { name: '2026年杭州市青少年田径锦标赛（暨省运会选拔赛）', introduction: '<p>本次比赛同时作为省运会选拔赛。</p>' },
  };
  const series = MOCK_SERIES_KEYS.map((k, i): Series => {
    const { institutionId, name, cType, description, status, reviewReason } = DEMO_COMPETITION_SERIES[k];
    const reviewed_at = status === 'pending' ? null : '2026-01-21T02:00:00.000Z';
    return { id: i + 1, institution_id: institutionId, name, c_type: cType, description, status, review_reason: reviewReason, filed_at: '2026-01-20T02:00:00.000Z', reviewed_at, created_at: '2026-01-05T02:00:00.000Z' };
  });
  return { extra: new Map(), history: [], changes: [pending], grants: [], series, nextId: 10000 };
});

function extraOf(c: MockCompetition): Extra {
  const s = store();
  let e = s.extra.get(c.id);
  if (!e) {
    e = { organisers: c.institution_name, cover: '', introduction: `<p>${c.name}</p>`, contact_name: '赛事办公室', contact_phone: '0571-87000000', permission_code: `C${String(c.id).padStart(9, '2')}`.slice(0, 10), code_by: null };
    s.extra.set(c.id, e);
  }
  return e;
}

/** Competition ids granted to the user through a management permission code (as the server's grantedIds). */
export const grantedCompetitionIds = (userId: number) => store().grants.filter((g) => g.user_id === userId).map((g) => g.competition_id);

const isOwner = organises;
/** As the server's canManageCompetition: the owner institution's managers, the platform admin, a grant holder. */
export const canManage = (user: MockUser, c: MockCompetition) =>
  isOwner(user, c) || (!user.isPerson && user.managerOf.length > 0 && store().grants.some((g) => g.competition_id === c.id && g.user_id === user.profile.id));
/** The competition if the caller manages it (owner, grant holder, admin); 404 otherwise. */
export const managed = (user: MockUser, id: number) => {
  const c = competitionOf(id);
  return c && canManage(user, c) ? c : refuse(notFound());
};
/** Owner-only actions: a grant holder sees the competition, so gets 40300. */
const owned = (user: MockUser, id: number) => {
  const c = managed(user, id);
  return isOwner(user, c) ? c : refuse(forbidden());
};

/** The action's transition (shared rule), recorded in the history; refused in Chinese when not allowed. */
function move(c: MockCompetition, action: CompetitionAction, user: MockUser, reason = '') {
  const next = competitionTransition(c.status, action);
  if (!next.ok) refuseWith(next.msg);
  const s = store();
  const at = new Date().toISOString();
  s.history.push({ id: s.history.length + 1, competition_id: c.id, from_status: c.status, to_status: next.to, actor_id: user.profile.id, actor_name: user.profile.nickname, reason, at });
  c.status = next.to;
}

type BaseBody = { name?: string; start_at?: string; end_at?: string; series_id?: number | null; venue_id?: number | null; cover?: string; introduction?: string } & Partial<
  Record<'sport' | 'level' | 'location' | 'organisers' | 'contact_name' | 'contact_phone', string>
>;

/** Checks base info fields (routes/competition/filing.ts toFields), then applies them unless `check` only. */
function applyFields(c: MockCompetition, b: BaseBody, check = false) {
  const e = extraOf(c);
  const start = b.start_at ?? c.start_at;
  const end = b.end_at ?? c.end_at;
  const problem = competitionFieldsProblem({ name: b.name, start: new Date(start), end: new Date(end), cover: b.cover });
  if (problem) refuse(badInput(problem));
  const series = b.series_id ? store().series.find((s) => s.id === b.series_id && s.institution_id === c.institution_id) : null;
  if (series === undefined) refuse(badInput(FILING_MSG.seriesMissing));
  const leaving = b.series_id !== undefined && b.series_id !== c.series_id ? store().series.find((x) => x.id === c.series_id) : undefined;
  if (leaving && !seriesTransition(leaving.status, 'edit').ok) refuseWith(SERIES_FILING_MSG.edit);
  if (series && series.id !== c.series_id && !seriesTransition(series.status, 'edit').ok) refuseWith(SERIES_FILING_MSG.joinPending);
  const venue = b.venue_id ? mockDb.venues.find((v) => v.id === b.venue_id) : null;
  if (venue === undefined) refuse(badInput(FILING_MSG.venueMissing));
  if (check) return;
  if (b.series_id !== undefined) Object.assign(c, { series_id: series?.id ?? null, series_name: series?.name ?? '' });
  if (b.venue_id !== undefined) Object.assign(c, { venue_id: venue?.id ?? null, venue_name: venue?.name ?? '' });
  if (b.name !== undefined) c.name = b.name.trim();
  c.start_at = new Date(start).toISOString();
  c.end_at = new Date(end).toISOString();
  for (const k of ['sport', 'level', 'location'] as const) if (b[k] !== undefined) c[k] = b[k].trim();
  for (const k of ['organisers', 'cover', 'contact_name', 'contact_phone'] as const) if (b[k] !== undefined) e[k] = b[k].trim();
  if (b.introduction !== undefined) e.introduction = sanitizeHtml(b.introduction);
}

const changeDto = ({ changes, competition_id: _c, ...ch }: InfoChange) => ({ ...ch, name: changes.name ?? null, cover: changes.cover ?? null, introduction: changes.introduction ?? null });
const pendingChange = (competitionId: number) => store().changes.find((ch) => ch.competition_id === competitionId && ch.status === 'pending');

/** Pending 信息变更 of the competitions the user may see (the server counts them with the filings). */
export const pendingChangeCount = (mine: (institutionId: number) => boolean) =>
  store().changes.filter((ch) => ch.status === 'pending' && mine(competitionOf(ch.competition_id)?.institution_id ?? 0)).length;

/** 系列报备 waiting for review of the institutions the user may see (counted with the filings, 报备审核). */
export const pendingSeriesCount = (mine: (institutionId: number) => boolean) => store().series.filter((x) => x.status === 'pending' && mine(x.institution_id)).length;

/** The series of the mock data (the public series pages read them). */
export const mockSeriesList = () => store().series;

const seriesDto = (s: Series) => ({ ...s, institution_name: institutionName(s.institution_id), competition_count: mockDb.competitions.filter((c) => c.series_id === s.id).length });
/** The series and whether the caller owns it (access/series.ts): a grant holder of a member reads it; 404 for the rest. */
const visibleSeries = (user: MockUser, id: number) => {
  const series = store().series.find((x) => x.id === id);
  const own = Boolean(series && canSee(user, series.institution_id));
  const member = mockDb.competitions.some((c) => c.series_id === id && canManage(user, c));
  return series && (own || member) ? { series, own } : refuse(notFound());
};
/** Owner-only: a grant holder gets 40300; a series under review refuses edits (SERIES_FILING_MSG.edit) unless `any`. */
const ownedSeries = (user: MockUser, id: number, any = false) => {
  const { series, own } = visibleSeries(user, id);
  if (!own) refuse(forbidden());
  const editable = seriesTransition(series.status, 'edit');
  if (!any && !editable.ok) refuseWith(editable.msg);
  return series;
};

/** 系列报备, its withdrawal and review: the series and its members together (repositories/series.ts changeStatus). */
function moveSeries(series: Series, action: Exclude<SeriesAction, 'edit'>, user: MockUser, reason = '') {
  const next = seriesTransition(series.status, action);
  if (!next.ok) refuseWith(next.msg);
  const members = mockDb.competitions.filter((c) => c.series_id === series.id);
  const problem = action === 'file' && seriesFilingProblem(members.map((c) => ({ ...c, startAt: new Date(c.start_at), endAt: new Date(c.end_at) })));
  if (problem) refuseWith(problem);
  for (const c of members.filter((m) => (action === 'file' ? filedWithSeries(m.status) : m.status === 'pending'))) {
    move(c, action, user, seriesMemberNote(action, reason));
    if (action === 'file') c.is_filing = 1;
  }
  const now = new Date().toISOString();
  if (action === 'file') Object.assign(series, { filed_at: now, review_reason: '', reviewed_at: null });
  if (action === 'approve' || action === 'reject') Object.assign(series, { review_reason: reason, reviewed_at: now });
  series.status = next.to;
}
/** An organiser of the institution (not a personal user), as series and competition creation require; 40300 / 404. */
function mayCreateFor(user: MockUser, institutionId: number) {
  if ((user.isPerson && !user.isPlatformAdmin) || !canSee(user, institutionId)) refuse(forbidden());
  if (!institutionName(institutionId)) refuse(notFound());
}

/** A competition on the public pages (the server's `OfficialCompetition`); the series and directory pages show them too. */
export const publicCompetition = (c: MockCompetition) => {
  const { id, c_type, name, sport, level, start_at, end_at, location, venue_name, institution_name, series_name } = c;
  return { id, c_type, name, sport, level, start_at, end_at, location, venue_name, institution_name, series_name, cover: extraOf(c).cover };
};

export const filingHandlers = [
  mock.public.get('/institution/project', () => ({ list: [...SPORT_PROJECTS] })),

  mock.post('/competition_series', ({ user, body: b }) => {
    mayCreateFor(user, b.institution_id);
    if (!b.name.trim()) return badInput(FILING_MSG.nameRequired);
    const s = store();
    s.nextId += 1;
    s.series.push({
      id: s.nextId, institution_id: b.institution_id, name: b.name.trim(), c_type: b.c_type ?? 1, description: b.description?.trim() ?? '',
      status: 'draft', review_reason: '', filed_at: null, reviewed_at: null, created_at: new Date().toISOString(),
    });
    return { id: s.nextId };
  }),

  mock.put('/competition_series', ({ user, body: b }) => {
    const series = ownedSeries(user, b.id);
    if (b.name !== undefined && !b.name.trim()) return badInput(FILING_MSG.nameRequired);
    if (isEmptyEdit({ name: b.name, c_type: b.c_type, description: b.description })) return badInput(NOTHING_TO_CHANGE);
    Object.assign(series, { name: b.name?.trim() ?? series.name, c_type: b.c_type ?? series.c_type, description: b.description?.trim() ?? series.description });
    return { id: series.id };
  }),

  mock.delete('/competition_series', ({ user, query }) => {
    const series = ownedSeries(user, query.id);
    if (mockDb.competitions.some((c) => c.series_id === series.id)) return refused(FILING_MSG.seriesHasCompetitions);
    store().series = store().series.filter((x) => x !== series);
    return {};
  }),

  mock.get('/competition_series/list', ({ user, query, url }) => {
    if (!user.isPlatformAdmin && query.institution_id === undefined) return badInput(FILING_MSG.institutionRequired);
    const ids = listScope(user, query.institution_id);
    const rows = store().series.filter((s) => inScope(ids, s.institution_id));
    return paginate(rows.sort((a, b) => b.id - a.id).map(seriesDto), url);
  }),

  mock.get('/competition_series/info', ({ user, query }) => {
    const { series, own } = visibleSeries(user, query.id);
    return { ...seriesDto(series), can_own: own ? (1 as const) : (0 as const) };
  }),

  mock.post('/competition_series/filing', ({ user, body }) => {
    moveSeries(ownedSeries(user, body.id, true), 'file', user);
    return {};
  }),

  mock.post('/competition_series/withdraw', ({ user, body }) => {
    moveSeries(ownedSeries(user, body.id, true), 'withdraw', user);
    return {};
  }),

  mock.admin.get('/admin/competition_series/review_list', ({ query: q, url }) => {
    const rows = store()
      .series.filter((x) => x.filed_at && (!q.status || x.status === q.status) && (!q.institution_id || x.institution_id === q.institution_id))
      .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || (b.filed_at ?? '').localeCompare(a.filed_at ?? '') || b.id - a.id);
    return paginate(rows.map(seriesDto), url);
  }),

  mock.admin.post('/admin/competition_series/review', ({ user, body: b }) => {
    const reason = reviewReason(b);
    moveSeries(store().series.find((x) => x.id === b.id) ?? refuse(notFound()), b.action, user, reason);
    return {};
  }),

  mock.post('/competition', ({ user, body: { institution_id, c_type, ...b } }) => {
    mayCreateFor(user, institution_id);
    const s = store();
    const c: MockCompetition = {
      id: s.nextId + 1, institution_id, institution_name: institutionName(institution_id), series_id: null, series_name: '', c_type, name: '', sport: '', level: '',
      start_at: b.start_at, end_at: b.end_at, location: '', venue_id: null, venue_name: '', status: 'draft', is_filing: 0, created_at: new Date().toISOString(),
    };
    applyFields(c, b);
    s.nextId += 1;
    Object.assign(extraOf(c), { permission_code: newCode(), code_by: user.profile.id });
    mockDb.competitions.push(c);
    return { id: c.id };
  }),

  mock.put('/competition', ({ user, body: { id, ...b } }) => {
    const c = managed(user, id);
    const allowed = competitionTransition(c.status, 'edit');
    if (!allowed.ok) return refused(allowed.msg);
    applyFields(c, b, true);
    if (isEmptyEdit(b)) return badInput(NOTHING_TO_CHANGE);
    // the shared rule: an approved competition's name, cover and introduction wait for review (not the admin's edits)
    const e = extraOf(c);
    const reviewed: ReviewedValues = {};
    if (b.name !== undefined) reviewed.name = b.name.trim();
    if (b.cover !== undefined) reviewed.cover = b.cover.trim();
    if (b.introduction !== undefined) reviewed.introduction = sanitizeHtml(b.introduction);
    const pending = pendingChange(c.id);
    const plan = user.isPlatformAdmin
      ? { direct: reviewed, proposal: pending?.changes ?? null, proposalChanged: false }
      : planEdit(c.status, { name: c.name, cover: e.cover, introduction: e.introduction }, reviewed, pending?.changes ?? null);
    applyFields(c, { ...b, name: plan.direct.name, cover: plan.direct.cover, introduction: plan.direct.introduction });
    if (plan.proposalChanged) {
      if (pending && plan.proposal) pending.changes = plan.proposal;
      else if (pending) pending.status = 'withdrawn';
      else if (plan.proposal) {
        const s = store();
        s.changes.push({ id: s.changes.length + 1, competition_id: c.id, changes: plan.proposal, status: 'pending', reason: '', requested_by_name: user.profile.nickname, requested_at: new Date().toISOString(), reviewed_at: null });
      }
    }
    return { id: c.id, change_pending: plan.proposal ? (1 as const) : (0 as const) };
  }),

  mock.delete('/competition', ({ user, query }) => {
    const c = owned(user, query.id);
    const allowed = competitionTransition(c.status, 'delete');
    if (!allowed.ok) return refused(allowed.msg);
    mockDb.competitions = mockDb.competitions.filter((x) => x !== c);
    return {};
  }),

  mock.get('/competition/detail', ({ user, query }) => {
    const c = managed(user, query.id);
    const { code_by: _by, ...e } = extraOf(c);
    const own = isOwner(user, c);
    const change = store().changes.filter((ch) => ch.competition_id === c.id).at(-1);
    return { ...c, ...e, permission_code: own ? e.permission_code : '', can_own: own ? (1 as const) : (0 as const), change: change ? changeDto(change) : null };
  }),

  mock.post('/competition/filing', ({ user, body }) => {
    const c = managed(user, body.id);
    const next = competitionTransition(c.status, 'file');
    if (!next.ok) return refused(next.msg);
    const problem = filingProblem({ ...c, startAt: new Date(c.start_at), endAt: new Date(c.end_at) });
    if (problem) return badInput(problem);
    move(c, 'file', user);
    c.is_filing = 1;
    return {};
  }),

  mock.post('/competition/withdraw', ({ user, body }) => {
    move(managed(user, body.id), 'withdraw', user);
    return {};
  }),

  mock.admin.get('/admin/competition/review_list', ({ query: q, url }) => {
    const rows = mockDb.competitions
      .filter((c) => c.is_filing === 1 && (!q.status || c.status === q.status) && (!q.c_type || c.c_type === q.c_type))
      .filter((c) => !q.institution_id || c.institution_id === q.institution_id)
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({ ...c, granted: 0 as const }));
    return paginate(rows, url);
  }),

  mock.admin.post('/admin/competition/review', ({ user, body: b }) => {
    const reason = reviewReason(b);
    move(competitionOf(b.id) ?? refuse(notFound()), b.action, user, reason);
    return {};
  }),

  mock.post('/competition/change/withdraw', ({ user, body }) => {
    const pending = pendingChange(managed(user, body.id).id);
    if (!pending) return refused(FILING_MSG.noPendingChange);
    pending.status = 'withdrawn';
    return {};
  }),

  mock.admin.get('/admin/competition/change_list', ({ query: q, url }) => {
    const rows = store()
      .changes.map((ch) => ({ ch, c: competitionOf(ch.competition_id)! }))
      .filter(({ ch, c }) => c && (!q.status || ch.status === q.status) && (!q.institution_id || c.institution_id === q.institution_id))
      .sort((a, b) => Number(b.ch.status === 'pending') - Number(a.ch.status === 'pending') || b.ch.requested_at.localeCompare(a.ch.requested_at))
      .map(({ ch, c }) => ({
        ...changeDto(ch), competition_id: c.id, competition_name: c.name, c_type: c.c_type, institution_id: c.institution_id, institution_name: c.institution_name,
        current: { name: c.name, cover: extraOf(c).cover, introduction: extraOf(c).introduction },
      }));
    return paginate(rows, url);
  }),

  mock.admin.post('/admin/competition/change_review', ({ body: b }) => {
    const reason = reviewReason(b);
    const ch = store().changes.find((x) => x.id === b.id);
    const c = ch && competitionOf(ch.competition_id);
    if (!ch || !c) return notFound();
    const notPending = changeReviewRefusal(ch.status);
    if (notPending) return refused(notPending);
    Object.assign(ch, { status: reviewedChangeStatus(b.action), reason, reviewed_at: new Date().toISOString() });
    if (b.action === 'approve') {
      const e = extraOf(c);
      c.name = ch.changes.name ?? c.name;
      e.cover = ch.changes.cover ?? e.cover;
      e.introduction = ch.changes.introduction ?? e.introduction;
    }
    return {};
  }),

  mock.get('/competition/history', ({ user, query }) => {
    const c = managed(user, query.id);
    const created = { id: 0, from_status: null, to_status: 'draft' as const, actor_id: null, actor_name: '', reason: '', at: c.created_at };
    return { list: [created, ...store().history.filter((h) => h.competition_id === c.id).map(({ competition_id: _c, ...h }) => h)] };
  }),

  mock.post('/competition/code/regenerate', ({ user, body }) => {
    const e = extraOf(owned(user, body.id));
    Object.assign(e, { permission_code: newCode(), code_by: user.profile.id });
    return { code: e.permission_code };
  }),

  mock.post('/competition/code/redeem', ({ user, body }) => {
    if (user.isPlatformAdmin || user.isPerson || institutionIdsOf(user).length === 0) return forbidden();
    const code = body.code.trim().toUpperCase();
    const c = code ? mockDb.competitions.find((x) => extraOf(x).permission_code === code) : undefined;
    if (!c) return refused(FILING_MSG.codeInvalid);
    if (isOwner(user, c)) return refused(FILING_MSG.codeOwnInstitution);
    const s = store();
    if (s.grants.some((g) => g.competition_id === c.id && g.user_id === user.profile.id)) return refused(FILING_MSG.codeAlreadyGranted);
    s.grants.push({ competition_id: c.id, user_id: user.profile.id, granted_by: extraOf(c).code_by, granted_at: new Date().toISOString() });
    return { competition_id: c.id, name: c.name };
  }),

  mock.get('/competition/managers', ({ user, query }) => {
    const c = owned(user, query.id);
    const list = store()
      .grants.filter((g) => g.competition_id === c.id)
      .map((g) => {
        const u = mockDb.users.find((x) => x.profile.id === g.user_id);
        return { user_id: g.user_id, account: u?.profile.account ?? '', nickname: u?.profile.nickname ?? '', granted_by: g.granted_by, granted_at: g.granted_at };
      });
    return { list };
  }),

  mock.delete('/competition/managers', ({ user, query }) => {
    const c = owned(user, query.id);
    const s = store();
    const before = s.grants.length;
    s.grants = s.grants.filter((g) => !(g.competition_id === c.id && g.user_id === query.user_id));
    return s.grants.length === before ? notFound() : {};
  }),

  mock.public.get('/official/competition/list', ({ query: q, url }) => {
    const sport = q.sport?.trim();
    const keyword = q.keyword?.trim();
    const rows = mockDb.competitions
      .filter((c) => c.status === 'approved' && (!q.c_type || c.c_type === q.c_type) && (!sport || c.sport === sport))
      .filter((c) => !keyword || c.name.includes(keyword) || c.location.includes(keyword))
      .filter((c) => !q.month || (chinaMonth(c.start_at) <= q.month && chinaMonth(c.end_at) >= q.month))
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
    return paginate(rows.map(publicCompetition), url);
  }),

  mock.public.get('/official/competition/info', ({ query }) => {
    const c = mockDb.competitions.find((x) => x.id === query.id && x.status === 'approved');
    if (!c) return notFound();
    const { organisers, introduction, contact_name, contact_phone } = extraOf(c);
    return { ...publicCompetition(c), organisers, introduction, contact_name, contact_phone };
  }),
];
