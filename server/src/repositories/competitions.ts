import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions, competitionSeries, institutions, venues } from '../db/schema/index.js';
import { inScope, iso, likePattern, type Page, type Scope } from './scope.js';

export interface CompetitionFilter extends Page {
  scope: Scope;
  status?: string;
  cType?: number;
  keyword?: string;
  /** inclusive, YYYY-MM-DD (Asia/Shanghai) */
  dateFrom?: string;
  /** inclusive, YYYY-MM-DD (Asia/Shanghai) */
  dateTo?: string;
}

/** Start of a calendar day in China time. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 24 * 60 * 60 * 1000);

const columns = {
  id: competitions.id,
  institutionId: competitions.institutionId,
  institutionName: institutions.name,
  seriesId: competitions.seriesId,
  seriesName: competitionSeries.name,
  cType: competitions.cType,
  name: competitions.name,
  sport: competitions.sport,
  level: competitions.level,
  startAt: competitions.startAt,
  endAt: competitions.endAt,
  location: competitions.location,
  venueId: competitions.venueId,
  venueName: venues.name,
  status: competitions.status,
  isFiling: competitions.isFiling,
  createdAt: competitions.createdAt,
};

type Row = {
  id: number;
  institutionId: number;
  institutionName: string;
  seriesId: number | null;
  seriesName: string | null;
  cType: number;
  name: string;
  sport: string;
  level: string;
  startAt: Date;
  endAt: Date;
  location: string;
  venueId: number | null;
  venueName: string | null;
  status: string;
  isFiling: boolean;
  createdAt: Date;
};

const toDto = (r: Row) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  series_id: r.seriesId,
  series_name: r.seriesName ?? '',
  c_type: r.cType,
  name: r.name,
  sport: r.sport,
  level: r.level,
  start_at: iso(r.startAt)!,
  end_at: iso(r.endAt)!,
  location: r.location,
  venue_id: r.venueId,
  venue_name: r.venueName ?? '',
  status: r.status,
  is_filing: r.isFiling ? 1 : 0,
  created_at: iso(r.createdAt)!,
});

export function createCompetitionsRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(competitions)
      .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
      .leftJoin(competitionSeries, eq(competitionSeries.id, competitions.seriesId))
      .leftJoin(venues, eq(venues.id, competitions.venueId));

  return {
    async list(f: CompetitionFilter) {
      const conditions: (SQL | undefined)[] = [inScope(competitions.institutionId, f.scope)];
      if (f.status) conditions.push(eq(competitions.status, f.status));
      if (f.cType) conditions.push(eq(competitions.cType, f.cType));
      if (f.keyword) conditions.push(ilike(competitions.name, likePattern(f.keyword)));
      if (f.dateFrom) conditions.push(gte(competitions.startAt, dayStart(f.dateFrom)));
      if (f.dateTo) conditions.push(lt(competitions.startAt, nextDayStart(f.dateTo)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(competitions.startAt), desc(competitions.id)).offset(f.start).limit(f.count),
        db.select({ n: count() }).from(competitions).where(where),
      ]);
      return { list: rows.map(toDto), total: total?.n ?? 0 };
    },
    async findById(id: number) {
      const [row] = await base().where(eq(competitions.id, id)).limit(1);
      return row ? toDto(row) : undefined;
    },
  };
}
