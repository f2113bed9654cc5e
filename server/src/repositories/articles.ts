/**
 * Articles (资讯), their columns (栏目), status history and the user agreement. Status moves are conditional
 * updates inside a transaction that also writes the history and the audit log, so two concurrent actions can
 * never both apply. Access rules: src/access/articles.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ARTICLE_MSG, articleAllowedFrom as allowedFrom, type ArticleAction, type ArticleStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { articleColumns, articles, articleStatusHistory, auditLog, institutions, siteTexts, users } from '../db/schema/index.js';
import { inScope, iso, likePattern, type Page, type Scope } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
  ip: string;
}

/** What an author edits (column names of the articles table). */
export interface ArticleFields {
  columnId?: number | null;
  title?: string;
  author?: string;
  cover?: string;
  summary?: string;
  content?: string;
  publishAt?: Date | null;
}

export interface ArticleFilter extends Page {
  scope: Scope;
  kind: number;
  status?: string;
  columnId?: number;
  keyword?: string;
  /** Review list: only articles that went to review (not drafts, not the platform's own). */
  reviewOnly?: boolean;
}

export interface ColumnFields {
  name?: string;
  introduction?: string;
  sort?: number;
  enabled?: boolean;
}

async function audit(tx: Tx, actor: Actor, action: string, target: string, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target, detail, ip: actor.ip });
}

async function history(tx: Tx, articleId: number, from: string | null, to: string, actor: Actor, reason = '') {
  await tx.insert(articleStatusHistory).values({ articleId, fromStatus: from, toStatus: to, actorId: actor.userId, reason });
}

const actorName = (u: { nickname: string | null; account: string | null }) => u.nickname || u.account || '';

/** The public condition: approved, of the kind, scheduled time reached. */
const published = (kind?: number) =>
  and(
    eq(articles.reviewStatus, 'approved'),
    kind === undefined ? undefined : eq(articles.kind, kind),
    lte(articles.publishAt, sql`now()`),
  );

