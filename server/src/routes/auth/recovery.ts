/**
 * 找回密码 (retrieveAccount, spec §7): GET /password/check (mobile + the SMS code of /send_sms scene reset_password →
 * a reset grant) and POST /password/reset/home (grant + new password → every session of the user ends). Both are
 * pre-login: rate-limited per IP like the login routes; the POST needs a JSON body instead of a CSRF token.
 */
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { MOBILE_PATTERN } from '../../services/sign-in.js';

export default async function recoveryRoutes(app: ApiInstance) {
  const rateLimit = { max: app.config.loginIpLimit, timeWindow: 60_000 };

  app.get(
    '/password/check',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: '找回密码：校验手机号与短信验证码（scene=reset_password），换取 10 分钟内有效、只能使用一次的重置凭证（验证码随之失效）',
        querystring: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN }, code: { type: 'string', pattern: '^\\d{6}$' } },
        },
        response: okResponse(ref('ResetGrant')),
      },
    },
    async (request) => ok(await app.accountRecovery.checkResetCode(request.query.mobile, request.query.code, request.ip)),
  );

  app.post(
    '/password/reset/home',
    {
      config: { auth: 'public', csrf: false, rateLimit },
      schema: {
        tags: ['auth'],
        summary: '找回密码：凭重置凭证设置新密码（8–32 位，含字母和数字）；该账号的所有登录会话随之失效',
        body: {
          type: 'object',
          required: ['reset_token', 'password'],
          properties: {
            reset_token: { type: 'string', minLength: 1, maxLength: 128 },
            password: { type: 'string', minLength: 8, maxLength: 32 },
          },
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      await app.accountRecovery.resetPassword(request.body.reset_token, request.body.password, request.ip);
      return ok({});
    },
  );
}
