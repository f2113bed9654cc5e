import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { json, type TestContext } from '../helpers.js';

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
}
