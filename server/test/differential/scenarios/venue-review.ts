/**
 * The platform's side of venues (routes/venue/review.ts, routes/venue/feedback.ts over services/venue-review.ts):
 * 新增场馆审核 of a pending venue (detail, 驳回 without and with a reason, 通过 refused once it is no longer pending,
 * the manager's resubmission — the venue ends pending as it began), closing a swimming venue (a reason required,
 * closed, repeated, reopened), and 意见反馈 about 黄龙体育中心体育场 (sent, bad input, the venue manager's and the
 * platform's replies, 我的反馈). Venues are found by status, sport and name: the two sides' ids differ.
 *
 * Compares: GET /api/admin/venue_review_info, POST /api/admin/venue_review, POST /api/admin/venue_resubmit,
 * POST /api/admin/venue_close, POST /api/admin/venue_reopen, POST /api/venue_site/feedback,
 * GET /api/venue_site/my_feedback, GET /api/admin/venue_feedback_list, POST /api/admin/venue_feedback_reply.
 */
import type { Result, Scenario } from '../harness.js';
import { findStadium } from './common.js';

const state = (r: Result) => [r.status, r.review_reason];
const closed = (r: Result) => [r.status, r.close_reason, r.cancelled, r.refund_cents, r.left, r.text];
const mine = (r: Result, v: Record<string, unknown>) => r.list.find((f: { id: number }) => f.id === v.fb);
const replies = (f: Result) => [f?.status, f?.replies.map((x: { side: string; content: string }) => [x.side, x.content])];

export const venueReviewScenarios: Scenario[] = [
  {
    title: '新增场馆审核：详情 → 驳回（须填原因）→ 不能再审核 → 重新提交；关闭场馆（须填原因、可重复）→ 重新开放',
    steps: [
      {
        title: '待审核的场馆',
        as: 'admin',
        method: 'GET',
        url: '/api/admin/venue_list?status=pending&count=100',
        capture: (r) => ({ pending: r.list[0]?.id }),
        shape: false,
      },
      { title: '审核详情', as: 'admin', method: 'GET', url: (v) => `/api/admin/venue_review_info?id=${v.pending}`, same: (r) => r.status },
      { title: '场馆管理员看审核详情', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_review_info?id=${v.pending}` },
      { title: '驳回不填原因', as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'reject', reason: ' ' }) },
      { title: '审核操作无效', as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'maybe' }) },
      { title: '访客审核', as: null, method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'approve' }) },
      { title: '无令牌审核', as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'approve' }), withoutCsrf: true },
      { title: '机构用户审核', as: 'org_gov', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'approve' }) },
      { title: '驳回（原因）', as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'reject', reason: '缺少消防验收材料' }), same: state },
      { title: '已驳回的不能通过', as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: (v) => ({ id: v.pending, action: 'approve' }) },
      { title: '未绑定该场馆的管理员重新提交', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_resubmit', body: (v) => ({ id: v.pending }) },
      { title: '重新提交', as: 'admin', method: 'POST', url: '/api/admin/venue_resubmit', body: (v) => ({ id: v.pending }), same: (r) => r.status },
      { title: '待审核的不能重新提交', as: 'admin', method: 'POST', url: '/api/admin/venue_resubmit', body: (v) => ({ id: v.pending }) },
      { title: '待审核的不能关闭', as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: (v) => ({ id: v.pending, close_reason: '整改' }) },
      {
        title: '已上线的游泳场馆',
        as: 'admin',
        method: 'GET',
        url: `/api/admin/venue_list?status=approved&sport=${encodeURIComponent('游泳')}`,
        capture: (r) => ({ pool: r.list[0]?.id }),
        same: (r) => r.list.every((x: { sports: string[]; status: string }) => x.sports.includes('游泳') && x.status === 'approved'),
        shape: false,
      },
      { title: '关闭不填原因', as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: (v) => ({ id: v.pool, close_reason: ' ' }) },
      { title: '机构用户关闭', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_close', body: (v) => ({ id: v.pool, close_reason: '整改' }) },
      { title: '关闭（原因）', as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: (v) => ({ id: v.pool, close_reason: '泳池水质整改' }), same: closed },
      { title: '再次关闭', as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: (v) => ({ id: v.pool, close_reason: '泳池水质整改' }), same: closed },
      { title: '重新开放', as: 'admin', method: 'POST', url: '/api/admin/venue_reopen', body: (v) => ({ id: v.pool }), same: (r) => [r.status, r.close_reason] },
      { title: '未关闭的不能重新开放', as: 'admin', method: 'POST', url: '/api/admin/venue_reopen', body: (v) => ({ id: v.pool }) },
    ],
  },
  {
    title: '意见反馈：用户反馈（图片、空内容、未上线场馆、访客）→ 场馆管理员与平台回复 → 我的反馈',
    steps: [
      findStadium('admin', '体育场'),
      {
        title: '运动员反馈',
        as: 'athlete',
        method: 'POST',
        url: '/api/venue_site/feedback',
        body: (v) => ({ venue_id: v.stadium, suggestion: '  淋浴间热水不稳定  ', photos: ['/api/media/feedback-1.jpg'], contact: '13800000005' }),
        capture: (r) => ({ fb: r.id }),
        same: (r) => [r.status, r.status_label, r.content, r.photos, r.venue_name, r.replies],
      },
      { title: '反馈内容为空', as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: (v) => ({ venue_id: v.stadium, suggestion: ' ' }) },
      { title: '图片地址无效', as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: (v) => ({ venue_id: v.stadium, suggestion: '好', photos: ['javascript:alert(1)'] }) },
      { title: '图片过多', as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: (v) => ({ venue_id: v.stadium, suggestion: '好', photos: Array(7).fill('/api/media/a.jpg') }) },
      { title: '未上线的场馆', as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: (v) => ({ venue_id: v.pending, suggestion: '好' }) },
      { title: '访客反馈', as: null, method: 'POST', url: '/api/venue_site/feedback', body: (v) => ({ venue_id: v.stadium, suggestion: '好' }) },
      { title: '场馆管理员的待回复反馈', as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_feedback_list?status=pending&count=100', same: (r, v) => mine(r, v)?.status },
      { title: '个人用户看反馈列表', as: 'athlete', method: 'GET', url: '/api/admin/venue_feedback_list' },
      { title: '其他机构回复', as: 'org_youth', method: 'POST', url: '/api/admin/venue_feedback_reply', body: (v) => ({ id: v.fb, reply: '越权' }) },
      { title: '回复为空', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_feedback_reply', body: (v) => ({ id: v.fb, reply: ' ' }) },
      { title: '场馆回复', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_feedback_reply', body: (v) => ({ id: v.fb, reply: '已检修热水器' }), same: replies },
      { title: '平台回复', as: 'admin', method: 'POST', url: '/api/admin/venue_feedback_reply', body: (v) => ({ id: v.fb, reply: '平台已跟进' }), same: replies },
      { title: '平台的已回复反馈', as: 'admin', method: 'GET', url: (v) => `/api/admin/venue_feedback_list?status=replied&venue_id=${v.stadium}&count=100`, same: (r, v) => replies(mine(r, v)) },
      { title: '我的反馈', as: 'athlete', method: 'GET', url: '/api/venue_site/my_feedback?count=100', same: (r, v) => replies(mine(r, v)) },
    ],
  },
];
