/**
 * Fixtures (对阵): one fixture, the lists of a phase, a competition (public live view) and a referee, the fixture
 * info write (time, court, referees; audited), approved referees, the approved competition of the public pages,
 * and the look-ups of fixture views (entrant, court, competition and phase names, knockout round counts;
 * src/services/schedule-view.ts).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog, competitions, courts, eventItems, fixtures, persons, phases, signUpMembers, signUps, users } from '../db/schema/index.js';
import type { Actor, FixtureRow, PhaseRow } from './schedule-common.js';
import { iso, likePattern } from './scope.js';
import { institutionOpen } from './institution-status.js';

export function createFixtureQueries(db: Db) {
  const queries = {
    async fixture(id: number): Promise<FixtureRow | undefined> {
      const [row] = await db.select().from(fixtures).where(eq(fixtures.id, id)).limit(1);
      return row;
    },

    /** Fixtures by id (a score change's fixtures, for the live-score stream), in id order. */
    async fixturesByIds(ids: readonly number[]): Promise<FixtureRow[]> {
      if (!ids.length) return [];
      return db.select().from(fixtures).where(inArray(fixtures.id, [...ids])).orderBy(asc(fixtures.id));
    },

    async fixtures(phaseId: number, filter: { round?: number; group?: number } = {}): Promise<FixtureRow[]> {
      const where: SQL[] = [eq(fixtures.phaseId, phaseId)];
      if (filter.round !== undefined) where.push(eq(fixtures.roundNo, filter.round));
      if (filter.group !== undefined) where.push(eq(fixtures.groupNo, filter.group));
      return db
        .select()
        .from(fixtures)
        .where(and(...where))
        .orderBy(
          asc(fixtures.groupNo),
          // double elimination: the winners bracket, then the losers bracket, then the grand final (bracketSection)
          asc(sql`case ${fixtures.kind} when 'losers' then 1 when 'grand_final' then 2 else 0 end`),
          asc(fixtures.roundNo),
          asc(sql`case when ${fixtures.kind} = 'third_place' then 1 else 0 end`),
          asc(fixtures.position),
        );
    },

    /** Fixtures of a competition, optionally only those starting in [from, to) or live. */
    async competitionFixtures(competitionId: number, window?: { from: Date; to: Date }): Promise<FixtureRow[]> {
      const where: (SQL | undefined)[] = [eq(fixtures.competitionId, competitionId), eq(fixtures.bye, false)];
      if (window) where.push(or(eq(fixtures.status, 'live'), and(gte(fixtures.startsAt, window.from), lt(fixtures.startsAt, window.to))));
      return db
        .select()
        .from(fixtures)
        .where(and(...where))
        .orderBy(asc(fixtures.startsAt), asc(fixtures.phaseId), asc(fixtures.roundNo), asc(fixtures.position));
    },

    /** Fixtures assigned to a referee, across competitions. */
    async refereeFixtures(userId: number): Promise<FixtureRow[]> {
      return db
        .select()
        .from(fixtures)
        .where(sql`${userId} = any(${fixtures.refereeIds})`)
        .orderBy(sql`${fixtures.startsAt} asc nulls last`, asc(fixtures.id));
    },

    /** Names and affiliations of entries. */
    async entrantNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, { name: string; affiliation: string }>();
      const rows = await db
        .select({ id: signUps.id, name: signUps.entrantName, affiliation: signUps.affiliation })
        .from(signUps)
        .where(inArray(signUps.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { name: r.name, affiliation: r.affiliation }]));
    },

    /** People behind entries, for athlete clashes: the entrant user of an individual entry, team members by ID card. */
    async entrantPeople(ids: number[]) {
      const out = new Map<number, { id: string; name: string }[]>();
      if (ids.length === 0) return out;
      const unique = [...new Set(ids)];
      const entries = await db
        .select({ id: signUps.id, type: signUps.entryType, userId: signUps.userId, idCard: signUps.idCard, name: signUps.entrantName, realName: signUps.realName })
        .from(signUps)
        .where(inArray(signUps.id, unique));
      for (const e of entries) {
        if (e.type !== 'individual') continue;
        const key = e.idCard ? `c:${e.idCard}` : e.userId ? `u:${e.userId}` : null;
        if (key) out.set(e.id, [{ id: key, name: e.realName || e.name }]);
      }
      const members = await db
        .select({ signUpId: signUpMembers.signUpId, idCard: signUpMembers.idCard, name: signUpMembers.realName })
        .from(signUpMembers)
        .where(inArray(signUpMembers.signUpId, unique));
      for (const m of members) {
        if (!m.idCard) continue;
        out.set(m.signUpId, [...(out.get(m.signUpId) ?? []), { id: `c:${m.idCard}`, name: m.name }]);
      }
      return out;
    },

    async courtNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db.select({ id: courts.id, name: courts.name }).from(courts).where(inArray(courts.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async courtExists(id: number) {
      const [row] = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, id)).limit(1);
      return row !== undefined;
    },

    /** Approved referees (personal users with an approved referee registration), optionally by name. */
    async referees(keyword = '', ids?: number[]) {
      const where: (SQL | undefined)[] = [eq(persons.kind, 'referee'), eq(persons.status, 'approved')];
      if (keyword) where.push(or(ilike(persons.realName, likePattern(keyword)), ilike(users.nickname, likePattern(keyword))));
      if (ids) where.push(ids.length ? inArray(persons.userId, ids) : sql`false`);
      const rows = await db
        .selectDistinctOn([persons.userId], { userId: persons.userId, realName: persons.realName, gender: persons.gender, nickname: users.nickname })
        .from(persons)
        .innerJoin(users, eq(users.id, persons.userId))
        .where(and(...where))
        .orderBy(asc(persons.userId), desc(persons.id))
        .limit(ids ? 1000 : 50);
      return rows.map((r) => ({ user_id: r.userId, name: r.realName || r.nickname, gender: r.gender }));
    },

    async isReferee(userId: number) {
      return (await queries.referees('', [userId])).length > 0;
    },

    /** True when the user referees at least one fixture of the event item (they may read its score rule). */
    async refereesItem(userId: number, eventItemId: number) {
      const [row] = await db
        .select({ id: fixtures.id })
        .from(fixtures)
        .innerJoin(phases, eq(phases.id, fixtures.phaseId))
        .where(and(eq(phases.eventItemId, eventItemId), sql`${userId} = any(${fixtures.refereeIds})`))
        .limit(1);
      return row !== undefined;
    },

    async saveMatchInfo(tx: Tx, id: number, values: { startsAt: Date | null; courtId: number | null; courtName: string; refereeIds: number[] }, actor: Actor) {
      await tx.update(fixtures).set(values).where(eq(fixtures.id, id));
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        action: 'fixture.info',
        target: `fixture:${id}`,
        detail: { starts_at: iso(values.startsAt), court_id: values.courtId, court_name: values.courtName, referee_ids: values.refereeIds },
        ip: actor.ip,
      });
    },

    /** Approved competition (public pages), or undefined. */
    async publicCompetition(id: number) {
      const [row] = await db
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .where(and(eq(competitions.id, id), eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId)))
        .limit(1);
      return row;
    },

    async competitionNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db.select({ id: competitions.id, name: competitions.name }).from(competitions).where(inArray(competitions.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async phasesByIds(ids: number[]) {
      if (ids.length === 0) return new Map<number, PhaseRow & { itemName: string }>();
      const rows = await db
        .select({ phase: phases, itemName: eventItems.name })
        .from(phases)
        .innerJoin(eventItems, eq(eventItems.id, phases.eventItemId))
        .where(inArray(phases.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.phase.id, { ...r.phase, itemName: r.itemName }]));
    },

    /** Knockout rounds count per phase (the winners bracket's in double elimination), for round names. */
    async knockoutRounds(phaseIds: number[]) {
      if (phaseIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ phaseId: fixtures.phaseId, rounds: sql<number>`max(${fixtures.roundNo})::int` })
        .from(fixtures)
        .where(and(inArray(fixtures.phaseId, [...new Set(phaseIds)]), inArray(fixtures.kind, ['knockout', 'winners'])))
        .groupBy(fixtures.phaseId);
      return new Map(rows.map((r) => [r.phaseId, r.rounds]));
    },
  };
  return queries;
}
