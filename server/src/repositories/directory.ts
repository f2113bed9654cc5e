/**
 * The official directories (人员 and 行业). Personnel: approved athlete and referee registrations whose person chose
 * to be public (persons.is_public) — the only fields that leave this module are the public ones (name, gender,
 * sport, level, region, institution, photo; never the account, phone, ID number or birth date of a sign-up).
 * Industry: approved institutions by institution_type, with their published competitions and approved venues;
 * the contact only when the institution chose to publish it.
 */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { competitions, competitionSeries, eventItems, institutions, persons, records, results, scoreRules, signUps, venues } from '../db/schema/index.js';
import { officialCompetitionColumns, toOfficialCompetition } from './competitions.js';
import { iso, likePattern, scopedList, type Page } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import { institutionOpen } from './institution-status.js';

export type PersonKind = 'athlete' | 'referee';

export interface PersonFilter extends Page {
  kind: PersonKind;
  keyword?: string;
  sport?: string;
  region?: string;
}

export interface InstitutionFilter extends Page {
  kind: number;
  keyword?: string;
  region?: string;
}

const personColumns = {
  id: persons.id,
  userId: persons.userId,
  kind: persons.kind,
  realName: persons.realName,
  gender: persons.gender,
  sport: persons.sport,
  level: persons.level,
  region: persons.region,
  photo: persons.photo,
  institutionName: institutions.name,
  institutionRegion: institutions.region,
};

type PersonRow = { id: number; kind: string; realName: string; gender: number; sport: string; level: string; region: string; photo: string; institutionName: string | null; institutionRegion: string | null };

const toPerson = (r: PersonRow) => ({
  id: r.id,
  kind: r.kind as PersonKind,
  real_name: r.realName,
  gender: r.gender === 2 ? (2 as const) : (1 as const),
  sport: r.sport,
  level: r.level,
  region: r.region || r.institutionRegion || '',
  institution_name: r.institutionName ?? '',
  photo: r.photo,
});

/** Approved and opted in: the only persons the official site ever shows. */
const publicPerson = and(eq(persons.status, 'approved'), eq(persons.isPublic, true));

/** A short plain-text summary of an introduction for list cards. */
export const summary = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

