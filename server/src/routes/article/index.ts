/**
 * Articles (资讯): back office `/admin/article*` (write, submit, withdraw, review, columns, type-B articles, the
 * user agreement) and the public routes `/article/columns`, `/introduction`, `/article/list`, `/article/info` and
 * `/agreement`. Rich text is sanitised before it is stored; the public pages render it as stored.
 * Access rules: src/access/articles.ts.
 * The routes are registered in the order the OpenAPI document lists them, hence the interleaved calls.
 */
import { agreementEditRoute, agreementRoute } from './agreement.js';
import { articleListRoute, articleWriteRoutes } from './articles.js';
import { columnRoutes } from './columns.js';
import { publicArticleRoutes } from './public.js';
import { reviewListRoute, reviewRoute } from './review.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function articleRoutes(app: ApiInstance) {
  // ---------- back office: articles (articles.ts) and their review (review.ts) ----------
  articleListRoute(app);
  reviewListRoute(app);
  articleWriteRoutes(app);
  reviewRoute(app);
  // ---------- back office: columns and the agreement ----------
  columnRoutes(app);
  agreementEditRoute(app);
  // ---------- public ----------
  publicArticleRoutes(app);
  agreementRoute(app);
}
