import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { applicationNumber, venueProfileOf, type ApplicationApplicant } from 'shared/rules';
import type { Db } from '../db/client.js';
import { scopedList } from './scope.js';
import { institutionOpen } from './institution-status.js';
import {
  courts,
  enrolmentGrants,
  enrolmentUploads,
  institutionApplications,
  institutions,
  media,
  venues,
  type ApplicationDocument,
} from '../db/schema/index.js';

/** An enrolment grant lives 30 minutes after the SMS code was verified. */
export const ENROLMENT_GRANT_TTL_MS = 30 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EnrolmentGrantRow {
  id: number;
  mobile: string;
}

export interface NewApplication extends ApplicationApplicant {
  province: string;
  city: string;
  address: string;
  intro: string;
  logo: string;
  logoMediaId: number | null;
  documents: ApplicationDocument[];
  venueAddress: string;
  sponsorshipIntent: string;
  createdIp: string;
  userAgent: string;
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** RZ + the day in China time + 6 random digits, e.g. RZ20261123048213. */
const newApplicationNo = (now = new Date()): string => applicationNumber(now, randomInt(0, 1_000_000));

export function createEnrolmentRepo(db: Db) {
  return {
    async issueGrant(mobile: string, ip: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('hex');
      const expiresAt = new Date(now + ENROLMENT_GRANT_TTL_MS);
      await db.insert(enrolmentGrants).values({ tokenHash: hashToken(token), mobile, expiresAt, ip });
      return { token, expiresAt };
    },
    /** The live grant of a token (undefined when unknown or expired). */
    async grantOf(token: string | undefined): Promise<EnrolmentGrantRow | undefined> {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return undefined;
      const [row] = await db
        .select({ id: enrolmentGrants.id, mobile: enrolmentGrants.mobile })
        .from(enrolmentGrants)
        .where(and(eq(enrolmentGrants.tokenHash, hashToken(token)), gt(enrolmentGrants.expiresAt, new Date())))
        .limit(1);
      return row;
    },
    async recordUpload(mediaId: number, grant: EnrolmentGrantRow): Promise<void> {
      await db.insert(enrolmentUploads).values({ mediaId, mobile: grant.mobile, grantId: grant.id });
    },
    /** The media rows (id → url) among `ids` that this mobile uploaded under an enrolment grant. */
    async uploadsOf(mobile: string, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: media.id, key: media.storageKey })
        .from(enrolmentUploads)
        .innerJoin(media, eq(media.id, enrolmentUploads.mediaId))
        .where(and(eq(enrolmentUploads.mobile, mobile), inArray(enrolmentUploads.mediaId, ids)));
      return new Map(rows.map((r) => [r.id, `/api/media/${r.key}`]));
    },
    async hasPending(creditCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: institutionApplications.id })
        .from(institutionApplications)
        .where(and(eq(institutionApplications.creditCode, creditCode), eq(institutionApplications.status, 'pending')))
        .limit(1);
      return Boolean(row);
    },
    /** Stores a pending application; 'duplicate' when the credit code already has one (also under a race). */
    async create(a: NewApplication): Promise<{ id: number; applicationNo: string; status: string } | 'duplicate'> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const applicationNo = newApplicationNo();
        try {
          const [row] = await db
            .insert(institutionApplications)
            .values({
              ...a,
              applicationNo,
              status: 'pending',
              statusHistory: [{ status: 'pending', at: new Date().toISOString(), by: null, reason: '提交申请' }],
            })
            .returning({ id: institutionApplications.id, applicationNo: institutionApplications.applicationNo, status: institutionApplications.status });
          return row!;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (await this.hasPending(a.creditCode)) return 'duplicate';
        }
      }
      throw new Error('could not allocate an application number');
    },
    async listByMobile(mobile: string, start: number, countN: number) {
      return scopedList({
        where: [eq(institutionApplications.contactMobile, mobile)],
        page: { start, count: countN },
        rows: (where, p) =>
          db
            .select()
            .from(institutionApplications)
            .where(where)
            .orderBy(desc(institutionApplications.createdAt), desc(institutionApplications.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(institutionApplications).where(where),
      });
    },
    async byId(id: number) {
      const [row] = await db.select().from(institutionApplications).where(eq(institutionApplications.id, id)).limit(1);
      return row;
    },

    // ---- phone routes: approved venues ----

    async approvedVenues(start: number, countN: number) {
      return scopedList({
        where: [eq(venues.status, 'approved'), institutionOpen(venues.institutionId)],
        page: { start, count: countN },
        rows: (where, p) =>
          db
            .select({
              id: venues.id,
              name: venues.name,
              address: venues.address,
              city: venues.city,
              district: venues.district,
              cover: venues.cover,
              sports: venues.sports,
              open_hours: venues.openHours,
            })
            .from(venues)
            .where(where)
            .orderBy(desc(venues.createdAt), desc(venues.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(venues).where(where),
      });
    },
    /** An approved venue with its courts; undefined for unknown or unapproved venues. */
    async approvedVenue(id: number) {
      const [v] = await db
        .select({ venue: venues, institutionName: institutions.name })
        .from(venues)
        .innerJoin(institutions, eq(institutions.id, venues.institutionId))
        .where(and(eq(venues.id, id), eq(venues.status, 'approved'), institutionOpen(venues.institutionId)))
        .limit(1);
      if (!v) return undefined;
      const list = await db
        .select({ id: courts.id, name: courts.name, sport: courts.sport, indoor: courts.indoor, status: courts.status })
        .from(courts)
        .where(eq(courts.venueId, id))
        .orderBy(asc(courts.id));
      const row = v.venue;
      // 场馆信息 as the public sees it: the captions beside the photos, the facilities (shared/rules venue-profile)
      const profile = venueProfileOf({ ...row, open_hours: row.openHours, photo_captions: row.photoCaptions });
      return {
        id: row.id,
        name: row.name,
        address: row.address,
        city: row.city,
        district: row.district,
        cover: row.cover,
        photos: row.photos,
        sports: row.sports,
        open_hours: row.openHours,
        phone: row.phone,
        longitude: row.longitude,
        latitude: row.latitude,
        institution_name: v.institutionName,
        intro: profile.intro,
        photo_items: profile.photos,
        services: profile.services,
        courts: list,
      };
    },
  };
}

export type EnrolmentRepo = ReturnType<typeof createEnrolmentRepo>;
