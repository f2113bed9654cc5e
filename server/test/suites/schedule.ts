import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, competitions, courts, eventItems, fixtures, persons, signUpMembers, signUps, venues } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Fixture = {
  id: number;
  code: string;
  kind: string;
  round: number;
  round_name: string;
  group_no: number | null;
  group_name: string;
  home_id: number | null;
  away_id: number | null;
  home_name: string;
  away_name: string;
  home_seed: number | null;
  away_seed: number | null;
  bye: number;
  home_score: number | null;
  away_score: number | null;
  winner_id: number | null;
  version: number;
  status: string;
  referees: { user_id: number; name: string }[];
  starts_at: string | null;
};
type Phase = { id: number; status: string; progress: number; seed: string; entrant_count: number; fixture_count: number; finished_count: number };
type Row = { rank: number; sign_up_id: number; name: string; points: number; played: number; reason: string; tiebreaker: string | null };
type Standings = { tables: { group_no: number | null; group_name: string; complete: number; rows: Row[] }[] };


const errnoOf = (res: LightMyRequestResponse) => json(res).errno;
const resultOf = <T>(res: LightMyRequestResponse): T => {
  const body = json<T & object>(res);
  assert.equal(body.errno, 0, res.body);
  return body.result as T;
};

export function scheduleSuite(ctx: TestContext) {
  describe('schedule, scores, standings, awards', () => {
    let owner: Client;
    let other: Client;
    let athlete: Client;
    let referee: Client;
    let referee2: Client;
    let refereeId = 0;
    let referee2Id = 0;
    let institutionId = 0;
    let competitionId = 0;
    let draftCompetitionId = 0;

    const db = () => ctx.app.database.db;
    const anonymous = {
      get: (url: string) => ctx.app.inject({ method: 'GET', url }),
      post: (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload }),
    };

    /** An event item with `n` approved entries (seed numbers for the first `seeded`, affiliations cycling). */
    const item = async (n: number, opts: { seeded?: number; affiliations?: string[]; competition?: number } = {}) => {
      const [row] = await db()
        .insert(eventItems)
        .values({ competitionId: opts.competition ?? competitionId, name: unique('项目'), entryType: 'team' })
        .returning({ id: eventItems.id });
      const entries = await db()
        .insert(signUps)
        .values(
          Array.from({ length: n }, (_, i) => ({
            competitionId: opts.competition ?? competitionId,
            eventItemId: row.id,
            entrantName: `队伍${String(i + 1).padStart(2, '0')}`,
            entryType: 'team',
            status: 'approved' as const,
            seed: i < (opts.seeded ?? 0) ? i + 1 : null,
            affiliation: opts.affiliations ? opts.affiliations[i % opts.affiliations.length] : '',
          })),
        )
        .returning({ id: signUps.id });
      return { id: row.id, entries: entries.map((e) => e.id) };
    };

    const createPhase = async (body: Record<string, unknown>, as: Client = owner) => resultOf<{ id: number }>(await as.post('/api/admin/schedule/create_phase', body)).id;
    const generate = async (phaseId: number, seed?: string, as: Client = owner) => as.post('/api/admin/schedule/create_schedule', { phase_id: phaseId, ...(seed ? { seed } : {}) });
    const matches = async (phaseId: number, as: Client = owner) => resultOf<{ list: Fixture[] }>(await as.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}`)).list;
    const score = (f: { id: number; version: number }, home: number, away: number, extra: Record<string, unknown> = {}, as: Client = owner) =>
      as.post('/api/admin/schedule/score', { fixture_id: f.id, home_score: home, away_score: away, version: f.version, ...extra });

    before(async () => {
      const [a, b] = await db()
        .insert(institutions)
        .values([
          { name: unique('赛程测试机构'), institutionType: 1 },
          { name: unique('赛程另一机构'), institutionType: 1 },
        ])
        .returning({ id: institutions.id });
      institutionId = a.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const r1 = await createUser(ctx.app, { isPerson: true });
      const r2 = await createUser(ctx.app, { isPerson: true });
      refereeId = r1.user.id;
      referee2Id = r2.user.id;
      await db()
        .insert(persons)
        .values([
          { userId: refereeId, kind: 'referee', realName: '赵裁判', gender: 1, status: 'approved' },
          { userId: referee2Id, kind: 'referee', realName: '钱裁判', gender: 2, status: 'approved' },
        ]);
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      athlete = await login(ctx.app, 'athlete');
      referee = await login(ctx.app, r1.account, r1.password);
      referee2 = await login(ctx.app, r2.account, r2.password);
      const [c, d] = await db()
        .insert(competitions)
        .values([
          { institutionId, cType: 1, name: unique('赛程测试杯'), sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' },
          { institutionId, cType: 1, name: unique('未发布杯'), sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'draft' },
        ])
        .returning({ id: competitions.id });
      competitionId = c.id;
      draftCompetitionId = d.id;
    });

    it('generates a double round robin deterministically, reports progress and refuses regeneration after a result', async () => {
      const it6 = await item(6);
      const phaseId = await createPhase({ event_item_id: it6.id, name: '联赛', format: 'league', config: { cycles: 2, first_round_at: '2026-09-05T01:00:00.000Z', round_interval_minutes: 10080 } });
      const first = resultOf<{ seed: string; fixture_count: number; bye_count: number }>(await generate(phaseId, 'seed-a'));
      assert.equal(first.seed, 'seed-a');
      assert.equal(first.fixture_count, 30);
      assert.equal(first.bye_count, 0);
      const a = await matches(phaseId);
      assert.equal(a.length, 30);
      // every pair meets twice, once at each home; each team plays once per round
      const pairs = new Map<string, number>();
      for (const f of a) pairs.set(`${f.home_id}-${f.away_id}`, (pairs.get(`${f.home_id}-${f.away_id}`) ?? 0) + 1);
      assert.equal(pairs.size, 30);
      for (let round = 1; round <= 10; round++) {
        const teams = a.filter((f) => f.round === round).flatMap((f) => [f.home_id, f.away_id]);
        assert.equal(new Set(teams).size, 6);
      }
      assert.equal(a[0].round_name, '第1轮');
      assert.equal(a[0].starts_at, '2026-09-05T01:00:00.000Z');
      assert.equal(a.find((f) => f.round === 2)!.starts_at, '2026-09-12T01:00:00.000Z');
      // the same seed gives the same schedule; another seed a different one
      resultOf(await generate(phaseId, 'seed-a'));
      const again = await matches(phaseId);
      assert.deepEqual(again.map((f) => [f.code, f.home_id, f.away_id]), a.map((f) => [f.code, f.home_id, f.away_id]));
      resultOf(await generate(phaseId, 'seed-b'));
      const reseeded = await matches(phaseId);
      assert.notDeepEqual(reseeded.map((f) => [f.home_id, f.away_id]), a.map((f) => [f.home_id, f.away_id]));
      const progress = resultOf<{ status: string; progress: number }>(await owner.get(`/api/admin/schedule/progress?phase_id=${phaseId}`));
      assert.deepEqual(progress, { status: 'generated', progress: 100 });
      const rounds = resultOf<{ list: { round: number; name: string; fixture_count: number }[] }>(await owner.get(`/api/admin/schedule/phase_round?phase_id=${phaseId}`)).list;
      assert.equal(rounds.length, 10);
      assert.deepEqual(rounds[9], { group_no: null, group_name: '', round: 10, name: '第10轮', fixture_count: 3, finished_count: 0 });
      const round3 = resultOf<{ list: Fixture[] }>(await owner.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}&round=3`)).list;
      assert.equal(round3.length, 3);

      assert.equal(errnoOf(await score(reseeded[0], 2, 1)), 0);
      const refused = await generate(phaseId, 'seed-c');
      assert.equal(errnoOf(refused), 40000);
      assert.equal(firstMsg(refused), '已有比赛录入成绩，不能重新生成赛程');
      const edit = await owner.put('/api/admin/schedule/phase', { id: phaseId, config: { cycles: 1 } });
      assert.equal(firstMsg(edit), '已有比赛录入成绩，只能修改阶段名称和说明');
      assert.equal(firstMsg(await owner.put('/api/admin/schedule/phase', { id: phaseId, name: '改名后', seed: 'seed-z' })), '已有比赛录入成绩，只能修改阶段名称和说明');
      // a rename (with the unchanged settings sent again, keys in another order) keeps the schedule and its results
      const settings = resultOf<{ list: (Phase & { config: Record<string, unknown>; name: string })[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      const reordered = Object.fromEntries(Object.entries(settings.config).reverse());
      assert.equal(errnoOf(await owner.put('/api/admin/schedule/phase', { id: phaseId, name: '  双循环联赛  ', config: reordered, seed: settings.seed })), 0);
      assert.equal(errnoOf(await owner.put('/api/admin/schedule/phase', { id: phaseId, description: ' 前四名进入淘汰赛 ' })), 0);
      assert.equal(firstMsg(await owner.put('/api/admin/schedule/phase', { id: phaseId, description: '长'.repeat(501) })), '简介不能超过500个字符');
      assert.equal(firstMsg(await owner.put('/api/admin/schedule/phase', { id: phaseId, name: '  ' })), '阶段名称不能为空');
      assert.equal(errnoOf(await other.put('/api/admin/schedule/phase', { id: phaseId, name: '别人改名' })), 404);
      const described = resultOf<{ list: { name: string; description: string }[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      assert.deepEqual([described.name, described.description], ['双循环联赛', '前四名进入淘汰赛']);
      assert.equal(firstMsg(await owner.del(`/api/admin/schedule/phase?id=${phaseId}`)), '已有比赛录入成绩，不能删除阶段');
      const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      assert.equal(phase.seed, 'seed-b');
      assert.equal(phase.fixture_count, 30);
      assert.equal(phase.finished_count, 1);
      assert.equal(phase.entrant_count, 6);
      assert.equal((await matches(phaseId)).length, 30);
    });

    it('enters scores with corrections, history, stale versions and bad input; standings follow every correction', async () => {
      const it4 = await item(4);
      const phaseId = await createPhase({ event_item_id: it4.id, name: '单循环', format: 'league', config: { cycles: 1 } });
      resultOf(await generate(phaseId, 'league4'));
      const list = await matches(phaseId);
      const f = list[0];

      const negative = await score(f, -1, 0);
      assert.equal(errnoOf(negative), 42200);
      assert.equal(firstMsg(negative), '比分不能为负数');
      const first = resultOf<{ changed: number; fixture: Fixture }>(await score(f, 2, 0));
      assert.equal(first.changed, 1);
      assert.equal(first.fixture.version, 1);
      assert.equal(first.fixture.winner_id, f.home_id);
      // replaying the same request (its old version) changes nothing
      const replay = resultOf<{ changed: number; fixture: Fixture }>(await score(f, 2, 0));
      assert.equal(replay.changed, 0);
      assert.equal(replay.fixture.version, 1);
      const stale = await score(f, 3, 0, { reason: '记录错误' });
      assert.equal(firstMsg(stale), '比分已被他人修改，请刷新后重试');
      const noReason = await score({ id: f.id, version: 1 }, 0, 2);
      assert.equal(errnoOf(noReason), 42200);
      assert.equal(firstMsg(noReason), '修改比分请填写原因');

      let table = resultOf<Standings>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0];
      assert.equal(table.rows[0].sign_up_id, f.home_id);
      assert.equal(table.rows[0].points, 3);
      const corrected = resultOf<{ changed: number; fixture: Fixture }>(await score({ id: f.id, version: 1 }, 0, 2, { reason: '主客队比分记反' }));
      assert.equal(corrected.fixture.version, 2);
      assert.equal(corrected.fixture.winner_id, f.away_id);
      table = resultOf<Standings>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0];
      assert.equal(table.rows[0].sign_up_id, f.away_id);
      assert.equal(table.rows[0].points, 3);
      assert.equal(table.rows.find((r) => r.sign_up_id === f.home_id)!.points, 0);
      assert.match(table.rows[0].reason, /积分 3 比/);

      const history = resultOf<{ list: { before: Record<string, unknown> | null; after: Record<string, unknown>; reason: string; actor_id: number }[] }>(
        await owner.get(`/api/admin/schedule/score_history?fixture_id=${f.id}`),
      ).list;
      assert.equal(history.length, 2);
      assert.equal(history[0].before, null);
      assert.equal(history[1].before!.home_score, 2);
      assert.equal(history[1].after.home_score, 0);
      assert.equal(history[1].reason, '主客队比分记反');
      assert.equal(history[1].actor_id, owner.login.result.account.user_id);

      // sets must match the score; forfeits score the rule's forfeit result
      const g = list[1];
      const sets = await score(g, 2, 0, { sets: [{ home: 25, away: 20 }, { home: 20, away: 25 }] });
      assert.equal(firstMsg(sets), '比分与各局比分不一致');
      const forfeit = resultOf<{ fixture: Fixture }>(await score(g, 0, 0, { forfeit: 'away' }));
      assert.equal(forfeit.fixture.winner_id, g.home_id);
      table = resultOf<Standings>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0];
      assert.equal(table.rows.find((r) => r.sign_up_id === g.home_id)!.points, 3);
      assert.equal(table.rows.length, 4);
    });

    it('draws groups apart by affiliation and ranks each group, then qualifies into a knockout', async () => {
      const it8 = await item(8, { seeded: 8, affiliations: ['甲单位', '甲单位', '乙单位', '乙单位', '丙单位', '丙单位', '丁单位', '丁单位'] });
      const groupsId = await createPhase({ event_item_id: it8.id, name: '小组赛', format: 'groups', config: { group_count: 2, draw: 'snake', separate_affiliation: true } });
      const koId = await createPhase({
        event_item_id: it8.id,
        name: '淘汰赛',
        format: 'knockout',
        config: { third_place: false, qualification: { from_phase_id: groupsId, rules: [{ top: 2 }] } },
      });
      const noQualifiers = await generate(koId);
      assert.equal(firstMsg(noQualifiers), '请先确定晋级名单（上一阶段结束后执行晋级）');
      const early = await owner.post('/api/admin/schedule/qualify', { phase_id: koId });
      assert.equal(firstMsg(early), '上一阶段尚未结束');

      resultOf(await generate(groupsId, 'groups8'));
      const list = await matches(groupsId);
      assert.equal(list.length, 12);
      const rows = await db().select().from(signUps).where(eq(signUps.eventItemId, it8.id));
      const affiliation = new Map(rows.map((r) => [r.id, r.affiliation]));
      for (const g of [1, 2]) {
        const members = new Set(list.filter((f) => f.group_no === g).flatMap((f) => [f.home_id!, f.away_id!]));
        assert.equal(members.size, 4);
        assert.equal(new Set([...members].map((id) => affiliation.get(id))).size, 4);
      }
      assert.equal(list[0].group_name, 'A组');
      // the better seed (lower number) wins every game
      const seedOf = new Map(rows.map((r) => [r.id, r.seed!]));
      for (const f of list) {
        const homeBetter = seedOf.get(f.home_id!)! < seedOf.get(f.away_id!)!;
        assert.equal(errnoOf(await score(f, homeBetter ? 2 : 0, homeBetter ? 0 : 2)), 0);
      }
      const ranks = resultOf<Standings>(await owner.get(`/api/admin/schedule/group_ranks?phase_id=${groupsId}`));
      assert.deepEqual(ranks.tables.map((t) => t.group_name), ['A组', 'B组']);
      assert.ok(ranks.tables.every((t) => t.complete === 1 && t.rows[0].points === 9 && t.rows[3].points === 0));
      const phases = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?event_item_id=${it8.id}`)).list;
      assert.equal(phases[0].status, 'completed');

      const qualified = resultOf<{ list: { sign_up_id: number; group_name: string; place: number; seed: number }[] }>(
        await owner.post('/api/admin/schedule/qualify', { phase_id: koId }),
      ).list;
      assert.equal(qualified.length, 4);
      assert.deepEqual(qualified.map((q) => q.place), [1, 1, 2, 2]);
      assert.deepEqual(qualified.map((q) => seedOf.get(q.sign_up_id)).sort(), [1, 2, 3, 4]);
      const ko = resultOf<{ fixture_count: number }>(await generate(koId, 'ko'));
      assert.equal(ko.fixture_count, 3);
      const bracket = resultOf<{ fixtures: Fixture[]; entrants: { seed: number }[] }>(await owner.get(`/api/admin/schedule/knockout_draws?phase_id=${koId}`));
      assert.equal(bracket.entrants.length, 4);
      const semi = bracket.fixtures.find((f) => f.code === 'R1-1')!;
      assert.equal(semi.home_id, qualified[0].sign_up_id);
      assert.equal(semi.away_id, qualified[3].sign_up_id);
      const again = await owner.post('/api/admin/schedule/qualify', { phase_id: koId });
      assert.equal(firstMsg(again), '本阶段已生成赛程，不能重新确定晋级名单');
      const standingsOfKnockout = await owner.get(`/api/admin/schedule/group_ranks?phase_id=${koId}`);
      assert.equal(firstMsg(standingsOfKnockout), '淘汰赛阶段没有积分榜，请查看签表');
    });

    it('shows seed numbers only for the entrants the organiser seeded', async () => {
      const it6 = await item(6, { seeded: 2 });
      const phaseId = await createPhase({ event_item_id: it6.id, name: '淘汰赛', format: 'knockout', config: { draw: 'seeded' } });
      resultOf(await generate(phaseId, 'ko6'));
      const firstRound = (await matches(phaseId)).filter((f) => f.round === 1);
      const shown = firstRound.flatMap((f) => [f.home_seed, f.away_seed]).filter((x) => x !== null);
      assert.deepEqual(shown.sort(), [1, 2]);
      const seeded = new Map(it6.entries.slice(0, 2).map((id, i) => [id, i + 1]));
      for (const f of firstRound) {
        if (f.home_seed !== null) assert.equal(seeded.get(f.home_id!), f.home_seed);
        if (f.away_seed !== null) assert.equal(seeded.get(f.away_id!), f.away_seed);
      }
    });

    it('runs a 13-entrant knockout: byes for seeds 1–3, advancement, third place, re-routing, champion, awards and achievements', async () => {
      const it13 = await item(13, { seeded: 13 });
      const phaseId = await createPhase({ event_item_id: it13.id, name: '淘汰赛', format: 'knockout', config: { draw: 'seeded', third_place: true } });
      const gen = resultOf<{ fixture_count: number; bye_count: number }>(await generate(phaseId, 'ko13'));
      assert.equal(gen.bye_count, 3);
      assert.equal(gen.fixture_count, 13);
      let all = await matches(phaseId);
      const byes = all.filter((f) => f.bye === 1);
      assert.deepEqual(byes.map((f) => f.home_seed).sort(), [1, 2, 3]);
      assert.ok(byes.every((f) => f.away_name === '轮空' && f.winner_id === f.home_id));
      const byeFixture = byes[0];
      assert.equal(firstMsg(await score(byeFixture, 1, 0)), '轮空无需录入比分');
      const seed1 = it13.entries[0];
      const qf1 = all.find((f) => f.code === 'R2-1')!;
      assert.equal(qf1.home_id, seed1);
      assert.equal(qf1.away_id, null);
      assert.equal(qf1.round_name, '1/4决赛');
      assert.equal(firstMsg(await score(qf1, 1, 0)), '对阵双方尚未确定，无法录入比分');

      const r1 = all.find((f) => f.code === 'R1-2')!; // seed 8 v seed 9
      assert.equal(firstMsg(await score(r1, 1, 1)), '淘汰赛不能为平局');
      const saved = resultOf<{ fixture: Fixture }>(await score(r1, 1, 3));
      assert.equal(saved.fixture.winner_id, r1.away_id);
      all = await matches(phaseId);
      assert.equal(all.find((f) => f.code === 'R2-1')!.away_id, r1.away_id);
      // a correction re-routes while the next fixture has no result
      resultOf(await score({ id: r1.id, version: 1 }, 3, 1, { reason: '比分录反' }));
      all = await matches(phaseId);
      assert.equal(all.find((f) => f.code === 'R2-1')!.away_id, r1.home_id);

      // play every remaining game: the better seed wins
      const seedOf = new Map(it13.entries.map((id, i) => [id, i + 1]));
      for (let guard = 0; guard < 20; guard++) {
        all = await matches(phaseId);
        const open = all.filter((f) => f.bye === 0 && f.winner_id === null && f.home_id !== null && f.away_id !== null);
        if (open.length === 0) break;
        for (const f of open) {
          const homeBetter = seedOf.get(f.home_id!)! < seedOf.get(f.away_id!)!;
          assert.equal(errnoOf(await score(f, homeBetter ? 2 : 1, homeBetter ? 1 : 2)), 0);
        }
      }
      // the next fixture has a result now: changing this winner is refused
      const locked = await score({ id: r1.id, version: 2 }, 0, 1, { reason: '再次修改' });
      assert.equal(errnoOf(locked), 40000);
      assert.match(firstMsg(locked)!, /后续对阵已录入结果/);

      const bracket = resultOf<{ champion_id: number; champion_name: string; rounds: { name: string }[]; fixtures: Fixture[] }>(
        await owner.get(`/api/admin/schedule/knockout_draws?phase_id=${phaseId}`),
      );
      assert.equal(bracket.champion_id, seed1);
      assert.equal(bracket.champion_name, '队伍01');
      assert.deepEqual(bracket.rounds.map((r) => r.name), ['1/8决赛', '1/4决赛', '半决赛', '决赛', '季军赛']);
      const third = bracket.fixtures.find((f) => f.kind === 'third_place')!;
      assert.deepEqual([third.home_id, third.away_id].sort(), [it13.entries[2], it13.entries[3]].sort());

      // awards: overlapping ranges refused
      resultOf(await owner.post('/api/admin/award', { event_item_id: it13.id, name: '冠军', place_from: 1, place_to: 1 }));
      const second = resultOf<{ id: number }>(await owner.post('/api/admin/award', { event_item_id: it13.id, name: '亚军', place_from: 2, place_to: 2 }));
      resultOf(await owner.post('/api/admin/award', { event_item_id: it13.id, name: '优胜奖', place_from: 3, place_to: 4 }));
      const overlap = await owner.post('/api/admin/award', { event_item_id: it13.id, name: '季军', place_from: 3, place_to: 3 });
      assert.equal(errnoOf(overlap), 40000);
      assert.match(firstMsg(overlap)!, /优胜奖/);
      const backwards = await owner.post('/api/admin/award', { event_item_id: it13.id, name: '倒序', place_from: 6, place_to: 5 });
      assert.equal(firstMsg(backwards), '结束名次不能小于起始名次');
      assert.equal(errnoOf(await owner.put('/api/admin/award', { id: second.id, name: '亚军', place_from: 2, place_to: 3 })), 40000);
      resultOf(await owner.put('/api/admin/award', { id: second.id, name: '第二名', place_from: 2, place_to: 2 }));
      const awards = resultOf<{ list: { name: string }[] }>(await owner.get(`/api/admin/award?event_item_id=${it13.id}`)).list;
      assert.deepEqual(awards.map((a) => a.name), ['冠军', '第二名', '优胜奖']);

      const ach = resultOf<{ list: { event_item_id: number; final: number; list: { place: number; sign_up_id: number; award: string }[] }[] }>(
        await owner.get(`/api/competition/achievements?id=${competitionId}&event_item_id=${it13.id}`),
      ).list[0];
      assert.equal(ach.final, 1);
      assert.deepEqual(ach.list.slice(0, 4).map((p) => [p.place, p.sign_up_id, p.award]), [
        [1, it13.entries[0], '冠军'],
        [2, it13.entries[1], '第二名'],
        [3, it13.entries[2], '优胜奖'],
        [4, it13.entries[3], '优胜奖'],
      ]);
      assert.equal(ach.list.filter((p) => p.place === 5).length, 4);
      assert.equal(ach.list.length, 13);

      // public pages of an approved competition
      const pub = resultOf<{ list: { event_item_id: number }[] }>(await anonymous.get(`/api/official/competition/achievements?id=${competitionId}`));
      assert.ok(pub.list.some((i) => i.event_item_id === it13.id));
      const pubBracket = resultOf<{ champion_id: number }>(await anonymous.get(`/api/official/competition/bracket?phase_id=${phaseId}`));
      assert.equal(pubBracket.champion_id, seed1);
      const schedule = resultOf<{ items: { id: number; phases: { fixtures: Fixture[] }[] }[] }>(await anonymous.get(`/api/official/competition/schedule?id=${competitionId}`));
      assert.equal(schedule.items.find((i) => i.id === it13.id)!.phases[0].fixtures.length, 16);
      assert.equal(errnoOf(await anonymous.get(`/api/official/competition/live?id=${competitionId}`)), 0);

      const del = resultOf<object>(await owner.del(`/api/admin/award?id=${second.id}`));
      assert.deepEqual(del, {});
    });

    it('runs a 6-entrant double elimination: drop-downs through losers byes, a re-routed correction, the grand final reset, places and the bracket', async () => {
      const it6 = await item(6, { seeded: 6 });
      const bad = await owner.post('/api/admin/schedule/create_phase', { event_item_id: it6.id, name: '双败', format: 'double_elimination', config: { third_place: true } });
      assert.equal(firstMsg(bad), '双败淘汰赛没有季军赛，第三名由败者组决赛决出');
      const phaseId = await createPhase({ event_item_id: it6.id, name: '双败淘汰赛', format: 'double_elimination', config: { draw: 'seeded', grand_final_reset: true } });
      const gen = resultOf<{ fixture_count: number; bye_count: number }>(await generate(phaseId, 'de6'));
      // winners byes for seeds 1 and 2, and the two losers first-round fixtures they leave half empty
      assert.equal(gen.bye_count, 4);
      const seedOf = new Map(it6.entries.map((id, i) => [id, i + 1]));
      const entrant = (seed: number) => it6.entries[seed - 1];
      const byCode = async () => new Map((await matches(phaseId)).map((f) => [f.code, f]));
      let all = await byCode();
      assert.deepEqual([...all.keys()].slice(0, 3), ['WB1-1', 'WB1-2', 'WB1-3']);
      assert.deepEqual([...all.keys()].slice(-3), ['LB4-1', 'GF1', 'GF2']);
      assert.equal(all.get('WB1-2')!.round_name, '胜者组第1轮');
      assert.equal(all.get('WB3-1')!.round_name, '胜者组决赛');
      assert.equal(all.get('LB2-1')!.round_name, '败者组第2轮');
      assert.equal(all.get('LB4-1')!.round_name, '败者组决赛');
      assert.equal(all.get('GF2')!.round_name, '总决赛加赛');
      assert.equal(firstMsg(await score(all.get('LB1-1')!, 1, 0)), '轮空无需录入比分');

      // 4 v 5: the loser passes the losers bye LB1-1 into LB2-1; a correction re-routes both
      const wb12 = all.get('WB1-2')!;
      resultOf(await score(wb12, 2, 1));
      all = await byCode();
      assert.equal(all.get('LB1-1')!.winner_id, entrant(5));
      assert.equal(all.get('LB2-1')!.home_id, entrant(5));
      resultOf(await score({ id: wb12.id, version: 1 }, 1, 2, { reason: '比分录反' }));
      all = await byCode();
      assert.equal(all.get('WB2-1')!.away_id, entrant(5));
      assert.equal(all.get('LB2-1')!.home_id, entrant(4));
      resultOf(await score({ id: wb12.id, version: 2 }, 2, 1, { reason: '恢复原比分' }));

      // play on: the better seed wins, except the first grand final, won by the losers bracket champion
      for (let guard = 0; guard < 20; guard++) {
        all = await byCode();
        const open = [...all.values()].filter((f) => f.bye === 0 && f.winner_id === null && f.home_id !== null && f.away_id !== null);
        if (open.length === 0) break;
        for (const f of open) {
          const homeWins = f.code === 'GF1' ? false : seedOf.get(f.home_id!)! < seedOf.get(f.away_id!)!;
          assert.equal(errnoOf(await score(f, homeWins ? 2 : 1, homeWins ? 1 : 2)), 0, f.code);
          if (f.code === 'GF1') {
            const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
            assert.equal(phase.status, 'generated', 'the reset is still to play');
          }
        }
      }
      all = await byCode();
      const gf1 = all.get('GF1')!;
      const gf2 = all.get('GF2')!;
      assert.deepEqual([gf1.home_id, gf1.away_id, gf1.winner_id], [entrant(1), entrant(2), entrant(2)]);
      assert.deepEqual([gf2.bye, gf2.home_id, gf2.away_id, gf2.winner_id], [0, entrant(2), entrant(1), entrant(1)]);
      // 2n − 1 games with the reset
      assert.equal([...all.values()].filter((f) => f.bye === 0 && f.winner_id !== null).length, 11);
      const locked = await score({ id: gf1.id, version: gf1.version }, 2, 1, { reason: '改判' });
      assert.match(firstMsg(locked)!, /后续对阵已录入结果/);

      const bracket = resultOf<{ champion_id: number; rounds: { name: string }[] }>(await owner.get(`/api/admin/schedule/knockout_draws?phase_id=${phaseId}`));
      assert.equal(bracket.champion_id, entrant(1));
      assert.deepEqual(bracket.rounds.map((r) => r.name), ['胜者组第1轮', '胜者组第2轮', '胜者组决赛', '败者组第1轮', '败者组第2轮', '败者组第3轮', '败者组决赛', '总决赛', '总决赛加赛']);
      const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      assert.equal(phase.status, 'completed');

      resultOf(await owner.post('/api/admin/award', { event_item_id: it6.id, name: '冠军', place_from: 1, place_to: 1 }));
      resultOf(await owner.post('/api/admin/award', { event_item_id: it6.id, name: '季军', place_from: 3, place_to: 3 }));
      const ach = resultOf<{ list: { final: number; list: { place: number; sign_up_id: number; award: string }[] }[] }>(
        await owner.get(`/api/competition/achievements?id=${competitionId}&event_item_id=${it6.id}`),
      ).list[0];
      assert.equal(ach.final, 1);
      assert.deepEqual(
        ach.list.map((p) => [p.place, seedOf.get(p.sign_up_id), p.award]),
        [
          [1, 1, '冠军'],
          [2, 2, ''],
          [3, 3, '季军'],
          [4, 4, ''],
          [5, 5, ''],
          [5, 6, ''],
        ],
      );
      const pubBracket = resultOf<{ champion_id: number }>(await anonymous.get(`/api/official/competition/bracket?phase_id=${phaseId}`));
      assert.equal(pubBracket.champion_id, entrant(1));
    });

    it('runs a 7-entrant Swiss phase: round 1 on generation, 生成下一轮 from the results (refused while a round is open and after the last), byes, standings with the tiebreak columns', async () => {
      const it7 = await item(7, { seeded: 7 });
      const bad = await owner.post('/api/admin/schedule/create_phase', { event_item_id: it7.id, name: '瑞士制', format: 'swiss', config: {} });
      assert.equal(firstMsg(bad), '请设置瑞士制轮数');
      const config = { rounds: 3, bye_points: 3, swiss_tiebreakers: ['buchholz', 'sonneborn_berger', 'direct_encounter'] };
      const phaseId = await createPhase({ event_item_id: it7.id, name: '瑞士制', format: 'swiss', config });
      const nextRound = (as: Client = owner) => as.post('/api/admin/schedule/next_round', { phase_id: phaseId });
      assert.equal(errnoOf(await nextRound(other)), 404);
      assert.equal(firstMsg(await nextRound()), '请先生成赛程（第 1 轮）');
      const gen = resultOf<{ fixture_count: number; bye_count: number }>(await generate(phaseId, 'swiss7'));
      assert.deepEqual([gen.fixture_count, gen.bye_count], [3, 1]);
      let all = await matches(phaseId);
      assert.deepEqual(
        all.map((f) => [f.code, f.kind, f.round]),
        [
          ['S1-1', 'swiss', 1],
          ['S1-2', 'swiss', 1],
          ['S1-3', 'swiss', 1],
          ['S1-BYE', 'swiss', 1],
        ],
      );
      const bye1 = all.find((f) => f.bye === 1)!;
      // the lowest-ranked entrant has the bye, as a knockout bye: finished, no opponent, its own winner
      assert.deepEqual([bye1.home_id, bye1.away_id, bye1.winner_id, bye1.status], [it7.entries[6], null, it7.entries[6], 'finished']);
      assert.equal(firstMsg(await score(bye1, 1, 0)), '轮空无需录入比分');
      assert.equal(firstMsg(await nextRound()), '第 1 轮还有 3 场比赛未录入成绩，录入后才能生成下一轮');

      const meetings = new Set<string>();
      const byes = [bye1.home_id];
      const playRound = async (round: number) => {
        for (const f of (await matches(phaseId)).filter((x) => x.round === round && x.bye === 0)) {
          meetings.add([f.home_id, f.away_id].sort().join('-'));
          // the first board drawn, the others won by the home side
          const [h, a] = f.code.endsWith('-1') ? [1, 1] : [2, 1];
          assert.equal(errnoOf(await score(f, h, a)), 0, f.code);
        }
      };
      const phaseStatus = async () => resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0].status;
      await playRound(1);
      // every game of round 1 has its result, but rounds remain: 进行中, not 已完成
      assert.equal(await phaseStatus(), 'generated');
      for (const round of [2, 3]) {
        const next = resultOf<{ round: number; rounds: number; fixture_count: number; bye_count: number }>(await nextRound());
        assert.deepEqual(next, { phase_id: phaseId, round, rounds: 3, fixture_count: 3, bye_count: 1 });
        // idempotent: a second request while the new round is open pairs nothing more
        assert.equal(firstMsg(await nextRound()), `第 ${round} 轮还有 3 场比赛未录入成绩，录入后才能生成下一轮`);
        all = await matches(phaseId);
        assert.equal(all.filter((f) => f.round === round).length, 4);
        const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
        assert.equal(phase.status, 'generated');
        for (const f of all.filter((x) => x.round === round && x.bye === 0)) assert.ok(!meetings.has([f.home_id, f.away_id].sort().join('-')), `no rematch in round ${round}`);
        const bye = all.find((f) => f.round === round && f.bye === 1)!;
        assert.ok(!byes.includes(bye.home_id), 'no second bye');
        byes.push(bye.home_id);
        await playRound(round);
      }
      assert.equal(firstMsg(await nextRound()), '已生成全部 3 轮，无法再生成下一轮');
      assert.equal(await phaseStatus(), 'completed');

      type SwissTable = { complete: number; columns: { key: string; name: string }[]; rows: (Row & { tiebreak_values: number[] })[] };
      const table = resultOf<{ tables: SwissTable[] }>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0];
      assert.deepEqual(table.columns, [
        { key: 'buchholz', name: '布赫霍尔茨分' },
        { key: 'sonneborn_berger', name: '索伯分' },
      ]);
      assert.equal(table.complete, 1);
      assert.equal(table.rows.length, 7);
      for (const r of table.rows) assert.equal(r.tiebreak_values.length, 2);
      // every entrant played two games and had one bye (3 points) or played three
      assert.deepEqual(table.rows.map((r) => r.played).sort(), [2, 2, 2, 3, 3, 3, 3]);
      for (const [i, r] of table.rows.entries()) {
        const next = table.rows[i + 1];
        if (next && next.points === r.points) assert.match(r.reason, /^积分相同/);
      }
      assert.ok(table.rows.some((r) => /^积分相同，(布赫霍尔茨分|直胜积分|索伯分|抽签)/.test(r.reason)), 'a tie is decided by a named tiebreak');
      const pub = resultOf<{ tables: SwissTable[] }>(await anonymous.get(`/api/official/competition/standings?phase_id=${phaseId}`)).tables[0];
      assert.deepEqual(pub.columns, table.columns);
      assert.deepEqual(pub.rows.map((r) => r.tiebreak_values), table.rows.map((r) => r.tiebreak_values));
    });

    it('lets a Swiss entrant leave (退赛) and return between rounds and takes late entries (补录), pairing only those playing', async () => {
      const it6 = await item(6, { seeded: 5 });
      const [a, b, , , , sixth] = it6.entries;
      const phaseId = await createPhase({ event_item_id: it6.id, name: '瑞士制', format: 'swiss', config: { rounds: 4 } });
      const change = (url: string, signUpId: number, extra: Record<string, unknown> = {}, as: Client = owner) =>
        as.post(`/api/admin/schedule/${url}`, { phase_id: phaseId, sign_up_id: signUpId, ...extra });
      type Entrants = { list: { sign_up_id: number; joined_round: number | null; left_after_round: number | null; missed_round_points: number; note: string }[]; candidates: { sign_up_id: number }[]; round: number; rounds: number };
      const entrants = async () => resultOf<Entrants>(await owner.get(`/api/admin/schedule/phase_entrants?phase_id=${phaseId}`));
      const nextRound = () => owner.post('/api/admin/schedule/next_round', { phase_id: phaseId });
      const playRound = async (round: number) => {
        for (const f of (await matches(phaseId)).filter((x) => x.round === round && x.bye === 0)) assert.equal(errnoOf(await score(f, 2, 1)), 0, f.code);
      };
      assert.equal(firstMsg(await change('late_entry', sixth)), '请先生成赛程（第 1 轮）');

      // all six approved entries are drawn in round 1
      resultOf(await generate(phaseId, 'swiss-late'));
      assert.equal(errnoOf(await owner.get(`/api/admin/schedule/phase_entrants?phase_id=${phaseId}`)), 0);
      assert.equal(errnoOf(await other.get(`/api/admin/schedule/phase_entrants?phase_id=${phaseId}`)), 404);
      assert.equal(errnoOf(await change('entrant_leave', a, {}, other)), 404);
      let state = await entrants();
      assert.deepEqual([state.round, state.rounds, state.list.length, state.candidates.length], [1, 4, 6, 0]);
      assert.equal(firstMsg(await change('late_entry', sixth)), '该参赛者已在本阶段中');
      assert.equal(firstMsg(await change('entrant_leave', a)), '该参赛者第 1 轮的比赛尚未录入成绩，请先录入成绩（可判弃权）再退赛');
      assert.equal(firstMsg(await change('entrant_return', a)), '该参赛者未退赛');
      // a sign-up of another item is no late entry here
      const elsewhere = await item(1);
      assert.equal(firstMsg(await change('late_entry', elsewhere.entries[0])), '只能补录本项目已通过审核的报名');

      await playRound(1);
      // 退赛 after round 1 twice at once: one leaves, the other is told it already did
      const both = await Promise.all([change('entrant_leave', a), change('entrant_leave', a)]);
      assert.deepEqual(both.map(errnoOf).sort(), [0, 40000]);
      assert.deepEqual(resultOf(both.find((r) => errnoOf(r) === 0)!), { sign_up_id: a, change: 'left', round: 1 });
      // a new approved entry of the item becomes a candidate and enters from round 2 with 1 point for round 1
      const [added] = await db()
        .insert(signUps)
        .values({ competitionId, eventItemId: it6.id, entrantName: '补录队', entryType: 'team', status: 'approved' })
        .returning({ id: signUps.id });
      state = await entrants();
      assert.deepEqual(state.candidates.map((c) => c.sign_up_id), [added.id]);
      assert.equal(firstMsg(await change('late_entry', added.id, { missed_round_points: 4 })), '缺席轮次每轮计分不能超过胜一场的积分（3 分）');
      assert.equal(firstMsg(await change('late_entry', added.id, { missed_round_points: -1 })), '缺席轮次每轮积分不能小于0');
      assert.deepEqual(resultOf(await change('late_entry', added.id, { missed_round_points: 1 })), { sign_up_id: added.id, change: 'joined', round: 2 });

      // round 2 pairs the six playing (not a, with the late entry): three games, no bye
      const r2 = resultOf<{ round: number; fixture_count: number; bye_count: number }>(await nextRound());
      assert.deepEqual([r2.round, r2.fixture_count, r2.bye_count], [2, 3, 0]);
      const round2 = (await matches(phaseId)).filter((f) => f.round === 2);
      const inRound2 = round2.flatMap((f) => [f.home_id, f.away_id]);
      assert.ok(!inRound2.includes(a));
      assert.ok(inRound2.includes(added.id));
      // a returns from round 3; b cannot leave while its round-2 game is open
      assert.deepEqual(resultOf(await change('entrant_return', a)), { sign_up_id: a, change: 'returned', round: 3 });
      assert.equal(firstMsg(await change('entrant_leave', b)), '该参赛者第 2 轮的比赛尚未录入成绩，请先录入成绩（可判弃权）再退赛');
      await playRound(2);
      assert.equal(resultOf<{ round: number }>(await nextRound()).round, 3);
      assert.ok((await matches(phaseId)).filter((f) => f.round === 3).some((f) => f.home_id === a || f.away_id === a));

      const table = resultOf<{ tables: { rows: (Row & { note: string })[] }[] }>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0];
      const rowOf = (id: number) => table.rows.find((r) => r.sign_up_id === id)!;
      assert.equal(table.rows.length, 7);
      assert.equal(rowOf(added.id).note, '第 2 轮起补录');
      assert.equal(rowOf(added.id).played, 1);
      assert.equal(rowOf(a).note, '');
      assert.equal(rowOf(a).played, 1, 'round 2 missed');
      // the audit has every change
      const audit = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.target, `phase:${phaseId}`), like(auditLog.action, 'phase.entrant_%')))
        .orderBy(asc(auditLog.id));
      assert.deepEqual(
        audit.map((r) => r.action),
        ['phase.entrant_leave', 'phase.entrant_join', 'phase.entrant_return'],
      );
    });

    it('lets assigned referees score their fixtures only, and flags double-booked referees', async () => {
      const it4 = await item(4);
      const phaseId = await createPhase({ event_item_id: it4.id, name: '裁判测试', format: 'league' });
      resultOf(await generate(phaseId, 'ref'));
      const [f1, f2] = (await matches(phaseId)).filter((f) => f.round === 1);
      const at = '2026-09-06T02:00:00.000Z';
      const notReferee = await owner.post('/api/admin/schedule/match_info/save', { id: f1.id, referee_ids: [athlete.login.result.account.user_id] });
      assert.equal(firstMsg(notReferee), '只能安排已审核通过的裁判员');
      const saved1 = resultOf<{ fixture: Fixture; clashes: unknown[] }>(
        await owner.post('/api/admin/schedule/match_info/save', { id: f1.id, starts_at: at, court_name: '1号场', referee_ids: [refereeId] }),
      );
      assert.deepEqual(saved1.fixture.referees.map((r) => r.name), ['赵裁判']);
      assert.equal(saved1.fixture.starts_at, at);
      const saved2 = resultOf<{ clashes: { kind: string; resource_name: string; fixture_ids: number[]; message: string }[] }>(
        await owner.post('/api/admin/schedule/match_info/save', { id: f2.id, starts_at: at, court_name: '2号场', referee_ids: [refereeId] }),
      );
      const clash = saved2.clashes.find((c) => c.kind === 'referee' && c.fixture_ids.includes(f2.id));
      assert.ok(clash, JSON.stringify(saved2.clashes));
      assert.equal(clash.resource_name, '赵裁判');
      assert.match(clash.message, /裁判「赵裁判」在 2026-09-06 10:00–11:00 同时安排在/);
      const listed = resultOf<{ list: { kind: string }[] }>(await owner.get(`/api/admin/schedule/clashes?id=${competitionId}`)).list;
      assert.ok(listed.some((c) => c.kind === 'referee'));
      resultOf(await owner.post('/api/admin/schedule/match_info/save', { id: f2.id, referee_ids: [referee2Id] }));

      const referees = resultOf<{ list: { user_id: number; name: string }[] }>(await owner.get(`/api/admin/schedule/referees?keyword=${encodeURIComponent('赵')}`)).list;
      assert.ok(referees.some((r) => r.user_id === refereeId));
      assert.equal(errnoOf(await athlete.get('/api/admin/schedule/referees')), 404);

      const mine = resultOf<{ list: Fixture[] }>(await referee.get('/api/referee/fixtures')).list;
      assert.deepEqual(mine.map((f) => f.id), [f1.id]);
      assert.equal(errnoOf(await score(f1, 1, 0, {}, referee)), 0);
      const [before1] = await db().select().from(fixtures).where(eq(fixtures.id, f1.id));
      const notAssigned = await score(resultOf<{ list: Fixture[] }>(await referee.get('/api/referee/fixtures')).list[0], 5, 5, { reason: '改分' }, referee2);
      assert.equal(errnoOf(notAssigned), 40300);
      const [after1] = await db().select().from(fixtures).where(eq(fixtures.id, f1.id));
      assert.deepEqual([after1.homeScore, after1.awayScore, after1.version], [before1.homeScore, before1.awayScore, before1.version]);
      // the assigned referee reads the item's score rule (the score modal needs its model); others get 404
      assert.equal(resultOf<{ event_item_id: number }>(await referee.get(`/api/admin/schedule/ranking_rules?event_item_id=${it4.id}`)).event_item_id, it4.id);
      assert.equal(errnoOf(await athlete.get(`/api/admin/schedule/ranking_rules?event_item_id=${it4.id}`)), 404);
      assert.equal(errnoOf(await other.get(`/api/admin/schedule/ranking_rules?event_item_id=${it4.id}`)), 404);
      assert.equal(errnoOf(await referee2.put('/api/admin/schedule/ranking_rules', { event_item_id: it4.id, model: 'sets', points_win: 3, points_draw: 1, points_loss: 0, points_forfeit: 0, tiebreakers: ['points'] })), 404);
      assert.equal(resultOf<{ model: string }>(await owner.get(`/api/admin/schedule/ranking_rules?event_item_id=${it4.id}`)).model, 'goals');
      assert.equal(errnoOf(await score(f2, 1, 1, {}, referee)), 40300);
      assert.equal(errnoOf(await score(f2, 1, 1, {}, athlete)), 404);
      assert.equal(errnoOf(await score(f2, 1, 1, {}, other)), 404);
      assert.equal((await anonymous.post('/api/admin/schedule/score', { fixture_id: f2.id, home_score: 1, away_score: 1, version: 0 })).statusCode, 401);
      const history = resultOf<{ list: { actor_id: number }[] }>(await referee.get(`/api/admin/schedule/score_history?fixture_id=${f1.id}`)).list;
      assert.equal(history[0].actor_id, refereeId);
      // the history of a fixture is the organisers' and its own referees' only
      for (const as of [referee2, athlete, other]) assert.equal(errnoOf(await as.get(`/api/admin/schedule/score_history?fixture_id=${f1.id}`)), 404);
      // the referees' list holds their own fixtures only, with the score just entered
      assert.deepEqual(
        resultOf<{ list: Fixture[] }>(await referee2.get('/api/referee/fixtures')).list.map((f) => f.id),
        [f2.id],
      );
      assert.deepEqual(resultOf<{ list: Fixture[] }>(await athlete.get('/api/referee/fixtures')).list, []);
      assert.equal((await anonymous.get('/api/referee/fixtures')).statusCode, 401);
      // other fixtures untouched
      const [row] = await db().select().from(fixtures).where(eq(fixtures.id, f2.id));
      assert.equal(row.homeScore, null);
    });

    it('offers the courts of the competition\'s venue to its organisers and schedules fixtures on those courts only', async () => {
      const [venueInst] = await db().insert(institutions).values({ name: unique('场馆运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [own, foreign] = await db()
        .insert(venues)
        .values([
          { institutionId: venueInst.id, name: unique('赛程场馆'), status: 'approved' },
          { institutionId: venueInst.id, name: unique('别的场馆'), status: 'approved' },
        ])
        .returning({ id: venues.id });
      const [c1, , cx] = await db()
        .insert(courts)
        .values([
          { venueId: own.id, name: '1号场', sport: '足球' },
          { venueId: own.id, name: '2号场', sport: '足球' },
          { venueId: foreign.id, name: '外馆1号场', sport: '足球' },
        ])
        .returning({ id: courts.id });
      const it4 = await item(4);
      const phaseId = await createPhase({ event_item_id: it4.id, name: '场地测试', description: '  各场地轮换  ', format: 'league' });
      assert.equal(resultOf<{ list: { description: string }[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0].description, '各场地轮换');
      resultOf(await generate(phaseId, 'courts'));
      const [f] = await matches(phaseId);
      // without a venue: no courts, free-text courts only
      assert.deepEqual(resultOf<{ list: unknown[] }>(await owner.get(`/api/admin/schedule/courts?id=${competitionId}`)).list, []);
      assert.equal(firstMsg(await owner.post('/api/admin/schedule/match_info/save', { id: f.id, court_id: c1.id })), '只能选择本赛事举办场馆的场地');
      await db().update(competitions).set({ venueId: own.id }).where(eq(competitions.id, competitionId));
      try {
        // the organiser reads the courts of a venue of another institution (venue_info stays the venue's own)
        const list = resultOf<{ list: { id: number; name: string }[] }>(await owner.get(`/api/admin/schedule/courts?id=${competitionId}`)).list;
        assert.deepEqual(list.map((c) => c.name), ['1号场', '2号场']);
        assert.equal(errnoOf(await owner.get(`/api/admin/venue_info?id=${own.id}`)), 404);
        for (const as of [other, athlete, referee]) assert.equal(errnoOf(await as.get(`/api/admin/schedule/courts?id=${competitionId}`)), 404);
        assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/admin/schedule/courts?id=${competitionId}` })).statusCode, 401);
        // a court of another venue is refused and nothing changes; a court of the venue is saved
        const refused = await owner.post('/api/admin/schedule/match_info/save', { id: f.id, court_id: cx.id });
        assert.equal(firstMsg(refused), '只能选择本赛事举办场馆的场地');
        assert.equal((await db().select().from(fixtures).where(eq(fixtures.id, f.id)))[0].courtId, null);
        const saved = resultOf<{ fixture: Fixture & { court_id: number | null; court_name: string } }>(
          await owner.post('/api/admin/schedule/match_info/save', { id: f.id, court_id: c1.id }),
        );
        assert.deepEqual([saved.fixture.court_id, saved.fixture.court_name], [c1.id, '1号场']);
      } finally {
        await db().update(competitions).set({ venueId: null }).where(eq(competitions.id, competitionId));
      }
    });

    it('checks tenancy on every id-bearing route (another institution, an athlete, anonymous)', async () => {
      const it4 = await item(4);
      const phaseId = await createPhase({ event_item_id: it4.id, name: '租户测试', format: 'league' });
      resultOf(await generate(phaseId, 'tenancy'));
      const [f] = await matches(phaseId);
      const award = resultOf<{ id: number }>(await owner.post('/api/admin/award', { event_item_id: it4.id, name: '冠军', place_from: 1, place_to: 1 }));
      const gets = [
        `/api/admin/schedule/phase?event_item_id=${it4.id}`,
        `/api/admin/schedule/phase?id=${phaseId}`,
        `/api/admin/schedule/progress?phase_id=${phaseId}`,
        `/api/admin/schedule/phase_round?phase_id=${phaseId}`,
        `/api/admin/schedule/phase_match?phase_id=${phaseId}`,
        `/api/admin/schedule/clashes?id=${competitionId}`,
        `/api/admin/schedule/ranking_rules?event_item_id=${it4.id}`,
        `/api/admin/schedule/score_history?fixture_id=${f.id}`,
        `/api/admin/schedule/integral?phase_id=${phaseId}`,
        `/api/admin/schedule/group_ranks?phase_id=${phaseId}`,
        `/api/admin/schedule/knockout_draws?phase_id=${phaseId}`,
        `/api/admin/award?event_item_id=${it4.id}`,
        `/api/competition/achievements?id=${competitionId}`,
      ];
      const posts: [string, object][] = [
        ['/api/admin/schedule/create_phase', { event_item_id: it4.id, name: '越权', format: 'league' }],
        ['/api/admin/schedule/create_schedule', { phase_id: phaseId }],
        ['/api/admin/schedule/next_round', { phase_id: phaseId }],
        ['/api/admin/schedule/match_info/save', { id: f.id, court_name: '越权' }],
        ['/api/admin/schedule/score', { fixture_id: f.id, home_score: 1, away_score: 0, version: 0 }],
        ['/api/admin/schedule/qualify', { phase_id: phaseId }],
        ['/api/admin/award', { event_item_id: it4.id, name: '越权', place_from: 5, place_to: 5 }],
      ];
      for (const as of [other, athlete]) {
        for (const url of gets) assert.equal(errnoOf(await as.get(url)), 404, url);
        for (const [url, body] of posts) assert.equal(errnoOf(await as.post(url, body)), 404, url);
        assert.equal(errnoOf(await as.put('/api/admin/schedule/phase', { id: phaseId, name: '越权' })), 404);
        assert.equal(errnoOf(await as.put('/api/admin/schedule/ranking_rules', { event_item_id: it4.id, model: 'goals', points_win: 3, points_draw: 1, points_loss: 0, points_forfeit: 0, tiebreakers: ['points'] })), 404);
        assert.equal(errnoOf(await as.put('/api/admin/award', { id: award.id, name: '越权', place_from: 1, place_to: 1 })), 404);
        assert.equal(errnoOf(await as.del(`/api/admin/award?id=${award.id}`)), 404);
        assert.equal(errnoOf(await as.del(`/api/admin/schedule/phase?id=${phaseId}`)), 404);
      }
      for (const url of gets) assert.equal((await anonymous.get(url)).statusCode, 401, url);
      for (const [url, body] of posts) assert.equal((await anonymous.post(url, body)).statusCode, 401, url);
      // nothing changed
      const [row] = await db().select().from(fixtures).where(eq(fixtures.id, f.id));
      assert.equal(row.courtName, '');
      assert.equal(row.homeScore, null);
      assert.equal(resultOf<{ list: unknown[] }>(await owner.get(`/api/admin/award?event_item_id=${it4.id}`)).list.length, 1);
      // public routes: unknown or unapproved competitions are 404
      const draftItem = await item(2, { competition: draftCompetitionId });
      const draftPhase = await createPhase({ event_item_id: draftItem.id, name: '未发布', format: 'league' });
      assert.equal(errnoOf(await anonymous.get(`/api/official/competition/schedule?id=${draftCompetitionId}`)), 404);
      assert.equal(errnoOf(await anonymous.get(`/api/official/competition/standings?phase_id=${draftPhase}`)), 404);
      assert.equal(errnoOf(await anonymous.get(`/api/official/competition/live?id=${draftCompetitionId}`)), 404);
      assert.equal(errnoOf(await anonymous.get(`/api/official/competition/achievements?id=${draftCompetitionId}`)), 404);
    });

    it('keeps score rules with defaults and refuses inconsistent rules', async () => {
      const it3 = await item(3);
      const defaults = resultOf<{ saved: number; points_win: number; tiebreakers: string[] }>(await owner.get(`/api/admin/schedule/ranking_rules?event_item_id=${it3.id}`));
      assert.equal(defaults.saved, 0);
      assert.equal(defaults.points_win, 3);
      assert.deepEqual(defaults.tiebreakers, ['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots']);
      const body = { event_item_id: it3.id, model: 'goals', points_win: 2, points_draw: 1, points_loss: 0, points_forfeit: -1, tiebreakers: ['points', 'wins', 'lots'] };
      const dup = await owner.put('/api/admin/schedule/ranking_rules', { ...body, tiebreakers: ['points', 'wins', 'wins'] });
      assert.equal(firstMsg(dup), '排名规则不能重复');
      const unknown = await owner.put('/api/admin/schedule/ranking_rules', { ...body, tiebreakers: ['points', 'age'] });
      assert.equal(errnoOf(unknown), 42200);
      const order = await owner.put('/api/admin/schedule/ranking_rules', { ...body, points_win: 0 });
      assert.equal(firstMsg(order), '胜、平、负的积分应依次不增');
      const saved = resultOf<{ saved: number; points_forfeit: number; tiebreakers: string[] }>(await owner.put('/api/admin/schedule/ranking_rules', body));
      assert.equal(saved.saved, 1);
      const read = resultOf<{ saved: number; points_win: number; points_forfeit: number; tiebreakers: string[] }>(await owner.get(`/api/admin/schedule/ranking_rules?event_item_id=${it3.id}`));
      assert.deepEqual([read.saved, read.points_win, read.points_forfeit, read.tiebreakers], [1, 2, -1, ['points', 'wins', 'lots']]);

      // bad phase input changes nothing
      const noGroups = await owner.post('/api/admin/schedule/create_phase', { event_item_id: it3.id, name: '小组', format: 'groups', config: {} });
      assert.equal(firstMsg(noGroups), '请设置小组数量');
      const tooFew = await owner.post('/api/admin/schedule/create_phase', { event_item_id: it3.id, name: '小组', format: 'groups', config: { group_count: 2 } });
      const groupsId = resultOf<{ id: number }>(tooFew).id;
      const refused = await generate(groupsId);
      assert.equal(errnoOf(refused), 42200);
      assert.match(firstMsg(refused)!, /不足以分成 2 个/);
      const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${groupsId}`)).list[0];
      assert.equal(phase.status, 'draft');
      assert.equal(phase.fixture_count, 0);
      resultOf(await owner.del(`/api/admin/schedule/phase?id=${groupsId}`));
    });

    it('seeds a completed league with a champion and a knockout in progress on the public site', async () => {
      const [league] = await db().select().from(competitions).where(eq(competitions.name, '2026年西湖区青少年足球联赛'));
      const [threes] = await db().select().from(competitions).where(eq(competitions.name, '2026年浙江省三人篮球联赛'));
      const schedule = resultOf<{ items: { name: string; phases: { id: number; format: string; status: string; fixtures: Fixture[] }[] }[] }>(
        await anonymous.get(`/api/official/competition/schedule?id=${league.id}`),
      );
      const u10 = schedule.items.find((i) => i.name === 'U10组')!;
      assert.equal(u10.phases[0].status, 'completed');
      assert.equal(u10.phases[0].fixtures.length, 30);
      assert.ok(u10.phases[0].fixtures.every((f) => f.status === 'finished' && f.home_score !== null));
      const table = resultOf<Standings>(await anonymous.get(`/api/official/competition/standings?phase_id=${u10.phases[0].id}`)).tables[0];
      assert.equal(table.rows.length, 6);
      assert.ok(table.rows.every((r) => r.played === 10));
      const ach = resultOf<{ list: { name: string; final: number; list: { place: number; name: string; award: string }[] }[] }>(
        await anonymous.get(`/api/official/competition/achievements?id=${league.id}`),
      ).list.find((i) => i.name === 'U10组')!;
      assert.equal(ach.final, 1);
      assert.equal(ach.list[0].place, 1);
      assert.equal(ach.list[0].award, '冠军');
      assert.equal(ach.list[0].name, table.rows[0].name);

      // U12组: a 5-round Swiss phase with 3 rounds played and round 4 paired; its table has the tiebreak columns, and
      // notes for 天长小学 (left after round 2) and 翠苑一小 (a late entry from round 3); 胜利小学 may still enter
      const u12 = schedule.items.find((i) => i.name === 'U12组')!;
      assert.equal(u12.phases[0].format, 'swiss');
      assert.deepEqual([...new Set(u12.phases[0].fixtures.map((f) => f.round))], [1, 2, 3, 4]);
      assert.ok(u12.phases[0].fixtures.filter((f) => f.round < 4).every((f) => f.status === 'finished'));
      assert.ok(u12.phases[0].fixtures.filter((f) => f.round === 4 && f.bye === 0).every((f) => f.status === 'scheduled'));
      const swiss = resultOf<{ tables: { columns: { name: string }[]; rows: (Row & { tiebreak_values: number[]; note: string })[] }[] }>(
        await anonymous.get(`/api/official/competition/standings?phase_id=${u12.phases[0].id}`),
      ).tables[0];
      assert.deepEqual(swiss.columns.map((c) => c.name), ['布赫霍尔茨分（去最低）', '布赫霍尔茨分', '索伯分', '累进分']);
      assert.equal(swiss.rows.length, 8);
      assert.ok(swiss.rows.every((r) => r.tiebreak_values.length === 4));
      const noted = swiss.rows.filter((r) => r.note).map((r) => [r.name, r.note, r.played]);
      assert.deepEqual(noted.sort(), [
        ['天长小学U12足球队', '第 2 轮后退赛', 2],
        ['翠苑一小U12足球队', '第 3 轮起补录', 1],
      ]);
      const round4 = u12.phases[0].fixtures.filter((f) => f.round === 4).flatMap((f) => [f.home_name, f.away_name]);
      assert.ok(round4.includes('翠苑一小U12足球队') && !round4.includes('天长小学U12足球队'));

      const ko = resultOf<{ items: { name: string; phases: { id: number }[] }[] }>(await anonymous.get(`/api/official/competition/schedule?id=${threes.id}`)).items.find(
        (i) => i.name === '男子公开组',
      )!;
      const bracket = resultOf<{ champion_id: number | null; fixtures: Fixture[] }>(await anonymous.get(`/api/official/competition/bracket?phase_id=${ko.phases[0].id}`));
      assert.equal(bracket.champion_id, null);
      assert.equal(bracket.fixtures.filter((f) => f.bye === 1).length, 3);
      assert.ok(bracket.fixtures.filter((f) => f.round === 1 && f.bye === 0).every((f) => f.winner_id !== null));
      const live = resultOf<{ list: Fixture[] }>(await anonymous.get(`/api/official/competition/live?id=${threes.id}`)).list;
      assert.ok(live.some((f) => f.status === 'live'));

      // 女子公开组: a double-elimination phase of 8 teams — winners round 1, a winners semi-final and losers round 1 played
      const threesSchedule = resultOf<{ items: { name: string; phases: { id: number; format: string; status: string; fixtures: Fixture[] }[] }[] }>(
        await anonymous.get(`/api/official/competition/schedule?id=${threes.id}`),
      );
      const women = threesSchedule.items.find((i) => i.name === '女子公开组')!;
      assert.equal(women.phases[0].format, 'double_elimination');
      const double = resultOf<{ rounds: { name: string }[]; champion_id: number | null; fixtures: Fixture[] }>(
        await anonymous.get(`/api/official/competition/bracket?phase_id=${women.phases[0].id}`),
      );
      assert.deepEqual([...new Set(double.fixtures.map((f) => f.kind))].sort(), ['grand_final', 'losers', 'winners']);
      assert.equal(double.champion_id, null);
      const code = (c: string) => double.fixtures.find((f) => f.code === c)!;
      assert.ok(['WB1-1', 'WB1-2', 'WB1-3', 'WB1-4', 'WB2-1', 'LB1-1', 'LB1-2'].every((c) => code(c).status === 'finished' && code(c).winner_id !== null));
      assert.ok(double.fixtures.filter((f) => f.kind === 'losers' && f.status === 'finished').length >= 2);
      // as score entry places them: the losers of winners round 1 met in losers round 1, its winners wait in round 2,
      // where the loser of the played winners semi-final dropped
      const loserOf = (f: Fixture) => (f.winner_id === f.home_id ? f.away_id : f.home_id);
      assert.deepEqual([code('LB1-1').home_id, code('LB1-1').away_id], [loserOf(code('WB1-1')), loserOf(code('WB1-2'))]);
      const lb2 = double.fixtures.filter((f) => f.kind === 'losers' && f.round === 2);
      assert.deepEqual(lb2.map((f) => f.home_id).sort(), [code('LB1-1').winner_id, code('LB1-2').winner_id].sort());
      assert.ok(lb2.some((f) => f.away_id === loserOf(code('WB2-1'))));
      assert.equal(code('WB2-2').status, 'scheduled');
      assert.equal(code('GF1').home_id, null);
      // the demo referee scores an assigned quarter-final and the winner advances
      const demoReferee = await login(ctx.app, 'referee');
      const mine = resultOf<{ list: Fixture[] }>(await demoReferee.get('/api/referee/fixtures')).list;
      const qf = mine.find((f) => f.code === 'R2-2')!;
      assert.ok(qf);
      // the demo referee's games follow one another (an hour each): the demo shows no clash warnings
      const starts = mine.filter((f) => f.starts_at).map((f) => new Date(f.starts_at!).getTime()).sort((a, b) => a - b);
      assert.ok(starts.length >= 4);
      assert.ok(starts.every((t, i) => i === 0 || t - starts[i - 1] >= 60 * 60_000), JSON.stringify(starts));
      // every demo team has its players, the first one captain and named on the entry
      const [men] = await db().select({ id: eventItems.id }).from(eventItems).where(and(eq(eventItems.competitionId, threes.id), eq(eventItems.name, '男子公开组')));
      const teams = await db().select({ id: signUps.id, realName: signUps.realName }).from(signUps).where(eq(signUps.eventItemId, men.id));
      assert.equal(teams.length, 13);
      assert.ok(teams.every((t) => t.realName !== ''));
      const members = await db().select().from(signUpMembers).where(inArray(signUpMembers.signUpId, teams.map((t) => t.id)));
      assert.equal(members.length, 13 * 4);
      assert.equal(members.filter((m) => m.isCaptain).length, 13);
      const saved = resultOf<{ fixture: Fixture }>(await score(qf, 21, 18, {}, demoReferee));
      assert.equal(saved.fixture.winner_id, qf.home_id);
      const semi = resultOf<{ fixtures: Fixture[] }>(await anonymous.get(`/api/official/competition/bracket?phase_id=${ko.phases[0].id}`)).fixtures.find((f) => f.code === 'R3-1')!;
      assert.equal(semi.away_id, qf.home_id);
    });

    it('generates a 1,024-entrant groups phase in batches while progress is polled', async () => {
      const big = await item(1024, { seeded: 1024 });
      const phaseId = await createPhase({ event_item_id: big.id, name: '小组赛', format: 'groups', config: { group_count: 256, draw: 'snake' } });
      const seen: { status: string; progress: number }[] = [];
      let done = false;
      const running = generate(phaseId, 'big').finally(() => {
        done = true;
      });
      // the page polls while the request runs (here every 20 ms)
      while (!done) {
        seen.push(resultOf<{ status: string; progress: number }>(await owner.get(`/api/admin/schedule/progress?phase_id=${phaseId}`)));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const result = resultOf<{ fixture_count: number }>(await running);
      assert.equal(result.fixture_count, 256 * 6);
      assert.ok(seen.length > 0);
      assert.ok(seen.every((p) => ['draft', 'generating', 'generated'].includes(p.status) && p.progress >= 0 && p.progress <= 100), JSON.stringify(seen));
      assert.deepEqual(resultOf(await owner.get(`/api/admin/schedule/progress?phase_id=${phaseId}`)), { status: 'generated', progress: 100 });
      const rounds = resultOf<{ list: { group_name: string }[] }>(await owner.get(`/api/admin/schedule/phase_round?phase_id=${phaseId}`)).list;
      assert.equal(rounds.length, 256 * 3);
      assert.equal(rounds[rounds.length - 1].group_name, 'IV组');
      // changing the settings drops the schedule and the draw
      resultOf(await owner.put('/api/admin/schedule/phase', { id: phaseId, config: { group_count: 128, draw: 'snake' } }));
      const phase = resultOf<{ list: Phase[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      assert.deepEqual([phase.status, phase.fixture_count, phase.entrant_count], ['draft', 0, 0]);
    });
  });
}
