import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createUser, institutions, json, login, unique, type TestContext } from '../helpers.js';

export function projectsSuite(ctx: TestContext) {
  describe('GET /institution/project (运动项目)', () => {
    it('answers anyone with the curated Chinese sports, without duplicates', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/institution/project' });
      assert.equal(res.statusCode, 200);
      const body = json<{ list: string[] }>(res);
      assert.equal(body.errno, 0);
      for (const sport of ['足球', '篮球', '排球', '田径', '游泳', '乒乓球', '羽毛球', '网球', '围棋', '马拉松']) {
        assert.ok(body.result.list.includes(sport), sport);
      }
      assert.equal(new Set(body.result.list).size, body.result.list.length);
      assert.ok(body.result.list.every((s) => s.length > 0 && s.length <= 32 && /^[\u4e00-\u9fa5]+$/.test(s)));
    });

    it('is documented in the OpenAPI document with its named response schema', () => {
      const doc = ctx.app.swagger() as unknown as { paths: Record<string, { get?: unknown }>; components: { schemas: Record<string, unknown> } };
      assert.ok(doc.paths['/api/institution/project']?.get);
      assert.ok(doc.components.schemas.SportProjects);
    });
  });

  describe('GET /competition/list?series_id (赛事系列的赛事)', () => {
    it('lists only the competitions of that series, inside the caller\'s scope', async () => {
      const [inst] = await ctx.app.database.db
        .insert(institutions)
        .values([{ name: unique('系列筛选机构'), institutionType: 6 }])
        .returning({ id: institutions.id });
      const u = await createUser(ctx.app, { manages: [{ institutionId: inst.id }] });
      const owner = await login(ctx.app, u.account, u.password);
      const series = json<{ id: number }>(await owner.post('/api/competition_series', { institution_id: inst.id, name: unique('系列') })).result.id;
      const body = (name: string, seriesId: number | null) => ({
        institution_id: inst.id,
        c_type: 1,
        name,
        series_id: seriesId,
        start_at: '2026-10-01T01:00:00.000Z',
        end_at: '2026-10-01T08:00:00.000Z',
      });
      const inSeries = json<{ id: number }>(await owner.post('/api/competition', body(unique('系列内'), series))).result.id;
      const outside = json<{ id: number }>(await owner.post('/api/competition', body(unique('系列外'), null))).result.id;
      const res = json<{ list: { id: number; series_id: number | null }[]; total: number }>(
        await owner.get(`/api/competition/list?institution_id=${inst.id}&series_id=${series}`),
      );
      assert.equal(res.errno, 0);
      assert.deepEqual(res.result.list.map((c) => c.id), [inSeries]);
      assert.equal(res.result.total, 1);
      const all = json<{ list: { id: number }[] }>(await owner.get(`/api/competition/list?institution_id=${inst.id}`)).result.list.map((c) => c.id);
      assert.ok(all.includes(outside) && all.includes(inSeries));
      const bad = json(await owner.get(`/api/competition/list?institution_id=${inst.id}&series_id=0`));
      assert.notEqual(bad.errno, 0);
    });
  });
}
