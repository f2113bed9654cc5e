/** The public site's articles (资讯): the list of a column's published articles and one published article. */
import { and, count, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articleColumns, articles } from '../db/schema/index.js';
import { listRows, toListDto } from './articles-common.js';
import { likePattern, scopedList, type Page } from './scope.js';
import { institutionOpen } from './institution-status.js';

/** The public condition: approved, of the kind, scheduled time reached. */
const published = (kind?: number) =>
  and(
    eq(articles.reviewStatus, 'approved'),
    kind === undefined ? undefined : eq(articles.kind, kind),
    lte(articles.publishAt, sql`now()`),
    // the platform's own articles (no institution) always; an institution's while it is not disabled (停用)
    institutionOpen(articles.institutionId),
  );

export function createPublicArticleQueries(db: Db) {
  const base = () => listRows(db);

  return {
    /** Public list of a kind-1 column: published articles, newest first. */
    async publicList(f: Page & { columnId?: number; keyword?: string }) {
      const conditions: (SQL | undefined)[] = [published(1)];
      if (f.columnId) conditions.push(eq(articles.columnId, f.columnId));
      if (f.keyword) conditions.push(ilike(articles.title, likePattern(f.keyword)));
      conditions.push(or(isNull(articles.columnId), eq(articleColumns.enabled, true)));
      const { list, total } = await scopedList({
        where: conditions,
        page: f,
        rows: (where, p) => base().where(where).orderBy(desc(articles.publishAt), desc(articles.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(articles).leftJoin(articleColumns, eq(articleColumns.id, articles.columnId)).where(where),
      });
      return { list: list.map((r) => toListDto(r)), total };
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
  };
}
