/**
 * Named response schemas of the platform's side of venues (routes/venue/review.ts, routes/venue/feedback.ts;
 * docs/venues.md "Review, closing and feedback"). Registered through `allSchemas` in components.ts.
 */
import { arrayOfRef, dateTime, int, listOf, nullableDateTime, nullableNum, obj, str } from './json-schema.js';
import type { Court } from './components.js';
import { venueHeadProps } from './venue-head.js';

const status = { type: 'string', enum: ['pending', 'approved', 'rejected', 'closed'], description: 'pending 待审核，approved 已上线，rejected 已驳回，closed 已关闭' } as const;

export const VenueReviewDetail = obj('VenueReviewDetail', '场馆审核详情（check/stadiumCheck/detail）', {
  ...venueHeadProps,
  status,
  cover: str,
  phone: str,
  open_hours: str,
  photos: { type: 'array', items: str, description: '场馆照片地址' },
  longitude: nullableNum,
  latitude: nullableNum,
  review_reason: { ...str, description: '驳回原因（未驳回：空）' },
  reviewed_at: nullableDateTime,
  reviewed_by_name: str,
  close_reason: { ...str, description: '最近一次关闭的原因' },
  closed_at: nullableDateTime,
  created_at: dateTime,
  courts: arrayOfRef<typeof Court>('Court'),
});

export const VenueReviewState = obj('VenueReviewState', '审核、重新提交或重新开放后的场馆状态', {
  id: int,
  status,
  review_reason: str,
  close_reason: str,
  add_venue_count: { ...int, description: '此后待审核的新增场馆数（平台）' },
});

export const VenueClosed = obj('VenueClosed', '关闭场馆的结果', {
  id: int,
  status,
  review_reason: str,
  close_reason: str,
  add_venue_count: int,
  cancelled: { ...int, description: '本次取消的未结束预订数（已支付的全额退款，未支付的关闭订单）' },
  refund_cents: { ...int, description: '本次全额退款的合计（分）' },
  left: { ...int, description: '暂未能取消的预订数（订单另有待处理的退款）：再次关闭即可' },
  text: str,
});

export const VenueFeedbackReply = obj('VenueFeedbackReply', '意见反馈的回复', {
  id: int,
  side: { type: 'string', enum: ['venue', 'platform'], description: 'venue 场馆回复，platform 平台回复' },
  side_label: str,
  author_name: str,
  content: str,
  created_at: dateTime,
});

export const VenueFeedback = obj('VenueFeedback', '意见反馈（含回复）', {
  id: int,
  user_name: str,
  venue_id: { ...int, description: '反馈的场馆（0：平台）' },
  venue_name: str,
  content: str,
  photos: { type: 'array', items: str },
  contact: str,
  status: { type: 'string', enum: ['pending', 'replied'], description: 'pending 待回复，replied 已回复' },
  status_label: str,
  created_at: dateTime,
  replies: arrayOfRef(VenueFeedbackReply),
});

export const VenueFeedbackList = listOf('VenueFeedbackList', '意见反馈列表', VenueFeedback);

export const venueReviewSchemas = [VenueReviewDetail, VenueReviewState, VenueClosed, VenueFeedbackReply, VenueFeedback, VenueFeedbackList];
