import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions, competitionSeries, institutions, venues } from '../db/schema/index.js';
import { iso } from './scope.js';

/** The public (official site) view of a series: its approved competitions only, soonest first. */
export function createOfficialSeriesRepo(db: Db) {
  return {
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
