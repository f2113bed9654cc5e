import type { ContractSample as Sample } from '../contract-sample';

/** Demo venues (shared/demo DEMO_VENUES): 1 黄龙体育中心体育场 (approved, venue_mgr's), 4 黄龙羽毛球馆（新馆） (pending), 7 西溪全民健身中心 (rejected), 8 钱江新城滑板公园 (closed). */
const [STADIUM, PENDING, REJECTED, CLOSED] = [1, 4, 7, 8];

/** Contract samples of 新增场馆审核, closing and reopening venues, and 意见反馈 (spread into contract.test.ts). */
export const venueReviewContractSamples: Sample[] = [
  { as: 'admin', method: 'GET', url: `/api/admin/venue_review_info?id=${PENDING}` },
  { as: 'venue_mgr', method: 'GET', url: `/api/admin/venue_review_info?id=${PENDING}`, errno: 40300 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: { id: PENDING, action: 'reject', reason: '缺少消防验收材料' } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: { id: REJECTED, action: 'approve' }, errno: 40000 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_review', body: { id: PENDING, action: 'reject' }, errno: 42200 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_resubmit', body: { id: REJECTED } },
  { as: 'org_gov', method: 'POST', url: '/api/admin/venue_resubmit', body: { id: REJECTED }, errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: { id: STADIUM, close_reason: '消防整改' } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_close', body: { id: STADIUM, close_reason: ' ' }, errno: 40000 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_reopen', body: { id: CLOSED } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_reopen', body: { id: STADIUM }, errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: { venue_id: STADIUM, suggestion: '灯光太暗', photos: ['/api/media/a.jpg'] } },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: { venue_id: STADIUM, suggestion: ' ' }, errno: 42200 },
  { as: 'athlete', method: 'POST', url: '/api/venue_site/feedback', body: { venue_id: PENDING, suggestion: '好' }, errno: 404 },
  { as: 'athlete', method: 'GET', url: '/api/venue_site/my_feedback' },
  { method: 'GET', url: '/api/venue_site/my_feedback', errno: 401 },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_feedback_list?status=pending' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_feedback_list' },
  { as: 'athlete', method: 'GET', url: '/api/admin/venue_feedback_list', errno: 40300 },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_feedback_reply', body: { id: 4, reply: '已增加储物柜' } },
  { as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_feedback_reply', body: { id: 1, reply: '越权' }, errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_feedback_reply', body: { id: 1, reply: ' ' }, errno: 42200 },
];
