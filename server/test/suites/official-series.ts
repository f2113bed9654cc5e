import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { competitions, competitionSeries } from '../../src/db/schema/index.js';
import { firstMsg, institutions, json, unique, type TestContext } from '../helpers.js';

type SeriesInfo = {
  id: number;
  name: string;
  c_type: number;
  description: string;
  institution_name: string;
  competitions: { id: number; name: string; series_name: string; start_at: string; institution_name: string }[];
};

export function officialSeriesSuite(ctx: TestContext) {
  describe('public series page (GET /official/competition_series/info)', () => {
    let seriesId = 0;
    let unpublishedId = 0;
    let institutionName = '';
    const ids: Record<string, number> = {};

    before(async () => {
      const db = ctx.app.database.db;
      institutionName = unique('系列公开测试机构');
      const [inst] = await db.insert(institutions).values({ name: institutionName, institutionType: 6 }).returning({ id: institutions.id });
      const [s, empty] = await db
        .insert(competitionSeries)
        .values([
          { institutionId: inst.id, name: unique('公开系列'), cType: 1, description: '四站积分赛' },
          { institutionId: inst.id, name: unique('未发布系列'), cType: 1, description: '' },
        ])
        .returning({ id: competitionSeries.id });
      seriesId = s.id;
      unpublishedId = empty.id;
      const row = (name: string, status: string, series: number, start: string) => ({
        institutionId: inst.id,
        seriesId: series,
        cType: 1,
        name,
        sport: '田径',
        startAt: new Date(start),
        endAt: new Date(new Date(start).getTime() + 86400000),
        status,
        isFiling: status !== 'draft',
      });
      const inserted = await db
        .insert(competitions)
        .values([
          row('第二站', 'approved', seriesId, '2026-06-14T01:00:00Z'),
          row('第一站', 'approved', seriesId, '2026-04-12T01:00:00Z'),
          row('第三站（草稿）', 'draft', seriesId, '2026-08-01T01:00:00Z'),
          row('第四站（待审核）', 'pending', seriesId, '2026-09-01T01:00:00Z'),
          row('未发布站', 'rejected', unpublishedId, '2026-05-01T01:00:00Z'),
        ])
        .returning({ id: competitions.id, name: competitions.name });
      for (const r of inserted) ids[r.name] = r.id;
    });

    it('shows a visitor the series with its approved competitions only, soonest first', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition_series/info?id=${seriesId}` });
      assert.equal(res.statusCode, 200);
      const info = json<SeriesInfo>(res).result;
      assert.equal(json(res).errno, 0);
      assert.equal(info.id, seriesId);
      assert.equal(info.description, '四站积分赛');
      assert.equal(info.institution_name, institutionName);
      assert.deepEqual(
        info.competitions.map((c) => c.id),
        [ids['第一站'], ids['第二站']],
      );
      assert.ok(info.competitions.every((c) => c.series_name === info.name && c.institution_name === institutionName));
    });

    it('answers 404 for a series without published competitions and for an unknown one', async () => {
      for (const id of [unpublishedId, 999999999]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition_series/info?id=${id}` });
        assert.equal(res.statusCode, 404);
        assert.equal(firstMsg(res), '请求的资源不存在');
      }
    });

    it('lists only series with published competitions, counting and spanning those only', async () => {
      const all: { id: number; competition_count: number; start_at: string; end_at: string; institution_name: string }[] = [];
      for (let start = 0; ; start += 100) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition_series/list?start=${start}&count=100` });
        assert.equal(json(res).errno, 0, res.body);
        const page = json<{ list: typeof all; total: number }>(res).result;
        all.push(...page.list);
        if (all.length >= page.total || page.list.length === 0) break;
      }
      const mine = all.find((s) => s.id === seriesId);
      assert.ok(mine, 'the published series is listed');
      assert.equal(mine.competition_count, 2);
      assert.equal(mine.start_at, '2026-04-12T01:00:00.000Z');
      assert.equal(mine.end_at, '2026-06-15T01:00:00.000Z');
      assert.equal(mine.institution_name, institutionName);
      assert.equal(all.some((s) => s.id === unpublishedId), false);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/official/competition_series/list?count=1000' });
      assert.equal(json(bad).errno, 42200);
    });

    it('rejects a missing or malformed id with a Chinese error', async () => {
      for (const q of ['', '?id=abc', '?id=0', '?id=-3']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition_series/info${q}` });
        assert.equal(json(res).errno, 42200, res.body);
        assert.match(firstMsg(res) ?? '', /[\u4e00-\u9fa5]/);
      }
    });
  });
}
