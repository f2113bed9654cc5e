/**
 * Articles (资讯) in the back office: the lists, the detail with its status history, and the writes — create, edit,
 * delete and the status moves. Status moves are conditional updates inside a transaction that also writes the
 * history and the audit log, so two concurrent actions can never both apply. `createArticlesRepo` also composes the
 * public pages' queries (articles-public.ts), the columns (栏目, articles-columns.ts) and the site texts such as
 * the user agreement (articles-site-texts.ts) into `app.repos.articles`. Access rules: src/access/articles.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ARTICLE_MSG, articleAllowedFrom as allowedFrom, type ArticleAction, type ArticleStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { articles, articleStatusHistory, institutions, users } from '../db/schema/index.js';
import { audit, listRows, toListDto, type Actor, type Tx } from './articles-common.js';
import { createArticleColumnQueries } from './articles-columns.js';
import { createPublicArticleQueries } from './articles-public.js';
import { createSiteTextQueries } from './articles-site-texts.js';
import { likePattern, scopedList, type Page, type Scope } from './scope.js';

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

async function history(tx: Tx, articleId: number, from: string | null, to: string, actor: Actor, reason = '') {
  await tx.insert(articleStatusHistory).values({ articleId, fromStatus: from, toStatus: to, actorId: actor.userId, reason });
}

const actorName = (u: { nickname: string | null; account: string | null }) => u.nickname || u.account || '';

export function createArticlesRepo(db: Db) {
  const lastReview = alias(articleStatusHistory, 'last_review');

  const base = () => listRows(db);

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
      const conditions: (SQL | undefined)[] = [eq(articles.kind, f.kind)];
      if (f.status) conditions.push(eq(articles.reviewStatus, f.status));
      if (f.columnId) conditions.push(eq(articles.columnId, f.columnId));
      if (f.keyword) conditions.push(or(ilike(articles.title, likePattern(f.keyword)), ilike(articles.summary, likePattern(f.keyword))));
      if (f.reviewOnly) {
        conditions.push(ne(articles.reviewStatus, 'draft'));
        conditions.push(sql`${articles.institutionId} is not null`);
        conditions.push(sql`exists (select 1 from ${articleStatusHistory} h where h.article_id = ${articles.id} and h.to_status = 'pending')`);
      }
      const order = f.reviewOnly
        ? [sql`case when ${articles.reviewStatus} = 'pending' then 0 else 1 end`, desc(articles.updatedAt), desc(articles.id)]
        : [desc(articles.updatedAt), desc(articles.id)];
      const { list, total } = await scopedList({
        scope: [articles.institutionId, f.scope],
        where: conditions,
        page: f,
        rows: (where, p) => base().where(where).orderBy(...order).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(articles).where(where),
      });
      const reasons = await rejectReasons(list.filter((r) => r.status === 'rejected').map((r) => r.id));
      return { list: list.map((r) => toListDto(r, reasons.get(r.id))), total };
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

    async create(tx: Tx, values: ArticleFields & { institutionId: number | null; kind: number; title: string }, actor: Actor) {
      const [row] = await tx
        .insert(articles)
        .values({ ...values, reviewStatus: 'draft', createdBy: actor.userId })
        .returning({ id: articles.id });
      await history(tx, row.id, null, 'draft', actor);
      await audit(tx, actor, 'article.create', `article:${row.id}`, { institution_id: values.institutionId, kind: values.kind });
      return row.id;
    },

    /** Applies the edit unless the status forbids it; `to` is the status after the edit. False = nothing changed. */
    async update(tx: Tx, id: number, patch: ArticleFields, to: ArticleStatus, actor: Actor): Promise<boolean> {
      const [before] = await tx.select({ status: articles.reviewStatus }).from(articles).where(eq(articles.id, id)).for('update');
      if (!before || !(allowedFrom('edit') as readonly string[]).includes(before.status)) return false;
      await tx
        .update(articles)
        .set({ ...patch, reviewStatus: to })
        .where(eq(articles.id, id));
      if (before.status !== to) await history(tx, id, before.status, to, actor, ARTICLE_MSG.editedAfterPublish);
      await audit(tx, actor, 'article.update', `article:${id}`, { fields: Object.keys(patch) });
      return true;
    },

    async remove(tx: Tx, id: number, actor: Actor): Promise<boolean> {
      const rows = await tx
        .delete(articles)
        .where(and(eq(articles.id, id), inArray(articles.reviewStatus, [...allowedFrom('delete')])))
        .returning({ id: articles.id, title: articles.title });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'article.delete', `article:${id}`, { title: rows[0].title });
      return true;
    },

    /**
     * Moves the status for `action` if the current status allows it; false when it did not (nothing changed).
     * Publishing (→ approved) without a scheduled time publishes now.
     */
    async changeStatus(tx: Tx, id: number, action: ArticleAction, to: ArticleStatus, actor: Actor, reason = ''): Promise<boolean> {
      const [before] = await tx.select({ status: articles.reviewStatus }).from(articles).where(eq(articles.id, id)).for('update');
      if (!before || !(allowedFrom(action) as readonly string[]).includes(before.status)) return false;
      await tx
        .update(articles)
        .set(to === 'approved' ? { reviewStatus: to, publishAt: sql`coalesce(${articles.publishAt}, now())` } : { reviewStatus: to })
        .where(eq(articles.id, id));
      await history(tx, id, before.status, to, actor, reason);
      await audit(tx, actor, `article.${action}`, `article:${id}`, { from: before.status, to, reason });
      return true;
    },

    // ---- public pages (articles-public.ts) ----
    ...createPublicArticleQueries(db),

    /** The type of an institution (undefined when it does not exist). */
    async institutionType(id: number): Promise<number | undefined> {
      const [row] = await db.select({ type: institutions.institutionType }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return row?.type;
    },

    // ---- columns (articles-columns.ts) ----
    ...createArticleColumnQueries(db),

    // ---- user agreement and other site texts (articles-site-texts.ts) ----
    ...createSiteTextQueries(db),
  };
}

export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
