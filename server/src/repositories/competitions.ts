import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitionManagers, competitions, competitionSeries, institutions, venues } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';
import { institutionOpen } from './institution-status.js';
import { toFlag } from '../schemas/json-schema.js';
import type { CompetitionStatus } from 'shared/rules';

export interface CompetitionFilter extends Page {
  scope: Scope;
  status?: string;
  cType?: number;
  keyword?: string;
  /** inclusive, YYYY-MM-DD (Asia/Shanghai) */
  dateFrom?: string;
  /** inclusive, YYYY-MM-DD (Asia/Shanghai) */
  dateTo?: string;
  /** only competitions filed at least once (the review list) */
  filedOnly?: boolean;
  /** only the competitions of this series */
  seriesId?: number;
  /** the caller whose competitions granted through a management permission code are listed besides the scope */
  grantsOf?: number | null;
}

export interface OfficialFilter extends Page {
  cType?: number;
  sport?: string;
  keyword?: string;
  /** YYYY-MM: competitions running during that month (Asia/Shanghai) */
  month?: string;
}

/** Start of a calendar day in China time. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 24 * 60 * 60 * 1000);

/** What every view of a competition shows: its type, name, sport, level, dates and place (competitionBasicProps). */
const basicColumns = {
  cType: competitions.cType,
  name: competitions.name,
  sport: competitions.sport,
  level: competitions.level,
  startAt: competitions.startAt,
  endAt: competitions.endAt,
  location: competitions.location,
};

type BasicRow = { cType: number; name: string; sport: string; level: string; startAt: Date; endAt: Date; location: string };

const toBasics = (r: BasicRow) => ({
  c_type: r.cType as 1 | 2,
  name: r.name,
  sport: r.sport,
  level: r.level,
  start_at: iso(r.startAt)!,
  end_at: iso(r.endAt)!,
  location: r.location,
});

const columns = {
  id: competitions.id,
  institutionId: competitions.institutionId,
  institutionName: institutions.name,
  seriesId: competitions.seriesId,
  seriesName: competitionSeries.name,
  ...basicColumns,
  venueId: competitions.venueId,
  venueName: venues.name,
  status: competitions.status,
  isFiling: competitions.isFiling,
  createdAt: competitions.createdAt,
};

type Row = BasicRow & {
  id: number;
  institutionId: number;
  institutionName: string;
  seriesId: number | null;
  seriesName: string | null;
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
  ...toBasics(r),
  venue_id: r.venueId,
  venue_name: r.venueName ?? '',
  status: r.status as CompetitionStatus,
  is_filing: toFlag(r.isFiling),
  created_at: iso(r.createdAt)!,
});

const detailColumns = {
  ...columns,
  organisers: competitions.organisers,
  cover: competitions.cover,
  introduction: competitions.introduction,
  contactName: competitions.contactName,
  contactPhone: competitions.contactPhone,
};

type DetailRow = Row & { organisers: string; cover: string; introduction: string; contactName: string; contactPhone: string };

const toDetailDto = (r: DetailRow) => ({
  ...toDto(r),
  organisers: r.organisers,
  cover: r.cover,
  introduction: r.introduction,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
});

/**
 * Columns of a competition as the official site shows it (OfficialCompetition), from competitions left-joined with
 * venues; the caller adds the institution and series names from wherever it has them.
 */
export const officialCompetitionColumns = { id: competitions.id, ...basicColumns, venueName: venues.name, cover: competitions.cover };

type OfficialRow = BasicRow & { id: number; venueName: string | null; institutionName: string; seriesName: string | null; cover: string };

/** What the official site shows: approved competitions, without internal fields. */
export const toOfficialCompetition = (r: OfficialRow) => ({
  id: r.id,
  ...toBasics(r),
  venue_name: r.venueName ?? '',
  institution_name: r.institutionName,
  series_name: r.seriesName ?? '',
  cover: r.cover,
});

