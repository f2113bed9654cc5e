import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { institutions } from '../db/schema/index.js';
import { likePattern, scopedList, type Page, type Scope } from './scope.js';

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
      return scopedList({
        scope: [institutions.id, scope],
        page,
        rows: (where, p) => db.select(publicColumns).from(institutions).where(where).orderBy(asc(institutions.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(institutions).where(where),
      });
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
