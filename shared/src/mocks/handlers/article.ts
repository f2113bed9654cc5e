/**
 * Mocks of the article routes (server: server/src/routes/article/index.ts): back office `/admin/article*`, columns,
 * the agreement, and the public `/article/columns`, `/introduction`, `/article/list`, `/article/info`,
 * `/agreement`. The server is the authority on sanitising and access; these mirror its answers and refusals
 * closely enough for page tests and standalone mode.
 */
import { http } from 'msw';
import { institutionIdsOf, mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import {
  createArticleColumns,
  createArticles,
  MOCK_AGREEMENT,
  type ArticleStatus,
  type MockArticle,
  type MockArticleColumn,
} from '../fixtures/articles';
import { institutionName, institutions } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { requireUser } from './guard';

interface Store {
  columns: MockArticleColumn[];
  articles: MockArticle[];
  agreement: { title: string; content: string; updated_at: string | null };
  nextId: number;
  nextChange: number;
}

const stores = new WeakMap<MockDb, Store>();

/** Per mock database (resetMockDb gives a fresh store). */
function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = { columns: createArticleColumns(), articles: createArticles(), agreement: { ...MOCK_AGREEMENT, updated_at: null }, nextId: 1000, nextChange: 1000 };
    stores.set(mockDb, s);
  }
  return s;
}

const ARTICLE_TYPES = [1, 2, 6];
const typeOf = (institutionId: number) => institutions.find((i) => i.id === institutionId)?.institution_type ?? 0;

/** As the server's articleScope: 'all' for the admin, else own institutions of types 1, 2, 6. */
function scopeOf(user: MockUser): 'all' | number[] {
  if (user.isPlatformAdmin) return 'all';
  if (user.isPerson) return [];
  return institutionIdsOf(user).filter((id) => ARTICLE_TYPES.includes(typeOf(id)));
}

function canWriteFor(user: MockUser, institutionId: number | null): boolean {
  if (user.isPlatformAdmin) return true;
  if (institutionId === null) return false;
  const scope = scopeOf(user);
  return scope !== 'all' && scope.includes(institutionId);
}

const canManage = (user: MockUser, a: MockArticle) => user.isPlatformAdmin || (a.kind === 1 && canWriteFor(user, a.institution_id));
const needsReview = (a: MockArticle) => a.kind === 1 && a.institution_id !== null;
const isPublic = (a: MockArticle) => a.status === 'approved' && a.publish_at !== null && Date.parse(a.publish_at) <= Date.now();

/** A light copy of the server's allow-list sanitiser: scripts, event handlers, styles and javascript: URLs go. */
export function mockSanitize(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|svg|math|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed)[^>]*>/gi, '')
    .replace(/\s(on[a-z]+|style)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)/gi, '');
}

const safeUrl = (url: string) => !/^\s*[a-z][a-z0-9+.-]*:/i.test(url) || /^\s*(https?|mailto|tel):/i.test(url);

function columnName(id: number | null): string {
  return id === null ? '' : (store().columns.find((c) => c.id === id)?.name ?? '');
}