export function createCompetitionsRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(competitions)
      .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
      .leftJoin(competitionSeries, eq(competitionSeries.id, competitions.seriesId))
      .leftJoin(venues, eq(venues.id, competitions.venueId));

  const detail = () =>
    db
      .select(detailColumns)
      .from(competitions)
      .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
      .leftJoin(competitionSeries, eq(competitionSeries.id, competitions.seriesId))
      .leftJoin(venues, eq(venues.id, competitions.venueId));

  // the back office's list (list below): the caller's institutions (or all), widened to the competitions granted to
  // `grantsOf`, and the filters, each one off when its parameter is null
  const p = sql.placeholder;
  const grantedTo = sql`exists (select 1 from ${competitionManagers} where ${competitionManagers.competitionId} = ${competitions.id} and ${competitionManagers.userId} = ${p('grantsOf')}::int)`;
  const listWhere = and(
    sql`(${p('all')}::boolean or ${competitions.institutionId} = any(${p('scope')}::int[]) or ${grantedTo})`,
    sql`(${p('status')}::text is null or ${competitions.status} = ${p('status')}::text)`,
    sql`(${p('cType')}::int is null or ${competitions.cType} = ${p('cType')}::int)`,
    sql`(${p('keyword')}::text is null or ${competitions.name} ilike ${p('keyword')}::text)`,
    sql`(${p('startFrom')}::timestamptz is null or ${competitions.startAt} >= ${p('startFrom')}::timestamptz)`,
    sql`(${p('startBefore')}::timestamptz is null or ${competitions.startAt} < ${p('startBefore')}::timestamptz)`,
    sql`(not ${p('filedOnly')}::boolean or ${competitions.isFiling})`,
    sql`(${p('seriesId')}::int is null or ${competitions.seriesId} = ${p('seriesId')}::int)`,
  );
  const listQuery = db
    .select({ ...columns, granted: sql<boolean>`${grantedTo}`, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(competitions)
    .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
    .leftJoin(competitionSeries, eq(competitionSeries.id, competitions.seriesId))
    .leftJoin(venues, eq(venues.id, competitions.venueId))
    .where(listWhere)
    .orderBy(desc(competitions.startAt), desc(competitions.id))
    .offset(p('start'))
    .limit(p('count'))
    .prepare('competition_list');
  const listTotalQuery = db.select({ n: count() }).from(competitions).where(listWhere).prepare('competition_list_total');

  return {
    /**
     * A page of the back office's competition list and its total, in one prepared statement (planned once per
     * connection, not built at every request): every filter is a parameter, null when not asked; the total comes
     * with the rows (count(*) over ()), and is counted apart only for a page past the end.
     */
    async list(f: CompetitionFilter) {
      const params = {
        all: f.scope === 'all',
        scope: f.scope === 'all' ? [] : [...f.scope],
        grantsOf: f.grantsOf ?? null,
        status: f.status ?? null,
        cType: f.cType ?? null,
        keyword: f.keyword ? likePattern(f.keyword) : null,
        startFrom: f.dateFrom ? dayStart(f.dateFrom) : null,
        startBefore: f.dateTo ? nextDayStart(f.dateTo) : null,
        filedOnly: f.filedOnly ?? false,
        seriesId: f.seriesId ?? null,
        start: f.start,
        count: f.count,
      };
      const rows = await listQuery.execute(params);
      const total = rows[0]?.total ?? (f.start > 0 ? ((await listTotalQuery.execute(params))[0]?.n ?? 0) : 0);
      const inOwnScope = (institutionId: number) => f.scope === 'all' || f.scope.includes(institutionId);
      return { list: rows.map((r) => ({ ...toDto(r), granted: toFlag(r.granted && !inOwnScope(r.institutionId)) })), total };
    },
    async findById(id: number) {
      const [row] = await base().where(eq(competitions.id, id)).limit(1);
      return row ? toDto(row) : undefined;
    },
    async findDetail(id: number) {
      const [row] = await detail().where(eq(competitions.id, id)).limit(1);
      return row ? toDetailDto(row) : undefined;
    },
    /** Published (approved) competitions for the official site, soonest first. */
    async officialList(f: OfficialFilter) {
      const conditions: (SQL | undefined)[] = [eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId)];
      if (f.cType) conditions.push(eq(competitions.cType, f.cType));
      if (f.sport) conditions.push(eq(competitions.sport, f.sport));
      if (f.keyword) conditions.push(or(ilike(competitions.name, likePattern(f.keyword)), ilike(competitions.location, likePattern(f.keyword))));
      if (f.month) {
        const first = dayStart(`${f.month}-01`);
        const [y, m] = f.month.split('-').map(Number);
        const next = dayStart(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`);
        conditions.push(lt(competitions.startAt, next), gte(competitions.endAt, first));
      }
      const { list, total } = await scopedList({
        where: conditions,
        page: f,
        rows: (where, p) => detail().where(where).orderBy(asc(competitions.startAt), asc(competitions.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(competitions).where(where),
      });
      return { list: list.map(toOfficialCompetition), total };
    },
    /** An approved competition with its public base info; undefined for any other status. */
    async officialInfo(id: number) {
      const [row] = await detail()
        .where(and(eq(competitions.id, id), eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId)))
        .limit(1);
      return row
        ? { ...toOfficialCompetition(row), organisers: row.organisers, introduction: row.introduction, contact_name: row.contactName, contact_phone: row.contactPhone }
        : undefined;
    },
  };
}
