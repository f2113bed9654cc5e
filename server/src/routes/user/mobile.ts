/**
 * 更换手机号 (个人设置, spec §7 `/user/customer_phone`, `/phone/code`): the masked current mobile; a code to the old
 * number, checked by GET /phone/code for a change grant; a code to the new number (free, not the old one) and
 * POST /user/mobile with it. Logged-in routes; the mutations need the CSRF token.
 */
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { MOBILE_PATTERN } from '../../services/sign-in.js';

export default async function userMobileRoutes(app: ApiInstance) {
  const rateLimit = { max: app.config.loginIpLimit, timeWindow: 60_000 };

  app.get(
    '/user/customer_phone',
    { schema: { tags: ['user'], summary: '当前账号绑定的手机号（中间四位隐藏）', response: okResponse(ref('CustomerPhone')) } },
    async (request) => ok(app.accountRecovery.customerPhone(request.user!)),
  );

  app.post(
    '/user/mobile/send_sms',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        summary: '更换手机号：step=old 向原手机号发送验证码；step=new 凭更换凭证向新手机号发送验证码（新手机号不能已被其他账号使用）',
        body: {
          type: 'object',
          required: ['step'],
          properties: {
            step: { type: 'string', enum: ['old', 'new'] },
            mobile: { type: 'string', pattern: MOBILE_PATTERN },
            change_token: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
        response: okResponse(ref('SmsSent')),
      },
    },
    async (request) => {
      await app.accountRecovery.sendChangeCode(request.user!, request.body, request.ip);
      return ok({ expire_in: 600, resend_in: 60 });
    },
  );

  app.get(
    '/phone/code',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        summary: '更换手机号：校验发到原手机号的验证码，换取 10 分钟内有效、只能使用一次的更换凭证',
        querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^\\d{6}$' } } },
        response: okResponse(ref('MobileChangeGrant')),
      },
    },
    async (request) => ok(await app.accountRecovery.checkOldMobile(request.user!, request.query.code, request.ip)),
  );

  app.post(
    '/user/mobile',
    {
      config: { rateLimit },
      schema: {
        tags: ['user'],
        summary: '更换手机号：凭更换凭证与新手机号的验证码改绑手机号',
        body: {
          type: 'object',
          required: ['change_token', 'mobile', 'code'],
          properties: {
            change_token: { type: 'string', minLength: 1, maxLength: 128 },
            mobile: { type: 'string', pattern: MOBILE_PATTERN },
            code: { type: 'string', pattern: '^\\d{6}$' },
          },
        },
        response: okResponse(ref('UserUpdated')),
      },
    },
    async (request) => ok(await app.accountRecovery.changeMobile(request.user!, request.body, request.ip)),
  );
}
