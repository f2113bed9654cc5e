/**
 * 找回密码, 更换手机号 and 微信登录 (routes/auth/recovery.ts, routes/user/mobile.ts, routes/auth/wechat.ts; mocks:
 * handlers/account-recovery.ts). Operations compared: GET /password/check, POST /password/reset/home,
 * GET /auth/weixin/status, POST /auth/weixin, GET /auth/callback_weixin (its JSON refusal), POST /auth/token_login,
 * GET /user/customer_phone, POST /user/mobile/send_sms, GET /phone/code, POST /user/mobile.
 *
 * Nothing of a demo account changes: the referee's reset grant is refused a weak and a demo password (the grant stays,
 * the password too), and the referee's change grant is refused the athlete's mobile and their own. Neither side has a
 * WeChat app configured: both answer 未开启微信登录.
 */
import type { Scenario } from '../harness.js';
import { suffix } from './common.js';

const REFEREE_MOBILE = '13800000006';
const ATHLETE_MOBILE = '13800000005';
/** A mobile no demo account has (139 + eight random digits). */
const strangerMobile = () => `139${String(Number.parseInt(suffix(), 16) % 100_000_000).padStart(8, '0')}`;
const wrong = (code: unknown) => (code === '000000' ? '111111' : '000000');

export const accountRecoveryScenarios: Scenario[] = [
  {
    title: '找回密码：验证码换重置凭证，弱密码和演示密码被拒（凭证仍有效），未注册手机号、错误验证码、无效凭证',
    vars: () => ({ stranger: strangerMobile() }),
    steps: [
      { title: '未注册手机号发送找回密码验证码', as: null, method: 'POST', url: '/api/send_sms', body: (v) => ({ mobile: v.stranger, scene: 'reset_password' }) },
      { title: '发送找回密码验证码', as: null, method: 'POST', url: '/api/send_sms', body: { mobile: REFEREE_MOBILE, scene: 'reset_password' }, same: (r) => [r.expire_in, r.resend_in] },
      { title: '演示短信发件箱', as: null, method: 'GET', url: `/api/dev/sms_outbox?mobile=${REFEREE_MOBILE}`, capture: (r) => ({ code: r.list[0].code }), shape: false },
      { title: '错误的验证码', as: null, method: 'GET', url: (v) => `/api/password/check?mobile=${REFEREE_MOBILE}&code=${wrong(v.code)}` },
      { title: '手机号格式错误', as: null, method: 'GET', url: '/api/password/check?mobile=1380000&code=123456' },
      { title: '验证手机号，换取重置凭证', as: null, method: 'GET', url: (v) => `/api/password/check?mobile=${REFEREE_MOBILE}&code=${v.code}`, capture: (r) => ({ token: r.reset_token }), same: (r) => [r.expire_in, /^[0-9a-f]{64}$/.test(r.reset_token)] },
      { title: '验证码只能用一次', as: null, method: 'GET', url: (v) => `/api/password/check?mobile=${REFEREE_MOBILE}&code=${v.code}` },
      { title: '新密码不含数字', as: null, method: 'POST', url: '/api/password/reset/home', body: (v) => ({ reset_token: v.token, password: 'abcdefghij' }) },
      { title: '新密码是公开的演示密码', as: null, method: 'POST', url: '/api/password/reset/home', body: (v) => ({ reset_token: v.token, password: 'Saishi@2026' }) },
      { title: '新密码太短', as: null, method: 'POST', url: '/api/password/reset/home', body: (v) => ({ reset_token: v.token, password: 'a1' }) },
      { title: '无效的重置凭证', as: null, method: 'POST', url: '/api/password/reset/home', body: { reset_token: 'f'.repeat(64), password: 'Renewed2027' } },
      { title: '缺少重置凭证', as: null, method: 'POST', url: '/api/password/reset/home', body: { password: 'Renewed2027' } },
      { title: '演示密码仍可登录（什么都没改）', as: null, method: 'POST', url: '/api/auth/login', body: { account: 'referee', password: 'Saishi@2026' }, shape: false },
    ],
  },
  {
    title: '更换手机号：原手机号验证码换更换凭证；新手机号已被占用、与原手机号相同、凭证无效',
    vars: () => ({ stranger: strangerMobile() }),
    steps: [
      { title: '访客查看绑定手机号', as: null, method: 'GET', url: '/api/user/customer_phone' },
      { title: '查看绑定手机号（隐藏中间四位）', as: 'referee', method: 'GET', url: '/api/user/customer_phone', same: (r) => [r.mobile, r.bound] },
      { title: '向原手机号发送验证码', as: 'referee', method: 'POST', url: '/api/user/mobile/send_sms', body: { step: 'old' }, same: (r) => [r.expire_in] },
      { title: '演示短信发件箱', as: null, method: 'GET', url: `/api/dev/sms_outbox?mobile=${REFEREE_MOBILE}`, capture: (r) => ({ code: r.list[0].code }), shape: false },
      { title: '原手机号验证码错误', as: 'referee', method: 'GET', url: (v) => `/api/phone/code?code=${wrong(v.code)}` },
      { title: '原手机号验证通过，换取更换凭证', as: 'referee', method: 'GET', url: (v) => `/api/phone/code?code=${v.code}`, capture: (r) => ({ token: r.change_token }), same: (r) => [r.expire_in] },
      { title: '新手机号已被其他账号使用', as: 'referee', method: 'POST', url: '/api/user/mobile/send_sms', body: (v) => ({ step: 'new', mobile: ATHLETE_MOBILE, change_token: v.token }) },
      { title: '新手机号与原手机号相同', as: 'referee', method: 'POST', url: '/api/user/mobile/send_sms', body: (v) => ({ step: 'new', mobile: REFEREE_MOBILE, change_token: v.token }) },
      { title: '缺少新手机号', as: 'referee', method: 'POST', url: '/api/user/mobile/send_sms', body: (v) => ({ step: 'new', change_token: v.token }) },
      { title: '他人的更换凭证', as: 'athlete', method: 'POST', url: '/api/user/mobile/send_sms', body: (v) => ({ step: 'new', mobile: v.stranger, change_token: v.token }) },
      { title: '改绑为已被占用的手机号', as: 'referee', method: 'POST', url: '/api/user/mobile', body: (v) => ({ change_token: v.token, mobile: ATHLETE_MOBILE, code: '123456' }) },
      { title: '无效的更换凭证', as: 'referee', method: 'POST', url: '/api/user/mobile', body: (v) => ({ change_token: 'a'.repeat(64), mobile: v.stranger, code: '123456' }) },
      { title: '没有 CSRF 令牌', as: 'referee', method: 'POST', url: '/api/user/mobile', withoutCsrf: true, body: (v) => ({ change_token: v.token, mobile: v.stranger, code: '123456' }) },
    ],
  },
  {
    title: '微信登录未开启：状态、发起、回调参数错误、绑定手机号',
    steps: [
      { title: '微信登录状态', as: null, method: 'GET', url: '/api/auth/weixin/status', same: (r) => [r.enabled, r.bind_pending] },
      { title: '发起微信登录', as: null, method: 'POST', url: '/api/auth/weixin', body: { redirect: '/admin' } },
      { title: '回调的 state 过长', as: null, method: 'GET', url: `/api/auth/callback_weixin?state=${'s'.repeat(129)}` },
      { title: '绑定手机号并登录', as: null, method: 'POST', url: '/api/auth/token_login', body: { mobile: ATHLETE_MOBILE, code: '123456' } },
      { title: '绑定手机号：验证码格式错误', as: null, method: 'POST', url: '/api/auth/token_login', body: { mobile: ATHLETE_MOBILE, code: '12ab' } },
    ],
  },
];
