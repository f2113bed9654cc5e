/**
 * The platform's side of venues (services/venue-review.ts, docs/venues.md "Review, closing and feedback"): the venue's
 * row locked for a review, a closing or a reopening and its writes; the bookings a closing cancels; the feedback and its
 * replies. Statements take the caller's `tx`.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FeedbackReplyRow, FeedbackRow, OccupancyRow } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { bookings, courts, feedback, feedbackReplies, institutions, users, venues } from '../db/schema/index.js';
import { writeAudit } from './audit.js';
import { iso, likePattern, type Page } from './scope.js';

export interface FeedbackFilter extends Page {
  /** venue ids the caller may read; 'all' for the platform */
  venues: 'all' | number[];
  status?: 'pending' | 'replied';
  venueId?: number;
  keyword?: string;
  userId?: number;
}

const reviewer = sql<string>`(select ${users.nickname} from ${users} where ${users.id} = ${venues.reviewedBy})`;

export function createVenueReviewRepo(db: Db) {
  const feedbackRows = async (where: SQL | undefined, page: Page) => {
    const rows = await db
      .select({
        id: feedback.id,
        userId: feedback.userId,
        userName: sql<string>`coalesce(${users.nickname}, '')`,
        venueId: feedback.venueId,
        venueName: sql<string>`coalesce(${venues.name}, '')`,
        content: feedback.content,
        photos: feedback.photos,
        contact: feedback.contact,
        status: feedback.status,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .leftJoin(venues, eq(venues.id, feedback.venueId))
      .where(where)
      .orderBy(desc(feedback.id))
      .offset(page.start)
      .limit(page.count);
    const list: FeedbackRow[] = rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! }));
    const replies = list.length === 0 ? [] : await repliesOf(db, list.map((r) => r.id));
    return { list, replies };
  };

  return {
    /** The venue's row for access and the rules, locked until the caller's transaction ends (FOR UPDATE: the bookings being taken hold it FOR SHARE). */
    async lockVenue(tx: Tx, id: number) {
      const [row] = await tx
        .select({ id: venues.id, institution_id: venues.institutionId, status: venues.status, name: venues.name })
        .from(venues)
        .where(eq(venues.id, id))
        .for('update');
      return row;
    },
    async venueOwner(id: number) {
      const [row] = await db.select({ id: venues.id, institution_id: venues.institutionId, status: venues.status, name: venues.name }).from(venues).where(eq(venues.id, id));
      return row;
    },
    /** The venues of the institutions (for a venue manager's feedback: access narrows it to the venues they manage). */
    async venueOwners(institutionIds: number[]) {
      if (institutionIds.length === 0) return [];
      return db.select({ id: venues.id, institution_id: venues.institutionId }).from(venues).where(inArray(venues.institutionId, institutionIds));
    },
    async setReviewed(tx: Tx, id: number, status: string, reason: string, by: number) {
      await tx.update(venues).set({ status, reviewReason: reason, reviewedAt: sql`now()`, reviewedBy: by }).where(eq(venues.id, id));
    },
    async setStatus(tx: Tx, id: number, status: string) {
      await tx.update(venues).set({ status }).where(eq(venues.id, id));
    },
    async setClosed(tx: Tx, id: number, reason: string, by: number) {
      await tx.update(venues).set({ status: 'closed', closeReason: reason, closedAt: sql`now()`, closedBy: by }).where(eq(venues.id, id));
    },
    audit: (tx: Db | Tx, actor: { userId: number; ip: string }, action: string, target: string, detail: Record<string, unknown>) =>
      writeAudit(tx, { actorId: actor.userId, action, target, detail, ip: actor.ip }),

    /** 审核详情 (check/stadiumCheck/detail): the venue's data, photos, coordinates, courts and its review. */
    async detail(id: number) {
      const [row] = await db
        .select({ venue: venues, institutionName: institutions.name, reviewedByName: reviewer })
        .from(venues)
        .innerJoin(institutions, eq(institutions.id, venues.institutionId))
        .where(eq(venues.id, id));
      if (!row) return undefined;
      const courtRows = await db.select().from(courts).where(eq(courts.venueId, id)).orderBy(asc(courts.sort), asc(courts.id));
      return { ...row, courts: courtRows };
    },

    /** The venue's rows a closing may cancel (active, not over; the rules' bookingsCancelledByClosingVenue decides). */
    async openRowsOf(venueId: number): Promise<OccupancyRow[]> {
      const rows = await db
        .select({ id: bookings.id, courtId: bookings.courtId, during: bookings.during, kind: bookings.kind, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, userId: bookings.userId })
        .from(bookings)
        .where(and(eq(bookings.venueId, venueId), eq(bookings.status, 'active'), sql`upper(${bookings.during}) > now()`))
        .orderBy(asc(bookings.id));
      return rows as OccupancyRow[];
    },

    // ---- 意见反馈 ----
    async insertFeedback(tx: Tx, row: { userId: number; venueId: number; content: string; photos: string[]; contact: string }) {
      const [created] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
      return created!.id;
    },
    async lockFeedback(tx: Tx, id: number) {
      const [row] = await tx.select({ id: feedback.id, venueId: feedback.venueId, status: feedback.status }).from(feedback).where(eq(feedback.id, id)).for('update');
      return row;
    },
    async feedbackOwner(id: number) {
      const [row] = await db
        .select({ id: feedback.id, userId: feedback.userId, venueId: feedback.venueId, institutionId: venues.institutionId })
        .from(feedback)
        .leftJoin(venues, eq(venues.id, feedback.venueId))
        .where(eq(feedback.id, id));
      return row;
    },
    async insertReply(tx: Tx, row: { feedbackId: number; side: string; authorId: number; content: string }) {
      await tx.insert(feedbackReplies).values(row);
      await tx.update(feedback).set({ status: 'replied' }).where(eq(feedback.id, row.feedbackId));
    },
    async oneFeedback(id: number) {
      return feedbackRows(eq(feedback.id, id), { start: 0, count: 1 });
    },
    async feedbackList(f: FeedbackFilter) {
      const keyword = f.keyword ? likePattern(f.keyword) : undefined;
      const where = and(
        f.venues === 'all' ? undefined : f.venues.length === 0 ? sql`false` : inArray(feedback.venueId, f.venues),
        f.userId === undefined ? undefined : eq(feedback.userId, f.userId),
        f.status ? eq(feedback.status, f.status) : undefined,
        f.venueId ? eq(feedback.venueId, f.venueId) : undefined,
        keyword ? or(ilike(feedback.content, keyword), ilike(venues.name, keyword)) : undefined,
      );
      const [page, [total]] = await Promise.all([
        feedbackRows(where, f),
        db.select({ n: count() }).from(feedback).leftJoin(venues, eq(venues.id, feedback.venueId)).where(where),
      ]);
      return { ...page, total: total?.n ?? 0 };
    },
  };
}

async function repliesOf(db: Db, feedbackIds: number[]): Promise<FeedbackReplyRow[]> {
  const rows = await db
    .select({ id: feedbackReplies.id, feedbackId: feedbackReplies.feedbackId, side: feedbackReplies.side, authorName: sql<string>`coalesce(${users.nickname}, '')`, content: feedbackReplies.content, createdAt: feedbackReplies.createdAt })
    .from(feedbackReplies)
    .leftJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(inArray(feedbackReplies.feedbackId, feedbackIds))
    .orderBy(asc(feedbackReplies.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! }));
}

export type VenueReviewRepo = ReturnType<typeof createVenueReviewRepo>;
