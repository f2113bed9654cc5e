import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIELD_LABELS } from 'shared/rules';
import { firstMsg, json, login, nextIp, type TestContext } from '../helpers.js';

export function envelopeSuite(ctx: TestContext) {
  describe('envelope, validation, errors, documents', () => {
    it('validation errors become errno 42200 with a Chinese message naming the field', async () => {
      const noPassword = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { account: 'admin' } });
      assert.equal(noPassword.statusCode, 200);
      assert.deepEqual(noPassword.json(), { errno: 42200, result: { errors: [{ msg: '密码不能为空' }] } });
      const emptyAccount = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { account: '', password: 'x' } });
      assert.equal(firstMsg(emptyAccount), '账号不能为空');
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      assert.equal(firstMsg(await admin.get('/api/competition/list?c_type=5')), '赛事类型取值无效');
      assert.equal(firstMsg(await admin.get('/api/competition/list?count=500')), '每页条数不能大于100');
      assert.equal(firstMsg(await admin.get('/api/competition/list?date_from=2026/01/01')), '开始日期格式错误');
      assert.equal(firstMsg(await admin.get('/api/competition/info?id=abc')), '编号格式错误');
      assert.equal(firstMsg(await admin.get('/api/competition/info')), '编号不能为空');
    });

    it('answers unknown /api routes with the 404 envelope, logged in or not', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await ctx.app.inject({ method, url: '/api/no/such/route' });
        assert.equal(res.statusCode, 404, method);
        assert.deepEqual(res.json(), { errno: 404, result: { errors: [{ msg: '请求的资源不存在' }] } });
      }
    });

    it('never leaks a stack or SQL on 5xx', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), { errno: 500, result: { errors: [{ msg: '服务器繁忙，请稍后再试' }] } });
      assert.ok(!res.body.includes('secret_table'));
    });

    it('answers ping with the envelope', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
      assert.deepEqual(res.json(), { errno: 0, result: { ok: true } });
    });

    it('serves the OpenAPI document with every foundation route and named schemas', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        openapi: string;
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
      };
      assert.match(doc.openapi, /^3\./);
      for (const p of [
        '/api/auth/login', '/api/auth/token', '/api/auth/logout', '/api/send_sms', '/api/auth/sms_login', '/api/user/info',
        '/api/user/password', '/api/admin/manager_menu', '/api/admin/un_check_count', '/api/admin/msg_count',
        '/api/admin/institution_list', '/api/competition/list', '/api/competition/info', '/api/competition/search_institution',
        '/api/admin/pay_order_list', '/api/admin/pay_order_info', '/api/admin/venue_list', '/api/admin/venue_info',
        '/api/official/home', '/api/ping',
      ]) {
        assert.ok(doc.paths[p], p);
      }
      for (const name of ['Account', 'LoginResult', 'UnCheckCount', 'Competition', 'OrderDetail', 'VenueDetail', 'OfficialHome']) {
        assert.ok(doc.components.schemas[name], name);
      }
    });

    it('names every request field of every route in Chinese (no `参数 xyz` in a validation message)', async () => {
      type Schema = { properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[] };
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
      };
      const names = new Set<string>();
      const walk = (s: Schema | undefined) => {
        if (!s) return;
        for (const [k, v] of Object.entries(s.properties ?? {})) {
          names.add(k);
          walk(v);
        }
        walk(s.items);
        for (const list of [s.oneOf, s.anyOf, s.allOf]) list?.forEach(walk);
      };
      for (const ops of Object.values(doc.paths))
        for (const op of Object.values(ops)) {
          for (const p of op.parameters ?? []) names.add(p.name);
          walk(op.requestBody?.content?.['application/json']?.schema);
        }
      const missing = [...names].filter((n) => !(n in FIELD_LABELS)).sort();
      assert.deepEqual(missing, []);
    });

    it('official/home is public and returns enabled content in order', async () => {
      const res = json<{
        headlines: { title: string; image: string }[];
        recommended_events: { competition_id: number | null; link: string }[];
        partners: { title: string; image: string }[];
        friendly_links: { title: string; link: string }[];
      }>(await ctx.app.inject({ method: 'GET', url: '/api/official/home' }));
      assert.equal(res.errno, 0);
      assert.ok(res.result.headlines.length >= 3);
      assert.ok(res.result.headlines.every((h) => h.image.startsWith('data:image/svg+xml')));
      assert.ok(res.result.recommended_events.every((e) => e.competition_id !== null && e.link === `/match/${e.competition_id}`));
      assert.ok(res.result.partners.length > 0);
      assert.ok(res.result.friendly_links.some((l) => l.title === '国家体育总局'));
      assert.ok(!res.result.friendly_links.some((l) => l.title === '已下线的旧合作站点'));
    });
  });
}
