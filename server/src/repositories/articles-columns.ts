/**
 * Columns (栏目) of the information section: the list with each column's count of published articles, one column,
 * and the platform admin's writes (audited; a column that holds an article is not deleted).
 */
import { and, asc, count, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { articleColumns, articles } from '../db/schema/index.js';
import { audit, type Actor } from './articles-common.js';
import { toFlag } from '../schemas/json-schema.js';

export interface ColumnFields {
  name?: string;
  introduction?: string;
  sort?: number;
  enabled?: boolean;
}

export function createArticleColumnQueries(db: Db) {
  return {
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
        enabled: toFlag(r.enabled),
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

    async createColumn(tx: Tx, values: ColumnFields & { name: string }, actor: Actor) {
      const [row] = await tx.insert(articleColumns).values(values).returning({ id: articleColumns.id });
      await audit(tx, actor, 'article_column.create', `article_column:${row.id}`, { name: values.name });
      return row.id;
    },

    async updateColumn(tx: Tx, id: number, patch: ColumnFields, actor: Actor) {
      const rows = await tx.update(articleColumns).set(patch).where(eq(articleColumns.id, id)).returning({ id: articleColumns.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'article_column.update', `article_column:${id}`, { fields: Object.keys(patch) });
      return true;
    },

    /** Deletes a column that holds no article (false when it holds one: nothing changed). */
    async removeColumn(tx: Tx, id: number, actor: Actor) {
      const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.columnId, id));
      if ((used?.n ?? 0) > 0) return false;
      await tx.delete(articleColumns).where(eq(articleColumns.id, id));
      await audit(tx, actor, 'article_column.delete', `article_column:${id}`);
      return true;
    },
  };
}
