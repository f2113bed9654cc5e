/**
 * 账号、个人中心与后台框架 (routes/auth, routes/user, routes/admin shell): an SMS login with the demo outbox's code,
 * the CSRF token, one's own information and its nickname (changed and put back), the password change's refusals, the
 * back-office menu, the pending counts and the message counts of an institution, the institutions one manages, the
 * venues of a venue manager, the health check; another institution, a visitor and a mutation without the CSRF token.
 * A successful logout or password change would end the session the server side of the harness keeps for the account
 * for the whole run: only their refusals are compared.
 *
 * Operations: POST /api/auth/sms_login, GET /api/auth/token, POST /api/auth/logout (refusals), GET /api/user/info,
 * POST /api/user/info, POST /api/user/password (refusals), GET /api/admin/manager_menu, GET /api/admin/un_check_count,
 * GET /api/admin/msg_count, GET /api/admin/institution_list, GET /api/admin/venue_list, GET /api/admin/venue_info,
 * GET /api/ping, GET /api/system/jobs (access only, shape not compared).
 */
import type { Result, Scenario } from '../harness.js';
import { organiserInfo } from './common.js';

/** The referee's mobile (shared/demo accounts); no other suite sends it a login code. */
const REFEREE_MOBILE = '13800000006';

export const accountScenarios: Scenario[] = [
  {
    title: '账号：短信登录、CSRF 令牌、个人信息与昵称、改密码的拒绝、后台菜单与待办数、机构与场馆',
    steps: [
      { title: '健康检查', as: null, method: 'GET', url: '/api/ping', same: (r) => r },
      { title: '登录验证码', as: null, method: 'POST', url: '/api/send_sms', body: { mobile: REFEREE_MOBILE, scene: 'login' } },
      {
        title: '演示短信发件箱',
        as: null,
        method: 'GET',
        url: `/api/dev/sms_outbox?mobile=${REFEREE_MOBILE}`,
        capture: (r) => ({ code: r.list[0].code }),
        shape: false,
      },
      {
        title: '短信验证码登录',
        as: null,
        method: 'POST',
        url: '/api/auth/sms_login',
        body: (v) => ({ mobile: REFEREE_MOBILE, code: v.code }),
        // the mocks' demo accounts have nicknames of their own (shared/mocks/fixtures/users.ts ≠ the seed's)
        same: (r) => [r.user.account, r.user.mobile],
      },
      { title: '验证码只能用一次', as: null, method: 'POST', url: '/api/auth/sms_login', body: (v) => ({ mobile: REFEREE_MOBILE, code: v.code }) },
      { title: 'CSRF 令牌', as: 'referee', method: 'GET', url: '/api/auth/token' },
      { title: '个人信息', as: 'referee', method: 'GET', url: '/api/user/info', capture: (r) => ({ nickname: r.user.nickname }), same: (r) => r.user.account },
      { title: '访客读个人信息', as: null, method: 'GET', url: '/api/user/info' },
      { title: '昵称为空', as: 'referee', method: 'POST', url: '/api/user/info', body: { nickname: ' ' } },
      { title: '改昵称', as: 'referee', method: 'POST', url: '/api/user/info', body: { nickname: '差分裁判' }, same: (r) => r.user.nickname },
      { title: '不带 CSRF 令牌改昵称', as: 'referee', method: 'POST', url: '/api/user/info', body: { nickname: 'x' }, withoutCsrf: true },
      { title: '昵称改回', as: 'referee', method: 'POST', url: '/api/user/info', body: (v) => ({ nickname: v.nickname }) },
      { title: '原密码错误', as: 'referee', method: 'POST', url: '/api/user/password', body: { old_password: 'Wrong@2026', new_password: 'Saishi@2027' } },
      { title: '新密码太简单', as: 'referee', method: 'POST', url: '/api/user/password', body: { old_password: 'Saishi@2026', new_password: '123' } },
      { title: '新密码是公开的演示密码（与原密码相同）', as: 'referee', method: 'POST', url: '/api/user/password', body: { old_password: 'Saishi@2026', new_password: 'Saishi@2026' } },
      { title: '新密码是另一个演示密码', as: 'referee', method: 'POST', url: '/api/user/password', body: { old_password: 'Saishi@2026', new_password: 'Admin@2026' } },
      { title: '访客改密码', as: null, method: 'POST', url: '/api/user/password', body: { old_password: 'Saishi@2026', new_password: 'Saishi@2027' } },
      { title: '不带 CSRF 令牌退出登录', as: 'org_youth', method: 'POST', url: '/api/auth/logout', withoutCsrf: true },
      organiserInfo,
      { title: '主办方的后台菜单', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/manager_menu?institution_id=${v.institution}`, same: (r) => r.titles },
      { title: '另一家机构的后台菜单', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/manager_menu?institution_id=${v.institution}` },
      { title: '个人用户的菜单', as: 'athlete', method: 'GET', url: '/api/admin/manager_menu', same: (r) => r.titles },
      { title: '平台管理员的待办数', as: 'admin', method: 'GET', url: '/api/admin/un_check_count' },
      { title: '主办方的待办数', as: 'org_gov', method: 'GET', url: '/api/admin/un_check_count' },
      { title: '访客读待办数', as: null, method: 'GET', url: '/api/admin/un_check_count' },
      { title: '机构的消息数', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/msg_count?belong_id=${v.institution}` },
      { title: '另一家机构的消息数', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/msg_count?belong_id=${v.institution}` },
      { title: '管理的机构', as: 'org_multi', method: 'GET', url: '/api/admin/institution_list', same: (r) => r.list.map((i: Result) => [i.name, i.institution_type]) },
      {
        title: '场馆管理员的场馆',
        as: 'venue_mgr',
        method: 'GET',
        url: '/api/admin/venue_list?count=100',
        capture: (r) => ({ venue: r.list[0]?.id }),
        shape: false,
      },
      { title: '场馆详情', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_info?id=${v.venue}`, shape: false },
      { title: '另一家机构读场馆详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/venue_info?id=${v.venue}` },
      { title: '不存在的场馆', as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_info?id=99999999' },
      // 任务队列: its list is being reshaped (readable errors), so only who may read it
      { title: '任务队列', as: 'admin', method: 'GET', url: '/api/system/jobs?count=5', shape: false },
      { title: '主办方读任务队列', as: 'org_gov', method: 'GET', url: '/api/system/jobs' },
      { title: '访客读任务队列', as: null, method: 'GET', url: '/api/system/jobs' },
    ],
  },
];
