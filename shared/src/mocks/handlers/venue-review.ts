/**
 * Mocks of the platform's side of venues (server: routes/venue/review.ts and feedback.ts over services/venue-review.ts):
 * 新增场馆审核, closing and reopening, 意见反馈. A thin adapter over shared/rules venue-review.ts; a closing cancels the
 * bookings the rules name through venue-cancel.ts's `cancel` (full refunds through the refund mocks).
 */
import { reviewReasonProblem } from '../../rules/review';
import * as reviewRules from '../../rules/venue/venue-review';
import { institutionIdsOf, mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import type { MockVenue } from '../fixtures/venues';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { canManageMockVenue } from './guard';
import { cancel } from './venue-cancel';

const at = (days: number) => new Date(Date.UTC(2026, 4, 20 + days, 2)).toISOString();
const store = perMockDb(() => ({
  feedback: [
    { id: 1, userId: 5, userName: '', venueId: null, venueName: '', content: '小程序订场页面希望增加按场地类型筛选', photos: [], contact: '13800000005', status: 'pending', createdAt: at(0) },
    { id: 2, userId: 6, userName: '', venueId: null, venueName: '', content: '裁判员注册时上传证书图片总是失败', photos: [], contact: '13800000006', status: 'pending', createdAt: at(1) },
    { id: 3, userId: null, userName: '', venueId: null, venueName: '', content: '黄龙网球中心的营业时间与实际不符', photos: [], contact: '', status: 'pending', createdAt: at(2) },
    { id: 4, userId: 5, userName: '', venueId: 1, venueName: '', content: '更衣室的储物柜不够用', photos: [], contact: '', status: 'pending', createdAt: at(3) },
  ] as reviewRules.FeedbackRow[],
  replies: [] as reviewRules.FeedbackReplyRow[],
}));

/** feedback_count (GET /admin/un_check_count): the unanswered feedback, the platform's. */
export const pendingFeedbackCount = () => store().feedback.filter((f) => f.status === 'pending').length;

const venueById = (id: number) => mockDb.venues.find((v) => v.id === id) ?? refuse(notFound());
const nameOf = (id: number | null) => mockDb.users.find((u) => u.profile.id === id)?.profile.nickname ?? '';
const check = (problem: string | null, as = refused) => (problem ? refuse(as(problem)) : undefined);
const addVenueCount = () => mockDb.venues.filter((v) => v.status === 'pending').length;
const state = (v: MockVenue) => ({ id: v.id, status: v.status, review_reason: v.review_reason, close_reason: v.close_reason, add_venue_count: addVenueCount() });
const view = (f: reviewRules.FeedbackRow) =>
  reviewRules.feedbackView({ ...f, userName: nameOf(f.userId), venueName: f.venueId ? (mockDb.venues.find((v) => v.id === f.venueId)?.name ?? '') : '' }, store().replies);
const feedbackOf = (user: MockUser) => (f: reviewRules.FeedbackRow) => {
  const v = f.venueId ? mockDb.venues.find((x) => x.id === f.venueId) : undefined;
  return user.isPlatformAdmin || (v !== undefined && canManageMockVenue(user, v));
};
const managed = (user: MockUser, id: number) => {
  const v = venueById(id);
  return canManageMockVenue(user, v) ? v : refuse(notFound());
};

export const venueReviewHandlers = [
  mock.admin.get('/admin/venue_review_info', ({ query }) => {
    const { court_count: _n, ...v } = venueById(query.id);
    return { ...v, photos: [v.cover], longitude: null, latitude: null, reviewed_at: null, reviewed_by_name: '', closed_at: null };
  }),

  mock.admin.post('/admin/venue_review', ({ body }) => {
    check(reviewReasonProblem(body.action, body.reason), badInput);
    const v = venueById(body.id);
    check(reviewRules.venueReviewRefusal(v.status));
    const outcome = reviewRules.venueReviewOutcome(body.action, body.reason);
    Object.assign(v, { status: outcome.status, review_reason: outcome.reason });
    return state(v);
  }),

  mock.post('/admin/venue_resubmit', ({ user, body }) => {
    const v = managed(user, body.id);
    check(reviewRules.venueResubmitRefusal(v.status));
    v.status = 'pending';
    return state(v);
  }),

  mock.admin.post('/admin/venue_close', ({ user, body }) => {
    const v = venueById(body.id);
    check(reviewRules.venueCloseRefusal(v.status, body.close_reason));
    if (v.status !== 'closed') Object.assign(v, { status: 'closed', close_reason: body.close_reason.trim() });
    const rows = mockDb.venueBooking.bookings.filter((b) => b.venueId === v.id);
    const hit = new Set(reviewRules.bookingsToCancelOnClosing(rows, new Date()).map((o) => o.id));
    const done = rows.filter((b) => hit.has(b.id)).map((b) => cancel(b, user, 'venue', `平台关闭场馆：${body.close_reason.trim()}`, 'platform'));
    const refundCents = done.reduce((sum, d) => sum + d.refund_cents, 0);
    return { ...state(v), ...reviewRules.venueClosedAnswer(done.length, refundCents, 0) };
  }),

  mock.admin.post('/admin/venue_reopen', ({ body }) => {
    const v = venueById(body.id);
    check(reviewRules.venueReopenRefusal(v.status));
    v.status = 'approved';
    return state(v);
  }),

  mock.post('/venue_site/feedback', ({ user, body }) => {
    const v = venueById(body.venue_id);
    if (v.status !== 'approved' && !canManageMockVenue(user, v)) return refuse(notFound());
    check(reviewRules.feedbackProblem({ content: body.suggestion, photos: body.photos }), badInput);
    const row: reviewRules.FeedbackRow = {
      id: Math.max(0, ...store().feedback.map((f) => f.id)) + 1,
      userId: user.profile.id,
      userName: '',
      venueId: v.id,
      venueName: '',
      content: body.suggestion.trim(),
      photos: body.photos ?? [],
      contact: body.contact?.trim() ?? '',
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    store().feedback.push(row);
    return view(row);
  }),

  mock.get('/venue_site/my_feedback', ({ user, url }) =>
    paginate(store().feedback.filter((f) => f.userId === user.profile.id).sort((a, b) => b.id - a.id).map(view), url)),

  mock.get('/admin/venue_feedback_list', ({ user, query: q, url }) => {
    if (!user.isPlatformAdmin && institutionIdsOf(user).length === 0) return refuse(forbidden());
    const venue = q.venue_id ? mockDb.venues.find((v) => v.id === q.venue_id) : undefined;
    if (q.venue_id && !user.isPlatformAdmin && !(venue && canManageMockVenue(user, venue))) return refuse(forbidden());
    const keyword = q.keyword?.trim();
    const rows = store()
      .feedback.filter(feedbackOf(user))
      .map(view)
      .filter((f) => (!q.status || f.status === q.status) && (!q.venue_id || f.venue_id === q.venue_id) && (!keyword || f.content.includes(keyword) || f.venue_name.includes(keyword)));
    return paginate(rows.sort((a, b) => b.id - a.id), url);
  }),

  mock.post('/admin/venue_feedback_reply', ({ user, body }) => {
    const f = store().feedback.find((x) => x.id === body.id);
    if (!f || !feedbackOf(user)(f)) return refuse(notFound());
    check(reviewRules.feedbackReplyProblem(body.reply), badInput);
    const side = reviewRules.feedbackReplySide(user.isPlatformAdmin);
    store().replies.push({ id: store().replies.length + 1, feedbackId: f.id, side, authorName: user.profile.nickname, content: body.reply.trim(), createdAt: new Date().toISOString() });
    f.status = 'replied';
    return view(f);
  }),
];
