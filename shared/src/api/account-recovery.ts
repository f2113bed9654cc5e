/**
 * 找回密码, 更换手机号 and 微信登录 (docs/auth.md "Recovery" and "WeChat login"): one call per function, typed by the
 * server's OpenAPI document.
 */
import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import type { Json } from '../http/api-types';

export type WechatBindPayload = Json<'/auth/token_login', 'post'>;
export type MobileChangeCodePayload = Json<'/user/mobile/send_sms', 'post'>;
export type ChangeMobilePayload = Json<'/user/mobile', 'post'>;

/** POST /send_sms with scene reset_password (a registered mobile) or wechat_bind (any mobile). */
export function sendAccountCode(mobile: string, scene: 'reset_password' | 'wechat_bind', client: HttpClient = http) {
  return client.post('/send_sms', { mobile, scene });
}

/** GET /password/check: the 找回密码 code → a reset grant of 10 minutes. */
export function checkResetCode(mobile: string, code: string, client: HttpClient = http) {
  return client.get('/password/check', { mobile, code });
}

/** POST /password/reset/home: the new password under the reset grant; every session of the account ends. */
export function resetPassword(resetToken: string, password: string, client: HttpClient = http) {
  return client.post('/password/reset/home', { reset_token: resetToken, password });
}

/** GET /auth/weixin/status: whether WeChat login is on, and whether this browser has an authorization to bind. */
export function getWechatStatus(client: HttpClient = http) {
  return client.get('/auth/weixin/status');
}

/** POST /auth/weixin: the WeChat authorization URL (the state goes into an HttpOnly cookie). */
export function startWechatLogin(redirect: string | undefined, client: HttpClient = http) {
  return client.post('/auth/weixin', redirect ? { redirect } : {});
}

/** POST /auth/token_login: binds the pending WeChat authorization to the mobile's account and signs in. */
export function wechatBindLogin(payload: WechatBindPayload, client: HttpClient = http) {
  return client.post('/auth/token_login', payload);
}

/** GET /user/customer_phone: the caller's mobile, masked. */
export function getCustomerPhone(client: HttpClient = http) {
  return client.get('/user/customer_phone');
}

/** POST /user/mobile/send_sms: a code to the old number (step old) or, under the change grant, to the new one. */
export function sendMobileChangeCode(payload: MobileChangeCodePayload, client: HttpClient = http) {
  return client.post('/user/mobile/send_sms', payload);
}

/** GET /phone/code: the old number's code → a change grant of 10 minutes. */
export function checkOldMobileCode(code: string, client: HttpClient = http) {
  return client.get('/phone/code', { code });
}

/** POST /user/mobile: the new mobile with its code, under the change grant. */
export function changeMobile(payload: ChangeMobilePayload, client: HttpClient = http) {
  return client.post('/user/mobile', payload);
}
