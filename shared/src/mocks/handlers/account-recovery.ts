/**
 * 找回密码 and 更换手机号 (server: routes/auth/recovery.ts, routes/user/mobile.ts) and the WeChat login's JSON routes
 * (routes/auth/wechat.ts), declared with `mock.*`. The refusals are RECOVERY_MSG / WECHAT_MSG of shared/rules, in the
 * server's order; codes go through the mock SMS of handlers/auth.ts. The mocks have no WeChat app: like a server
 * without WECHAT_APP_ID they answer 未开启微信登录 (the login page shows no WeChat button), and the callback sends the
 * browser back to the login page with `wechat_error=off`. Not mocked: the locks after repeated wrong codes, the per-IP
 * limit.
 */
import { DEMO_PASSWORDS } from '../../demo/index.ts';
import { maskMobile } from '../../rules/sign-in';
import { newPasswordProblem } from '../../rules/password';
import { RECOVERY_GRANT_TTL_SECONDS, RECOVERY_MSG, WECHAT_MSG } from '../../rules/account-recovery';
import { currentSession, endSession, mockDb, type MockDb } from '../db';
import { badInput, refused } from '../envelope';
import { mock } from '../route';
import { mockConsumeSmsCode, mockSendSmsCode } from './auth';

interface MockGrant {
  purpose: 'password_reset' | 'mobile_change';
  userId: number;
  mobile: string;
  expiresAt: number;
  used: boolean;
}

/** The grants of the current mock data (a fresh set with every resetMockDb). */
const grantsByDb = new WeakMap<MockDb, Map<string, MockGrant>>();
function grants(): Map<string, MockGrant> {
  let map = grantsByDb.get(mockDb);
  if (!map) grantsByDb.set(mockDb, (map = new Map()));
  return map;
}

const newToken = () => Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');

function issue(purpose: MockGrant['purpose'], userId: number, mobile: string): string {
  for (const g of grants().values()) if (g.purpose === purpose && g.userId === userId) g.used = true;
  const token = newToken();
  grants().set(token, { purpose, userId, mobile, expiresAt: Date.now() + RECOVERY_GRANT_TTL_SECONDS * 1000, used: false });
  return token;
}

function live(purpose: MockGrant['purpose'], token: string | undefined): MockGrant | undefined {
  const g = token ? grants().get(token) : undefined;
  return g && g.purpose === purpose && !g.used && g.expiresAt > Date.now() ? g : undefined;
}

const consume = mockConsumeSmsCode;

const byMobile = (mobile: string) => mockDb.users.find((u) => u.profile.mobile === mobile);

export const accountRecoveryHandlers = [
  mock.public.get('/password/check', ({ query: { mobile, code } }) => {
    const user = consume(mobile, 'reset_password', code) ? byMobile(mobile) : undefined;
    if (!user) return refused(RECOVERY_MSG.codeWrong);
    return { reset_token: issue('password_reset', user.profile.id, mobile), expire_in: RECOVERY_GRANT_TTL_SECONDS };
  }),

  mock.public.post('/password/reset/home', ({ body }) => {
    const grant = live('password_reset', body.reset_token);
    if (!grant) return refused(RECOVERY_MSG.resetExpired);
    const problem = newPasswordProblem(body.password, DEMO_PASSWORDS, '新密码');
    if (problem) return badInput(problem);
    const user = mockDb.users.find((u) => u.profile.id === grant.userId)!;
    grant.used = true;
    user.password = body.password;
    // every session of the account ends (the mocks have one)
    if (currentSession()?.userId === user.profile.id) endSession();
    return {};
  }, { csrf: false }),

  mock.public.get('/auth/weixin/status', () => ({ enabled: 0 as const, bind_pending: 0 as const })),
  mock.public.post('/auth/weixin', () => refused(WECHAT_MSG.off), { csrf: false }),
  mock.public.post('/auth/token_login', () => refused(WECHAT_MSG.off), { csrf: false }),
  mock.public.get('/auth/callback_weixin', () =>
    new Response('<!doctype html><meta charset="utf-8"><a href="/official/login?wechat_error=off">继续</a>', {
      status: 302,
      headers: { location: '/official/login?wechat_error=off', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })),

  mock.get('/user/customer_phone', ({ user }) => ({ mobile: user.profile.mobile ? maskMobile(user.profile.mobile) : '', bound: user.profile.mobile ? (1 as const) : (0 as const) })),

  mock.post('/user/mobile/send_sms', ({ user, body }) => {
    const current = user.profile.mobile;
    if (body.step === 'old') {
      if (!current) return refused(RECOVERY_MSG.noMobile);
      const refusal = mockSendSmsCode(current, 'change_mobile');
      return refusal ? refused(refusal) : { expire_in: 600, resend_in: 60 };
    }
    if (!body.mobile) return badInput(RECOVERY_MSG.newMobileRequired);
    const grant = live('mobile_change', body.change_token);
    if (!grant || grant.userId !== user.profile.id || grant.mobile !== current) return refused(RECOVERY_MSG.changeExpired);
    if (body.mobile === current) return badInput(RECOVERY_MSG.sameMobile);
    const holder = byMobile(body.mobile);
    if (holder && holder !== user) return refused(RECOVERY_MSG.mobileTaken);
    const refusal = mockSendSmsCode(body.mobile, 'change_mobile');
    return refusal ? refused(refusal) : { expire_in: 600, resend_in: 60 };
  }),

  mock.get('/phone/code', ({ user, query }) => {
    const current = user.profile.mobile;
    if (!current) return refused(RECOVERY_MSG.noMobile);
    if (!consume(current, 'change_mobile', query.code)) return refused(RECOVERY_MSG.codeWrong);
    return { change_token: issue('mobile_change', user.profile.id, current), expire_in: RECOVERY_GRANT_TTL_SECONDS };
  }),

  mock.post('/user/mobile', ({ user, body }) => {
    const current = user.profile.mobile;
    const grant = live('mobile_change', body.change_token);
    if (!grant || grant.userId !== user.profile.id || grant.mobile !== current) return refused(RECOVERY_MSG.changeExpired);
    if (body.mobile === current) return badInput(RECOVERY_MSG.sameMobile);
    const holder = byMobile(body.mobile);
    if (holder && holder !== user) return refused(RECOVERY_MSG.mobileTaken);
    if (!consume(body.mobile, 'change_mobile', body.code)) return refused(RECOVERY_MSG.codeWrong);
    grant.used = true;
    user.profile.mobile = body.mobile;
    return { user: user.profile };
  }),
];
