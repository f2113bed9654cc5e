/**
 * Platform statistics of the official 数据 page, computed with SQL group by: published competitions by month (last
 * 12 months, China time) and by sport, accepted entrants by month, approved venues by city, approved institutions by
 * kind and region, and the headline totals. Only published or approved rows count.
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions, institutions, persons, signUps, venues } from '../db/schema/index.js';

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The last `n` months (YYYY-MM, China time) ending with the month of `now`, oldest first, and their time range. */
export function lastMonths(now: Date, n = 12): { months: string[]; from: Date; until: Date } {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(y, m - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const from = new Date(Date.UTC(y, m - (n - 1), 1) - CHINA_OFFSET_MS);
  const until = new Date(Date.UTC(y, m + 1, 1) - CHINA_OFFSET_MS);
  return { months, from, until };
}

/** Counts by month filled with zeros for the months without rows. */
export function fillMonths(months: string[], rows: { month: string; count: number }[]) {
  const by = new Map(rows.map((r) => [r.month, Number(r.count)]));
  return months.map((month) => ({ month, count: by.get(month) ?? 0 }));
}

/** YYYY-MM of a timestamptz column in China time. */
const chinaMonth = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

export function createStatisticsRepo(db: Db) {
  return {
    async compute(now = new Date()) {
      const { months, from, until } = lastMonths(now);
      const published = eq(competitions.status, 'approved');
      const accepted = eq(signUps.status, 'approved');
      const acceptedAt = sql`coalesce(${signUps.reviewedAt}, ${signUps.createdAt})`;
      const compMonth = chinaMonth(competitions.startAt);
      const entrantMonth = chinaMonth(acceptedAt);
      const regionOf = sql<string>`case when ${institutions.region} = '' then '未填写' else ${institutions.region} end`;
      const cityOf = sql<string>`case when ${venues.city} = '' then '未填写' else ${venues.city} end`;
      const sportOf = sql<string>`case when ${competitions.sport} = '' then '其他' else ${competitions.sport} end`;

      const [[comp], [entr], [ven], [inst], personRows, byMonth, bySport, entrantsByMonth, venuesByRegion, byKind, byRegion] = await Promise.all([
        db.select({ n: count() }).from(competitions).where(published),
        db.select({ n: count() }).from(signUps).innerJoin(competitions, eq(competitions.id, signUps.competitionId)).where(and(accepted, published)),
        db.select({ n: count() }).from(venues).where(eq(venues.status, 'approved')),
        db.select({ n: count() }).from(institutions).where(eq(institutions.status, 'approved')),
        db.select({ kind: persons.kind, n: count() }).from(persons).where(eq(persons.status, 'approved')).groupBy(persons.kind),
        db
          .select({ month: compMonth, count: count() })
          .from(competitions)
          .where(and(published, gte(competitions.startAt, from), lt(competitions.startAt, until)))
          .groupBy(compMonth),
        db.select({ name: sportOf, count: count() }).from(competitions).where(published).groupBy(sportOf).orderBy(desc(count()), sportOf).limit(12),
        db
          .select({ month: entrantMonth, count: count() })
          .from(signUps)
          .innerJoin(competitions, eq(competitions.id, signUps.competitionId))
          .where(and(accepted, published, sql`${acceptedAt} >= ${from.toISOString()}`, sql`${acceptedAt} < ${until.toISOString()}`))
          .groupBy(entrantMonth),
        db.select({ name: cityOf, count: count() }).from(venues).where(eq(venues.status, 'approved')).groupBy(cityOf).orderBy(desc(count()), cityOf).limit(12),
        db
          .select({ type: institutions.institutionType, count: count() })
          .from(institutions)
          .where(eq(institutions.status, 'approved'))
          .groupBy(institutions.institutionType)
          .orderBy(institutions.institutionType),
        db.select({ name: regionOf, count: count() }).from(institutions).where(eq(institutions.status, 'approved')).groupBy(regionOf).orderBy(desc(count()), regionOf).limit(12),
      ]);
      const people = new Map(personRows.map((r) => [r.kind, Number(r.n)]));
      const kinds = new Map(byKind.map((r) => [r.type, Number(r.count)]));
      return {
        totals: {
          competitions: Number(comp?.n ?? 0),
          entrants: Number(entr?.n ?? 0),
          venues: Number(ven?.n ?? 0),
          institutions: Number(inst?.n ?? 0),
          athletes: people.get('athlete') ?? 0,
          referees: people.get('referee') ?? 0,
        },
        competitions_by_month: fillMonths(months, byMonth),
        competitions_by_sport: bySport.map((r) => ({ name: r.name, count: Number(r.count) })),
        entrants_by_month: fillMonths(months, entrantsByMonth),
        venues_by_region: venuesByRegion.map((r) => ({ name: r.name, count: Number(r.count) })),
        institutions_by_kind: [1, 2, 3, 4, 5, 6].map((t) => ({ institution_type: t, count: kinds.get(t) ?? 0 })),
        institutions_by_region: byRegion.map((r) => ({ name: r.name, count: Number(r.count) })),
        generated_at: now.toISOString(),
      };
    },
  };
}
