import { arrayContains, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courts, institutions, venues } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import type { NamedValue } from '../schemas/components.js';

export interface VenueFilter extends Page {
  scope: Scope;
  keyword?: string;
  status?: string;
  city?: string;
  sport?: string;
}

const columns = {
  id: venues.id,
  institutionId: venues.institutionId,
  institutionName: institutions.name,
  name: venues.name,
  address: venues.address,
  city: venues.city,
  district: venues.district,
  sports: venues.sports,
  status: venues.status,
  cover: venues.cover,
  phone: venues.phone,
  openHours: venues.openHours,
  courtCount: sql<number>`(select count(*)::int from ${courts} where ${courts.venueId} = ${venues.id})`,
  createdAt: venues.createdAt,
  reviewReason: venues.reviewReason,
  closeReason: venues.closeReason,
};

type Row = {
  id: number;
  institutionId: number;
  institutionName: string;
  name: string;
  address: string;
  city: string;
  district: string;
  sports: string[];
  status: string;
  cover: string;
  phone: string;
  openHours: string;
  courtCount: number;
  createdAt: Date;
  reviewReason: string;
  closeReason: string;
};

const toDto = (r: Row) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  name: r.name,
  address: r.address,
  city: r.city,
  district: r.district,
  sports: r.sports,
  status: r.status as NamedValue<'Venue'>['status'],
  cover: r.cover,
  phone: r.phone,
  open_hours: r.openHours,
  court_count: Number(r.courtCount),
  created_at: iso(r.createdAt)!,
  review_reason: r.reviewReason,
  close_reason: r.closeReason,
});

export function createVenuesRepo(db: Db) {
  const base = () => db.select(columns).from(venues).innerJoin(institutions, eq(institutions.id, venues.institutionId));
  return {
    async list(f: VenueFilter) {
      const keyword = f.keyword ? likePattern(f.keyword) : undefined;
      const { list, total } = await scopedList({
        scope: [venues.institutionId, f.scope],
        where: [
          f.status ? eq(venues.status, f.status) : undefined,
          keyword ? or(ilike(venues.name, keyword), ilike(venues.address, keyword)) : undefined,
          f.city ? eq(venues.city, f.city) : undefined,
          f.sport ? arrayContains(venues.sports, [f.sport]) : undefined,
        ],
        page: f,
        rows: (where, p) => base().where(where).orderBy(desc(venues.createdAt), desc(venues.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(venues).where(where),
      });
      return { list: list.map(toDto), total };
    },
    /** Approved venues by name or address (read-only picker of organisers), by name. */
    async options(f: Page & { keyword?: string }) {
      const keyword = f.keyword ? likePattern(f.keyword) : undefined;
      return scopedList({
        where: [eq(venues.status, 'approved'), keyword ? or(ilike(venues.name, keyword), ilike(venues.address, keyword)) : undefined],
        page: f,
        rows: (where, p) =>
          db
            .select({ id: venues.id, name: venues.name, address: venues.address, city: venues.city, district: venues.district })
            .from(venues)
            .where(where)
            .orderBy(asc(venues.name), asc(venues.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(venues).where(where),
      });
    },
    async findById(id: number) {
      const [row] = await base().where(eq(venues.id, id)).limit(1);
      if (!row) return undefined;
      const list = await db.select().from(courts).where(eq(courts.venueId, id)).orderBy(asc(courts.id));
      return {
        ...toDto(row),
        courts: list.map((c) => ({
          id: c.id,
          name: c.name,
          sport: c.sport,
          indoor: toFlag(c.indoor),
          price_per_hour_cents: c.pricePerHourCents,
          status: c.status as NamedValue<'Court'>['status'],
        })),
      };
    },
  };
}
