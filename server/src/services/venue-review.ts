/**
 * The platform's side of venues (docs/venues.md "Review, closing and feedback"), a thin adapter of the venue rules
 * (shared/rules venue-review.ts):
 *
 * - **新增场馆审核**: a pending venue approved (it appears on the public and phone lists) or rejected with a reason its
 *   manager reads (venue_list / venue_info `review_reason`); the manager sends a rejected venue back to review. The
 *   venue's row locked, the rule asked, the write and its audit line in one transaction.
 * - **Closing** (场馆列表, the platform): the venue turns `closed` (hidden from every public list; a hold reads the venue
 *   FOR SHARE, so closing waits for the bookings being taken and they see it closed after: 场馆已关闭), then every
 *   row not yet over (the rules' bookingsCancelledByClosingVenue) is cancelled by the venue with a full refund through
 *   the finance module (app.bookingPayments.cancelBooking — no second payment path; an unpaid hold's order closes).
 *   Repeating it is safe: the status is not written again, a row already cancelled (该预订已取消, by a concurrent run)
 *   is skipped, and a row whose order has another refund open is left for the next run and counted. **Reopening**
 *   makes it approved again; the cancelled bookings stay cancelled.
 * - **意见反馈**: a signed-in user's suggestion about an approved venue (text, up to six uploaded photos); the platform
 *   (every feedback) and the venue's managers (their venues') reply; the first reply makes it 已回复
 *   (feedback_count counts the others); the user reads the replies in 我的反馈.
 */
