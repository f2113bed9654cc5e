/**
 * Mocks of the series, base info, filing/review, history, permission code and public competition routes
 * (server: server/src/routes/competition/filing.ts and series.ts). The server is the authority on sanitising
 * and access; these mirror its answers closely enough for page tests and standalone mode.
 */
import { http } from 'msw';
import { planEdit, type ReviewedValues } from '../../rules/competition-changes';
import { institutionIdsOf, mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import type { CompetitionStatus, MockCompetition } from '../fixtures/competitions';
import { institutionName } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { canSee, requireUser, scopeInstitution } from './guard';

interface Extra {
  organisers: string;
  cover: string;
  introduction: string;
  contact_name: string;
  contact_phone: string;
  permission_code: string;
  code_by: number | null;
}
interface Change {
  id: number;
  competition_id: number;
  from_status: string | null;
  to_status: CompetitionStatus;
  actor_id: number | null;
  actor_name: string;
  reason: string;
  at: string;
}
interface Series {
  id: number;
  institution_id: number;
  name: string;
  c_type: 1 | 2;
  description: string;
  created_at: string;
}
/** 信息变更: a change of an approved competition's name, cover or introduction waiting for review. */
interface InfoChange {
  id: number;
  competition_id: number;
  changes: ReviewedValues;
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  reason: string;
  requested_by_name: string;
  requested_at: string;
  reviewed_at: string | null;
}
interface Store {
  extra: Map<number, Extra>;
  history: Change[];
  changes: InfoChange[];
  grants: { competition_id: number; user_id: number; granted_by: number | null; granted_at: string }[];
  series: Series[];
  nextId: number;
}

const stores = new WeakMap<MockDb, Store>();
let codeCounter = 0;
const newCode = () => {
  codeCounter += 1;
  return `MOCK${String(codeCounter).padStart(6, '0')}`.replace(/[01]/g, '2').slice(0, 10);
};

/** Per mock database (resetMockDb gives a fresh store). */
function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = {
      extra: new Map(),
      history: [],
      // a pending change of an approved competition (杭州市第十二届运动会田径比赛), for 信息变更审核
      changes: [
        {
          id: 1,
          competition_id: 2,
          changes: { name: '杭州市第十二届运动会田径比赛（暨省运会选拔赛）', introduction: '<p>本次比赛同时作为省运会选拔赛。</p>' },
          status: 'pending',
          reason: '',
          requested_by_name: '杭州市体育局',
          requested_at: '2026-11-20T02:00:00.000Z',
          reviewed_at: null,
        },
      ],
      grants: [],
      series: [{ id: 1, institution_id: 2, name: '浙江省青少年田径联赛', c_type: 1, description: '全省四站', created_at: '2026-01-05T02:00:00.000Z' }],
      nextId: 10000,
    };
    stores.set(mockDb, s);
  }
  return s;
}

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

const isOwner = (user: MockUser, c: MockCompetition) => canSee(user, c.institution_id);
const canManage = (user: MockUser, c: MockCompetition) =>
  isOwner(user, c) || (!user.isPerson && user.managerOf.length > 0 && store().grants.some((g) => g.competition_id === c.id && g.user_id === user.profile.id));

/** Crude mirror of the server's allow-list sanitiser. */
const sanitize = (html: string) =>
  html
    .replace(/<(script|style|iframe)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*')/gi, '');

function record(c: MockCompetition, to: CompetitionStatus, user: MockUser | null, reason = '') {
  const s = store();
  s.history.push({
    id: s.history.length + 1,
    competition_id: c.id,
    from_status: c.status,
    to_status: to,
    actor_id: user?.profile.id ?? null,
    actor_name: user?.profile.nickname ?? '',
    reason,
    at: new Date().toISOString(),
  });
  c.status = to;
}

function historyOf(c: MockCompetition): Omit<Change, 'competition_id'>[] {
  const own = store().history.filter((h) => h.competition_id === c.id);
  const created = { id: 0, from_status: null, to_status: 'draft' as const, actor_id: null, actor_name: '', reason: '', at: c.created_at };
  return [created, ...own.map(({ competition_id: _c, ...rest }) => rest)];
}

const FROM: Record<string, CompetitionStatus[]> = {
  file: ['draft', 'rejected', 'withdrawn'],
  withdraw: ['pending'],
  review: ['pending'],
  edit: ['draft', 'approved', 'rejected', 'withdrawn'],
  delete: ['draft', 'rejected', 'withdrawn'],
};
const REFUSAL: Record<string, string> = {
  file: '只有草稿、已驳回或已撤回的赛事可以报备',
  withdraw: '只有待审核的赛事可以撤回',
  review: '只有待审核的赛事可以审核',
  edit: '赛事正在审核中，不能修改',
  delete: '只有草稿、已驳回或已撤回的赛事可以删除',
};
const refused = (msg: string) => fail(40000, msg);

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);

