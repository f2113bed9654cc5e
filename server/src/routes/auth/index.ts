import { errorBody, refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { endSession, startSession } from '../../plugins/app/auth.js';
import { passwordAttemptKey, smsLoginAttemptKey } from '../../repositories/login-attempts.js';
import { dummyHash, verifyPassword } from '../../services/passwords.js';
import { SIGN_IN_MSG } from 'shared/rules';

export const MOBILE_PATTERN = '^1\\d{10}$';

export default async function authRoutes(app: ApiInstance) {
  const loginLimit = { max: app.config.loginIpLimit, timeWindow: 60_000 };
  const publicJson = { auth: 'public' as const, csrf: false, rateLimit: loginLimit };

  app.post(
    '/auth/login',
    {
      config: publicJson,
      schema: {
        tags: ['auth'],
        summary: '账号密码登录（scope=admin 仅限平台管理员）',
        body: {
          type: 'object',
          required: ['account', 'password'],
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 64 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            scope: { type: 'string', enum: ['admin'] },
          },
        },
        response: okResponse(ref('LoginResult')),
      },
    },
    async (request, reply) => {
      const { account, password, scope } = request.body;
      const { repos } = app;
      const typed = account.trim();
      // The account field also accepts the user's mobile number.
      const user =
        (await repos.users.findByAccount(typed)) ?? (new RegExp(MOBILE_PATTERN).test(typed) ? await repos.users.findByMobile(typed) : undefined);
      // One counter per person, whichever name they typed (account or mobile); unknown names count on their own.
      const key = user ? passwordAttemptKey(user.id) : typed;
      // counted before the password is checked: parallel guesses cannot all pass the lock (repositories/login-attempts.ts)
      const attempt = await app.signIn.beginAttempt(key, request.ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      // a wrong password leaves the attempt counted as a failure
      if (!user || !valid) throw refused(SIGN_IN_MSG.wrongCredentials);
      if (user.status !== 'active' || (scope === 'admin' && !user.isPlatformAdmin)) {
        await repos.loginAttempts.discard(attempt);
        throw refused(user.status !== 'active' ? SIGN_IN_MSG.disabled : SIGN_IN_MSG.notPlatformAdmin);
      }
      await repos.loginAttempts.succeeded(attempt);
      return ok(await startSession(request, reply, user, scope === 'admin' ? 'password-admin' : 'password'));
    },
  );

  app.post(
    '/send_sms',
    {
      config: publicJson,
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（6 位，10 分钟有效，同一手机号同一用途 60 秒内最多 1 条，同一 IP 每小时有上限；scene=login 登录，enrolment 入驻申请）',
        body: {
          type: 'object',
          required: ['mobile', 'scene'],
          properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN }, scene: { type: 'string', enum: ['login', 'enrolment'] } },
        },
        response: okResponse(ref('SmsSent')),
      },
    },
    async (request) => {
      const { mobile, scene } = request.body;
      app.signIn.refuseUnlessSmsOpen(scene);
      // login: only registered mobiles; enrolment (入驻申请, anonymous visitors): any mobile
      if (scene === 'login') {
        const user = await app.repos.users.findByMobile(mobile);
        if (!user || user.status !== 'active') throw refused(SIGN_IN_MSG.mobileUnknown);
      }
      await app.signIn.sendSmsCode(mobile, scene, request.ip);
      return ok({ expire_in: 600, resend_in: 60 });
    },
  );

  app.post(
    '/auth/sms_login',
    {
      config: publicJson,
      schema: {
        tags: ['auth'],
        summary: '短信验证码登录',
        body: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN }, code: { type: 'string', pattern: '^\\d{6}$' } },
        },
        response: okResponse(ref('LoginResult')),
      },
    },
    async (request, reply) => {
      const { mobile, code } = request.body;
      app.signIn.refuseUnlessSmsOpen('login');
      // its own key: an account locked for passwords still signs in with a code sent to its mobile
      const attempt = await app.signIn.beginAttempt(smsLoginAttemptKey(mobile), request.ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      const valid = await app.repos.smsCodes.consume(mobile, 'login', code);
      const user = valid ? await app.repos.users.findByMobile(mobile) : undefined;
      if (!user) throw refused(SIGN_IN_MSG.smsCodeWrong);
      if (user.status !== 'active') {
        await app.repos.loginAttempts.discard(attempt);
        throw refused(SIGN_IN_MSG.disabled);
      }
      await app.repos.loginAttempts.succeeded(attempt);
      return ok(await startSession(request, reply, user, 'sms'));
    },
  );

  app.get(
    '/auth/token',
    {
      schema: { tags: ['auth'], summary: '获取绑定当前会话的 CSRF 令牌', response: okResponse(ref('CsrfToken')) },
    },
    async (request) => ok({ _token: request.session!.csrfToken }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录（需 X-CSRF-TOKEN；会话立即失效）',
        response: okResponse(ref('Empty')),
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return ok({});
    },
  );

  // The spec's GET /auth/logout ends nothing: any same-site image could request it. 405 with the method to use.
  app.get(
    '/auth/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: '已停用：退出登录请用 POST /auth/logout（GET 不结束会话，答 405）',
        deprecated: true,
        response: { 405: { description: '请使用 POST', ...ref('ErrorEnvelope') } },
      },
    },
    async (_request, reply) => reply.code(405).header('allow', 'POST').send(errorBody(405, SIGN_IN_MSG.logoutMethod)),
  );
}
