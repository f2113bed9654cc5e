/**
 * Mocks of the article routes (server: server/src/routes/article/*.ts): back office `/admin/article*`, columns,
 * the agreement, and the public `/article/columns`, `/introduction`, `/article/list`, `/article/info`,
 * `/agreement`. The server is the authority on sanitising and access; these mirror its answers and refusals
 * closely enough for page tests and standalone mode.
 */
import { institutionIdsOf } from '../db';
import { hasText, nextId, nowIso, orNotFound, perDb } from '../content-kit';
import { ARTICLE_MSG, articleFieldChanges, articleSubmitProblem, articleTransition, canManageArticles, isArticlePublic, isEmptyEdit, NOTHING_TO_CHANGE, sanitizeHtml, type ArticleAction, type ArticleInput } from '../../rules';
import { badInput, fail, forbidden, notFound, paginate } from '../envelope';
import { createArticleColumns, createArticles, MOCK_AGREEMENT, type ArticleStatus, type MockArticle, type MockArticleColumn } from '../fixtures/articles';
import { institutionName, institutions } from '../fixtures/institutions';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { reviewReason } from '../../rules/review';

/** Per mock database (resetMockDb gives a fresh store). */
const store = perDb(() => ({
  columns: createArticleColumns(),
  articles: createArticles(),
  agreement: { ...MOCK_AGREEMENT, updated_at: null as string | null },
  nextId: 1000,
  nextChange: 1000,
}));

const typeOf = (institutionId: number) => institutions.find((i) => i.id === institutionId)?.institution_type ?? 0;

/** As the server's articleScope: 'all' for the admin, else own institutions of types 1, 2, 6. */
function scopeOf(user: MockUser): 'all' | number[] {
  if (user.isPlatformAdmin) return 'all';
  if (user.isPerson) return [];
  return institutionIdsOf(user).filter((id) => canManageArticles(typeOf(id)));
}

/** The institutions a list may show: the requested one if the caller may see it, else all of theirs (null: all). */
function listScope(user: MockUser, requested: number | undefined): number[] | null {
  const own = scopeOf(user);
  if (own === 'all') return requested ? [requested] : null;
  if (own.length === 0 || (requested && !own.includes(requested))) refuse(forbidden());
  return requested ? [requested] : own;
}

function canWriteFor(user: MockUser, institutionId: number | null): boolean {
  if (user.isPlatformAdmin) return true;
  const scope = scopeOf(user);
  return institutionId !== null && scope !== 'all' && scope.includes(institutionId);
}

const ref = (a: MockArticle) => ({ institutionId: a.institution_id, kind: a.kind });
const managed = (user: MockUser, id: number) => {
  const a = store().articles.find((x) => x.id === id);
  return orNotFound(a && (user.isPlatformAdmin || (a.kind === 1 && canWriteFor(user, a.institution_id))) && a);
};
const isPublic = (a: MockArticle) => isArticlePublic({ reviewStatus: a.status, publishAt: a.publish_at ? new Date(a.publish_at) : null }, new Date());
const byColumnOrder = (a: MockArticleColumn, b: MockArticleColumn) => a.sort - b.sort || a.id - b.id;

function columnName(id: number | null): string {
  return id === null ? '' : (store().columns.find((c) => c.id === id)?.name ?? '');
}

function toDto(a: MockArticle) {
  const { content: _content, history, ...fields } = a;
  const lastReject = [...history].reverse().find((h) => h.to_status === 'rejected');
  return {
    ...fields,
    institution_name: a.institution_id === null ? '平台' : institutionName(a.institution_id),
    column_name: columnName(a.column_id),
    reject_reason: a.status === 'rejected' ? (lastReject?.reason ?? '') : '',
  };
}

function columnDto(c: MockArticleColumn) {
  return { ...c, article_count: store().articles.filter((a) => a.column_id === c.id && isPublic(a)).length };
}

/** The server's status machine (shared/rules/articles.ts) applied to a mock article, with its history row. */
function move(a: MockArticle, action: ArticleAction, user: MockUser, reason = '') {
  const next = articleTransition(a.status, action, ref(a));
  if (!next.ok) refuse(fail(40000, next.msg));
  if (action === 'submit') {
    const problem = articleSubmitProblem({ kind: a.kind, title: a.title, columnId: a.column_id, content: a.content });
    if (problem) refuse(badInput(problem));
  }
  if (next.to === a.status) return;
  const at = record(a, a.status, next.to, user, reason);
  a.status = next.to;
  a.updated_at = at;
  if (next.to === 'approved' && !a.publish_at) a.publish_at = at;
}

