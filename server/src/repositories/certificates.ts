/**
 * Certificates (证书): a competition's template, the certificates issued (list, by code, an athlete's own), the
 * statements of issuing and revoking on the service's `tx`, and the facts a certificate is issued from (sign-ups'
 * accounts, the precision of an item's results). services/certificates.ts.
 */
import { and, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { certificates, certificateTemplates, competitions, institutions, media, scoreRules, signUps } from '../db/schema/index.js';
import { likePattern, scopedList, type Page } from './scope.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
export type CertificateTemplateRow = typeof certificateTemplates.$inferSelect;

export function createCertificatesRepo(db: Db) {
  return {
    async template(competitionId: number): Promise<CertificateTemplateRow | undefined> {
      const [row] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.competitionId, competitionId)).limit(1);
      return row;
    },

    async saveTemplate(tx: Tx, row: typeof certificateTemplates.$inferInsert) {
      const { competitionId, ...rest } = row;
      void competitionId;
      await tx.insert(certificateTemplates).values(row).onConflictDoUpdate({ target: certificateTemplates.competitionId, set: { ...rest, updatedAt: new Date() } });
    },

    /** An uploaded image (the template's background or seal): its storage key, kind, mime and uploader's tenant. */
    async image(id: number) {
      const [row] = await db
        .select({ id: media.id, storageKey: media.storageKey, kind: media.kind, mime: media.mime, ownerUserId: media.ownerUserId, institutionId: media.institutionId, hidden: media.hidden })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
      return row;
    },

    async byCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
      return row;
    },

    async codeOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.id, id)).limit(1);
      return row?.code;
    },

    /** A competition's certificates, newest first, optionally of one kind or status. */
    list(competitionId: number, filter: { kind?: string; status?: string; keyword?: string }, page: Page) {
      return scopedList({
        where: [
          eq(certificates.competitionId, competitionId),
          filter.kind ? eq(certificates.kind, filter.kind) : undefined,
          filter.status ? eq(certificates.status, filter.status) : undefined,
          filter.keyword ? like(certificates.holderName, likePattern(filter.keyword)) : undefined,
        ],
        page,
        rows: (where, p) => db.select().from(certificates).where(where).orderBy(desc(certificates.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(certificates).where(where),
      });
    },

    /** The ids of a competition's valid certificates, in issue order (the batch download). */
    async validIds(competitionId: number): Promise<number[]> {
      const rows = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.competitionId, competitionId), eq(certificates.status, 'valid')))
        .orderBy(certificates.id);
      return rows.map((r) => r.id);
    },

    async byIds(ids: number[]): Promise<CertificateRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(certificates).where(inArray(certificates.id, ids)).orderBy(certificates.id);
    },

    /** An athlete's own certificates (我的证书), newest first, with the competition's name. */
    mine(userId: number, page: Page) {
      return scopedList({
        where: [eq(certificates.holderUserId, userId)],
        page,
        rows: (where, p) =>
          db
            .select({ certificate: certificates, competitionName: competitions.name })
            .from(certificates)
            .innerJoin(competitions, eq(competitions.id, certificates.competitionId))
            .where(where)
            .orderBy(desc(certificates.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(certificates).where(where),
      });
    },

    async competitionName(id: number): Promise<string> {
      const [row] = await db.select({ name: competitions.name }).from(competitions).where(eq(competitions.id, id)).limit(1);
      return row?.name ?? '';
    },

    /** The organiser of a competition: its institution's id and name (the issuer printed on certificates). */
    async issuerOf(competitionId: number, exec: Db | Tx = db) {
      const [row] = await exec
        .select({ id: institutions.id, name: institutions.name })
        .from(competitions)
        .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
        .where(eq(competitions.id, competitionId))
        .limit(1);
      return row;
    },

    /** The accounts of sign-ups (the holder of their certificates), by sign-up id. */
    async signUpUsers(ids: number[]): Promise<Map<number, number | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: signUps.id, userId: signUps.userId }).from(signUps).where(inArray(signUps.id, ids));
      return new Map(rows.map((r) => [r.id, r.userId]));
    },

    /** The precision results of an item are shown with (null: the item has no measured rule). */
    async precisionOf(eventItemId: number): Promise<number | null> {
      const [row] = await db.select({ precision: scoreRules.precision }).from(scoreRules).where(eq(scoreRules.eventItemId, eventItemId)).limit(1);
      return row?.precision ?? null;
    },

    /** The entries of the given kind that hold a valid certificate already (issuing again skips them). */
    async validSignUps(tx: Tx, competitionId: number, kind: string): Promise<Set<number>> {
      const rows = await tx
        .select({ signUpId: certificates.signUpId })
        .from(certificates)
        .where(and(eq(certificates.competitionId, competitionId), eq(certificates.kind, kind), eq(certificates.status, 'valid')));
      return new Set(rows.map((r) => r.signUpId).filter((id): id is number => id !== null));
    },

    async insert(tx: Tx, rows: NewCertificate[]): Promise<CertificateRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(certificates).values(rows).returning();
    },

    /** Locks a certificate for its revocation. */
    async lock(tx: Tx, id: number): Promise<CertificateRow | undefined> {
      const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update').limit(1);
      return row;
    },

    async revoke(tx: Tx, id: number, replacedBy: number | null) {
      await tx.update(certificates).set({ status: 'revoked', replacedBy, revokedAt: new Date() }).where(eq(certificates.id, id));
    },
  };
}

export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;
