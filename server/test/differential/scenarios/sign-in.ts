/**
 * 登录与短信验证码 (routes/auth): the refusals a visitor meets before having a session — a wrong password, an
 * organiser logging in to the platform back office, a code asked for an unregistered mobile, malformed input, a
 * wrong code, the spec's GET logout — and one code asked for 入驻申请 (any mobile), asked again within 60 s (one code
 * per mobile and scene per minute: shared/rules smsSendRefusal on both sides). Only refusals of unknown names and
 * mobiles, so no demo account is ever locked by repeated failures.
 */
import type { Scenario } from '../harness.js';
import { suffix } from './common.js';

/** A mobile no demo account has (139 + eight random digits). */
const strangerMobile = () => `139${String(Number.parseInt(suffix(), 16) % 100_000_000).padStart(8, '0')}`;

export const signInScenarios: Scenario[] = [
  {
    title: '登录：错误密码、后台身份、未注册手机号、格式错误、错误验证码、GET 退出',
    vars: () => ({ account: `nobody_${suffix()}`, mobile: strangerMobile() }),
    steps: [
      { title: '不存在的账号', as: null, method: 'POST', url: '/api/auth/login', body: (v) => ({ account: v.account, password: 'Saishi@2026' }) },
      { title: '账号为空', as: null, method: 'POST', url: '/api/auth/login', body: { account: '', password: 'x' } },
      { title: '缺少密码', as: null, method: 'POST', url: '/api/auth/login', body: { account: 'admin' } },
      { title: '主办方账号登录平台管理后台', as: null, method: 'POST', url: '/api/auth/login', body: { account: 'org_gov', password: 'Saishi@2026', scope: 'admin' } },
      { title: '未注册手机号发送登录验证码', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.mobile, scene: 'login' }) },
      { title: '手机号格式错误', as: null, method: 'POST', url: '/api/send_sms', body: { mobile: '1380000', scene: 'login' } },
      { title: '缺少用途', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.mobile }) },
      { title: '入驻申请验证码（任意手机号）', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.mobile, scene: 'enrolment' }), same: (r) => [r.expire_in, r.resend_in] },
      { title: '60 秒内再要同一用途的验证码（发送过于频繁）', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.mobile, scene: 'enrolment' }) },
      { title: '验证码格式错误', as: null, method: 'POST', url: '/api/auth/sms_login', body: (v) => ({ mobile: v.mobile, code: '12ab' }) },
      { title: '错误的验证码', as: null, method: 'POST', url: '/api/auth/sms_login', body: (v) => ({ mobile: v.mobile, code: '000000' }) },
      { title: '访客取 CSRF 令牌', as: null, method: 'GET', url: '/api/auth/token' },
      { title: 'GET 退出登录（规范里的写法，答 405）', as: null, method: 'GET', url: '/api/auth/logout' },
    ],
  },
];
