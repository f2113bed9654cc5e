import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { institutions } from '../db/schema/index.js';
import { inScope, likePattern, type Page, type Scope } from './scope.js';

const publicColumns = {
  id: institutions.id,
  belong_id: institutions.belongId,
  institution_type: institutions.institutionType,
  name: institutions.name,
  logo: institutions.logo,
};

export function createInstitutionsRepo(db: Db) {
  return {
    async list(scope: Scope, page: Page) {
      const where = inScope(institutions.id, scope);
      const [list, [total]] = await Promise.all([
        db.select(publicColumns).from(institutions).where(where).orderBy(asc(institutions.id)).offset(page.start).limit(page.count),
        db.select({ n: count() }).from(institutions).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },
    async search(keyword: string, limit = 20) {
      return db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(keyword ? ilike(institutions.name, likePattern(keyword)) : undefined)
        .orderBy(asc(institutions.id))
        .limit(limit);
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return Boolean(row);
    },
  };
}
