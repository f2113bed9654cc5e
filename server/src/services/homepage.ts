/**
 * Homepage workflows (首页内容): a new item placed at the end of its block, and a block reordered when the
 * requested order still holds the current items, each in one transaction (repositories/content.ts).
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { inTransaction } from './transaction.js';

export interface HomepageDeps {
  db: Db;
  repos: Pick<Repositories, 'content'>;
}

export function createHomepageService({ db, repos }: HomepageDeps) {
  return {
    createItem: inTransaction(db, repos.content.create),
    reorder: inTransaction(db, repos.content.reorder),
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Homepage workflows (首页内容) (src/services/homepage.ts). */
    homepage: HomepageService;
  }
}

export default fp(
  async (app) => {
    app.decorate('homepage', createHomepageService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'homepage-service', dependencies: ['db', 'repositories'] },
);
