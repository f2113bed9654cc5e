import { mockSmsCode } from '../../mocks/handlers/auth';
import type { ContractSample as Sample } from '../contract-sample';
/**
 * Contract samples of 找回密码, 更换手机号 and the WeChat login's JSON routes (mocks/handlers/account-recovery.ts),
 * spread into shared/src/contract/contract.test.ts. A grant's token is random, so the steps after a grant are sampled
 * by their refusals; the whole flows run in the page tests, the server suite and the differential scenario.
 */

const ATHLETE_MOBILE = '13800000005';
const send = (body: unknown) =>
  fetch(new URL('/api/send_sms', 'http://localhost'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const accountRecoveryContractSamples: Sample[] = [
  { method: 'POST', url: '/api/send_sms', body: { mobile: ATHLETE_MOBILE, scene: 'reset_password' } },
  { method: 'POST', url: '/api/send_sms', body: { mobile: '13912345678', scene: 'reset_password' }, errno: 40000 },
  { method: 'POST', url: '/api/send_sms', body: { mobile: '13912345678', scene: 'wechat_bind' } },
  {
    method: 'GET',
    url: `/api/password/check?mobile=${ATHLETE_MOBILE}&code=${mockSmsCode(ATHLETE_MOBILE)}`,
    setup: () => send({ mobile: ATHLETE_MOBILE, scene: 'reset_password' }),
  },
  { method: 'GET', url: `/api/password/check?mobile=${ATHLETE_MOBILE}&code=000000`, errno: 40000 },
  { method: 'GET', url: '/api/password/check?mobile=1380000&code=000000', errno: 42200 },
  { method: 'POST', url: '/api/password/reset/home', body: { reset_token: 'f'.repeat(64), password: 'Renewed2027' }, errno: 40000 },
  { method: 'POST', url: '/api/password/reset/home', body: { reset_token: 'f'.repeat(64), password: 'short' }, errno: 42200 },
  { method: 'GET', url: '/api/auth/weixin/status' },
  { method: 'POST', url: '/api/auth/weixin', body: { redirect: '/admin' }, errno: 40000 },
  // the callback answers a browser with a redirect (302, HTML); its malformed query is the JSON refusal
  { method: 'GET', url: `/api/auth/callback_weixin?state=${'s'.repeat(129)}`, errno: 42200 },
  { method: 'POST', url: '/api/auth/token_login', body: { mobile: ATHLETE_MOBILE, code: '123456' }, errno: 40000 },
  { as: 'athlete', method: 'GET', url: '/api/user/customer_phone' },
  { method: 'GET', url: '/api/user/customer_phone', errno: 401 },
  { as: 'athlete', method: 'POST', url: '/api/user/mobile/send_sms', body: { step: 'old' } },
  { as: 'athlete', method: 'POST', url: '/api/user/mobile/send_sms', body: { step: 'new', mobile: '13912345678', change_token: 'a'.repeat(64) }, errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/user/mobile/send_sms', body: { step: 'new', change_token: 'a'.repeat(64) }, errno: 42200 },
  { as: 'athlete', method: 'GET', url: '/api/phone/code?code=000000', errno: 40000 },
  { as: 'athlete', method: 'POST', url: '/api/user/mobile', body: { change_token: 'a'.repeat(64), mobile: '13912345678', code: '123456' }, errno: 40000 },
];
