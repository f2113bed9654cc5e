/**
 * Demo articles (资讯): columns with their introductions, approved articles of institutions 1, 2 and 6 and of the
 * platform, three waiting for review (article_check_count 3 for the admin, 0 for institution 3), one rejected, one
 * draft, one scheduled for next month, two type-B articles and the user agreement (the rows: shared/src/demo/articles.ts).
 * Dates are relative to the seeding time so the official site always looks current.
 */
import { DAY, DEMO_AGREEMENT, DEMO_ARTICLE_COLUMNS, DEMO_ARTICLES, demoArticleHistory, demoArticleViews, htmlParagraphs } from 'shared/demo';
import type { Db } from './client.js';
import { articleColumns, articles, articleStatusHistory, siteTexts } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedArticles(tx: Tx, byAccount: Record<string, number>) {
  const now = Date.now();
  const columns = await tx
    .insert(articleColumns)
    .values(DEMO_ARTICLE_COLUMNS.map(([name, text], i) => ({ name, introduction: htmlParagraphs(text), sort: (i + 1) * 10 })))
    .returning({ id: articleColumns.id, name: articleColumns.name });
  const columnId = (name: string | null) => (name ? (columns.find((c) => c.name === name)?.id ?? null) : null);
  const authorOf = (institution: number | null) => (institution === 1 ? byAccount.org_gov : institution === null ? byAccount.admin : byAccount.org_multi);

  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const history = demoArticleHistory(a);
    const [row] = await tx
      .insert(articles)
      .values({
        institutionId: a.institution,
        kind: a.kind ?? 1,
        columnId: columnId(a.column),
        title: a.title,
        author: a.author,
        summary: a.summary,
        content: htmlParagraphs(...a.content),
        cover: a.cover ? bannerImage(a.title.slice(0, 14), a.author, i, 720, 405) : '',
        reviewStatus: a.status,
        publishAt: a.status === 'approved' ? new Date(now - a.daysAgo * DAY) : null,
        views: demoArticleViews(a, i),
        createdBy: authorOf(a.institution),
        createdAt: new Date(now + history[0].at),
      })
      .returning({ id: articles.id });
    await tx.insert(articleStatusHistory).values(
      history.map((s) => ({ articleId: row.id, fromStatus: s.from, toStatus: s.to, actorId: s.by === 'admin' ? byAccount.admin : authorOf(a.institution), reason: s.reason, at: new Date(now + s.at) })),
    );
  }

  await tx.insert(siteTexts).values({ key: 'agreement', title: DEMO_AGREEMENT.title, content: htmlParagraphs(...DEMO_AGREEMENT.paragraphs), updatedBy: byAccount.admin });
}
