/**
 * A venue's profile (场馆信息) and its change requests (场馆变更审核), docs/venues.md "Profile and change requests": the
 * reads, and the statements services/venue-profile.ts runs in its transactions (they take the caller's `tx`). Profiles
 * are shared/rules venue-profile.ts's `VenueProfile`, read from and written to the venue's columns by the rule's
 * `venueProfileOf` / `venueProfileColumns`.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { venueProfileColumns, venueProfileOf, type VenueChangeStatus, type VenueProfile, type VenueStatusValue } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, institutions, users, venueChangeRequests, venues } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page } from './scope.js';

const profileColumns = {
  name: venues.name,
  address: venues.address,
  city: venues.city,
  district: venues.district,
  longitude: venues.longitude,
  latitude: venues.latitude,
  phone: venues.phone,
  open_hours: venues.openHours,
  sports: venues.sports,
  intro: venues.intro,
  photos: venues.photos,
  photo_captions: venues.photoCaptions,
  services: venues.services,
};

const venueColumns = { id: venues.id, institution_id: venues.institutionId, status: venues.status, ...profileColumns };

type VenueRow = { id: number; institution_id: number; status: string } & Parameters<typeof venueProfileOf>[0];

/** A venue as the service reads it: access's owner fields, its status and its profile. */
export interface ProfiledVenue {
  id: number;
  institution_id: number;
  status: VenueStatusValue;
  profile: VenueProfile;
}

const profiled = ({ id, institution_id, status, ...rest }: VenueRow): ProfiledVenue => ({ id, institution_id, status: status as VenueStatusValue, profile: venueProfileOf(rest) });

const reviewer = alias(users, 'reviewer');

const requestColumns = {
  id: venueChangeRequests.id,
  venue_id: venueChangeRequests.venueId,
  venue_name: venues.name,
  institution_id: venues.institutionId,
  institution_name: institutions.name,
  status: venueChangeRequests.status,
  changes: venueChangeRequests.changes,
  before: venueChangeRequests.before,
  reject_reason: venueChangeRequests.rejectReason,
  reviewer_name: reviewer.nickname,
  created_at: venueChangeRequests.createdAt,
  reviewed_at: venueChangeRequests.reviewedAt,
};

