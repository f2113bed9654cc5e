import { errorBody } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { clearSessionCookie, setSessionCookie, signInClient } from '../../plugins/app/auth.js';
import { MOBILE_PATTERN } from '../../services/sign-in.js';
import { SIGN_IN_MSG } from 'shared/rules';

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
      const { sid, answer } = await app.signIn.withPassword(request.body, signInClient(request));
      setSessionCookie(request, reply, sid);
      return ok(answer);
    },
  );

  app.post(
    '/send_sms',
    {
      config: publicJson,
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（6 位，10 分钟有效，同一手机号同一用途 60 秒内最多 1 条，同一 IP 每小时有上限；scene=login 登录，enrolment 入驻申请，reset_password 找回密码，wechat_bind 微信登录绑定手机号）',
        body: {
          type: 'object',
          required: ['mobile', 'scene'],
          properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN }, scene: { type: 'string', enum: ['login', 'enrolment', 'reset_password', 'wechat_bind'] } },
        },
        response: okResponse(ref('SmsSent')),
      },
    },
    async (request) => {
      await app.signIn.sendPublicSmsCode(request.body.mobile, request.body.scene, request.ip);
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
      const { sid, answer } = await app.signIn.withSmsCode(request.body, signInClient(request));
      setSessionCookie(request, reply, sid);
      return ok(answer);
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
      await app.signIn.signOut(request.session, request.ip);
      clearSessionCookie(request, reply);
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
