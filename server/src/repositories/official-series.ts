import { and, asc, count, desc, eq, max, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions, competitionSeries, institutions, venues } from '../db/schema/index.js';
import { iso, type Page } from './scope.js';

/** The public (official site) view of a series: its approved competitions only, soonest first. */
export function createOfficialSeriesRepo(db: Db) {
  const published = and(eq(competitions.seriesId, competitionSeries.id), eq(competitions.status, 'approved'));
  return {
    /** Series with at least one approved competition, the latest-starting first, with the span of those competitions. */
    async list(page: Page) {
      const where = sql`exists (select 1 from ${competitions} where ${published})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: competitionSeries.id,
            name: competitionSeries.name,
            cType: competitionSeries.cType,
            description: competitionSeries.description,
            institutionName: institutions.name,
            competitionCount: count(competitions.id),
            startAt: min(competitions.startAt),
            endAt: max(competitions.endAt),
          })
          .from(competitionSeries)
          .innerJoin(institutions, eq(institutions.id, competitionSeries.institutionId))
          .innerJoin(competitions, published)
          .groupBy(competitionSeries.id, institutions.name)
          .orderBy(desc(min(competitions.startAt)), desc(competitionSeries.id))
          .offset(page.start)
          .limit(page.count),
        db.select({ n: count() }).from(competitionSeries).where(where),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          c_type: r.cType,
          description: r.description,
          institution_name: r.institutionName,
          competition_count: Number(r.competitionCount),
          start_at: iso(r.startAt)!,
          end_at: iso(r.endAt)!,
        })),
        total: total?.n ?? 0,
      };
    },
    /** The series with its approved competitions; undefined when it does not exist or has none published. */
    async info(id: number) {
      const [series] = await db
        .select({
          id: competitionSeries.id,
          name: competitionSeries.name,
          cType: competitionSeries.cType,
          description: competitionSeries.description,
          institutionName: institutions.name,
        })
        .from(competitionSeries)
        .innerJoin(institutions, eq(institutions.id, competitionSeries.institutionId))
        .where(eq(competitionSeries.id, id))
        .limit(1);
      if (!series) return undefined;
      const rows = await db
        .select({
          id: competitions.id,
          cType: competitions.cType,
          name: competitions.name,
          sport: competitions.sport,
          level: competitions.level,
          startAt: competitions.startAt,
          endAt: competitions.endAt,
          location: competitions.location,
          venueName: venues.name,
          institutionName: institutions.name,
          cover: competitions.cover,
        })
        .from(competitions)
        .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
        .leftJoin(venues, eq(venues.id, competitions.venueId))
        .where(and(eq(competitions.seriesId, id), eq(competitions.status, 'approved')))
        .orderBy(asc(competitions.startAt), asc(competitions.id));
      if (rows.length === 0) return undefined;
      return {
        id: series.id,
        name: series.name,
        c_type: series.cType,
        description: series.description,
        institution_name: series.institutionName,
        competitions: rows.map((r) => ({
          id: r.id,
          c_type: r.cType,
          name: r.name,
          sport: r.sport,
          level: r.level,
          start_at: iso(r.startAt)!,
          end_at: iso(r.endAt)!,
          location: r.location,
          venue_name: r.venueName ?? '',
          institution_name: r.institutionName,
          series_name: series.name,
          cover: r.cover,
        })),
      };
    },
  };
}
