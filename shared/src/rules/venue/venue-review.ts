/**
 * The platform's side of venues (spec §2.4/§2.5, docs/venues.md "Review, closing and feedback"): 新增场馆审核 (a pending
 * venue approved or rejected with a reason its manager sees, resubmitted after a rejection), 场馆列表's closing and
 * reopening, and 意见反馈 (a user's suggestion about a venue, replied by the venue and the platform). Pure decisions and
 * their Chinese texts, for the server's service and the mock handlers alike.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import { yuanText } from './pricing.ts';
import type { VenueStatus } from './slots.ts';
import { bookingsCancelledByClosingVenue } from './booking-lifecycle.ts';
import { occupancyFromRow, type OccupancyRow } from './venue-rows.ts';

export const VENUE_REVIEW_MSG = {
  notPending: '该场馆不在待审核状态',
  closeReasonRequired: '请填写关闭原因',
  closeNotApproved: '只能关闭已上线的场馆',
  reopenNotClosed: '只能重新开放已关闭的场馆',
  resubmitNotRejected: '只能重新提交被驳回的场馆',
  feedbackEmpty: '请填写反馈内容',
  feedbackPhotos: (max: number) => `最多上传${max}张图片`,
  feedbackPhotoInvalid: '图片地址无效，请重新上传',
  replyEmpty: '请填写回复内容',
} as const;

export const VENUE_STATUS_LABEL: Record<VenueStatus, string> = { pending: '待审核', approved: '已上线', rejected: '已驳回', closed: '已关闭' };

export type VenueReviewAction = 'approve' | 'reject';

/**
 * Why a venue may not be reviewed (null: it may): only a pending venue. A rejection's reason is checked before, as
 * input (42200, the shared reviewReasonProblem: 请填写驳回原因).
 */
export const venueReviewRefusal = (status: string): string | null => (status === 'pending' ? null : VENUE_REVIEW_MSG.notPending);

/** The status a review leaves. */
export const reviewedVenueStatus = (action: VenueReviewAction): VenueStatus => (action === 'approve' ? 'approved' : 'rejected');

/** What a review writes: the status it leaves and the reason the manager reads (a rejection's, trimmed; none on approval). */
export const venueReviewOutcome = (action: VenueReviewAction, reason = '') => ({ status: reviewedVenueStatus(action), reason: action === 'reject' ? reason.trim() : '' });

/** The booking rows a closing cancels, as occupancies (bookingsCancelledByClosingVenue over the stored rows). */
export const bookingsToCancelOnClosing = (rows: readonly OccupancyRow[], now: Date) => bookingsCancelledByClosingVenue(rows.map(occupancyFromRow), now);

/**
 * Closing by the platform: an approved venue with a reason. A venue already closed is no refusal — closing is repeated
 * to cancel what a first run left (a booking whose order had another refund open): `venueCloseRefusal` answers null
 * and the caller does not write the status again.
 */
export function venueCloseRefusal(status: string, reason: string): string | null {
  if (status !== 'approved' && status !== 'closed') return VENUE_REVIEW_MSG.closeNotApproved;
  if (!reason.trim()) return VENUE_REVIEW_MSG.closeReasonRequired;
  return null;
}

export const venueReopenRefusal = (status: string): string | null => (status === 'closed' ? null : VENUE_REVIEW_MSG.reopenNotClosed);

/** The venue's manager sends a rejected venue back to review. */
export const venueResubmitRefusal = (status: string): string | null => (status === 'rejected' ? null : VENUE_REVIEW_MSG.resubmitNotRejected);

/** Throws the refusal as the server's 40000 (the mocks answer the same envelope). */
export function assertAllowed(refusal: string | null): void {
  if (refusal) throw new RuleRefusal(refusal);
}

// ---- 意见反馈 ----

/** At most this many photos with one feedback. */
export const FEEDBACK_PHOTOS_MAX = 6;
export const FEEDBACK_CONTENT_MAX = 500;

export type FeedbackStatus = 'pending' | 'replied';
export type FeedbackSide = 'venue' | 'platform';
export const FEEDBACK_STATUS_LABEL: Record<FeedbackStatus, string> = { pending: '待回复', replied: '已回复' };
export const FEEDBACK_SIDE_LABEL: Record<FeedbackSide, string> = { venue: '场馆回复', platform: '平台回复' };

/** A photo of a feedback is an image the upload pipeline answered (/api/media/…) or an http(s) address. */
const photoUrl = /^(\/api\/media\/[A-Za-z0-9._/-]+|https?:\/\/\S+)$/;

/** What is wrong with a feedback (42200), or null. */
export function feedbackProblem(input: { content: string; photos?: readonly string[] }): string | null {
  if (!input.content.trim()) return VENUE_REVIEW_MSG.feedbackEmpty;
  const photos = input.photos ?? [];
  if (photos.length > FEEDBACK_PHOTOS_MAX) return VENUE_REVIEW_MSG.feedbackPhotos(FEEDBACK_PHOTOS_MAX);
  if (photos.some((p) => !photoUrl.test(p))) return VENUE_REVIEW_MSG.feedbackPhotoInvalid;
  return null;
}

export const feedbackReplyProblem = (content: string): string | null => (content.trim() ? null : VENUE_REVIEW_MSG.replyEmpty);

/** Who replies: the platform admin as the platform, a venue's manager as the venue. */
export const feedbackReplySide = (platformAdmin: boolean): FeedbackSide => (platformAdmin ? 'platform' : 'venue');

export interface FeedbackRow {
  id: number;
  userId: number | null;
  userName: string;
  venueId: number | null;
  venueName: string;
  content: string;
  photos: string[];
  contact: string;
  status: string;
  createdAt: string;
}

export interface FeedbackReplyRow {
  id: number;
  feedbackId: number;
  side: string;
  authorName: string;
  content: string;
  createdAt: string;
}

/** A feedback with its replies (oldest first), as the inbox and 我的反馈 show it. */
export function feedbackView(row: FeedbackRow, replies: readonly FeedbackReplyRow[]) {
  const status = row.status === 'replied' ? 'replied' : 'pending';
  return {
    id: row.id,
    user_name: row.userName,
    venue_id: row.venueId ?? 0,
    venue_name: row.venueName,
    content: row.content,
    photos: row.photos,
    contact: row.contact,
    status: status as FeedbackStatus,
    status_label: FEEDBACK_STATUS_LABEL[status],
    created_at: row.createdAt,
    replies: replies
      .filter((r) => r.feedbackId === row.id)
      .sort((a, b) => a.id - b.id)
      .map((r) => {
        const side: FeedbackSide = r.side === 'venue' ? 'venue' : 'platform';
        return { id: r.id, side, side_label: FEEDBACK_SIDE_LABEL[side], author_name: r.authorName, content: r.content, created_at: r.createdAt };
      }),
  };
}

/** What closing a venue did: the bookings cancelled now, their refunds, and those left for a repeat. */
export function venueClosedText(cancelled: number, refundCents: number, left: number): string {
  const money = refundCents > 0 ? `，全额退款 ${yuanText(refundCents)}` : '';
  const rest = left > 0 ? `；另有${left}个预订暂未能取消（订单有待处理的退款），请稍后再次关闭` : '';
  return `场馆已关闭，取消未结束的预订${cancelled}个${money}${rest}`;
}

/** A closing's counts as answered, with their text. */
export const venueClosedAnswer = (cancelled: number, refundCents: number, left: number) => ({ cancelled, refund_cents: refundCents, left, text: venueClosedText(cancelled, refundCents, left) });