/** A change request's row with its venue's and reviewer's names (dates as ISO text). */
export interface ChangeRequestRow {
  id: number;
  venue_id: number;
  venue_name: string;
  institution_id: number;
  institution_name: string;
  status: VenueChangeStatus;
  changes: Record<string, unknown>;
  before: Record<string, unknown> | null;
  reject_reason: string;
  reviewer_name: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface ChangeRequestFilter extends Page {
  status?: string;
  keyword?: string;
}

export function createVenueProfileRepo(db: Db) {
  const requests = (q: Db | Tx = db) =>
    q
      .select(requestColumns)
      .from(venueChangeRequests)
      .innerJoin(venues, eq(venues.id, venueChangeRequests.venueId))
      .innerJoin(institutions, eq(institutions.id, venues.institutionId))
      .leftJoin(reviewer, eq(reviewer.id, venueChangeRequests.reviewedBy));
  const toRow = (r: Awaited<ReturnType<ReturnType<typeof requests>['execute']>>[number]): ChangeRequestRow => ({
    ...r,
    status: r.status as VenueChangeStatus,
    reviewer_name: r.reviewer_name ?? '',
    before: r.before ?? null,
    created_at: r.created_at.toISOString(),
    reviewed_at: iso(r.reviewed_at),
  });

  return {
    /** The venue with its profile, or undefined. */
    async venue(venueId: number): Promise<ProfiledVenue | undefined> {
      const [row] = await db.select(venueColumns).from(venues).where(eq(venues.id, venueId));
      return row && profiled(row);
    },

    /** Locks the venue's row (FOR NO KEY UPDATE, as the settings do) and answers it as it is now. */
    async lockVenue(tx: Tx, venueId: number): Promise<ProfiledVenue | undefined> {
      const [row] = await tx.select(venueColumns).from(venues).where(eq(venues.id, venueId)).for('no key update');
      return row && profiled(row);
    },

    /** Writes the profile's columns. */
    async updateProfile(tx: Tx, venueId: number, profile: VenueProfile): Promise<void> {
      const c = venueProfileColumns(profile);
      await tx
        .update(venues)
        .set({ ...c, openHours: c.open_hours, photoCaptions: c.photo_captions, updatedAt: new Date() })
        .where(eq(venues.id, venueId));
    },

    /** The venue's pending request, and its latest reviewed one (the rejection the venue reads). */
    async venueRequests(venueId: number): Promise<{ pending: ChangeRequestRow | undefined; lastReviewed: ChangeRequestRow | undefined }> {
      const [pending] = await requests()
        .where(and(eq(venueChangeRequests.venueId, venueId), eq(venueChangeRequests.status, 'pending')))
        .limit(1);
      const [lastReviewed] = await requests()
        .where(and(eq(venueChangeRequests.venueId, venueId), or(eq(venueChangeRequests.status, 'approved'), eq(venueChangeRequests.status, 'rejected'))))
        .orderBy(desc(venueChangeRequests.reviewedAt), desc(venueChangeRequests.id))
        .limit(1);
      return { pending: pending && toRow(pending), lastReviewed: lastReviewed && toRow(lastReviewed) };
    },

    /** Marks the venue's pending request superseded (a newer submit replaces it); answers its id, if there was one. */
    async supersedePending(tx: Tx, venueId: number): Promise<number | undefined> {
      const [row] = await tx
        .update(venueChangeRequests)
        .set({ status: 'superseded', updatedAt: new Date() })
        .where(and(eq(venueChangeRequests.venueId, venueId), eq(venueChangeRequests.status, 'pending')))
        .returning({ id: venueChangeRequests.id });
      return row?.id;
    },

    async insertRequest(tx: Tx, values: { venueId: number; changes: Record<string, unknown>; requestedBy: number }): Promise<number> {
      const [row] = await tx.insert(venueChangeRequests).values(values).returning({ id: venueChangeRequests.id });
      return row!.id;
    },

    /** One change request with its names, or undefined. */
    async request(id: number, q: Db | Tx = db): Promise<ChangeRequestRow | undefined> {
      const [row] = await requests(q).where(eq(venueChangeRequests.id, id));
      return row && toRow(row);
    },

    /** Locks the request's row; answers its venue and status. */
    async lockRequest(tx: Tx, id: number) {
      const [row] = await tx
        .select({ id: venueChangeRequests.id, venueId: venueChangeRequests.venueId, status: venueChangeRequests.status, changes: venueChangeRequests.changes })
        .from(venueChangeRequests)
        .where(eq(venueChangeRequests.id, id))
        .for('update');
      return row;
    },

    /** Records the review: the decision, the profile it was made against, the reason, who and when. */
    async markReviewed(tx: Tx, id: number, values: { status: 'approved' | 'rejected'; before: VenueProfile; rejectReason: string; reviewedBy: number }) {
      await tx
        .update(venueChangeRequests)
        .set({ ...values, before: { ...values.before }, reviewedAt: new Date(), updatedAt: new Date() })
        .where(eq(venueChangeRequests.id, id));
    },

    /** The platform's queue: every venue's requests (not the superseded ones unless asked), newest first. */
    async list(f: ChangeRequestFilter) {
      const keyword = f.keyword ? likePattern(f.keyword) : undefined;
      const { list, total } = await scopedList({
        where: [
          f.status ? eq(venueChangeRequests.status, f.status) : or(eq(venueChangeRequests.status, 'pending'), eq(venueChangeRequests.status, 'approved'), eq(venueChangeRequests.status, 'rejected')),
          keyword ? or(ilike(venues.name, keyword), ilike(institutions.name, keyword)) : undefined,
        ],
        page: f,
        rows: (where, p) => requests().where(where).orderBy(desc(venueChangeRequests.createdAt), desc(venueChangeRequests.id)).offset(p.start).limit(p.count),
        count: (where) =>
          db
            .select({ n: count() })
            .from(venueChangeRequests)
            .innerJoin(venues, eq(venues.id, venueChangeRequests.venueId))
            .innerJoin(institutions, eq(institutions.id, venues.institutionId))
            .where(where),
      });
      return { list: list.map(toRow), total };
    },

    async audit(tx: Tx, actor: { userId: number; ip: string }, action: string, target: string, detail: Record<string, unknown>) {
      await tx.insert(auditLog).values({ actorId: actor.userId, action, target, detail, ip: actor.ip });
    },
  };
}

export type VenueProfileRepo = ReturnType<typeof createVenueProfileRepo>;
