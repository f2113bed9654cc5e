import {
  FEEDBACK_PHOTOS_MAX,
  VENUE_REVIEW_MSG,
  feedbackProblem,
  feedbackReplyProblem,
  feedbackReplySide,
  feedbackView,
  reviewedVenueStatus,
  venueCloseRefusal,
  venueClosedText,
  venueReopenRefusal,
  venueResubmitRefusal,
  venueReviewRefusal,
} from './venue-review';

describe('venue review', () => {
  it('reviews only a pending venue', () => {
    expect(venueReviewRefusal('pending')).toBeNull();
    for (const status of ['approved', 'rejected', 'closed']) expect(venueReviewRefusal(status)).toBe(VENUE_REVIEW_MSG.notPending);
    expect(reviewedVenueStatus('approve')).toBe('approved');
    expect(reviewedVenueStatus('reject')).toBe('rejected');
  });

  it('closes an approved venue (again when closed) with a reason, reopens a closed one, resubmits a rejected one', () => {
    expect(venueCloseRefusal('approved', '消防整改')).toBeNull();
    expect(venueCloseRefusal('closed', '消防整改')).toBeNull();
    expect(venueCloseRefusal('approved', ' ')).toBe(VENUE_REVIEW_MSG.closeReasonRequired);
    expect(venueCloseRefusal('pending', '消防整改')).toBe(VENUE_REVIEW_MSG.closeNotApproved);
    expect(venueReopenRefusal('closed')).toBeNull();
    expect(venueReopenRefusal('approved')).toBe(VENUE_REVIEW_MSG.reopenNotClosed);
    expect(venueResubmitRefusal('rejected')).toBeNull();
    expect(venueResubmitRefusal('pending')).toBe(VENUE_REVIEW_MSG.resubmitNotRejected);
  });

  it('says what closing did', () => {
    expect(venueClosedText(0, 0, 0)).toBe('场馆已关闭，取消未结束的预订0个');
    expect(venueClosedText(2, 12050, 1)).toBe('场馆已关闭，取消未结束的预订2个，全额退款 ¥120.50；另有1个预订暂未能取消（订单有待处理的退款），请稍后再次关闭');
  });
});

describe('feedback', () => {
  it('needs text, at most the photos allowed, uploaded addresses', () => {
    expect(feedbackProblem({ content: '  ' })).toBe(VENUE_REVIEW_MSG.feedbackEmpty);
    expect(feedbackProblem({ content: '灯光太暗', photos: ['/api/media/a.jpg', 'https://x.cn/b.png'] })).toBeNull();
    expect(feedbackProblem({ content: '灯光太暗', photos: Array.from({ length: FEEDBACK_PHOTOS_MAX + 1 }, (_, i) => `/api/media/${i}.jpg`) })).toBe(VENUE_REVIEW_MSG.feedbackPhotos(FEEDBACK_PHOTOS_MAX));
    expect(feedbackProblem({ content: '灯光太暗', photos: ['javascript:alert(1)'] })).toBe(VENUE_REVIEW_MSG.feedbackPhotoInvalid);
    expect(feedbackReplyProblem(' ')).toBe(VENUE_REVIEW_MSG.replyEmpty);
    expect(feedbackReplySide(true)).toBe('platform');
    expect(feedbackReplySide(false)).toBe('venue');
  });

  it('shows a feedback with its replies, oldest first', () => {
    const row = { id: 3, userId: 5, userName: '张三', venueId: null, venueName: '', content: '好', photos: [], contact: '', status: 'replied', createdAt: '2026-06-01T00:00:00.000Z' };
    const view = feedbackView(row, [
      { id: 9, feedbackId: 3, side: 'platform', authorName: '平台', content: '收到', createdAt: '2026-06-02T00:00:00.000Z' },
      { id: 7, feedbackId: 3, side: 'venue', authorName: '馆长', content: '已改进', createdAt: '2026-06-01T10:00:00.000Z' },
      { id: 8, feedbackId: 4, side: 'venue', authorName: '馆长', content: '别的', createdAt: '2026-06-01T10:00:00.000Z' },
    ]);
    expect(view.venue_id).toBe(0);
    expect(view.status_label).toBe('已回复');
    expect(view.replies.map((r) => [r.id, r.side_label])).toEqual([[7, '场馆回复'], [9, '平台回复']]);
  });
});