/** Applies base info fields; returns an error response or null. */
function applyFields(c: MockCompetition, b: Record<string, unknown>): Response | null {
  const e = extraOf(c);
  const name = text(b.name);
  if (b.name !== undefined && !name) return badInput('名称不能为空');
  const start = typeof b.start_at === 'string' ? b.start_at : c.start_at;
  const end = typeof b.end_at === 'string' ? b.end_at : c.end_at;
  if (Date.parse(end) < Date.parse(start)) return badInput('结束时间不能早于开始时间');
  if (b.series_id !== undefined && b.series_id !== null) {
    const series = store().series.find((s) => s.id === b.series_id && s.institution_id === c.institution_id);
    if (!series) return badInput('赛事系列不存在');
    c.series_id = series.id;
    c.series_name = series.name;
  } else if (b.series_id === null) {
    c.series_id = null;
    c.series_name = '';
  }
  if (b.venue_id !== undefined && b.venue_id !== null) {
    const venue = mockDb.venues.find((v) => v.id === b.venue_id);
    if (!venue) return badInput('场馆不存在');
    c.venue_id = venue.id;
    c.venue_name = venue.name;
  } else if (b.venue_id === null) {
    c.venue_id = null;
    c.venue_name = '';
  }
  if (name) c.name = name;
  c.start_at = new Date(start).toISOString();
  c.end_at = new Date(end).toISOString();
  for (const k of ['sport', 'level', 'location'] as const) if (typeof b[k] === 'string') c[k] = (b[k] as string).trim();
  for (const k of ['organisers', 'cover', 'contact_name', 'contact_phone'] as const) if (typeof b[k] === 'string') e[k] = (b[k] as string).trim();
  if (typeof b.introduction === 'string') e.introduction = sanitize(b.introduction);
  return null;
}

function findManaged(user: MockUser, id: number | undefined) {
  const c = id === undefined ? undefined : mockDb.competitions.find((x) => x.id === id);
  return c && canManage(user, c) ? c : undefined;
}

const changeDto = ({ changes, competition_id: _c, ...ch }: InfoChange) => ({
  ...ch,
  name: changes.name ?? null,
  cover: changes.cover ?? null,
  introduction: changes.introduction ?? null,
});
const latestChange = (competitionId: number) => store().changes.filter((ch) => ch.competition_id === competitionId).at(-1) ?? null;
const pendingChange = (competitionId: number) => store().changes.find((ch) => ch.competition_id === competitionId && ch.status === 'pending');

/** Pending 信息变更 of the competitions the user may see (the server counts them with the filings). */
export const pendingChangeCount = (mine: (institutionId: number) => boolean) =>
  store().changes.filter((ch) => ch.status === 'pending' && mine(mockDb.competitions.find((c) => c.id === ch.competition_id)?.institution_id ?? 0)).length;

const seriesDto = (s: Series) => ({
  ...s,
  institution_name: institutionName(s.institution_id),
  competition_count: mockDb.competitions.filter((c) => c.series_id === s.id).length,
});

const officialDto = (c: MockCompetition) => ({
  id: c.id,
  c_type: c.c_type,
  name: c.name,
  sport: c.sport,
  level: c.level,
  start_at: c.start_at,
  end_at: c.end_at,
  location: c.location,
  venue_name: c.venue_name,
  institution_name: c.institution_name,
  series_name: c.series_name,
  cover: extraOf(c).cover,
});

/** Mirror of the server's curated list (server/src/routes/competition/projects.ts). */
const SPORT_PROJECTS = ['足球', '篮球', '排球', '田径', '游泳', '跳水', '赛艇', '乒乓球', '羽毛球', '网球', '围棋', '象棋', '马拉松', '越野跑', '健步走', '定向越野', '自行车', '跳绳', '武术', '跆拳道', '体操', '击剑', '射箭', '棒垒球', '门球', '冰雪运动', '电子竞技', '综合'];

