/**
 * Article workflows (资讯、栏目、站点文本): create, edit, delete and status moves (review, publish, withdraw) of an
 * article with its status history and the audit log, the columns (栏目) and the site texts (用户协议), each in one
 * transaction over the statements of repositories/articles*.ts; the status rules are shared/rules (articleAllowedFrom).
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { inTransaction } from './transaction.js';

export interface ArticlesDeps {
  db: Db;
  repos: Pick<Repositories, 'articles'>;
}

export function createArticlesService({ db, repos }: ArticlesDeps) {
  return {
    create: inTransaction(db, repos.articles.create),
    /** Applies the edit unless the status forbids it; false = nothing changed. */
    update: inTransaction(db, repos.articles.update),
    remove: inTransaction(db, repos.articles.remove),
    /** Moves the status for the action if the current status allows it (publishing without a time publishes now). */
    changeStatus: inTransaction(db, repos.articles.changeStatus),
    createColumn: inTransaction(db, repos.articles.createColumn),
    updateColumn: inTransaction(db, repos.articles.updateColumn),
    /** Deletes a column that holds no article (false when it holds one). */
    removeColumn: inTransaction(db, repos.articles.removeColumn),
    saveSiteText: inTransaction(db, repos.articles.saveSiteText),
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Article workflows (资讯、栏目、站点文本) (src/services/articles.ts). */
    articles: ArticlesService;
  }
}

export default fp(
  async (app) => {
    app.decorate('articles', createArticlesService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'articles-service', dependencies: ['db', 'repositories'] },
);