function toDto(a: MockArticle) {
  const lastReject = [...a.history].reverse().find((h) => h.to_status === 'rejected');
  return {
    id: a.id,
    kind: a.kind,
    institution_id: a.institution_id,
    institution_name: a.institution_id === null ? '平台' : institutionName(a.institution_id),
    column_id: a.column_id,
    column_name: columnName(a.column_id),
    title: a.title,
    author: a.author,
    cover: a.cover,
    summary: a.summary,
    status: a.status,
    publish_at: a.publish_at,
    views: a.views,
    reject_reason: a.status === 'rejected' ? (lastReject?.reason ?? '') : '',
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

const detailDto = (a: MockArticle) => ({ ...toDto(a), content: a.content, history: a.history });

function columnDto(c: MockArticleColumn) {
  const count = store().articles.filter((a) => a.column_id === c.id && isPublic(a)).length;
  return { ...c, article_count: count };
}

function move(a: MockArticle, to: ArticleStatus, user: MockUser, reason = '') {
  const s = store();
  s.nextChange += 1;
  const now = new Date().toISOString();
  a.history.push({ id: s.nextChange, from_status: a.status, to_status: to, actor_id: user.profile.id, actor_name: user.profile.nickname, reason, at: now });
  a.status = to;
  a.updated_at = now;
  if (to === 'approved' && !a.publish_at) a.publish_at = now;
}

function submitProblem(a: MockArticle): string | null {
  if (!a.title.trim()) return '请填写文章标题';
  if (a.kind === 1 && !a.column_id) return '请选择栏目';
  if (!a.content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(a.content)) return '请填写文章内容';
  return null;
}

/** Submit: draft/rejected → pending (or approved without review). Returns an error response or null. */
function submit(a: MockArticle, user: MockUser) {
  if (a.status !== 'draft' && a.status !== 'rejected') return fail(40000, '只有草稿或已驳回的文章可以提交审核');
  const problem = submitProblem(a);
  if (problem) return badInput(problem);
  move(a, needsReview(a) ? 'pending' : 'approved', user);
  return null;
}

interface ArticleBody {
  id?: number;
  kind?: 1 | 2;
  institution_id?: number | null;
  column_id?: number | null;
  title?: string;
  author?: string;
  cover?: string;
  summary?: string;
  content?: string;
  publish_at?: string | null;
  submit?: 0 | 1;
}

/** Applies the fields of a create or edit; an error response, or null. */
function apply(a: MockArticle, b: ArticleBody) {
  if (b.title !== undefined) {
    if (!b.title.trim()) return badInput('标题不能为空');
    if (b.title.length > 100) return badInput('标题不能超过100个字符');
  }
  if (b.cover !== undefined && b.cover !== a.cover && b.cover && !safeUrl(b.cover)) return badInput('封面图片地址无效');
  if (b.column_id !== undefined && b.column_id !== null) {
    if (a.kind === 2) return badInput('B类文章不属于任何栏目');
    if (!store().columns.some((c) => c.id === b.column_id)) return badInput('栏目不存在');
  }
  if (b.publish_at && Number.isNaN(Date.parse(b.publish_at))) return badInput('发布时间格式错误');
  if (b.title !== undefined) a.title = b.title.trim();
  if (b.author !== undefined) a.author = b.author.trim();
  if (b.summary !== undefined) a.summary = b.summary.trim();
  if (b.cover !== undefined) a.cover = b.cover.trim();
  if (b.content !== undefined) a.content = mockSanitize(b.content);
  if (b.column_id !== undefined) a.column_id = b.column_id;
  // as the server: a published article without a new schedule keeps the time it went out
  if (b.publish_at !== undefined && !(b.publish_at === null && a.status === 'approved' && !needsReview(a))) a.publish_at = b.publish_at;
  a.updated_at = new Date().toISOString();
  return null;
}

/** Pending articles the user reviews (admin) or wrote (institutions): the article_check_count badge. */
export function mockPendingArticleCount(user: MockUser): number {
  const scope = scopeOf(user);
  return store().articles.filter((a) => a.status === 'pending' && a.institution_id !== null && (scope === 'all' || scope.includes(a.institution_id))).length;
}

export const articleHandlers = [
  // ---- back office ----
  http.get('/api/admin/article/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const kind = intParam(url, 'kind') ?? 1;
    if (kind === 2 && !auth.user.isPlatformAdmin) return forbidden();
    const own = scopeOf(auth.user);
    const requested = intParam(url, 'institution_id');
    let ids: number[] | null;
    if (own === 'all') ids = requested ? [requested] : null;
    else {
      if (own.length === 0 || (requested && !own.includes(requested))) return forbidden();
      ids = requested ? [requested] : own;
    }
    const status = textParam(url, 'status');
    const column = intParam(url, 'column_id');
    const keyword = textParam(url, 'keyword');
    const rows = store()
      .articles.filter((a) => a.kind === kind)
      .filter((a) => ids === null || (a.institution_id !== null && ids.includes(a.institution_id)))
      .filter((a) => !status || a.status === status)
      .filter((a) => !column || a.column_id === column)
      .filter((a) => !keyword || a.title.includes(keyword) || a.summary.includes(keyword))
      .sort((x, y) => y.updated_at.localeCompare(x.updated_at) || y.id - x.id);
    return ok(paginate(rows.map(toDto), url));
  }),

  http.get('/api/admin/article/review_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const own = scopeOf(auth.user);
    const requested = intParam(url, 'institution_id');
    if (own !== 'all' && (own.length === 0 || (requested && !own.includes(requested)))) return forbidden();
    const ids = own === 'all' ? (requested ? [requested] : null) : requested ? [requested] : own;
    const status = textParam(url, 'status');
    const keyword = textParam(url, 'keyword');
    const rows = store()
      .articles.filter((a) => a.kind === 1 && a.institution_id !== null && a.status !== 'draft')
      .filter((a) => a.history.some((h) => h.to_status === 'pending'))
      .filter((a) => ids === null || ids.includes(a.institution_id!))
      .filter((a) => !status || a.status === status)
      .filter((a) => !keyword || a.title.includes(keyword) || a.summary.includes(keyword))
      .sort((x, y) => Number(y.status === 'pending') - Number(x.status === 'pending') || y.updated_at.localeCompare(x.updated_at) || y.id - x.id);
    return ok(paginate(rows.map(toDto), url));
  }),

  http.get('/api/admin/article/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const a = store().articles.find((x) => x.id === intParam(new URL(request.url), 'id'));
    if (!a || !canManage(auth.user, a)) return notFound();
    return ok(detailDto(a));
  }),

  http.post('/api/admin/article', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as ArticleBody;
    const kind = b.kind ?? 1;
    const institutionId = kind === 2 ? null : (b.institution_id ?? null);
    if (kind === 2 && !auth.user.isPlatformAdmin) return forbidden();
    if (!canWriteFor(auth.user, institutionId)) return forbidden();
    if (institutionId !== null && !institutions.some((i) => i.id === institutionId)) return notFound();
    if (institutionId !== null && !ARTICLE_TYPES.includes(typeOf(institutionId))) return fail(40000, '只有政府/事业单位、社会组织/协会、赛事运营机构可以发布资讯');
    if (!b.title?.trim()) return badInput('标题不能为空');
    const s = store();
    s.nextId += 1;
    const now = new Date().toISOString();
    const a: MockArticle = {
      id: s.nextId,
      kind,
      institution_id: institutionId,
      column_id: null,
      title: '',
      author: '',
      cover: '',
      summary: '',
      content: '',
      status: 'draft',
      publish_at: null,
      views: 0,
      created_at: now,
      updated_at: now,
      history: [],
    };
    const problem = apply(a, b);
    if (problem) return problem;
    s.nextChange += 1;
    a.history.push({ id: s.nextChange, from_status: null, to_status: 'draft', actor_id: auth.user.profile.id, actor_name: auth.user.profile.nickname, reason: '', at: now });
    s.articles.push(a);
    if (b.submit === 1) {
      const refused = submit(a, auth.user);
      if (refused) return refused;
    }
    return ok({ id: a.id });
  }),

  http.put('/api/admin/article', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = (await request.json()) as ArticleBody;
    const a = store().articles.find((x) => x.id === b.id);
    if (!a || !canManage(auth.user, a)) return notFound();
    if (a.status === 'pending') return fail(40000, '文章正在审核中，不能修改');
    const wasApproved = a.status === 'approved';
    const problem = apply(a, b);
    if (problem) return problem;
    if (wasApproved && needsReview(a)) move(a, 'draft', auth.user, '已发布的文章修改后需重新审核');
    if (b.submit === 1) {
      const refused = submit(a, auth.user);
      if (refused) return refused;
    }
    return ok({ id: a.id });
  }),

  http.delete('/api/admin/article', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const s = store();
    const a = s.articles.find((x) => x.id === intParam(new URL(request.url), 'id'));
    if (!a || !canManage(auth.user, a)) return notFound();
    if (a.status === 'pending') return fail(40000, '文章正在审核中，不能删除');
    s.articles = s.articles.filter((x) => x !== a);
    return ok({});
  }),

  http.post('/api/admin/article/submit', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const { id } = (await request.json()) as { id: number };
    const a = store().articles.find((x) => x.id === id);
    if (!a || !canManage(auth.user, a)) return notFound();
    return submit(a, auth.user) ?? ok({});
  }),

  http.post('/api/admin/article/withdraw', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const { id } = (await request.json()) as { id: number };
    const a = store().articles.find((x) => x.id === id);
    if (!a || !canManage(auth.user, a)) return notFound();
    if (a.status !== 'pending') return fail(40000, '只有待审核的文章可以撤回');
    move(a, 'draft', auth.user);
    return ok({});
  }),

  http.post('/api/admin/article/unpublish', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const { id } = (await request.json()) as { id: number };
    const a = store().articles.find((x) => x.id === id);
    if (!a || !canManage(auth.user, a)) return notFound();
    if (a.status !== 'approved') return fail(40000, '只有已发布的文章可以下线');
    move(a, 'draft', auth.user);
    return ok({});
  }),

  http.post('/api/admin/article/review', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const { id, action, reason } = (await request.json()) as { id: number; action: 'approve' | 'reject'; reason?: string };
    if (action === 'reject' && !reason?.trim()) return badInput('请填写驳回原因');
    const a = store().articles.find((x) => x.id === id);
    if (!a) return notFound();
    if (a.status !== 'pending') return fail(40000, '只有待审核的文章可以审核');
    move(a, action === 'approve' ? 'approved' : 'rejected', auth.user, reason?.trim() ?? '');
    return ok({});
  }),

  http.get('/api/admin/article/columns', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    return ok({ list: [...store().columns].sort((a, b) => a.sort - b.sort || a.id - b.id).map(columnDto) });
  }),

  http.post('/api/admin/article/column', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { name: string; introduction?: string; sort?: number; is_show?: 0 | 1 };
    const s = store();
    if (!b.name?.trim()) return badInput('栏目名称不能为空');
    if (s.columns.some((c) => c.name === b.name.trim())) return badInput('栏目名称已存在');
    s.nextId += 1;
    s.columns.push({ id: s.nextId, name: b.name.trim(), introduction: mockSanitize(b.introduction ?? ''), sort: b.sort ?? 0, enabled: b.is_show ?? 1 });
    return ok({ id: s.nextId });
  }),

  http.put('/api/admin/article/column', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { id: number; name?: string; introduction?: string; sort?: number; is_show?: 0 | 1 };
    const s = store();
    const c = s.columns.find((x) => x.id === b.id);
    if (!c) return notFound();
    if (b.name !== undefined) {
      if (!b.name.trim()) return badInput('栏目名称不能为空');
      if (s.columns.some((x) => x.id !== c.id && x.name === b.name!.trim())) return badInput('栏目名称已存在');
      c.name = b.name.trim();
    }
    if (b.introduction !== undefined) c.introduction = mockSanitize(b.introduction);
    if (b.sort !== undefined) c.sort = b.sort;
    if (b.is_show !== undefined) c.enabled = b.is_show;
    return ok({ id: c.id });
  }),

  http.delete('/api/admin/article/column', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const s = store();
    const id = intParam(new URL(request.url), 'id');
    if (!s.columns.some((c) => c.id === id)) return notFound();
    if (s.articles.some((a) => a.column_id === id)) return fail(40000, '栏目下还有文章，不能删除');
    s.columns = s.columns.filter((c) => c.id !== id);
    return ok({});
  }),

  http.put('/api/admin/agreement', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = (await request.json()) as { title: string; content: string };
    if (!b.title?.trim()) return badInput('标题不能为空');
    const content = mockSanitize(b.content ?? '');
    if (!content.replace(/<[^>]*>/g, '').trim()) return badInput('文章内容不能为空');
    store().agreement = { title: b.title.trim(), content, updated_at: new Date().toISOString() };
    return ok(store().agreement);
  }),

  // ---- public ----
  http.get('/api/article/columns', () =>
    ok({ list: store().columns.filter((c) => c.enabled === 1).sort((a, b) => a.sort - b.sort || a.id - b.id).map(columnDto) }),
  ),

  http.get('/api/introduction', ({ request }) => {
    const c = store().columns.find((x) => x.id === intParam(new URL(request.url), 'id') && x.enabled === 1);
    return c ? ok(columnDto(c)) : notFound();
  }),

  http.get('/api/article/list', ({ request }) => {
    const url = new URL(request.url);
    const column = intParam(url, 'column_id');
    const keyword = textParam(url, 'keyword');
    const enabled = new Set(store().columns.filter((c) => c.enabled === 1).map((c) => c.id));
    const rows = store()
      .articles.filter((a) => a.kind === 1 && isPublic(a) && (a.column_id === null || enabled.has(a.column_id)))
      .filter((a) => !column || a.column_id === column)
      .filter((a) => !keyword || a.title.includes(keyword))
      .sort((x, y) => (y.publish_at ?? '').localeCompare(x.publish_at ?? '') || y.id - x.id);
    return ok(paginate(rows.map(toDto), url));
  }),

  http.get('/api/article/info', ({ request }) => {
    const a = store().articles.find((x) => x.id === intParam(new URL(request.url), 'id'));
    if (!a || !isPublic(a)) return notFound();
    a.views += 1;
    return ok({ ...toDto(a), content: a.content });
  }),

  http.get('/api/agreement', () => ok(store().agreement)),
];
