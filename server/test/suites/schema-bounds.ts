/**
 * Finding 2 of the hardening issue: input that looks valid but does not fit what the database can hold (ids above
 * int32, offsets beyond 64 bits, dates that do not exist or are out of range, NUL bytes) is refused by the route
 * schemas with 42200 and a Chinese message, and changes nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { json, login, type TestContext } from '../helpers.js';

export function schemaBoundsSuite(ctx: TestContext) {
  describe('schema bounds: what the database cannot hold is refused with 42200', () => {
    const refusedWith = async (res: Promise<LightMyRequestResponse>, msg: RegExp | string) => {
      const r = await res;
      assert.equal(r.statusCode, 200, `${r.statusCode} ${r.body}`);
      const body = json(r);
      assert.equal(body.errno, 42200, r.body);
      const text = body.result.errors?.[0]?.msg ?? '';
      if (typeof msg === 'string') assert.equal(text, msg);
      else assert.match(text, msg);
    };
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });

    it('refuses ids above 2,147,483,647 in a query and in a body', async () => {
      await refusedWith(get('/api/official/live?id=2147483648'), '编号不能大于2147483647');
      await refusedWith(get('/api/official/competition/info?id=99999999999'), '编号不能大于2147483647');
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      await refusedWith(admin.post('/api/admin/photo/review', { ids: [2147483648], action: 'approve' }), /不能大于2147483647$/);
      await refusedWith(admin.get('/api/admin/pay_order_info?id=2147483648'), '编号不能大于2147483647');
      // the largest int32 is still an ordinary id: not found, not refused
      const largest = await get('/api/official/live?id=2147483647');
      assert.notEqual(json(largest).errno, 42200, largest.body);
      assert.ok(largest.statusCode < 500, largest.body);
    });

    it('refuses paging offsets beyond what the database takes', async () => {
      await refusedWith(get('/api/album/list?start=9223372036854775807'), '起始位置不能大于2147483647');
      await refusedWith(get('/api/official/competition/list?start=18446744073709551616'), '起始位置不能大于2147483647');
    });

    it('refuses dates that match the pattern but do not exist or are out of range', async () => {
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      await refusedWith(admin.get('/api/competition/list?date_from=0000-00-00'), '开始日期格式错误');
      await refusedWith(admin.get('/api/competition/list?date_from=2026-02-30'), '开始日期格式错误');
      await refusedWith(admin.get('/api/competition/list?date_to=2026-13-45'), '结束日期格式错误');
      await refusedWith(get('/api/official/competition/list?month=9999-12'), '月份格式错误');
      await refusedWith(get('/api/official/competition/list?month=0000-01'), '月份格式错误');
      const month = await get('/api/official/competition/list?month=2026-12');
      assert.equal(json(month).errno, 0, month.body);
      // a leap day exists in 2028, not in 2026
      const leap = await admin.get('/api/competition/list?date_from=2028-02-29');
      assert.equal(json(leap).errno, 0, leap.body);
    });

    it('refuses a NUL byte in any string, anonymous or not', async () => {
      await refusedWith(get('/api/official/competition/list?sport=%00'), '运动项目不能包含控制字符');
      await refusedWith(get('/api/official/competition/list?keyword=a%00b'), '关键词不能包含控制字符');
      const org = await login(ctx.app, 'org_gov');
      const before = json<{ total: number }>(await org.get('/api/competition_series/list?institution_id=1')).result.total;
      await refusedWith(org.post('/api/competition_series', { institution_id: 1, name: '测试系列', description: 'a\u0000b' }), '简介不能包含控制字符');
      const after = json<{ total: number }>(await org.get('/api/competition_series/list?institution_id=1')).result.total;
      assert.equal(after, before, 'nothing was created');
      // a route pattern that only checks a prefix gets the control-character check beside it
      const athlete = await login(ctx.app, 'athlete');
      await refusedWith(athlete.post('/api/user/info', { image: '/api/media/a\u0000b' }), '头像不能包含控制字符');
      // an undeclared field is dropped: nothing is left to change
      await refusedWith(athlete.post('/api/user/info', { is_admin: {} }), '请至少填写一项内容');
      // line breaks and tabs stay allowed in free text
      const multiline = await org.post('/api/competition_series', { institution_id: 1, name: `系列 ${Date.now()}`, description: '第一行\n第二行\t缩进' });
      assert.equal(json(multiline).errno, 0, multiline.body);
    });

    it('refuses a lone UTF-16 surrogate in any string (PostgreSQL json cannot hold it), and changes nothing', async () => {
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      const columns = async () => json<{ list: { name: string }[] }>(await admin.get('/api/admin/article/columns')).result.list.length;
      const before = await columns();
      // JSON.stringify writes a lone surrogate as the escape "\ud800", as a fuzzer sends it
      await refusedWith(admin.post('/api/admin/article/column', { name: '栏目\ud800' }), '名称包含无效字符');
      await refusedWith(admin.post('/api/admin/article/column', { name: '\udc00栏目' }), '名称包含无效字符');
      await refusedWith(admin.put('/api/admin/award', { id: 1, name: '\ud800', place_from: 1, place_to: 1 }), '名称包含无效字符');
      assert.equal(await columns(), before, 'nothing was created');
      // whatever the field: a query string, an undeclared field (it would be dropped), a key, anonymous callers
      await refusedWith(admin.post('/api/admin/article/column', { name: '栏目', zz: ['\ud800'] }), /包含无效字符$/);
      await refusedWith(ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'a\ud800', password: 'x' } }), '账号包含无效字符');
      // a surrogate pair (an emoji) is well-formed text
      const emoji = await admin.post('/api/admin/article/column', { name: `😀${Date.now() % 100000}` });
      assert.equal(json(emoji).errno, 0, emoji.body);
    });
  });
}