/** A row of the article's history; its time. */
function record(a: MockArticle, from: ArticleStatus | null, to: ArticleStatus, user: MockUser, reason = '') {
  const at = nowIso();
  a.history.push({ id: (store().nextChange += 1), from_status: from, to_status: to, actor_id: user.profile.id, actor_name: user.profile.nickname, reason, at });
  return at;
}

/** Applies the fields of a create or edit checked by shared/rules articleFieldChanges (as the server). */
function apply(a: MockArticle, b: ArticleInput, keepPublishTime = false) {
  const columnExists = store().columns.some((c) => c.id === b.column_id);
  const checked = articleFieldChanges(b, { kind: a.kind, currentCover: a.cover, columnExists });
  if ('problem' in checked) refuse(badInput(checked.problem));
  const { publish_at, ...f } = checked.changes;
  Object.assign(a, f);
  // as the server: a published article without a new schedule keeps the time it went out
  if (publish_at !== undefined && !(publish_at === null && keepPublishTime)) a.publish_at = publish_at;
  a.updated_at = nowIso();
}

/** Pending articles the user reviews (admin) or wrote (institutions): the article_check_count badge. */
export function mockPendingArticleCount(user: MockUser): number {
  const scope = scopeOf(user);
  return store().articles.filter((a) => a.status === 'pending' && a.institution_id !== null && (scope === 'all' || scope.includes(a.institution_id))).length;
}

const matches = (a: MockArticle, keyword: string | undefined) => hasText(a.title, keyword) || hasText(a.summary, keyword);

