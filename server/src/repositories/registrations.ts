/**
 * Athlete and referee registration (services/registrations.ts, docs/registrations.md): 注册要求 (register_settings),
 * 实名认证 (person_identities) and the registrations (persons) — lists scoped to the institutions the caller may see,
 * and the statements a service runs on its transaction (a registration's row locked for its review).
 */
import { and, count, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { institutions, personIdentities, persons, registerSettings, users, type RegistrationDocument } from '../db/schema/index.js';
import { likePattern, scopedList, type Page, type Scope } from './scope.js';

export type SettingRow = typeof registerSettings.$inferSelect;
export type IdentityRow = typeof personIdentities.$inferSelect;

export interface RegistrationFilter extends Page {
  kind?: string;
  status?: string;
  keyword?: string;
  sport?: string;
  settingId?: number;
}

const registrationColumns = {
  id: persons.id,
  userId: persons.userId,
  kind: persons.kind,
  institutionId: persons.institutionId,
  institutionName: institutions.name,
  settingId: persons.settingId,
  settingTitle: registerSettings.title,
  realName: persons.realName,
  gender: persons.gender,
  status: persons.status,
  sport: persons.sport,
  level: persons.level,
  region: persons.region,
  photo: persons.photo,
  mobile: persons.mobile,
  intro: persons.intro,
  documents: persons.documents,
  isPublic: persons.isPublic,
  reviewReason: persons.reviewReason,
  reviewedAt: persons.reviewedAt,
  createdAt: persons.createdAt,
  idCard: personIdentities.idCard,
  birthDate: personIdentities.birthDate,
  identityStatus: personIdentities.status,
  identityPhoto: personIdentities.photo,
  account: users.account,
};

export function createRegistrationsRepo(db: Db) {
  const registrations = (d: Db | Tx = db) =>
    d
      .select(registrationColumns)
      .from(persons)
      .innerJoin(users, eq(users.id, persons.userId))
      .leftJoin(institutions, eq(institutions.id, persons.institutionId))
      .leftJoin(registerSettings, eq(registerSettings.id, persons.settingId))
      .leftJoin(personIdentities, eq(personIdentities.userId, persons.userId));

  return {
    // ---- 注册要求 ----
    async settings(scope: Scope, f: Page & { kind?: string; openAt?: Date }) {
      const where: (SQL | undefined)[] = [f.kind ? eq(registerSettings.kind, f.kind) : undefined];
      if (f.openAt) where.push(lte(registerSettings.startsAt, f.openAt), gt(registerSettings.endsAt, f.openAt));
      return scopedList({
        scope: [registerSettings.institutionId, scope],
        where,
        page: f,
        rows: (w, p) =>
          db
            .select({ setting: registerSettings, institutionName: institutions.name })
            .from(registerSettings)
            .innerJoin(institutions, eq(institutions.id, registerSettings.institutionId))
            .where(w)
            .orderBy(desc(registerSettings.startsAt), desc(registerSettings.id))
            .offset(p.start)
            .limit(p.count),
        count: (w) => db.select({ n: count() }).from(registerSettings).where(w),
      });
    },

    async setting(id: number) {
      const [row] = await db
        .select({ setting: registerSettings, institutionName: institutions.name })
        .from(registerSettings)
        .innerJoin(institutions, eq(institutions.id, registerSettings.institutionId))
        .where(eq(registerSettings.id, id))
        .limit(1);
      return row;
    },

    async institutionName(id: number | null) {
      if (id === null) return '';
      const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return row?.name ?? '';
    },

    async institutionType(id: number) {
      const [row] = await db.select({ type: institutions.institutionType }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return row?.type;
    },

    async insertSetting(tx: Tx, values: typeof registerSettings.$inferInsert) {
      const [row] = await tx.insert(registerSettings).values(values).returning({ id: registerSettings.id });
      return row!.id;
    },

    async updateSetting(tx: Tx, id: number, values: Partial<typeof registerSettings.$inferInsert>) {
      await tx.update(registerSettings).set(values).where(eq(registerSettings.id, id));
    },

    /** The setting's row locked: a registration filed under it waits for a change of its window. */
    async lockSetting(tx: Tx, id: number) {
      const [row] = await tx.select().from(registerSettings).where(eq(registerSettings.id, id)).for('update').limit(1);
      return row;
    },

    // ---- 实名认证 ----
    async identity(userId: number, d: Db | Tx = db): Promise<IdentityRow | undefined> {
      const [row] = await d.select().from(personIdentities).where(eq(personIdentities.userId, userId)).limit(1);
      return row;
    },

    async lockIdentity(tx: Tx, userId: number): Promise<IdentityRow | undefined> {
      const [row] = await tx.select().from(personIdentities).where(eq(personIdentities.userId, userId)).for('update').limit(1);
      return row;
    },

    async saveIdentity(tx: Tx, values: typeof personIdentities.$inferInsert) {
      const { userId: _userId, ...rest } = values;
      await tx
        .insert(personIdentities)
        .values(values)
        .onConflictDoUpdate({ target: personIdentities.userId, set: { ...rest, updatedAt: new Date() } });
    },

    async verifyIdentity(tx: Tx, userId: number, institutionId: number | null) {
      await tx.update(personIdentities).set({ status: 'verified', verifiedBy: institutionId, verifiedAt: new Date() }).where(and(eq(personIdentities.userId, userId), eq(personIdentities.status, 'pending')));
    },

    /** The name on the person's registrations follows their 实名认证 while it is not verified. */
    async renamePending(tx: Tx, userId: number, realName: string, gender: number) {
      await tx.update(persons).set({ realName, gender }).where(and(eq(persons.userId, userId), eq(persons.status, 'pending')));
    },

    // ---- registrations ----
    async list(scope: Scope, f: RegistrationFilter) {
      const where: (SQL | undefined)[] = [];
      if (f.kind) where.push(eq(persons.kind, f.kind));
      if (f.status) where.push(eq(persons.status, f.status));
      if (f.sport) where.push(eq(persons.sport, f.sport));
      if (f.settingId) where.push(eq(persons.settingId, f.settingId));
      if (f.keyword) {
        const p = likePattern(f.keyword);
        where.push(or(ilike(persons.realName, p), ilike(persons.mobile, p), ilike(users.mobile, p), ilike(institutions.name, p)));
      }
      return scopedList({
        scope: [persons.institutionId, scope],
        where,
        page: f,
        rows: (w, p) => registrations().where(w).orderBy(desc(persons.createdAt), desc(persons.id)).offset(p.start).limit(p.count),
        count: (w) =>
          db
            .select({ n: count() })
            .from(persons)
            .innerJoin(users, eq(users.id, persons.userId))
            .leftJoin(institutions, eq(institutions.id, persons.institutionId))
            .where(w),
      });
    },

    async byId(id: number) {
      const [row] = await registrations().where(eq(persons.id, id)).limit(1);
      return row;
    },

    async mine(userId: number, kind?: string) {
      return registrations()
        .where(and(eq(persons.userId, userId), kind ? eq(persons.kind, kind) : undefined))
        .orderBy(desc(persons.createdAt), desc(persons.id));
    },

    /** The person's registrations under a window (the one-per-window rule), read on the caller's transaction. */
    async inWindow(tx: Tx, userId: number, settingId: number) {
      return tx.select({ id: persons.id, status: persons.status }).from(persons).where(and(eq(persons.userId, userId), eq(persons.settingId, settingId)));
    },

    async insert(tx: Tx, values: typeof persons.$inferInsert) {
      const [row] = await tx.insert(persons).values(values).returning({ id: persons.id });
      return row!.id;
    },

    async lock(tx: Tx, id: number) {
      const [row] = await tx
        .select({ id: persons.id, userId: persons.userId, status: persons.status, institutionId: persons.institutionId, kind: persons.kind })
        .from(persons)
        .where(eq(persons.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async setReviewed(tx: Tx, id: number, v: { status: 'approved' | 'rejected'; reason: string; by: number }) {
      await tx.update(persons).set({ status: v.status, reviewReason: v.reason, reviewedBy: v.by, reviewedAt: new Date() }).where(eq(persons.id, id));
    },

  };
}

/** A registration with its institution, 注册要求, 实名认证 and account (the left joins' columns may be null). */
export type RegistrationRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createRegistrationsRepo>['byId']>>>;

export type { RegistrationDocument };
