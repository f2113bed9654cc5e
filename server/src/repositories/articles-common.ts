/**
 * What the article repositories share: the actor of a write and its audit entry, and the list row of an article
 * (with its institution and column) that the back office and the public pages both answer.
 */
import { eq } from 'drizzle-orm';
import type { ArticleStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { articleColumns, articles, auditLog, institutions } from '../db/schema/index.js';
import { iso } from './scope.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
  ip: string;
}

export async function audit(tx: Tx, actor: Actor, action: string, target: string, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target, detail, ip: actor.ip });
}

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

/** The `Article` of a list row; `reason` is the latest rejection's (shown only while rejected). */
export const toListDto = (r: ListRow, reason = '') => ({
  id: r.id,
  kind: r.kind as 1 | 2,
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

/** The select of list rows: articles with their institution and column (the caller adds where, order, page). */
export const listRows = (db: Db) =>
  db
    .select(listColumns)
    .from(articles)
    .leftJoin(institutions, eq(institutions.id, articles.institutionId))
    .leftJoin(articleColumns, eq(articleColumns.id, articles.columnId));