export const articleHandlers = [
  // ---- back office ----
  mock.get('/admin/article/list', ({ user, query: q, url }) => {
    if (q.kind === 2 && !user.isPlatformAdmin) return forbidden();
    const ids = listScope(user, q.institution_id);
    const rows = store()
      .articles.filter((a) => a.kind === q.kind && (ids === null || (a.institution_id !== null && ids.includes(a.institution_id))))
      .filter((a) => (!q.status || a.status === q.status) && (!q.column_id || a.column_id === q.column_id) && matches(a, q.keyword))
      .sort((x, y) => y.updated_at.localeCompare(x.updated_at) || y.id - x.id);
    return paginate(rows.map(toDto), url);
  }),

  mock.get('/admin/article/review_list', ({ user, query: q, url }) => {
    const ids = listScope(user, q.institution_id);
    const rows = store()
      .articles.filter((a) => a.kind === 1 && a.institution_id !== null && a.status !== 'draft' && a.history.some((h) => h.to_status === 'pending'))
      .filter((a) => (ids === null || ids.includes(a.institution_id!)) && (!q.status || a.status === q.status) && matches(a, q.keyword))
      .sort((x, y) => Number(y.status === 'pending') - Number(x.status === 'pending') || y.updated_at.localeCompare(x.updated_at) || y.id - x.id);
    return paginate(rows.map(toDto), url);
  }),

  mock.get('/admin/article/info', ({ user, query }) => {
    const a = managed(user, query.id);
    return { ...toDto(a), content: a.content, history: a.history };
  }),

  mock.post('/admin/article', ({ user, body: b }) => {
    const kind = b.kind ?? 1;
    const institutionId = kind === 2 ? null : (b.institution_id ?? null);
    if ((kind === 2 && !user.isPlatformAdmin) || !canWriteFor(user, institutionId)) return forbidden();
    if (institutionId !== null && !institutions.some((i) => i.id === institutionId)) return notFound();
    if (institutionId !== null && !canManageArticles(typeOf(institutionId))) return fail(40000, ARTICLE_MSG.institutionCannotPublish);
    const s = store();
    const now = nowIso();
    const a: MockArticle = { id: nextId(s), kind, institution_id: institutionId, column_id: null, title: '', author: '', cover: '', summary: '', content: '', status: 'draft', publish_at: null, views: 0, created_at: now, updated_at: now, history: [] };
    apply(a, b);
    record(a, null, 'draft', user);
    s.articles.push(a);
    if (b.submit === 1) move(a, 'submit', user);
    return { id: a.id };
  }),

  mock.put('/admin/article', ({ user, body: { id, submit, ...b } }) => {
    const a = managed(user, id);
    const next = articleTransition(a.status, 'edit', ref(a));
    if (!next.ok) return fail(40000, next.msg);
    if (isEmptyEdit(b) && submit !== 1) return badInput(NOTHING_TO_CHANGE);
    apply(a, b, next.to === 'approved');
    if (next.to !== a.status) move(a, 'edit', user, ARTICLE_MSG.editedAfterPublish);
    if (submit === 1) move(a, 'submit', user);
    return { id: a.id };
  }),

  mock.delete('/admin/article', ({ user, query }) => {
    const a = managed(user, query.id);
    move(a, 'delete', user);
    store().articles = store().articles.filter((x) => x !== a);
    return {};
  }),

  ...(['submit', 'withdraw', 'unpublish'] as const).map((action) =>
    mock.post(`/admin/article/${action}`, ({ user, body }) => {
      move(managed(user, body.id), action, user);
      return {};
    }),
  ),

  mock.admin.post('/admin/article/review', ({ user, body }) => {
    const reason = reviewReason(body);
    move(orNotFound(store().articles.find((x) => x.id === body.id)), body.action, user, reason);
    return {};
  }),

  mock.get('/admin/article/columns', () => ({ list: [...store().columns].sort(byColumnOrder).map(columnDto) })),

  mock.admin.post('/admin/article/column', ({ body: b }) => {
    const s = store();
    if (!b.name.trim()) return badInput(ARTICLE_MSG.columnNameRequired);
    if (s.columns.some((c) => c.name === b.name.trim())) return badInput(ARTICLE_MSG.columnNameTaken);
    const id = nextId(s);
    s.columns.push({ id, name: b.name.trim(), introduction: sanitizeHtml(b.introduction ?? ''), sort: b.sort ?? 0, enabled: b.is_show ?? 1 });
    return { id };
  }),

  mock.admin.put('/admin/article/column', ({ body: b }) => {
    const s = store();
    const c = orNotFound(s.columns.find((x) => x.id === b.id));
    if (b.name !== undefined) {
      if (!b.name.trim()) return badInput(ARTICLE_MSG.columnNameRequired);
      if (s.columns.some((x) => x.id !== c.id && x.name === b.name!.trim())) return badInput(ARTICLE_MSG.columnNameTaken);
      c.name = b.name.trim();
    }
    if (b.introduction !== undefined) c.introduction = sanitizeHtml(b.introduction);
    if (b.sort !== undefined) c.sort = b.sort;
    if (b.is_show !== undefined) c.enabled = b.is_show;
    return { id: c.id };
  }),

  mock.admin.delete('/admin/article/column', ({ query: { id } }) => {
    const s = store();
    if (!s.columns.some((c) => c.id === id)) return notFound();
    if (s.articles.some((a) => a.column_id === id)) return fail(40000, ARTICLE_MSG.columnHasArticles);
    s.columns = s.columns.filter((c) => c.id !== id);
    return {};
  }),

  mock.admin.put('/admin/agreement', ({ body: b }) => {
    if (!b.title.trim()) return badInput(ARTICLE_MSG.titleRequired);
    const content = sanitizeHtml(b.content);
    if (!content.replace(/<[^>]*>/g, '').trim()) return badInput(ARTICLE_MSG.contentRequired);
    store().agreement = { title: b.title.trim(), content, updated_at: nowIso() };
    return store().agreement;
  }),

  // ---- public ----
  mock.public.get('/article/columns', () => ({ list: store().columns.filter((c) => c.enabled === 1).sort(byColumnOrder).map(columnDto) })),

  mock.public.get('/introduction', ({ query }) => {
    const c = store().columns.find((x) => x.id === query.id && x.enabled === 1);
    return c ? columnDto(c) : notFound();
  }),

  mock.public.get('/article/list', ({ query: q, url }) => {
    const enabled = new Set(store().columns.filter((c) => c.enabled === 1).map((c) => c.id));
    const rows = store()
      .articles.filter((a) => a.kind === 1 && isPublic(a) && (a.column_id === null || enabled.has(a.column_id)))
      .filter((a) => (!q.column_id || a.column_id === q.column_id) && hasText(a.title, q.keyword))
      .sort((x, y) => (y.publish_at ?? '').localeCompare(x.publish_at ?? '') || y.id - x.id);
    return paginate(rows.map(toDto), url);
  }),

  mock.public.get('/article/info', ({ query }) => {
    const a = store().articles.find((x) => x.id === query.id);
    if (!a || !isPublic(a)) return notFound();
    a.views += 1;
    return { ...toDto(a), content: a.content };
  }),

  mock.public.get('/agreement', () => store().agreement),
];
