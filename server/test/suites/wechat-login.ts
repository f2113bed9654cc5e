/**
 * 微信登录 against a local fake WeChat OAuth server (test/wechat/fake-wechat-oauth.ts): disabled unless configured;
 * the state bound to the browser's cookie, used once, 10 minutes; a bound openid signs in; an unknown one goes to
 * /authorized, where an SMS code binds it to the mobile's account (or a new personal account) and signs in.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { RECOVERY_MSG, WECHAT_MSG } from 'shared/rules';
import { authGrants, smsCodes, wechatBindings } from '../../src/db/schema/index.js';
import type { WechatSettings } from '../../src/wechat/settings.js';
import { createUser, firstMsg, json, nextIp, uniqueMobile, type TestContext } from '../helpers.js';
import { startFakeWechatOauth, type FakeWechatOauth } from '../wechat/fake-wechat-oauth.js';

const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined => {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found?.split(';')[0].slice(name.length + 1);
};
const setCookieLine = (res: LightMyRequestResponse, name: string) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.startsWith(`${name}=`)) ?? '';
};

export function wechatLoginSuite(ctx: TestContext) {
  const outbox = async (mobile: string) =>
    json<{ list: { code: string }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?mobile=${mobile}` })).result.list;
  const start = (redirect?: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/weixin', remoteAddress: nextIp(), payload: redirect ? { redirect } : {} });
  const callback = (query: { code?: string; state?: string }, stateCookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auth/callback_weixin?${new URLSearchParams(query as Record<string, string>).toString()}`,
      remoteAddress: nextIp(),
      headers: stateCookie ? { cookie: `saishi_wx_state=${stateCookie}` } : {},
    });
  const tokenLogin = (bindCookie: string | undefined, body: { mobile: string; code: string }) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/token_login', remoteAddress: nextIp(), payload: body, headers: bindCookie ? { cookie: `saishi_wx_bind=${bindCookie}` } : {} });
  /** Starts a login: the state of the URL and of the cookie. */
  async function started(redirect?: string) {
    const res = await start(redirect);
    assert.equal(json(res).errno, 0, res.body);
    const url = new URL(json<{ url: string }>(res).result.url);
    const state = url.searchParams.get('state')!;
    assert.equal(cookieOf(res, 'saishi_wx_state'), state);
    return { state, url, res };
  }

  describe('微信登录 (disabled)', () => {
    it('answers 未开启微信登录 while WECHAT_APP_ID / WECHAT_APP_SECRET are unset', async () => {
      assert.equal(ctx.app.config.wechat, null);
      const status = json<{ enabled: number; bind_pending: number }>(await ctx.app.inject({ method: 'GET', url: '/api/auth/weixin/status' })).result;
      assert.deepEqual(status, { enabled: 0, bind_pending: 0 });
      const res = await start();
      assert.equal(json(res).errno, 40000);
      assert.equal(firstMsg(res), WECHAT_MSG.off);
      const cb = await callback({ code: 'x', state: 'a'.repeat(64) }, 'a'.repeat(64));
      assert.equal(cb.statusCode, 302);
      assert.equal(cb.headers.location, '/official/login?wechat_error=off');
      assert.equal(firstMsg(await tokenLogin('a'.repeat(64), { mobile: uniqueMobile(), code: '123456' })), WECHAT_MSG.off);
    });
  });

  describe('微信登录 (against a fake WeChat OAuth server)', () => {
    let fake: FakeWechatOauth;
    let saved: WechatSettings | null;
    before(async () => {
      fake = await startFakeWechatOauth();
      saved = ctx.app.config.wechat;
      ctx.app.config.wechat = { appId: fake.appId, appSecret: fake.appSecret, oauthUrl: 'https://open.weixin.example', apiUrl: fake.url, callbackUrl: 'https://saishi.example/api/auth/callback_weixin' };
    });
    after(async () => {
      ctx.app.config.wechat = saved;
      await fake.close();
    });

    it('starts with the authorize URL and a state cookie for the callback only', async () => {
      const { url, res } = await started();
      assert.equal(`${url.origin}${url.pathname}`, 'https://open.weixin.example/connect/qrconnect');
      assert.equal(url.searchParams.get('appid'), fake.appId);
      assert.equal(url.searchParams.get('redirect_uri'), 'https://saishi.example/api/auth/callback_weixin');
      assert.equal(url.searchParams.get('scope'), 'snsapi_login');
      assert.equal(url.hash, '#wechat_redirect');
      assert.match(url.searchParams.get('state')!, /^[0-9a-f]{64}$/);
      const line = setCookieLine(res, 'saishi_wx_state');
      assert.match(line, /HttpOnly/i);
      assert.match(line, /Path=\/api\/auth\/callback_weixin/);
      assert.match(line, /Max-Age=600/);
      assert.match(line, /SameSite=Lax/i);
      assert.equal(json<{ enabled: number }>(await ctx.app.inject({ method: 'GET', url: '/api/auth/weixin/status' })).result.enabled, 1);
    });

    it('signs a bound openid in, and refuses the same state again', async () => {
      const u = await createUser(ctx.app);
      const openid = `o_${u.user.id}_bound`;
      await ctx.app.database.db.insert(wechatBindings).values({ userId: u.user.id, openid });
      const { state } = await started('/admin/person/set');
      const code = fake.issue(openid);
      const res = await callback({ code, state }, state);
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, `/wechat/loginSuccess?redirect=${encodeURIComponent('/admin/person/set')}`);
      const sid = cookieOf(res, 'saishi_sid');
      assert.match(sid ?? '', /^[0-9a-f]{64}$/);
      const info = await ctx.app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie: `saishi_sid=${sid}` } });
      assert.equal(json<{ user: { id: number } }>(info).result.user.id, u.user.id);

      const replay = await callback({ code: fake.issue(openid), state }, state);
      assert.equal(replay.headers.location, '/official/login?wechat_error=state');
      assert.equal(cookieOf(replay, 'saishi_sid'), undefined);
    });

    it('refuses a state of another browser, a missing cookie, and an expired state', async () => {
      const u = await createUser(ctx.app);
      const openid = `o_${u.user.id}_state`;
      await ctx.app.database.db.insert(wechatBindings).values({ userId: u.user.id, openid });
      const mine = await started();
      const theirs = await started();
      assert.equal((await callback({ code: fake.issue(openid), state: theirs.state }, mine.state)).headers.location, '/official/login?wechat_error=state');
      assert.equal((await callback({ code: fake.issue(openid), state: mine.state })).headers.location, '/official/login?wechat_error=state');
      // neither attempt spent the state: the right browser still signs in with it
      assert.match((await callback({ code: fake.issue(openid), state: mine.state }, mine.state)).headers.location as string, /^\/wechat\/loginSuccess/);

      const old = await started();
      const hash = createHash('sha256').update(old.state).digest('hex');
      await ctx.app.database.db.update(authGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authGrants.tokenHash, hash));
      const expired = await callback({ code: fake.issue(openid), state: old.state }, old.state);
      assert.equal(expired.headers.location, '/official/login?wechat_error=state');
      assert.equal(cookieOf(expired, 'saishi_sid'), undefined);
    });

    it('refuses a code WeChat does not know, or one already used', async () => {
      const { state } = await started();
      const wrong = await callback({ code: 'forged-code', state }, state);
      assert.equal(wrong.headers.location, '/official/login?wechat_error=code');
      assert.equal(cookieOf(wrong, 'saishi_sid'), undefined);
      const code = fake.issue('o_used_code');
      const first = await started();
      await callback({ code, state: first.state }, first.state);
      const second = await started();
      assert.equal((await callback({ code, state: second.state }, second.state)).headers.location, '/official/login?wechat_error=code');
      const denied = await started();
      assert.equal((await callback({ state: denied.state }, denied.state)).headers.location, '/official/login?wechat_error=code');
    });

    it('binds an unknown openid to an existing account by SMS code, then signs it in directly', async () => {
      const u = await createUser(ctx.app);
      const openid = `o_new_${u.user.id}`;
      const { state } = await started();
      const res = await callback({ code: fake.issue(openid, `u_${u.user.id}`), state }, state);
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, '/authorized');
      assert.equal(cookieOf(res, 'saishi_sid'), undefined);
      const bind = cookieOf(res, 'saishi_wx_bind')!;
      assert.match(setCookieLine(res, 'saishi_wx_bind'), /HttpOnly/i);
      const status = await ctx.app.inject({ method: 'GET', url: '/api/auth/weixin/status', headers: { cookie: `saishi_wx_bind=${bind}` } });
      assert.equal(json<{ bind_pending: number }>(status).result.bind_pending, 1);

      await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile: u.mobile, scene: 'wechat_bind' } });
      const [message] = await outbox(u.mobile);
      const wrong = await tokenLogin(bind, { mobile: u.mobile, code: message.code === '000000' ? '111111' : '000000' });
      assert.equal(firstMsg(wrong), RECOVERY_MSG.codeWrong);
      const done = await tokenLogin(bind, { mobile: u.mobile, code: message.code });
      assert.equal(json(done).errno, 0, done.body);
      const result = json<{ account: { user_id: number }; redirect: string }>(done).result;
      assert.equal(result.redirect, '/admin');
      assert.match(cookieOf(done, 'saishi_sid') ?? '', /^[0-9a-f]{64}$/);
      const [row] = await ctx.app.database.db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
      assert.equal(row.userId, u.user.id);
      assert.equal(row.unionid, `u_${u.user.id}`);

      // the pending authorization is spent
      assert.equal(firstMsg(await tokenLogin(bind, { mobile: u.mobile, code: message.code })), WECHAT_MSG.bindExpired);
      // next time the openid signs in at once
      const again = await started();
      assert.match((await callback({ code: fake.issue(openid), state: again.state }, again.state)).headers.location as string, /^\/wechat\/loginSuccess/);
    });

    it('creates a personal account for a mobile no account has, and refuses a second WeChat on one account', async () => {
      const mobile = uniqueMobile();
      const { state } = await started();
      const bind = cookieOf(await callback({ code: fake.issue(`o_person_${mobile}`), state }, state), 'saishi_wx_bind')!;
      await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile, scene: 'wechat_bind' } });
      const [message] = await outbox(mobile);
      const done = await tokenLogin(bind, { mobile, code: message.code });
      assert.equal(json<{ account: { isPerson: number } }>(done).result.account.isPerson, 1);

      const other = await started();
      const bind2 = cookieOf(await callback({ code: fake.issue(`o_other_${mobile}`), state: other.state }, other.state), 'saishi_wx_bind')!;
      const db = ctx.app.database.db;
      // the resend interval is per mobile and scene: let the first code be old enough
      await db.update(smsCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(smsCodes.mobile, mobile));
      await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile, scene: 'wechat_bind' } });
      const [second] = await outbox(mobile);
      assert.equal(firstMsg(await tokenLogin(bind2, { mobile, code: second.code })), WECHAT_MSG.accountBound);
    });

    it('refuses the bind step without a pending authorization', async () => {
      assert.equal(firstMsg(await tokenLogin(undefined, { mobile: uniqueMobile(), code: '123456' })), WECHAT_MSG.bindExpired);
      assert.equal(firstMsg(await tokenLogin('b'.repeat(64), { mobile: uniqueMobile(), code: '123456' })), WECHAT_MSG.bindExpired);
    });
  });
}
