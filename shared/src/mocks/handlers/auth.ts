/**
 * Sign-in, the SMS code and the session (routes/auth on the server), declared with `mock.*`: the request schemas
 * check the input (手机号格式错误, 账号不能为空 …) and the refusals are the server's SIGN_IN_MSG, in its order. The resend
 * limit (one code per mobile and scene per 60 s) is the server's rule, smsSendRefusal of shared/rules. Not mocked: the
 * lock after repeated failures, the per-IP hourly cap (the mocks see no client IP), SMS_LOGIN=off.
 */
import { accountOf, type MockUser } from '../fixtures/users';
import { currentSession, endSession, mockDb, startSession } from '../db';
import { fail, refused } from '../envelope';
import { mock } from '../route';
import { isMobile } from '../../rules/validators';
import { SIGN_IN_MSG, SMS_IP_HOURLY_LIMIT_DEFAULT, smsSendRefusal, smsText, type SmsScene } from '../../rules/sign-in';

function loginResult(user: MockUser) {
  const s = startSession(user);
  return { account: accountOf(user), user: user.profile, expire_time: s.expireTime };
}

/** The code the mock "SMS gateway" sends: last six digits of the mobile reversed, stable for tests. */
export function mockSmsCode(mobile: string): string {
  return mobile.slice(-6).split('').reverse().join('');
}

/** Where the mocks keep the live code of a mobile for a scene. */
export const smsCodeKey = (mobile: string, scene: SmsScene) => `${scene}:${mobile}`;

/**
 * The server's sendSmsCode: refuses within 60 s of the last code of this mobile and scene (shared smsSendRefusal),
 * else keeps the code (mockSmsCode) and puts the message in the outbox. Answers the refusal, or null when sent.
 */
export function mockSendSmsCode(mobile: string, scene: SmsScene, now = Date.now()): string | null {
  const key = smsCodeKey(mobile, scene);
  const refusal = smsSendRefusal({ lastSentToMobileScene: mockDb.smsSentAt.get(key) ?? null, sentFromIpLastHour: null, ipHourlyLimit: SMS_IP_HOURLY_LIMIT_DEFAULT, now });
  if (refusal) return refusal;
  const code = mockSmsCode(mobile);
  mockDb.smsCodes.set(key, code);
  mockDb.smsSentAt.set(key, now);
  mockDb.smsOutbox.unshift({ mobile, content: smsText(code, scene), code, sent_at: new Date(now).toISOString() });
  return null;
}

/** The mock SMS code of (mobile, scene), spent when it matches. */
export function mockConsumeSmsCode(mobile: string, scene: SmsScene, code: string): boolean {
  const key = smsCodeKey(mobile, scene);
  if (mockDb.smsCodes.get(key) !== code) return false;
  mockDb.smsCodes.delete(key);
  return true;
}

const byMobile = (mobile: string) => mockDb.users.find((u) => u.profile.mobile === mobile);

export const authHandlers = [
  mock.public.post('/auth/login', ({ body }) => {
    const typed = body.account.trim();
    // the account field also accepts the user's mobile number
    const user = mockDb.users.find((u) => u.profile.account === typed) ?? (isMobile(typed) ? byMobile(typed) : undefined);
    if (!user || user.password !== body.password) return refused(SIGN_IN_MSG.wrongCredentials);
    if (body.scope === 'admin' && !user.isPlatformAdmin) return refused(SIGN_IN_MSG.notPlatformAdmin);
    return loginResult(user);
  }, { csrf: false }),

  mock.public.post('/send_sms', ({ body: { mobile, scene } }) => {
    // login and 找回密码: only registered mobiles; enrolment (入驻申请) and 微信绑定: any mobile
    if ((scene === 'login' || scene === 'reset_password') && !byMobile(mobile)) return refused(SIGN_IN_MSG.mobileUnknown);
    const refusal = mockSendSmsCode(mobile, scene);
    if (refusal) return refused(refusal);
    return { expire_in: 600, resend_in: 60 };
  }, { csrf: false }),

  mock.public.get('/dev/sms_outbox', ({ query }) => ({ list: mockDb.smsOutbox.filter((m) => m.mobile === query.mobile) })),

  mock.public.post('/auth/sms_login', ({ body: { mobile, code } }) => {
    const valid = mockDb.smsCodes.get(smsCodeKey(mobile, 'login')) === code;
    if (valid) mockDb.smsCodes.delete(smsCodeKey(mobile, 'login'));
    const user = valid ? byMobile(mobile) : undefined;
    if (!user) return refused(SIGN_IN_MSG.smsCodeWrong);
    return loginResult(user);
  }, { csrf: false }),

  mock.get('/auth/token', () => ({ _token: currentSession()!.token })),

  // Like the server: POST with the session's CSRF token ends it; the spec's GET answers 405 and ends nothing.
  mock.post('/auth/logout', () => {
    endSession();
    return {};
  }),

  mock.public.get('/auth/logout', () => {
    const response = fail(405, SIGN_IN_MSG.logoutMethod, 405);
    response.headers.set('Allow', 'POST');
    return response;
  }),
];
