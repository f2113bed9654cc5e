/**
 * 入驻管理 (services/onboarding.ts, docs/onboarding.md): the platform admin's lists of 入驻 applications, one
 * application with the history of its credit code, and the writes of a review — the application's row locked, the
 * institution, its owner and (for a venue operator) its pending venue created in the caller's transaction.
 */
import { and, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { chinaDayStart } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { institutionApplications, institutions, managers, users, venues, type ApplicationStatusEntry } from '../db/schema/index.js';
import { writeAudit } from './audit.js';
import { likePattern, scopedList, type Page } from './scope.js';

export interface ApplicationFilter extends Page {
  institutionType?: number;
  status?: string;
  keyword?: string;
  /** inclusive, YYYY-MM-DD (China time): the submission day */
  dateFrom?: string;
  dateTo?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type ApplicationRow = typeof institutionApplications.$inferSelect;

export function createOnboardingRepo(db: Db) {
  return {
    async list(f: ApplicationFilter) {
      const where: (SQL | undefined)[] = [];
      if (f.institutionType) where.push(eq(institutionApplications.institutionType, f.institutionType));
      if (f.status) where.push(eq(institutionApplications.status, f.status));
      if (f.keyword) {
        const p = likePattern(f.keyword);
        where.push(
          or(
            ilike(institutionApplications.name, p),
            ilike(institutionApplications.creditCode, p),
            ilike(institutionApplications.contactName, p),
            ilike(institutionApplications.contactMobile, p),
            ilike(institutionApplications.applicationNo, p),
          ),
        );
      }
      if (f.dateFrom) where.push(gte(institutionApplications.createdAt, chinaDayStart(f.dateFrom)));
      if (f.dateTo) where.push(lt(institutionApplications.createdAt, new Date(chinaDayStart(f.dateTo).getTime() + DAY_MS)));
      return scopedList({
        where,
        page: f,
        rows: (w, p) =>
          db
            .select()
            .from(institutionApplications)
            .where(w)
            .orderBy(desc(institutionApplications.createdAt), desc(institutionApplications.id))
            .offset(p.start)
            .limit(p.count),
        count: (w) => db.select({ n: count() }).from(institutionApplications).where(w),
      });
    },

    async byId(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(institutionApplications).where(eq(institutionApplications.id, id)).limit(1);
      return row;
    },

    /** The other applications of the same credit code, newest first (the detail's 申请记录). */
    async historyOf(creditCode: string, exceptId: number) {
      return db
        .select({
          id: institutionApplications.id,
          applicationNo: institutionApplications.applicationNo,
          name: institutionApplications.name,
          status: institutionApplications.status,
          reviewReason: institutionApplications.reviewReason,
          createdAt: institutionApplications.createdAt,
          reviewedAt: institutionApplications.reviewedAt,
        })
        .from(institutionApplications)
        .where(and(eq(institutionApplications.creditCode, creditCode), ne(institutionApplications.id, exceptId)))
        .orderBy(desc(institutionApplications.createdAt), desc(institutionApplications.id));
    },

    async reviewerName(userId: number | null): Promise<string> {
      if (!userId) return '';
      const [row] = await db.select({ nickname: users.nickname, account: users.account }).from(users).where(eq(users.id, userId));
      return row ? row.nickname || row.account : '';
    },

    /** The application's row, locked until the caller's transaction ends: two reviews of it take turns. */
    async lock(tx: Tx, id: number): Promise<ApplicationRow | undefined> {
      const [row] = await tx.select().from(institutionApplications).where(eq(institutionApplications.id, id)).for('update');
      return row;
    },

    async userByMobile(tx: Tx, mobile: string) {
      const [row] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.mobile, mobile)).for('update');
      return row;
    },

    async accountTaken(tx: Tx, account: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
      return Boolean(row);
    },

    /** A new user who logs in by SMS code (no password yet): the institution's owner. */
    async createOwner(tx: Tx, o: { account: string; mobile: string; nickname: string }): Promise<number> {
      const [row] = await tx.insert(users).values({ account: o.account, mobile: o.mobile, nickname: o.nickname }).returning({ id: users.id });
      return row!.id;
    },

    async createInstitution(tx: Tx, a: ApplicationRow): Promise<number> {
      const [row] = await tx
        .insert(institutions)
        .values({
          institutionType: a.institutionType,
          name: a.name,
          logo: a.logo,
          region: `${a.province}${a.city}`.slice(0, 64),
          status: 'approved',
          intro: a.intro,
          address: a.address.slice(0, 255),
          contactName: a.contactName,
          contactPhone: a.contactMobile,
        })
        .returning({ id: institutions.id });
      return row!.id;
    },

    /** The owner's membership: the institution's own administrator (managers.is_admin). */
    async addOwner(tx: Tx, userId: number, institutionId: number): Promise<void> {
      await tx.insert(managers).values({ userId, institutionId, isAdmin: true }).onConflictDoNothing();
    },

    /** A venue operator's venue from its application, pending the platform's 新增场馆审核. */
    async createPendingVenue(tx: Tx, institutionId: number, a: ApplicationRow): Promise<number> {
      const photos = a.documents.filter((d) => d.kind === 'venue_photo').map((d) => d.url);
      const [row] = await tx
        .insert(venues)
        .values({ institutionId, name: a.name.slice(0, 128), address: a.venueAddress.slice(0, 255), city: a.city, status: 'pending', photos, cover: photos[0] ?? '', phone: a.contactMobile })
        .returning({ id: venues.id });
      return row!.id;
    },

    async setReviewed(tx: Tx, id: number, r: { status: string; reason: string; by: number; entry: ApplicationStatusEntry }): Promise<void> {
      await tx
        .update(institutionApplications)
        .set({
          status: r.status,
          reviewReason: r.reason,
          reviewedBy: r.by,
          reviewedAt: sql`now()`,
          statusHistory: sql`${institutionApplications.statusHistory} || ${JSON.stringify([r.entry])}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(institutionApplications.id, id));
    },

    audit: (tx: Tx, actor: { userId: number; ip: string }, action: string, target: string, detail: Record<string, unknown>) =>
      writeAudit(tx, { actorId: actor.userId, action, target, detail, ip: actor.ip }),
  };
}

export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;
