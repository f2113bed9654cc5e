/**
 * 找回密码 (GET /password/check, POST /password/reset/home) and 更换手机号 (GET /user/customer_phone,
 * POST /user/mobile/send_sms, GET /phone/code, POST /user/mobile): codes, single-use grants, every session ended by a
 * reset, locks and the per-IP limit, refusals in Chinese with nothing changed.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { RECOVERY_MSG, SIGN_IN_MSG } from 'shared/rules';
import { authGrants, users } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, nextIp, uniqueMobile, type TestContext } from '../helpers.js';

export function accountRecoverySuite(ctx: TestContext) {
  const outbox = async (mobile: string) =>
    json<{ list: { code: string; content: string }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?mobile=${mobile}` })).result.list;
  const sendReset = (mobile: string) => ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile, scene: 'reset_password' } });
  const check = (mobile: string, code: string, remoteAddress = nextIp()) => ctx.app.inject({ method: 'GET', url: `/api/password/check?mobile=${mobile}&code=${code}`, remoteAddress });
  const reset = (resetToken: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/password/reset/home', remoteAddress: nextIp(), payload: { reset_token: resetToken, password } });
  const passwordLogin = (account: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { account, password } });
  /** A reset grant of a fresh user, by the SMS code sent to their mobile. */
  async function resetGrant() {
    const u = await createUser(ctx.app);
    assert.equal(json(await sendReset(u.mobile)).errno, 0);
    const [message] = await outbox(u.mobile);
    assert.ok(message.content.includes('找回密码验证码'));
    const res = await check(u.mobile, message.code);
    assert.equal(json(res).errno, 0, res.body);
    return { ...u, token: json<{ reset_token: string; expire_in: number }>(res).result.reset_token, code: message.code };
  }

  describe('找回密码 (retrieveAccount)', () => {
    it('resets the password by SMS and ends every session of the user', async () => {
      const u = await createUser(ctx.app);
      const first = await login(ctx.app, u.account, u.password);
      const second = await login(ctx.app, u.account, u.password);
      await sendReset(u.mobile);
      const [message] = await outbox(u.mobile);
      const checked = await check(u.mobile, message.code);
      const grant = json<{ reset_token: string; expire_in: number }>(checked).result;
      assert.match(grant.reset_token, /^[0-9a-f]{64}$/);
      assert.equal(grant.expire_in, 600);
      const done = await reset(grant.reset_token, 'Renewed#2027');
      assert.equal(json(done).errno, 0, done.body);
      for (const c of [first, second]) assert.equal((await c.get('/api/user/info')).statusCode, 401);
      assert.equal(firstMsg(await passwordLogin(u.account, u.password)), SIGN_IN_MSG.wrongCredentials);
      assert.equal(json(await passwordLogin(u.account, 'Renewed#2027')).errno, 0);
    });

    it('spends the grant once', async () => {
      const g = await resetGrant();
      assert.equal(json(await reset(g.token, 'Renewed#2027')).errno, 0);
      const again = await reset(g.token, 'Another#2028');
      assert.equal(json(again).errno, 40000);
      assert.equal(firstMsg(again), RECOVERY_MSG.resetExpired);
      assert.equal(json(await passwordLogin(g.account, 'Renewed#2027')).errno, 0);
    });

    it('spends the grant once when two resets race (one conditional UPDATE)', async () => {
      const g = await resetGrant();
      const answers = await Promise.all([reset(g.token, 'RaceOne#2027'), reset(g.token, 'RaceTwo#2027')]);
      const errnos = answers.map((r) => json(r).errno).sort();
      assert.deepEqual(errnos, [0, 40000]);
      const won = json(answers[0]).errno === 0 ? 'RaceOne#2027' : 'RaceTwo#2027';
      assert.equal(json(await passwordLogin(g.account, won)).errno, 0);
    });

    it('refuses a weak or demo password and keeps the grant for a better one', async () => {
      const g = await resetGrant();
      const weak = await reset(g.token, 'abcdefgh');
      assert.equal(json(weak).errno, 42200);
      const demo = await reset(g.token, 'Saishi@2026');
      assert.equal(firstMsg(demo), '新密码不能使用公开的演示密码');
      assert.equal(json(await passwordLogin(g.account, g.password)).errno, 0, 'nothing changed');
      assert.equal(json(await reset(g.token, 'Renewed#2027')).errno, 0);
    });

    it('refuses a wrong, reused or expired code, and an expired or unknown grant', async () => {
      const g = await resetGrant();
      const reused = await check(g.mobile, g.code);
      assert.equal(firstMsg(reused), RECOVERY_MSG.codeWrong);
      const u = await createUser(ctx.app);
      await sendReset(u.mobile);
      const [message] = await outbox(u.mobile);
      const wrong = await check(u.mobile, message.code === '000000' ? '111111' : '000000');
      assert.equal(json(wrong).errno, 40000);
      assert.equal(firstMsg(wrong), RECOVERY_MSG.codeWrong);
      // a login code is no reset code
      const other = await createUser(ctx.app);
      await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile: other.mobile, scene: 'login' } });
      const [loginCode] = await outbox(other.mobile);
      assert.equal(firstMsg(await check(other.mobile, loginCode.code)), RECOVERY_MSG.codeWrong);

      const db = ctx.app.database.db;
      const hash = createHash('sha256').update(g.token).digest('hex');
      await db.update(authGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authGrants.tokenHash, hash));
      assert.equal(firstMsg(await reset(g.token, 'Renewed#2027')), RECOVERY_MSG.resetExpired);
      assert.equal(firstMsg(await reset('f'.repeat(64), 'Renewed#2027')), RECOVERY_MSG.resetExpired);
      assert.equal(firstMsg(await reset('not-a-token', 'Renewed#2027')), RECOVERY_MSG.resetExpired);
      assert.equal(json(await passwordLogin(g.account, g.password)).errno, 0, 'the password is unchanged');
    });

    it('sends reset codes only to registered mobiles', async () => {
      const res = await sendReset(uniqueMobile());
      assert.equal(firstMsg(res), SIGN_IN_MSG.mobileUnknown);
    });

    it('locks the mobile after 5 wrong codes from one address', async () => {
      const u = await createUser(ctx.app);
      await sendReset(u.mobile);
      const [message] = await outbox(u.mobile);
      const ip = nextIp();
      const wrong = message.code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) assert.equal(firstMsg(await check(u.mobile, wrong, ip)), RECOVERY_MSG.codeWrong);
      assert.equal(firstMsg(await check(u.mobile, message.code, ip)), RECOVERY_MSG.locked);
    });

    it('answers 429 past the per-IP limit of the login routes', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await check(uniqueMobile(), '123456', ip)).statusCode);
      assert.deepEqual(statuses.slice(0, 30), Array(30).fill(200));
      assert.equal(statuses[30], 429);
    });

    it('needs a JSON body for the reset', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/password/reset/home', remoteAddress: nextIp(), headers: { 'content-type': 'text/plain' }, payload: 'x' });
      assert.notEqual(json(res).errno, 0);
    });
  });

  describe('更换手机号', () => {
    const sendChange = (c: Awaited<ReturnType<typeof login>>, body: Record<string, unknown>) => c.post('/api/user/mobile/send_sms', body, {});

    it('changes the mobile with codes to the old and the new number, once', async () => {
      const u = await createUser(ctx.app);
      const c = await login(ctx.app, u.account, u.password);
      const phone = json<{ mobile: string; bound: number }>(await c.get('/api/user/customer_phone')).result;
      assert.deepEqual(phone, { mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}`, bound: 1 });
      assert.equal(json(await sendChange(c, { step: 'old' })).errno, 0);
      const [old] = await outbox(u.mobile);
      assert.ok(old.content.includes('更换手机号验证码'));
      const grantRes = await c.get(`/api/phone/code?code=${old.code}`);
      const token = json<{ change_token: string }>(grantRes).result.change_token;
      assert.match(token, /^[0-9a-f]{64}$/);

      const taken = await createUser(ctx.app);
      const refused = await sendChange(c, { step: 'new', mobile: taken.mobile, change_token: token });
      assert.equal(firstMsg(refused), RECOVERY_MSG.mobileTaken);
      assert.equal(firstMsg(await sendChange(c, { step: 'new', mobile: u.mobile, change_token: token })), RECOVERY_MSG.sameMobile);

      const fresh = uniqueMobile();
      assert.equal(json(await sendChange(c, { step: 'new', mobile: fresh, change_token: token })).errno, 0);
      const [code] = await outbox(fresh);
      const wrong = await c.post('/api/user/mobile', { change_token: token, mobile: fresh, code: code.code === '000000' ? '111111' : '000000' });
      assert.equal(firstMsg(wrong), RECOVERY_MSG.codeWrong);
      // the wrong guess did not spend the code (5 guesses per code)
      const done = await c.post('/api/user/mobile', { change_token: token, mobile: fresh, code: code.code });
      assert.equal(json(done).errno, 0, done.body);
      assert.equal(json<{ user: { mobile: string } }>(done).result.user.mobile, fresh);
      const [row] = await ctx.app.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, u.user.id));
      assert.equal(row.mobile, fresh);

      const again = await c.post('/api/user/mobile', { change_token: token, mobile: uniqueMobile(), code: code.code });
      assert.equal(firstMsg(again), RECOVERY_MSG.changeExpired);
    });

    it("refuses another user's change grant and a wrong old code", async () => {
      const a = await createUser(ctx.app);
      const b = await createUser(ctx.app);
      const ca = await login(ctx.app, a.account, a.password);
      const cb = await login(ctx.app, b.account, b.password);
      await sendChange(ca, { step: 'old' });
      const [old] = await outbox(a.mobile);
      const token = json<{ change_token: string }>(await ca.get(`/api/phone/code?code=${old.code}`)).result.change_token;
      assert.equal(firstMsg(await sendChange(cb, { step: 'new', mobile: uniqueMobile(), change_token: token })), RECOVERY_MSG.changeExpired);
      assert.equal(firstMsg(await cb.get('/api/phone/code?code=123456')), RECOVERY_MSG.codeWrong);
    });

    it('needs a session and the CSRF token', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/user/customer_phone' })).statusCode, 401);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/phone/code?code=123456' })).statusCode, 401);
      const u = await createUser(ctx.app);
      const c = await login(ctx.app, u.account, u.password);
      const noToken = await ctx.app.inject({ method: 'POST', url: '/api/user/mobile', headers: { cookie: c.cookie }, payload: { change_token: 'a'.repeat(64), mobile: uniqueMobile(), code: '123456' } });
      assert.equal(noToken.statusCode, 403);
    });
  });
}
