/**
 * 写操作的守卫: every signed-in mutation the other scenarios send only with the CSRF token, sent once by an organiser
 * without it (403 登录过期，请重新登录) and once by a visitor (401 请先登录), with an empty body or a placeholder id:
 * the session and CSRF checks answer before the request is read, on both sides (the CSRF token before the role). The
 * platform admin's own ones are also sent by the organiser with its token (40300 没有权限执行该操作). The public mutations (sign-in, SMS
 * codes, the enrolment, the sandbox gateway, a visitor's photo report) and the uploads (scenarios/uploads.ts) are
 * not among them.
 *
 * Operations: the refusals of the mutations listed in MUTATIONS.
 */
import type { Scenario, Step } from '../harness.js';

const MUTATIONS: [Step['method'], string][] = [
  ['DELETE', '/api/admin/album?id=1'],
  ['DELETE', '/api/admin/album/photo?id=1'],
  ['DELETE', '/api/admin/article?id=1'],
  ['DELETE', '/api/admin/article/column?id=1'],
  ['DELETE', '/api/admin/live/ad?id=1'],
  ['DELETE', '/api/admin/lives?id=1'],
  ['DELETE', '/api/competition?id=1'],
  ['DELETE', '/api/competition/download?id=1'],
  ['DELETE', '/api/competition/managers?id=1&user_id=1'],
  ['DELETE', '/api/competition/requirement/item?id=1'],
  ['POST', '/api/admin/acc_flow_list/export'],
  ['POST', '/api/admin/album/photo'],
  ['POST', '/api/admin/article'],
  ['POST', '/api/admin/article/review'],
  ['POST', '/api/admin/article/unpublish'],
  ['POST', '/api/admin/article/withdraw'],
  ['POST', '/api/admin/award'],
  ['POST', '/api/admin/competition/change_review'],
  ['POST', '/api/admin/competition/review'],
  ['POST', '/api/admin/headline_show'],
  ['POST', '/api/admin/headline_sort'],
  ['POST', '/api/admin/image/hide'],
  ['POST', '/api/admin/invoice/issue'],
  ['POST', '/api/admin/invoice/reject'],
  ['POST', '/api/admin/invoice/void'],
  ['POST', '/api/admin/live/ad'],
  ['POST', '/api/admin/lives/end'],
  ['POST', '/api/admin/lives/hide'],
  ['POST', '/api/admin/lives/start'],
  ['POST', '/api/admin/payout_account/confirm'],
  ['POST', '/api/admin/recommend_brand_show'],
  ['POST', '/api/admin/recommend_brand_sort'],
  ['POST', '/api/admin/recommend_column_show'],
  ['POST', '/api/admin/recommend_column_sort'],
  ['POST', '/api/admin/recommend_event_show'],
  ['POST', '/api/admin/recommend_event_sort'],
  ['POST', '/api/admin/recommend_link'],
  ['POST', '/api/admin/recommend_link_show'],
  ['POST', '/api/admin/recommend_link_sort'],
  ['POST', '/api/admin/recommend_partner_show'],
  ['POST', '/api/admin/recommend_partner_sort'],
  ['POST', '/api/admin/recommend_photo_show'],
  ['POST', '/api/admin/recommend_photo_sort'],
  ['POST', '/api/admin/recommend_video_show'],
  ['POST', '/api/admin/recommend_video_sort'],
  ['POST', '/api/admin/records/review'],
  ['POST', '/api/admin/report/handle'],
  ['POST', '/api/admin/schedule/create_phase'],
  ['POST', '/api/admin/schedule/create_schedule'],
  ['POST', '/api/admin/schedule/match_info/save'],
  ['POST', '/api/admin/schedule/qualify'],
  ['POST', '/api/admin/schedule/score'],
  ['POST', '/api/competition'],
  ['POST', '/api/competition/code/regenerate'],
  ['POST', '/api/competition/download'],
  ['POST', '/api/competition/requirement/item'],
  ['POST', '/api/competition/sign_info/import'],
  ['POST', '/api/competition/sign_info/review'],
  ['POST', '/api/competition/withdraw'],
  ['POST', '/api/competition_series'],
  ['POST', '/api/user/password'],
  ['POST', '/api/withdraw/send_sms'],
  ['PUT', '/api/admin/agreement'],
  ['PUT', '/api/admin/album'],
  ['PUT', '/api/admin/article'],
  ['PUT', '/api/admin/article/column'],
  ['PUT', '/api/admin/award'],
  ['PUT', '/api/admin/headline'],
  ['PUT', '/api/admin/live/ad'],
  ['PUT', '/api/admin/lives'],
  ['PUT', '/api/admin/lives/replay'],
  ['PUT', '/api/admin/recommend_brand'],
  ['PUT', '/api/admin/recommend_column'],
  ['PUT', '/api/admin/recommend_event'],
  ['PUT', '/api/admin/recommend_link'],
  ['PUT', '/api/admin/recommend_partner'],
  ['PUT', '/api/admin/recommend_photo'],
  ['PUT', '/api/admin/recommend_video'],
  ['PUT', '/api/admin/schedule/phase'],
  ['PUT', '/api/admin/schedule/ranking_rules'],
  ['PUT', '/api/admin/video'],
  ['PUT', '/api/competition'],
  ['PUT', '/api/competition/requirement'],
  ['PUT', '/api/competition/requirement/item'],
  ['PUT', '/api/competition/sign_info'],
  ['PUT', '/api/competition_series'],
];

/** The platform admin's own mutations (`auth: 'admin'`): an organiser with its token is refused 40300 before its input is read. */
const ADMIN_ONLY = new Set([
  '/api/admin/article/column',
  '/api/admin/article/review',
  '/api/admin/competition/change_review',
  '/api/admin/competition/review',
  '/api/admin/headline_show',
  '/api/admin/headline_sort',
  '/api/admin/image/hide',
  '/api/admin/lives/hide',
  '/api/admin/records/review',
  '/api/admin/report/handle',
  '/api/admin/agreement',
  '/api/admin/headline',
]);
const adminOnly = (url: string) => ADMIN_ONLY.has(url.split('?')[0]!) || /^\/api\/admin\/recommend_/.test(url);

const withBody = (method: Step['method']) => (method === 'DELETE' ? {} : { body: {} });

export const guardScenarios: Scenario[] = [
  {
    title: '写操作的守卫：没有 CSRF 令牌（403）与访客（401）',
    steps: MUTATIONS.flatMap(([method, url]): Step[] => [
      { title: `没有 CSRF 令牌：${method} ${url}`, as: 'org_gov', method, url, withoutCsrf: true, ...withBody(method) },
      { title: `访客：${method} ${url}`, as: null, method, url, ...withBody(method) },
      ...(adminOnly(url) ? [{ title: `主办方（非平台管理员）：${method} ${url}`, as: 'org_gov' as const, method, url, ...withBody(method) }] : []),
    ]),
  },
];