import fp from 'fastify-plugin';
import {
  BOOKING_MSG,
  bookingsToCancelOnClosing,
  reviewReasonProblem,
  feedbackProblem,
  feedbackReplyProblem,
  feedbackReplySide,
  feedbackView,
  venueCloseRefusal,
  venueClosedAnswer,
  venueReopenRefusal,
  venueResubmitRefusal,
  venueReviewOutcome,
  venueReviewRefusal,
  type VenueReviewAction,
} from 'shared/rules';
import { managedMemberships } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';
import { canManageVenue, canSeeVenue } from '../access/venues.js';
import type { Db, Tx } from '../db/client.js';
import { badInput, forbidden, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { iso } from '../repositories/scope.js';
import type { BookingPaymentService } from './booking-payments.js';
import { asAppError } from './rule-refusal.js';
import { AppError } from '../errors.js';

export interface VenueReviewActor {
  principal: Principal;
  ip: string;
}

export interface VenueReviewDeps {
  db: Db;
  repos: Pick<Repositories, 'venueReview' | 'counts'>;
  bookingPayments: Pick<BookingPaymentService, 'cancelBooking'>;
}

const check = (problem: string | null, as = refused) => {
  if (problem) throw as(problem);
};

export function createVenueReviewService(deps: VenueReviewDeps) {
  const { db, bookingPayments } = deps;
  const repo = deps.repos.venueReview;
  const actorOf = ({ principal, ip }: VenueReviewActor) => ({ userId: principal.userId, ip });

  /** One step on a locked venue: 404 when it is not there (or, for `manager`, not the caller's), the rule, the write. */
  async function onVenue<T>(actor: VenueReviewActor, id: number, step: (tx: Tx, venue: NonNullable<Awaited<ReturnType<typeof repo.lockVenue>>>) => Promise<T>) {
    return db.transaction(async (tx) => {
      const venue = await repo.lockVenue(tx, id);
      if (!venue || !canManageVenue(actor.principal, venue)) throw notFound();
      return step(tx, venue);
    });
  }

  const venueState = async (id: number) => {
    const row = await detail(id);
    return { id, status: row.status, review_reason: row.review_reason, close_reason: row.close_reason, add_venue_count: (await deps.repos.counts.unCheck('all')).add_venue_count };
  };

  async function detail(id: number) {
    const row = await repo.detail(id);
    if (!row) throw notFound();
    const v = row.venue;
    return {
      id: v.id,
      institution_id: v.institutionId,
      institution_name: row.institutionName,
      name: v.name,
      address: v.address,
      city: v.city,
      district: v.district,
      sports: v.sports,
      status: v.status as 'pending' | 'approved' | 'rejected' | 'closed',
      cover: v.cover,
      phone: v.phone,
      open_hours: v.openHours,
      photos: v.photos,
      longitude: v.longitude,
      latitude: v.latitude,
      review_reason: v.reviewReason,
      reviewed_at: iso(v.reviewedAt),
      reviewed_by_name: row.reviewedByName ?? '',
      close_reason: v.closeReason,
      closed_at: iso(v.closedAt),
      created_at: iso(v.createdAt)!,
      courts: row.courts.map((c) => ({ id: c.id, name: c.name, sport: c.sport, indoor: c.indoor ? (1 as const) : (0 as const), price_per_hour_cents: c.pricePerHourCents, status: c.status as 'open' | 'maintenance' | 'closed' })),
    };
  }

  /** The venue ids whose feedback the caller reads and answers: the platform all, a venue manager the venues they manage. */
  async function feedbackVenues(principal: Principal): Promise<'all' | number[]> {
    if (principal.isPlatformAdmin) return 'all';
    const owners = await repo.venueOwners(managedMemberships(principal).map((m) => m.institutionId));
    return owners.filter((v) => canManageVenue(principal, v)).map((v) => v.id);
  }

  const oneFeedback = async (id: number) => {
    const { list, replies } = await repo.oneFeedback(id);
    return feedbackView(list[0]!, replies);
  };

  return {
    detail,

    /** 通过 / 驳回 of a pending venue (the platform admin); answers the venue's state and the new add_venue_count. */
    async review(actor: VenueReviewActor, id: number, action: VenueReviewAction, reason = '') {
      check(reviewReasonProblem(action, reason), badInput);
      await onVenue(actor, id, async (tx, venue) => {
        check(venueReviewRefusal(venue.status));
        const { status, reason: why } = venueReviewOutcome(action, reason);
        await repo.setReviewed(tx, venue.id, status, why, actor.principal.userId);
        await repo.audit(tx, actorOf(actor), `venue.review.${action}`, `venue:${venue.id}`, { name: venue.name, from: venue.status, to: status, reason: why });
      });
      return venueState(id);
    },

    /** The venue's manager sends a rejected venue back to review (pending). */
    async resubmit(actor: VenueReviewActor, id: number) {
      await onVenue(actor, id, async (tx, venue) => {
        check(venueResubmitRefusal(venue.status));
        await repo.setStatus(tx, venue.id, 'pending');
        await repo.audit(tx, actorOf(actor), 'venue.resubmit', `venue:${venue.id}`, { name: venue.name });
      });
      return venueState(id);
    },

    /** Closes the venue (or finishes a closing) and cancels its bookings not yet over with full refunds. */
    async close(actor: VenueReviewActor, id: number, reason: string) {
      await onVenue(actor, id, async (tx, venue) => {
        check(venueCloseRefusal(venue.status, reason));
        if (venue.status === 'closed') return;
        await repo.setClosed(tx, venue.id, reason.trim(), actor.principal.userId);
        await repo.audit(tx, actorOf(actor), 'venue.close', `venue:${venue.id}`, { name: venue.name, reason: reason.trim() });
      });
      const rows = bookingsToCancelOnClosing(await repo.openRowsOf(id), new Date());
      let cancelled = 0;
      let refundCents = 0;
      let left = 0;
      for (const row of rows) {
        try {
          const done = await bookingPayments.cancelBooking(Number(row.id), { kind: 'staff', staffId: actor.principal.userId }, `平台关闭场馆：${reason.trim()}`, {
            ip: actor.ip,
            platformAdmin: true,
          });
          cancelled += 1;
          refundCents += done.refund_cents;
        } catch (caught) {
          // cancelled meanwhile (a concurrent closing, its user): done; another refusal (a refund of the order still
          // open) waits for the next closing; anything unexpected is thrown
          const error = asAppError(caught);
          if (!(error instanceof AppError) || error.errno !== 40000) throw error;
          if (error.message !== BOOKING_MSG.bookingCancelled) left += 1;
        }
      }
      await repo.audit(db, actorOf(actor), 'venue.close.bookings', `venue:${id}`, { cancelled, refund_cents: refundCents, left });
      return { ...(await venueState(id)), ...venueClosedAnswer(cancelled, refundCents, left) };
    },

    /** Reopens a closed venue (approved: listed and bookable again). */
    async reopen(actor: VenueReviewActor, id: number) {
      await onVenue(actor, id, async (tx, venue) => {
        check(venueReopenRefusal(venue.status));
        await repo.setStatus(tx, venue.id, 'approved');
        await repo.audit(tx, actorOf(actor), 'venue.reopen', `venue:${venue.id}`, { name: venue.name });
      });
      return venueState(id);
    },

    /** A user's feedback about a venue they can see (an unapproved one is 404 but to its managers). */
    async sendFeedback(actor: VenueReviewActor, input: { venue_id: number; content: string; photos?: string[]; contact?: string }) {
      const venue = await repo.venueOwner(input.venue_id);
      if (!venue || !canSeeVenue(actor.principal, venue)) throw notFound();
      check(feedbackProblem(input), badInput);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertFeedback(tx, {
          userId: actor.principal.userId,
          venueId: venue.id,
          content: input.content.trim(),
          photos: input.photos ?? [],
          contact: input.contact?.trim() ?? '',
        });
        await repo.audit(tx, actorOf(actor), 'feedback.create', `feedback:${created}`, { venue_id: venue.id });
        return created;
      });
      return oneFeedback(id);
    },

    /** A reply of the platform (any feedback) or of a manager of the feedback's venue; others 404. */
    async reply(actor: VenueReviewActor, id: number, content: string) {
      const owner = await repo.feedbackOwner(id);
      const mayReply =
        owner &&
        (actor.principal.isPlatformAdmin ||
          (owner.venueId !== null && owner.institutionId !== null && canManageVenue(actor.principal, { id: owner.venueId, institution_id: owner.institutionId })));
      if (!mayReply) throw notFound();
      check(feedbackReplyProblem(content), badInput);
      await db.transaction(async (tx) => {
        if (!(await repo.lockFeedback(tx, id))) throw notFound();
        const side = feedbackReplySide(actor.principal.isPlatformAdmin);
        await repo.insertReply(tx, { feedbackId: id, side, authorId: actor.principal.userId, content: content.trim() });
        await repo.audit(tx, actorOf(actor), 'feedback.reply', `feedback:${id}`, { side });
      });
      return oneFeedback(id);
    },

    /** The inbox: every feedback for the platform, their venues' for a venue manager (newest first). */
    async feedbackList(principal: Principal, q: { start: number; count: number; status?: 'pending' | 'replied'; venue_id?: number; keyword?: string }) {
      const venues = await feedbackVenues(principal);
      // naming a venue the caller does not manage, like a foreign institution_id in a list filter
      if (q.venue_id && venues !== 'all' && !venues.includes(q.venue_id)) throw forbidden();
      const { list, replies, total } = await repo.feedbackList({ ...q, venues, venueId: q.venue_id, keyword: q.keyword?.trim() || undefined });
      return { list: list.map((r) => feedbackView(r, replies)), total };
    },

    /** 我的反馈: the caller's own feedback with the replies. */
    async myFeedback(principal: Principal, q: { start: number; count: number }) {
      const { list, replies, total } = await repo.feedbackList({ ...q, venues: 'all', userId: principal.userId });
      return { list: list.map((r) => feedbackView(r, replies)), total };
    },
  };
}

export type VenueReviewService = ReturnType<typeof createVenueReviewService>;

/** `app.venueReview`: 新增场馆审核, closing and reopening venues, 意见反馈. */
export default fp(
  async (app) => {
    app.decorate('venueReview', createVenueReviewService({ db: app.database.db, repos: app.repos, bookingPayments: app.bookingPayments }));
  },
  { name: 'venue-review-service', dependencies: ['db', 'repositories', 'booking-payments-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueReview: VenueReviewService;
  }
}
