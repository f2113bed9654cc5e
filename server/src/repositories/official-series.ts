import { and, asc, count, desc, eq, max, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions, competitionSeries, institutions, venues } from '../db/schema/index.js';
import { officialCompetitionColumns, toOfficialCompetition } from './competitions.js';
import { iso, scopedList, type Page } from './scope.js';
import { institutionOpen } from './institution-status.js';

/** A series as the official site names it, in the list and on its page alike. */
const seriesColumns = {
  id: competitionSeries.id,
  name: competitionSeries.name,
  cType: competitionSeries.cType,
  description: competitionSeries.description,
  institutionName: institutions.name,
};

const toSeries = (r: { id: number; name: string; cType: number; description: string; institutionName: string }) => ({
  id: r.id,
  name: r.name,
  c_type: r.cType as 1 | 2,
  description: r.description,
  institution_name: r.institutionName,
});

/** The public (official site) view of a series: its approved competitions only, soonest first. */
export function createOfficialSeriesRepo(db: Db) {
  const published = and(eq(competitions.seriesId, competitionSeries.id), eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId));
  return {
    /** Series with at least one approved competition, the latest-starting first, with the span of those competitions. */
    async list(page: Page) {
      const { list: rows, total } = await scopedList({
        where: [sql`exists (select 1 from ${competitions} where ${published})`],
        page,
        // the inner join keeps the series with a published competition and counts them
        rows: (_where, p) =>
          db
            .select({
              ...seriesColumns,
              competitionCount: count(competitions.id),
              startAt: min(competitions.startAt),
              endAt: max(competitions.endAt),
            })
            .from(competitionSeries)
            .innerJoin(institutions, eq(institutions.id, competitionSeries.institutionId))
            .innerJoin(competitions, published)
            .groupBy(competitionSeries.id, institutions.name)
            .orderBy(desc(min(competitions.startAt)), desc(competitionSeries.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(competitionSeries).where(where),
      });
      return {
        list: rows.map((r) => ({
          ...toSeries(r),
          competition_count: Number(r.competitionCount),
          start_at: iso(r.startAt)!,
          end_at: iso(r.endAt)!,
        })),
        total,
      };
    },
    /** The series with its approved competitions; undefined when it does not exist or has none published. */
    async info(id: number) {
      const [series] = await db
        .select(seriesColumns)
        .from(competitionSeries)
        .innerJoin(institutions, eq(institutions.id, competitionSeries.institutionId))
        .where(eq(competitionSeries.id, id))
        .limit(1);
      if (!series) return undefined;
      const rows = await db
        .select({ ...officialCompetitionColumns, institutionName: institutions.name })
        .from(competitions)
        .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
        .leftJoin(venues, eq(venues.id, competitions.venueId))
        .where(and(eq(competitions.seriesId, id), eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId)))
        .orderBy(asc(competitions.startAt), asc(competitions.id));
      if (rows.length === 0) return undefined;
      return {
        ...toSeries(series),
        competitions: rows.map((r) => toOfficialCompetition({ ...r, seriesName: series.name })),
      };
    },
  };
}