export function createArticlesRepo(db: Db) {
  const lastReview = alias(articleStatusHistory, 'last_review');

  const listColumns = {
    id: articles.id,
    kind: articles.kind,
    institutionId: articles.institutionId,
    institutionName: institutions.name,
    columnId: articles.columnId,
    columnName: articleColumns.name,
    title: articles.title,
    author: articles.author,
    cover: articles.cover,
    summary: articles.summary,
    status: articles.reviewStatus,
    publishAt: articles.publishAt,
    views: articles.views,
    createdAt: articles.createdAt,
    updatedAt: articles.updatedAt,
  };

  type ListRow = {
    id: number;
    kind: number;
    institutionId: number | null;
    institutionName: string | null;
    columnId: number | null;
    columnName: string | null;
    title: string;
    author: string;
    cover: string;
    summary: string;
    status: string;
    publishAt: Date | null;
    views: number;
    createdAt: Date;
    updatedAt: Date;
  };

  const toListDto = (r: ListRow, reason = '') => ({
    id: r.id,
    kind: r.kind,
    institution_id: r.institutionId,
    institution_name: r.institutionName ?? '平台',
    column_id: r.columnId,
    column_name: r.columnName ?? '',
    title: r.title,
    author: r.author,
    cover: r.cover,
    summary: r.summary,
    status: r.status as ArticleStatus,
    publish_at: iso(r.publishAt),
    views: r.views,
    reject_reason: r.status === 'rejected' ? reason : '',
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  });

  const base = () =>
    db
      .select(listColumns)
      .from(articles)
      .leftJoin(institutions, eq(institutions.id, articles.institutionId))
      .leftJoin(articleColumns, eq(articleColumns.id, articles.columnId));

  /** The reason of the latest rejection, for each rejected article of the page. */
  const rejectReasons = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ articleId: lastReview.articleId, reason: lastReview.reason, id: lastReview.id })
      .from(lastReview)
      .where(and(inArray(lastReview.articleId, ids), eq(lastReview.toStatus, 'rejected')))
      .orderBy(asc(lastReview.id));
    const map = new Map<number, string>();
    for (const r of rows) map.set(r.articleId, r.reason);
    return map;
  };

  return {
    /** Back-office list (filters already narrowed to what the caller may see). */
    async list(f: ArticleFilter) {
      const conditions: (SQL | undefined)[] = [inScope(articles.institutionId, f.scope), eq(articles.kind, f.kind)];
      if (f.status) conditions.push(eq(articles.reviewStatus, f.status));
      if (f.columnId) conditions.push(eq(articles.columnId, f.columnId));
      if (f.keyword) conditions.push(or(ilike(articles.title, likePattern(f.keyword)), ilike(articles.summary, likePattern(f.keyword))));
      if (f.reviewOnly) {
        conditions.push(ne(articles.reviewStatus, 'draft'));
        conditions.push(sql`${articles.institutionId} is not null`);
        conditions.push(sql`exists (select 1 from ${articleStatusHistory} h where h.article_id = ${articles.id} and h.to_status = 'pending')`);
      }
      const where = and(...conditions);
      const order = f.reviewOnly
        ? [sql`case when ${articles.reviewStatus} = 'pending' then 0 else 1 end`, desc(articles.updatedAt), desc(articles.id)]
        : [desc(articles.updatedAt), desc(articles.id)];
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(...order).offset(f.start).limit(f.count),
        db.select({ n: count() }).from(articles).where(where),
      ]);
      const reasons = await rejectReasons(rows.filter((r) => r.status === 'rejected').map((r) => r.id));
      return { list: rows.map((r) => toListDto(r, reasons.get(r.id))), total: total?.n ?? 0 };
    },

    /** The raw row the access checks need. */
    async findForAccess(id: number) {
      const [row] = await db
        .select({
          id: articles.id,
          kind: articles.kind,
          institutionId: articles.institutionId,
          status: articles.reviewStatus,
          title: articles.title,
          columnId: articles.columnId,
          content: articles.content,
          cover: articles.cover,
        })
        .from(articles)
        .where(eq(articles.id, id))
        .limit(1);
      return row;
    },

    /** Full article for the back office, with its history. */
    async detail(id: number) {
      const [row] = await base()
        .where(eq(articles.id, id))
        .limit(1);
      if (!row) return undefined;
      const [{ content }] = await db.select({ content: articles.content }).from(articles).where(eq(articles.id, id));
      const changes = await this.history(id);
      const lastReject = [...changes].reverse().find((c) => c.to_status === 'rejected');
      return { ...toListDto(row, lastReject?.reason ?? ''), content, history: changes };
    },

    async history(id: number) {
      const rows = await db
        .select({
          id: articleStatusHistory.id,
          fromStatus: articleStatusHistory.fromStatus,
          toStatus: articleStatusHistory.toStatus,
          actorId: articleStatusHistory.actorId,
          nickname: users.nickname,
          account: users.account,
          reason: articleStatusHistory.reason,
          at: articleStatusHistory.at,
        })
        .from(articleStatusHistory)
        .leftJoin(users, eq(users.id, articleStatusHistory.actorId))
        .where(eq(articleStatusHistory.articleId, id))
        .orderBy(asc(articleStatusHistory.at), asc(articleStatusHistory.id));
      return rows.map((r) => ({
        id: r.id,
        from_status: r.fromStatus,
        to_status: r.toStatus as ArticleStatus,
        actor_id: r.actorId,
        actor_name: actorName(r),
        reason: r.reason,
        at: r.at.toISOString(),
      }));
    },

    async create(values: ArticleFields & { institutionId: number | null; kind: number; title: string }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({ ...values, reviewStatus: 'draft', createdBy: actor.userId })
          .returning({ id: articles.id });
        await history(tx, row.id, null, 'draft', actor);
        await audit(tx, actor, 'article.create', `article:${row.id}`, { institution_id: values.institutionId, kind: values.kind });
        return row.id;
      });
    },

    /** Applies the edit unless the status forbids it; `to` is the status after the edit. False = nothing changed. */
    async update(id: number, patch: ArticleFields, to: ArticleStatus, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: articles.reviewStatus }).from(articles).where(eq(articles.id, id)).for('update');
        if (!before || !(allowedFrom('edit') as readonly string[]).includes(before.status)) return false;
        await tx
          .update(articles)
          .set({ ...patch, reviewStatus: to })
          .where(eq(articles.id, id));
        if (before.status !== to) await history(tx, id, before.status, to, actor, ARTICLE_MSG.editedAfterPublish);
        await audit(tx, actor, 'article.update', `article:${id}`, { fields: Object.keys(patch) });
        return true;
      });
    },

    async remove(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(articles)
          .where(and(eq(articles.id, id), inArray(articles.reviewStatus, [...allowedFrom('delete')])))
          .returning({ id: articles.id, title: articles.title });
        if (rows.length === 0) return false;
        await audit(tx, actor, 'article.delete', `article:${id}`, { title: rows[0].title });
        return true;
      });
    },

    /**
     * Moves the status for `action` if the current status allows it; false when it did not (nothing changed).
     * Publishing (→ approved) without a scheduled time publishes now.
     */
    async changeStatus(id: number, action: ArticleAction, to: ArticleStatus, actor: Actor, reason = ''): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: articles.reviewStatus }).from(articles).where(eq(articles.id, id)).for('update');
        if (!before || !(allowedFrom(action) as readonly string[]).includes(before.status)) return false;
        await tx
          .update(articles)
          .set(to === 'approved' ? { reviewStatus: to, publishAt: sql`coalesce(${articles.publishAt}, now())` } : { reviewStatus: to })
          .where(eq(articles.id, id));
        await history(tx, id, before.status, to, actor, reason);
        await audit(tx, actor, `article.${action}`, `article:${id}`, { from: before.status, to, reason });
        return true;
      });
    },

    /** Public list of a kind-1 column: published articles, newest first. */
    async publicList(f: Page & { columnId?: number; keyword?: string }) {
      const conditions: (SQL | undefined)[] = [published(1)];
      if (f.columnId) conditions.push(eq(articles.columnId, f.columnId));
      if (f.keyword) conditions.push(ilike(articles.title, likePattern(f.keyword)));
      conditions.push(or(isNull(articles.columnId), eq(articleColumns.enabled, true)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(articles.publishAt), desc(articles.id)).offset(f.start).limit(f.count),
        db
          .select({ n: count() })
          .from(articles)
          .leftJoin(articleColumns, eq(articleColumns.id, articles.columnId))
          .where(where),
      ]);
      return { list: rows.map((r) => toListDto(r)), total: total?.n ?? 0 };
    },

    /** A published article of either kind (counts a view); undefined when not public. */
    async publicInfo(id: number) {
      const [row] = await base()
        .where(and(eq(articles.id, id), published()))
        .limit(1);
      if (!row) return undefined;
      const [{ content }] = await db
        .update(articles)
        .set({ views: sql`${articles.views} + 1`, updatedAt: sql`${articles.updatedAt}` })
        .where(eq(articles.id, id))
        .returning({ content: articles.content });
      return { ...toListDto({ ...row, views: row.views + 1 }), content };
    },

    /** The type of an institution (undefined when it does not exist). */
    async institutionType(id: number): Promise<number | undefined> {
      const [row] = await db.select({ type: institutions.institutionType }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return row?.type;
    },

    // ---- columns ----
    async columns(includeDisabled: boolean) {
      const [rows, published] = await Promise.all([
        db
          .select()
          .from(articleColumns)
          .where(includeDisabled ? undefined : eq(articleColumns.enabled, true))
          .orderBy(asc(articleColumns.sort), asc(articleColumns.id)),
        db
          .select({ columnId: articles.columnId, n: count() })
          .from(articles)
          .where(and(eq(articles.kind, 1), eq(articles.reviewStatus, 'approved'), lte(articles.publishAt, sql`now()`)))
          .groupBy(articles.columnId),
      ]);
      const counts = new Map(published.map((p) => [p.columnId, p.n]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        introduction: r.introduction,
        sort: r.sort,
        enabled: r.enabled ? 1 : 0,
        article_count: counts.get(r.id) ?? 0,
      }));
    },

    async column(id: number) {
      const [row] = await db.select().from(articleColumns).where(eq(articleColumns.id, id)).limit(1);
      return row;
    },

    async columnNameTaken(name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: articleColumns.id })
        .from(articleColumns)
        .where(and(eq(articleColumns.name, name), exceptId ? ne(articleColumns.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async createColumn(values: ColumnFields & { name: string }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(articleColumns).values(values).returning({ id: articleColumns.id });
        await audit(tx, actor, 'article_column.create', `article_column:${row.id}`, { name: values.name });
        return row.id;
      });
    },

    async updateColumn(id: number, patch: ColumnFields, actor: Actor) {
      return db.transaction(async (tx) => {
        const rows = await tx.update(articleColumns).set(patch).where(eq(articleColumns.id, id)).returning({ id: articleColumns.id });
        if (rows.length === 0) return false;
        await audit(tx, actor, 'article_column.update', `article_column:${id}`, { fields: Object.keys(patch) });
        return true;
      });
    },

    /** Deletes a column that holds no article (false when it holds one: nothing changed). */
    async removeColumn(id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.columnId, id));
        if ((used?.n ?? 0) > 0) return false;
        await tx.delete(articleColumns).where(eq(articleColumns.id, id));
        await audit(tx, actor, 'article_column.delete', `article_column:${id}`);
        return true;
      });
    },

    // ---- user agreement ----
    async siteText(key: string) {
      const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, key)).limit(1);
      return row ? { title: row.title, content: row.content, updated_at: row.updatedAt.toISOString() } : undefined;
    },

    async saveSiteText(key: string, title: string, content: string, actor: Actor) {
      await db.transaction(async (tx) => {
        await tx
          .insert(siteTexts)
          .values({ key, title, content, updatedBy: actor.userId })
          .onConflictDoUpdate({ target: siteTexts.key, set: { title, content, updatedBy: actor.userId, updatedAt: new Date() } });
        await audit(tx, actor, 'site_text.update', `site_text:${key}`);
      });
    },
  };
}

export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