export const filingHandlers = [
  http.get('/api/institution/project', () => ok({ list: [...SPORT_PROJECTS] })),

  http.post('/api/competition_series', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const institutionId = num(b.institution_id);
    if (!institutionId) return badInput('机构不能为空');
    if (!canSee(auth.user, institutionId)) return forbidden();
    const name = text(b.name);
    if (!name) return badInput('名称不能为空');
    const s = store();
    s.nextId += 1;
    s.series.push({ id: s.nextId, institution_id: institutionId, name, c_type: b.c_type === 2 ? 2 : 1, description: text(b.description) ?? '', created_at: new Date().toISOString() });
    return ok({ id: s.nextId });
  }),

  http.put('/api/competition_series', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const series = store().series.find((s) => s.id === b.id);
    if (!series || !canSee(auth.user, series.institution_id)) return notFound();
    if (b.name !== undefined) {
      const name = text(b.name);
      if (!name) return badInput('名称不能为空');
      series.name = name;
    }
    if (b.c_type === 1 || b.c_type === 2) series.c_type = b.c_type;
    if (typeof b.description === 'string') series.description = b.description.trim();
    return ok({ id: series.id });
  }),

  http.delete('/api/competition_series', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    const s = store();
    const series = s.series.find((x) => x.id === id);
    if (!series || !canSee(auth.user, series.institution_id)) return notFound();
    if (mockDb.competitions.some((c) => c.series_id === series.id)) return refused('该系列下还有赛事，不能删除');
    s.series = s.series.filter((x) => x !== series);
    return ok({});
  }),

  http.get('/api/competition_series/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const institutionId = intParam(url, 'institution_id');
    if (!auth.user.isPlatformAdmin && institutionId === undefined) return badInput('机构不能为空');
    const scope = scopeInstitution(auth.user, institutionId);
    if ('denied' in scope) return scope.denied;
    const rows = store()
      .series.filter((s) => !scope.ids || scope.ids.includes(s.institution_id))
      .sort((a, b) => b.id - a.id)
      .map(seriesDto);
    return ok(paginate(rows, url));
  }),

  http.get('/api/competition_series/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    const series = store().series.find((s) => s.id === id);
    if (!series || !canSee(auth.user, series.institution_id)) return notFound();
    return ok(seriesDto(series));
  }),

  http.post('/api/competition', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const institutionId = num(b.institution_id);
    if (!institutionId) return badInput('机构不能为空');
    if (!canSee(auth.user, institutionId) || auth.user.isPerson) return forbidden();
    if (!text(b.name)) return badInput('名称不能为空');
    if (typeof b.start_at !== 'string') return badInput('开始时间不能为空');
    if (typeof b.end_at !== 'string') return badInput('结束时间不能为空');
    const s = store();
    s.nextId += 1;
    const now = new Date().toISOString();
    const c: MockCompetition = {
      id: s.nextId,
      institution_id: institutionId,
      institution_name: institutionName(institutionId),
      series_id: null,
      series_name: '',
      c_type: b.c_type === 2 ? 2 : 1,
      name: '',
      sport: '',
      level: '',
      start_at: b.start_at,
      end_at: b.end_at,
      location: '',
      venue_id: null,
      venue_name: '',
      status: 'draft',
      is_filing: 0,
      created_at: now,
    };
    const problem = applyFields(c, b);
    if (problem) return problem;
    extraOf(c).permission_code = newCode();
    extraOf(c).code_by = auth.user.profile.id;
    mockDb.competitions.push(c);
    return ok({ id: c.id });
  }),

  http.put('/api/competition', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const c = findManaged(auth.user, num(b.id));
    if (!c) return notFound();
    if (!FROM.edit.includes(c.status)) return refused(REFUSAL.edit);
    // the shared rule: an approved competition's name, cover and introduction wait for review
    const e = extraOf(c);
    const reviewed: ReviewedValues = {};
    if (typeof b.name === 'string') reviewed.name = b.name.trim();
    if (typeof b.cover === 'string') reviewed.cover = b.cover.trim();
    if (typeof b.introduction === 'string') reviewed.introduction = sanitize(b.introduction);
    if (reviewed.name === '') return badInput('名称不能为空');
    const pending = pendingChange(c.id);
    const plan = planEdit(c.status, { name: c.name, cover: e.cover, introduction: e.introduction }, reviewed, pending?.changes ?? null);
    const copy = { ...c };
    const direct = { ...b, name: plan.direct.name, cover: plan.direct.cover, introduction: plan.direct.introduction };
    const problem = applyFields(copy, direct);
    if (problem) return problem;
    Object.assign(c, copy);
    if (plan.proposalChanged) {
      const s = store();
      if (pending && plan.proposal) pending.changes = plan.proposal;
      else if (pending) pending.status = 'withdrawn';
      else if (plan.proposal) {
        s.changes.push({ id: s.changes.length + 1, competition_id: c.id, changes: plan.proposal, status: 'pending', reason: '', requested_by_name: auth.user.profile.nickname, requested_at: new Date().toISOString(), reviewed_at: null });
      }
    }
    return ok({ id: c.id, change_pending: plan.proposal ? 1 : 0 });
  }),

  http.delete('/api/competition', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, intParam(new URL(request.url), 'id'));
    if (!c) return notFound();
    if (!isOwner(auth.user, c)) return forbidden();
    if (!FROM.delete.includes(c.status)) return refused(REFUSAL.delete);
    mockDb.competitions = mockDb.competitions.filter((x) => x !== c);
    return ok({});
  }),

  http.get('/api/competition/detail', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, intParam(new URL(request.url), 'id'));
    if (!c) return notFound();
    const { code_by: _by, ...e } = extraOf(c);
    const own = isOwner(auth.user, c);
    const change = latestChange(c.id);
    return ok({ ...c, ...e, permission_code: own ? e.permission_code : '', can_own: own ? 1 : 0, change: change ? changeDto(change) : null });
  }),

  http.post('/api/competition/filing', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, num((await bodyOf(request)).id));
    if (!c) return notFound();
    if (!FROM.file.includes(c.status)) return refused(REFUSAL.file);
    if (!c.name.trim()) return badInput('请填写赛事名称');
    if (!c.sport.trim()) return badInput('请选择运动项目');
    if (Date.parse(c.end_at) < Date.parse(c.start_at)) return badInput('结束时间不能早于开始时间');
    if (!c.location.trim()) return badInput('请填写举办地点');
    record(c, 'pending', auth.user);
    c.is_filing = 1;
    return ok({});
  }),

  http.post('/api/competition/withdraw', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, num((await bodyOf(request)).id));
    if (!c) return notFound();
    if (!FROM.withdraw.includes(c.status)) return refused(REFUSAL.withdraw);
    record(c, 'withdrawn', auth.user);
    return ok({});
  }),

  http.get('/api/admin/competition/review_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const status = textParam(url, 'status');
    const cType = intParam(url, 'c_type');
    const institutionId = intParam(url, 'institution_id');
    const rows = mockDb.competitions
      .filter((c) => c.is_filing === 1)
      .filter((c) => !status || c.status === status)
      .filter((c) => !cType || c.c_type === cType)
      .filter((c) => !institutionId || c.institution_id === institutionId)
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({ ...c, granted: 0 }));
    return ok(paginate(rows, url));
  }),

  http.post('/api/admin/competition/review', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = await bodyOf(request);
    const reason = text(b.reason) ?? '';
    if (b.action !== 'approve' && b.action !== 'reject') return badInput('审核操作取值无效');
    if (b.action === 'reject' && !reason) return badInput('请填写驳回原因');
    const c = mockDb.competitions.find((x) => x.id === b.id);
    if (!c) return notFound();
    if (!FROM.review.includes(c.status)) return refused(REFUSAL.review);
    record(c, b.action === 'approve' ? 'approved' : 'rejected', auth.user, reason);
    return ok({});
  }),

  http.post('/api/competition/change/withdraw', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, num((await bodyOf(request)).id));
    if (!c) return notFound();
    const pending = pendingChange(c.id);
    if (!pending) return refused('没有待审核的修改');
    pending.status = 'withdrawn';
    return ok({});
  }),

  http.get('/api/admin/competition/change_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const status = textParam(url, 'status');
    const institutionId = intParam(url, 'institution_id');
    const rows = store()
      .changes.map((ch) => ({ ch, c: mockDb.competitions.find((x) => x.id === ch.competition_id) }))
      .filter((r): r is { ch: InfoChange; c: MockCompetition } => r.c !== undefined)
      .filter(({ ch, c }) => (!status || ch.status === status) && (!institutionId || c.institution_id === institutionId))
      .sort((a, b) => Number(b.ch.status === 'pending') - Number(a.ch.status === 'pending') || b.ch.requested_at.localeCompare(a.ch.requested_at))
      .map(({ ch, c }) => ({
        ...changeDto(ch),
        competition_id: c.id,
        competition_name: c.name,
        c_type: c.c_type,
        institution_id: c.institution_id,
        institution_name: c.institution_name,
        current: { name: c.name, cover: extraOf(c).cover, introduction: extraOf(c).introduction },
      }));
    return ok(paginate(rows, url));
  }),

  http.post('/api/admin/competition/change_review', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = await bodyOf(request);
    const reason = text(b.reason) ?? '';
    if (b.action !== 'approve' && b.action !== 'reject') return badInput('审核操作取值无效');
    if (b.action === 'reject' && !reason) return badInput('请填写驳回原因');
    const ch = store().changes.find((x) => x.id === b.id);
    const c = ch && mockDb.competitions.find((x) => x.id === ch.competition_id);
    if (!ch || !c) return notFound();
    if (ch.status !== 'pending') return refused('只有待审核的修改可以审核');
    ch.status = b.action === 'approve' ? 'approved' : 'rejected';
    ch.reason = reason;
    ch.reviewed_at = new Date().toISOString();
    if (b.action === 'approve') {
      const e = extraOf(c);
      if (ch.changes.name !== undefined) c.name = ch.changes.name;
      if (ch.changes.cover !== undefined) e.cover = ch.changes.cover;
      if (ch.changes.introduction !== undefined) e.introduction = ch.changes.introduction;
    }
    return ok({});
  }),

  http.get('/api/competition/history', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, intParam(new URL(request.url), 'id'));
    if (!c) return notFound();
    return ok({ list: historyOf(c) });
  }),

  http.post('/api/competition/code/regenerate', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, num((await bodyOf(request)).id));
    if (!c) return notFound();
    if (!isOwner(auth.user, c)) return forbidden();
    const e = extraOf(c);
    e.permission_code = newCode();
    e.code_by = auth.user.profile.id;
    return ok({ code: e.permission_code });
  }),

  http.post('/api/competition/code/redeem', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const user = auth.user;
    if (user.isPlatformAdmin || user.isPerson || institutionIdsOf(user).length === 0) return forbidden();
    const code = (text((await bodyOf(request)).code) ?? '').toUpperCase();
    const c = code ? mockDb.competitions.find((x) => extraOf(x).permission_code === code) : undefined;
    if (!c) return refused('管理权限码无效');
    if (isOwner(user, c)) return refused('您已是该赛事所属机构的管理员，无需使用权限码');
    const s = store();
    if (s.grants.some((g) => g.competition_id === c.id && g.user_id === user.profile.id)) return refused('您已拥有该赛事的管理权限');
    s.grants.push({ competition_id: c.id, user_id: user.profile.id, granted_by: extraOf(c).code_by, granted_at: new Date().toISOString() });
    return ok({ competition_id: c.id, name: c.name });
  }),

  http.get('/api/competition/managers', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const c = findManaged(auth.user, intParam(new URL(request.url), 'id'));
    if (!c) return notFound();
    if (!isOwner(auth.user, c)) return forbidden();
    const list = store()
      .grants.filter((g) => g.competition_id === c.id)
      .map((g) => {
        const u = mockDb.users.find((x) => x.profile.id === g.user_id);
        return { user_id: g.user_id, account: u?.profile.account ?? '', nickname: u?.profile.nickname ?? '', granted_by: g.granted_by, granted_at: g.granted_at };
      });
    return ok({ list });
  }),

  http.delete('/api/competition/managers', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const c = findManaged(auth.user, intParam(url, 'id'));
    if (!c) return notFound();
    if (!isOwner(auth.user, c)) return forbidden();
    const userId = intParam(url, 'user_id');
    const s = store();
    const before = s.grants.length;
    s.grants = s.grants.filter((g) => !(g.competition_id === c.id && g.user_id === userId));
    return s.grants.length === before ? notFound() : ok({});
  }),

  http.get('/api/official/competition/list', ({ request }) => {
    const url = new URL(request.url);
    const cType = intParam(url, 'c_type');
    const sport = textParam(url, 'sport');
    const keyword = textParam(url, 'keyword');
    const month = textParam(url, 'month');
    if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return badInput('月份格式错误');
    const rows = mockDb.competitions
      .filter((c) => c.status === 'approved')
      .filter((c) => !cType || c.c_type === cType)
      .filter((c) => !sport || c.sport === sport)
      .filter((c) => !keyword || c.name.includes(keyword) || c.location.includes(keyword))
      .filter((c) => !month || (monthOf(c.start_at) <= month && monthOf(c.end_at) >= month))
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)
      .map(officialDto);
    return ok(paginate(rows, url));
  }),

  http.get('/api/official/competition/info', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    const c = mockDb.competitions.find((x) => x.id === id && x.status === 'approved');
    if (!c) return notFound();
    const e = extraOf(c);
    return ok({ ...officialDto(c), organisers: e.organisers, introduction: e.introduction, contact_name: e.contact_name, contact_phone: e.contact_phone });
  }),
];

/** YYYY-MM of an instant in China time. */
function monthOf(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600000).toISOString().slice(0, 7);
}
