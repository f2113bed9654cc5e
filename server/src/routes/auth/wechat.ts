/**
 * 微信登录 (spec §2.1 /authorized, /wechat/loginSuccess; §7 POST /auth/weixin, GET /auth/callback_weixin,
 * POST /auth/token_login): services/wechat-login.ts. The state and the pending authorization travel in HttpOnly
 * cookies of their own (10 minutes), never in a page's query: the spec's `token` query of /authorized stays unused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OFFICIAL_LOGIN_PATH, RECOVERY_GRANT_TTL_SECONDS, WECHAT_BIND_PATH, WECHAT_SUCCESS_PATH, type WechatCallbackError } from 'shared/rules';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { setSessionCookie, signInClient } from '../../plugins/app/auth.js';
import { MOBILE_PATTERN } from '../../services/sign-in.js';

/** The state of a started WeChat authorization; sent back only to the callback. */
export const WECHAT_STATE_COOKIE = 'saishi_wx_state';
/** A WeChat authorization waiting for its account (the /authorized bind step). */
export const WECHAT_BIND_COOKIE = 'saishi_wx_bind';
const STATE_PATH = '/api/auth/callback_weixin';
const BIND_PATH = '/api/auth';

const cookieOptions = (request: FastifyRequest, path: string) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.server.config.cookieSecure,
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 302 to a page of the site, with a tiny HTML body naming it (the document's `text/html`). */
function redirectTo(reply: FastifyReply, location: string) {
  return reply
    .code(302)
    .header('location', location)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><a href="${escapeHtml(location)}">继续</a>`);
}

const loginError = (error: WechatCallbackError) => `${OFFICIAL_LOGIN_PATH}?wechat_error=${error}`;

export default async function wechatRoutes(app: ApiInstance) {
  const rateLimit = { max: app.config.loginIpLimit, timeWindow: 60_000 };

  app.get(
    '/auth/weixin/status',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '微信登录是否开启；本浏览器是否有待绑定手机号的微信授权', response: okResponse(ref('WechatStatus')) },
    },
    async (request) => {
      const enabled = app.wechatLogin.enabled();
      const pending = enabled && (await app.wechatLogin.pending(request.cookies[WECHAT_BIND_COOKIE]));
      return ok({ enabled: enabled ? (1 as const) : (0 as const), bind_pending: pending ? (1 as const) : (0 as const) });
    },
  );

  app.post(
    '/auth/weixin',
    {
      config: { auth: 'public', csrf: false, rateLimit },
      schema: {
        tags: ['auth'],
        summary: '发起微信登录：返回微信授权地址，state 同时写入本浏览器的 HttpOnly Cookie（10 分钟内有效，只能使用一次）；未配置时答“未开启微信登录”',
        body: { type: 'object', properties: { redirect: { type: 'string', maxLength: 512 } } },
        response: okResponse(ref('WechatAuthorize')),
      },
    },
    async (request, reply) => {
      const started = await app.wechatLogin.start(request.body?.redirect, request.ip);
      reply.setCookie(WECHAT_STATE_COOKIE, started.state, { ...cookieOptions(request, STATE_PATH), maxAge: RECOVERY_GRANT_TTL_SECONDS });
      return ok({ url: started.url, expire_in: started.expireIn });
    },
  );

  app.get(
    '/auth/callback_weixin',
    {
      config: { auth: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          '微信授权回调：state 须与本浏览器的 Cookie 一致且未用过、未过期；已绑定的微信直接登录并跳转 /wechat/loginSuccess，未绑定的跳转 /authorized 绑定手机号，失败跳转 /official/login?wechat_error=',
        querystring: {
          type: 'object',
          properties: { code: { type: 'string', maxLength: 256 }, state: { type: 'string', maxLength: 128 } },
        },
        response: {
          // only a malformed query is answered in JSON (errno 42200), without a redirect
          200: { description: '查询参数不合法（errno 42200，不跳转）', content: { 'application/json': { schema: ref('Refusal') } } },
          302: { description: '跳转到页面（Location）', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) => {
      const cookieState = request.cookies[WECHAT_STATE_COOKIE];
      reply.clearCookie(WECHAT_STATE_COOKIE, cookieOptions(request, STATE_PATH));
      const outcome = await app.wechatLogin.callback({ code: request.query.code, state: request.query.state, cookieState }, signInClient(request));
      if (outcome.kind === 'error') return redirectTo(reply, loginError(outcome.error));
      if (outcome.kind === 'bind') {
        reply.setCookie(WECHAT_BIND_COOKIE, outcome.bindToken, { ...cookieOptions(request, BIND_PATH), maxAge: RECOVERY_GRANT_TTL_SECONDS });
        return redirectTo(reply, WECHAT_BIND_PATH);
      }
      setSessionCookie(request, reply, outcome.session.sid);
      return redirectTo(reply, `${WECHAT_SUCCESS_PATH}?redirect=${encodeURIComponent(outcome.redirect)}`);
    },
  );

  app.post(
    '/auth/token_login',
    {
      config: { auth: 'public', csrf: false, rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          '微信首次登录绑定手机号：凭本浏览器待绑定的微信授权（Cookie）与手机号的短信验证码（scene=wechat_bind）绑定该手机号的账号（没有账号时新建个人账号）并登录',
        body: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN }, code: { type: 'string', pattern: '^\\d{6}$' } },
        },
        response: okResponse(ref('TokenLoginResult')),
      },
    },
    async (request, reply) => {
      const { sid, answer, redirect } = await app.wechatLogin.bind(request.cookies[WECHAT_BIND_COOKIE], request.body, signInClient(request));
      reply.clearCookie(WECHAT_BIND_COOKIE, cookieOptions(request, BIND_PATH));
      setSessionCookie(request, reply, sid);
      return ok({ ...answer, redirect });
    },
  );
}
