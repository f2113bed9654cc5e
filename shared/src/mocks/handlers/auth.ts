import { http } from 'msw';
import { accountOf, type MockUser } from '../fixtures/users';
import { currentSession, endSession, mockDb, startSession } from '../db';
import { badInput, fail, notLoggedIn, ok } from '../envelope';
import { requireUser } from './guard';
import { SIGN_IN_MSG, smsText } from '../../rules/sign-in';

const MOBILE = /^1\d{10}$/;

function loginResult(user: MockUser) {
  const s = startSession(user);
  return { account: accountOf(user), user: user.profile, expire_time: s.expireTime };
}

/** The code the mock "SMS gateway" sends: last six digits of the mobile reversed, stable for tests. */
export function mockSmsCode(mobile: string): string {
  return mobile.slice(-6).split('').reverse().join('');
}

export const authHandlers = [
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { account?: string; password?: string; scope?: string };
    if (!body.account?.trim()) return badInput('账号不能为空');
    if (!body.password) return badInput('密码不能为空');
    const user = mockDb.users.find((u) => u.profile.account === body.account!.trim() || u.profile.mobile === body.account!.trim());
    if (!user || user.password !== body.password) return fail(40000, SIGN_IN_MSG.wrongCredentials);
    if (body.scope === 'admin' && !user.isPlatformAdmin) return fail(40000, SIGN_IN_MSG.notPlatformAdmin);
    return ok(loginResult(user));
  }),

  http.post('/api/send_sms', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { mobile?: string; scene?: string };
    if (!body.mobile || !MOBILE.test(body.mobile)) return badInput('手机号格式错误');
    const code = mockSmsCode(body.mobile);
    mockDb.smsCodes.set(body.mobile, code);
    mockDb.smsOutbox.unshift({
      mobile: body.mobile,
      content: smsText(code, body.scene === 'enrolment' ? 'enrolment' : 'login'),
      code,
      sent_at: new Date().toISOString(),
    });
    return ok({ expire_in: 600, resend_in: 60 });
  }),

  http.get('/api/dev/sms_outbox', ({ request }) => {
    const mobile = new URL(request.url).searchParams.get('mobile') ?? '';
    if (!MOBILE.test(mobile)) return badInput('手机号格式错误');
    return ok({ list: mockDb.smsOutbox.filter((m) => m.mobile === mobile) });
  }),

  http.post('/api/auth/sms_login', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { mobile?: string; code?: string };
    if (!body.mobile || !MOBILE.test(body.mobile)) return badInput('手机号格式错误');
    if (!body.code || !/^\d{6}$/.test(body.code)) return badInput('验证码格式错误');
    const sent = mockDb.smsCodes.get(body.mobile);
    if (!sent || sent !== body.code) return fail(40000, SIGN_IN_MSG.smsCodeWrong);
    mockDb.smsCodes.delete(body.mobile);
    const user = mockDb.users.find((u) => u.profile.mobile === body.mobile);
    if (!user) return fail(40000, SIGN_IN_MSG.mobileUnknown);
    return ok(loginResult(user));
  }),

  http.get('/api/auth/token', () => {
    const s = currentSession();
    return s ? ok({ _token: s.token }) : notLoggedIn();
  }),

  // Like the server: POST with the session's CSRF token ends it; the spec's GET answers 405 and ends nothing.
  http.post('/api/auth/logout', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    endSession();
    return ok({});
  }),

  http.get('/api/auth/logout', () => {
    const response = fail(405, SIGN_IN_MSG.logoutMethod, 405);
    response.headers.set('Allow', 'POST');
    return response;
  }),
];