export function createDirectoryRepo(db: Db) {
  return {
    async personList(f: PersonFilter) {
      const { list, total } = await scopedList({
        where: [
          publicPerson,
          eq(persons.kind, f.kind),
          f.keyword ? ilike(persons.realName, likePattern(f.keyword)) : undefined,
          f.sport ? ilike(persons.sport, likePattern(f.sport)) : undefined,
          f.region ? or(ilike(persons.region, likePattern(f.region)), and(eq(persons.region, ''), ilike(institutions.region, likePattern(f.region)))) : undefined,
        ],
        page: f,
        rows: (where, p) =>
          db.select(personColumns).from(persons).leftJoin(institutions, eq(institutions.id, persons.institutionId)).where(where).orderBy(asc(persons.realName), asc(persons.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(persons).leftJoin(institutions, eq(institutions.id, persons.institutionId)).where(where),
      });
      return { list: list.map(toPerson), total };
    },

    /** A public person with the results of approved competitions and the ratified records of their own entries. */
    async personInfo(id: number) {
      const [row] = await db.select(personColumns).from(persons).leftJoin(institutions, eq(institutions.id, persons.institutionId)).where(and(eq(persons.id, id), publicPerson)).limit(1);
      if (!row) return undefined;
      const own = and(eq(signUps.userId, row.userId), eq(signUps.status, 'approved'), eq(signUps.entryType, 'individual'));
      const [resultRows, recordRows] =
        row.kind === 'athlete'
          ? await Promise.all([
              db
                .select({
                  competitionId: competitions.id,
                  competitionName: competitions.name,
                  startAt: competitions.startAt,
                  itemName: eventItems.name,
                  value: results.value,
                  model: scoreRules.model,
                  status: results.status,
                })
                .from(results)
                .innerJoin(signUps, eq(signUps.id, results.signUpId))
                .innerJoin(competitions, eq(competitions.id, results.competitionId))
                .innerJoin(eventItems, eq(eventItems.id, results.eventItemId))
                .leftJoin(scoreRules, eq(scoreRules.eventItemId, results.eventItemId))
                .where(and(own, eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId)))
                .orderBy(desc(competitions.startAt), asc(eventItems.sort), asc(results.id))
                .limit(50),
              db
                .select({
                  sport: records.sport,
                  itemName: records.itemName,
                  value: records.value,
                  competitionName: records.competitionName,
                  achievedAt: records.achievedAt,
                  status: records.status,
                })
                .from(records)
                .innerJoin(results, eq(results.id, records.resultId))
                .innerJoin(signUps, eq(signUps.id, results.signUpId))
                .where(and(own, or(eq(records.status, 'ratified'), eq(records.status, 'superseded'))))
                .orderBy(desc(records.achievedAt))
                .limit(50),
            ])
          : [[], []];
      return {
        ...toPerson(row),
        results: resultRows.map((r) => ({
          competition_id: r.competitionId,
          competition_name: r.competitionName,
          start_at: iso(r.startAt)!,
          item_name: r.itemName,
          value: r.value,
          model: r.model ?? '',
          status: r.status as 'ok' | 'DNF' | 'DNS' | 'DQ',
        })),
        records: recordRows.map((r) => ({
          sport: r.sport,
          item_name: r.itemName,
          value: r.value,
          competition_name: r.competitionName,
          achieved_at: iso(r.achievedAt)!,
          current: toFlag(r.status === 'ratified'),
        })),
      };
    },

    async institutionList(f: InstitutionFilter) {
      const { list, total } = await scopedList({
        where: [
          eq(institutions.status, 'approved'),
          eq(institutions.institutionType, f.kind),
          f.keyword ? ilike(institutions.name, likePattern(f.keyword)) : undefined,
          f.region ? ilike(institutions.region, likePattern(f.region)) : undefined,
        ],
        page: f,
        rows: (where, p) =>
          db
            .select({ id: institutions.id, type: institutions.institutionType, name: institutions.name, logo: institutions.logo, region: institutions.region, intro: institutions.intro })
            .from(institutions)
            .where(where)
            .orderBy(asc(institutions.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(institutions).where(where),
      });
      return {
        list: list.map((r) => ({ id: r.id, institution_type: r.type, name: r.name, logo: r.logo, region: r.region, intro: summary(r.intro) })),
        total,
      };
    },

    async institutionInfo(id: number) {
      const [row] = await db.select().from(institutions).where(and(eq(institutions.id, id), eq(institutions.status, 'approved'))).limit(1);
      if (!row) return undefined;
      const [comps, venueRows] = await Promise.all([
        db
          .select({ ...officialCompetitionColumns, seriesName: competitionSeries.name })
          .from(competitions)
          .leftJoin(venues, eq(venues.id, competitions.venueId))
          .leftJoin(competitionSeries, eq(competitionSeries.id, competitions.seriesId))
          .where(and(eq(competitions.institutionId, id), eq(competitions.status, 'approved')))
          .orderBy(desc(competitions.startAt), desc(competitions.id))
          .limit(20),
        row.institutionType === 4
          ? db
              .select({ id: venues.id, name: venues.name, address: venues.address, city: venues.city, district: venues.district, sports: venues.sports, cover: venues.cover, openHours: venues.openHours })
              .from(venues)
              .where(and(eq(venues.institutionId, id), eq(venues.status, 'approved')))
              .orderBy(asc(venues.id))
          : Promise.resolve([]),
      ]);
      return {
        id: row.id,
        institution_type: row.institutionType,
        name: row.name,
        logo: row.logo,
        region: row.region,
        intro: row.intro,
        address: row.address,
        website: row.website,
        contact_name: row.contactPublic ? row.contactName : '',
        contact_phone: row.contactPublic ? row.contactPhone : '',
        competitions: comps.map((c) => toOfficialCompetition({ ...c, institutionName: row.name })),
        venues: venueRows.map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district, sports: v.sports, cover: v.cover, open_hours: v.openHours })),
      };
    },

    /** The caller's own registrations (any status), for the 在官网公开 switch. */
    async mine(userId: number) {
      const rows = await db
        .select({ ...personColumns, status: persons.status, isPublic: persons.isPublic })
        .from(persons)
        .leftJoin(institutions, eq(institutions.id, persons.institutionId))
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
      return { list: rows.map((r) => ({ ...toPerson(r), status: r.status as 'pending' | 'approved' | 'rejected', is_public: toFlag(r.isPublic) })) };
    },

    /** Sets the public flag of the caller's own registration inside `tx`; false when it is not theirs (or missing). */
    async setPublic(tx: Tx, userId: number, id: number, isPublic: boolean): Promise<boolean> {
      const changed = await tx
        .update(persons)
        .set({ isPublic })
        .where(and(eq(persons.id, id), eq(persons.userId, userId)))
        .returning({ id: persons.id });
      return changed.length === 1;
    },
  };
}
