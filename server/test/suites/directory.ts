import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { competitions, eventItems, persons, records, results, scoreRules, signUps, venues } from '../../src/db/schema/index.js';
import { lastMonths } from '../../src/repositories/statistics.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Person = { id: number; kind: string; real_name: string; gender: number; sport: string; level: string; region: string; institution_name: string; photo: string };
type PersonDetail = Person & { results: { competition_name: string; item_name: string; value: number | null; status: string }[]; records: { item_name: string; value: number; current: number }[] };
type Institution = { id: number; institution_type: number; name: string; logo: string; region: string; intro: string };
type InstitutionDetail = Institution & { contact_name: string; contact_phone: string; address: string; website: string; competitions: { id: number; name: string }[]; venues: { id: number; name: string }[] };
type Stats = {
  totals: Record<string, number>;
  competitions_by_month: { month: string; count: number }[];
  competitions_by_sport: { name: string; count: number }[];
  entrants_by_month: { month: string; count: number }[];
  venues_by_region: { name: string; count: number }[];
  institutions_by_kind: { institution_type: number; count: number }[];
  institutions_by_region: { name: string; count: number }[];
  generated_at: string;
};

const ID_CARD = '110101199003074512';
const PHONE = '13912345678';
const BIRTH = '1990-03-07';

export function directorySuite(ctx: TestContext) {
  describe('official directories (人员, 行业) and statistics (数据)', () => {
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
    const tag = unique('名录').slice(-8);
    let owner: Client;
    let other: Client;
    let ownerMobile = '';
    let ownerAccount = '';
    const ids = { publicAthlete: 0, privateAthlete: 0, pendingAthlete: 0, referee: 0, operator: 0, sponsor: 0, pendingInst: 0, venue: 0, closedVenue: 0, comp: 0, draftComp: 0 };

    before(async () => {
      const db = ctx.app.database.db;
      const [operator, sponsor, pendingInst] = await db
        .insert(institutions)
        .values([
          { name: `${tag}体育场馆运营公司`, institutionType: 4, region: `${tag}市`, intro: '负责城市体育中心的运营与维护。'.repeat(10), address: '体育路1号', website: 'https://venue.example.cn', contactName: '张经理', contactPhone: '0571-88886666', contactPublic: false },
          { name: `${tag}赞助集团`, institutionType: 5, region: `${tag}市`, intro: '长期支持全民健身赛事。', contactName: '李主管', contactPhone: '0571-77775555', contactPublic: true },
          { name: `${tag}待审场馆方`, institutionType: 4, region: `${tag}市`, status: 'pending' },
        ])
        .returning({ id: institutions.id });
      Object.assign(ids, { operator: operator.id, sponsor: sponsor.id, pendingInst: pendingInst.id });
      const [v1, v2] = await db
        .insert(venues)
        .values([
          { institutionId: operator.id, name: `${tag}体育中心`, city: `${tag}城`, status: 'approved', sports: ['篮球'] },
          { institutionId: operator.id, name: `${tag}待审球馆`, city: `${tag}城`, status: 'pending' },
        ])
        .returning({ id: venues.id });
      Object.assign(ids, { venue: v1.id, closedVenue: v2.id });
      const start = new Date(Date.now() - 3600_000);
      const [comp, draft] = await db
        .insert(competitions)
        .values([
          { institutionId: operator.id, cType: 1, name: `${tag}城市马拉松`, sport: `${tag}跑`, startAt: start, endAt: new Date(start.getTime() + 7200_000), status: 'approved' },
          { institutionId: operator.id, cType: 1, name: `${tag}草稿赛事`, sport: `${tag}跑`, startAt: start, endAt: start, status: 'draft' },
        ])
        .returning({ id: competitions.id });
      Object.assign(ids, { comp: comp.id, draftComp: draft.id });

      const a = await createUser(ctx.app, { isPerson: true });
      const b = await createUser(ctx.app, { isPerson: true });
      ownerMobile = a.mobile;
      ownerAccount = a.account;
      const [p1, p2, p3, p4] = await db
        .insert(persons)
        .values([
          { userId: a.user.id, kind: 'athlete', realName: `${tag}林公开`, gender: 2, status: 'approved', isPublic: true, sport: '田径', level: '国家一级运动员', region: '杭州市', institutionId: operator.id },
          { userId: b.user.id, kind: 'athlete', realName: `${tag}王私密`, gender: 1, status: 'approved', isPublic: false, sport: '田径' },
          { userId: b.user.id, kind: 'athlete', realName: `${tag}赵待审`, gender: 1, status: 'pending', isPublic: true, sport: '游泳' },
          { userId: a.user.id, kind: 'referee', realName: `${tag}林公开`, gender: 2, status: 'approved', isPublic: true, sport: '篮球', level: '国家级裁判员' },
        ])
        .returning({ id: persons.id });
      Object.assign(ids, { publicAthlete: p1.id, privateAthlete: p2.id, pendingAthlete: p3.id, referee: p4.id });

      const [item] = await db.insert(eventItems).values({ competitionId: comp.id, name: '男子10公里' }).returning({ id: eventItems.id });
      await db.insert(scoreRules).values({ eventItemId: item.id, competitionId: comp.id, model: 'timed', direction: 'lower' });
      const [entry] = await db
        .insert(signUps)
        .values({ competitionId: comp.id, eventItemId: item.id, userId: a.user.id, entrantName: `${tag}林公开`, realName: `${tag}林公开`, idCard: ID_CARD, phone: PHONE, birthDate: BIRTH, status: 'approved', reviewedAt: new Date() })
        .returning({ id: signUps.id });
      const [result] = await db.insert(results).values({ competitionId: comp.id, eventItemId: item.id, signUpId: entry.id, value: 1985.5 }).returning({ id: results.id });
      await db.insert(records).values({ sport: `${tag}跑`, itemName: '男子10公里', direction: 'lower', value: 1985.5, holderName: `${tag}林公开`, competitionId: comp.id, competitionName: `${tag}城市马拉松`, resultId: result.id, achievedAt: new Date(), status: 'ratified' });

      owner = await login(ctx.app, a.account, a.password);
      other = await login(ctx.app, b.account, b.password);
    });

    it('lists only approved persons who chose to be public, by kind, with search and pagination', async () => {
      const athletes = json<List<Person>>(await anon(`/api/official/personnel/list?kind=athlete&keyword=${encodeURIComponent(tag)}`)).result;
      assert.deepEqual(athletes.list.map((p) => p.id), [ids.publicAthlete]);
      assert.equal(athletes.total, 1);
      assert.deepEqual(athletes.list[0], {
        id: ids.publicAthlete,
        kind: 'athlete',
        real_name: `${tag}林公开`,
        gender: 2,
        sport: '田径',
        level: '国家一级运动员',
        region: '杭州市',
        institution_name: `${tag}体育场馆运营公司`,
        photo: '',
      });
      const referees = json<List<Person>>(await anon(`/api/official/personnel/list?kind=referee&keyword=${encodeURIComponent(tag)}`)).result;
      assert.deepEqual(referees.list.map((p) => p.id), [ids.referee]);
      assert.equal(referees.list[0].region, '', 'no region of its own and no institution');

      const bySport = json<List<Person>>(await anon(`/api/official/personnel/list?kind=athlete&keyword=${encodeURIComponent(tag)}&sport=${encodeURIComponent('游泳')}`)).result;
      assert.equal(bySport.total, 0, 'the pending swimmer is not public');
      const byRegion = json<List<Person>>(await anon(`/api/official/personnel/list?kind=athlete&keyword=${encodeURIComponent(tag)}&region=${encodeURIComponent('杭州')}`)).result;
      assert.equal(byRegion.total, 1);
      const page2 = json<List<Person>>(await anon(`/api/official/personnel/list?kind=athlete&keyword=${encodeURIComponent(tag)}&start=1&count=1`)).result;
      assert.deepEqual(page2, { list: [], total: 1 });

      assert.equal(firstMsg(await anon('/api/official/personnel/list?kind=coach')), '类型取值无效');
      assert.equal(json(await anon('/api/official/personnel/list')).errno, 42200);
    });

    it('shows a public profile with published results and records, and never a sensitive field', async () => {
      const res = await anon(`/api/official/personnel/info?id=${ids.publicAthlete}`);
      const detail = json<PersonDetail>(res).result;
      assert.equal(detail.real_name, `${tag}林公开`);
      assert.deepEqual(
        detail.results.map((r) => [r.competition_name, r.item_name, r.value, r.status]),
        [[`${tag}城市马拉松`, '男子10公里', 1985.5, 'ok']],
      );
      assert.deepEqual(detail.records.map((r) => [r.item_name, r.value, r.current]), [['男子10公里', 1985.5, 1]]);
      for (const secret of [ID_CARD, PHONE, BIRTH, ownerMobile, ownerAccount, '0571-88886666']) assert.ok(!res.body.includes(secret), `leaked ${secret}`);
      for (const key of ['id_card', 'phone', 'mobile', 'birth_date', 'user_id', 'account', 'status', 'is_public']) assert.ok(!(key in detail), `field ${key}`);

      for (const id of [ids.privateAthlete, ids.pendingAthlete, 99_999_999]) {
        const hidden = await anon(`/api/official/personnel/info?id=${id}`);
        assert.equal(hidden.statusCode, 404);
        assert.equal(firstMsg(hidden), '请求的资源不存在');
      }
    });

    it('lets only the person switch 在官网公开, with a session and the CSRF token', async () => {
      const mine = json<{ list: (Person & { status: string; is_public: number })[] }>(await other.get('/api/user/persons')).result.list;
      assert.deepEqual(mine.map((p) => [p.id, p.status, p.is_public]), [
        [ids.privateAthlete, 'approved', 0],
        [ids.pendingAthlete, 'pending', 1],
      ]);
      assert.equal((await anon('/api/user/persons')).statusCode, 401);

      const body = { id: ids.privateAthlete, is_public: 1 };
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/user/person/public', payload: body })).statusCode, 401);
      assert.equal((await other.post('/api/user/person/public', body, { 'x-csrf-token': 'forged' })).statusCode, 403);
      // someone else's registration: 404 and nothing changes
      assert.equal((await owner.post('/api/user/person/public', body)).statusCode, 404);
      assert.equal((await ctx.app.database.db.select().from(persons).where(eq(persons.id, ids.privateAthlete)))[0].isPublic, false);
      assert.equal(firstMsg(await other.post('/api/user/person/public', { id: ids.privateAthlete, is_public: 2 })), '在官网公开取值无效');

      assert.equal(json(await other.post('/api/user/person/public', body)).errno, 0);
      assert.equal((await anon(`/api/official/personnel/info?id=${ids.privateAthlete}`)).statusCode, 200);
      assert.equal(json(await other.post('/api/user/person/public', { ...body, is_public: 0 })).errno, 0);
      assert.equal((await anon(`/api/official/personnel/info?id=${ids.privateAthlete}`)).statusCode, 404);
      // public but not approved stays hidden
      assert.equal(json(await other.post('/api/user/person/public', { id: ids.pendingAthlete, is_public: 1 })).errno, 0);
      assert.equal((await anon(`/api/official/personnel/info?id=${ids.pendingAthlete}`)).statusCode, 404);
    });

    it('lists approved institutions of one kind and shows a profile with contact only when published', async () => {
      const list = json<List<Institution>>(await anon(`/api/official/industry/list?kind=4&keyword=${encodeURIComponent(tag)}`)).result;
      assert.deepEqual(list.list.map((i) => i.id), [ids.operator], 'the pending operator is not listed');
      assert.ok(list.list[0].intro.length <= 81 && list.list[0].intro.endsWith('…'), 'the list holds a short intro');
      const sponsors = json<List<Institution>>(await anon(`/api/official/industry/list?kind=5&keyword=${encodeURIComponent(tag)}&region=${encodeURIComponent(`${tag}市`)}`)).result;
      assert.deepEqual(sponsors.list.map((i) => i.id), [ids.sponsor]);
      assert.equal(firstMsg(await anon('/api/official/industry/list?kind=7')), '类型不能大于6');

      const res = await anon(`/api/official/industry/info?id=${ids.operator}`);
      const operator = json<InstitutionDetail>(res).result;
      assert.equal(operator.contact_name, '');
      assert.equal(operator.contact_phone, '');
      assert.ok(!res.body.includes('0571-88886666'));
      assert.equal(operator.website, 'https://venue.example.cn');
      assert.deepEqual(operator.competitions.map((c) => c.id), [ids.comp], 'only published competitions');
      assert.deepEqual(operator.venues.map((v) => v.id), [ids.venue], 'only approved venues');

      const sponsor = json<InstitutionDetail>(await anon(`/api/official/industry/info?id=${ids.sponsor}`)).result;
      assert.deepEqual([sponsor.contact_name, sponsor.contact_phone], ['李主管', '0571-77775555']);
      assert.deepEqual(sponsor.venues, []);
      assert.equal((await anon(`/api/official/industry/info?id=${ids.pendingInst}`)).statusCode, 404);
    });

    it('aggregates statistics with group by over published rows, and caches them briefly', async () => {
      const stats = await ctx.app.repos.statistics.compute();
      const { months } = lastMonths(new Date());
      assert.deepEqual(stats.competitions_by_month.map((m) => m.month), months);
      assert.ok(stats.competitions_by_month.at(-1)!.count >= 1);
      for (const series of [stats.competitions_by_sport, stats.venues_by_region, stats.institutions_by_region]) {
        assert.ok(series.length <= 12);
        assert.deepEqual(series.map((s) => s.count), [...series.map((s) => s.count)].sort((a, b) => b - a), 'largest first');
      }
      assert.ok(stats.competitions_by_sport.reduce((n, s) => n + s.count, 0) <= stats.totals.competitions);
      assert.deepEqual(stats.institutions_by_kind.map((k) => k.institution_type), [1, 2, 3, 4, 5, 6]);
      assert.ok(stats.totals.entrants >= 1 && stats.entrants_by_month.at(-1)!.count >= 1);

      // one more published competition and accepted entrant this month move the numbers by exactly one
      const db = ctx.app.database.db;
      const now = new Date();
      const [c] = await db.insert(competitions).values({ institutionId: ids.sponsor, cType: 2, name: `${tag}健步走`, sport: `${tag}跑`, startAt: now, endAt: now, status: 'approved' }).returning({ id: competitions.id });
      await db.insert(signUps).values({ competitionId: c.id, entrantName: '新选手', status: 'approved', reviewedAt: now });
      await db.insert(signUps).values({ competitionId: c.id, entrantName: '待审选手', status: 'pending' });
      const after = await ctx.app.repos.statistics.compute();
      assert.equal(after.totals.competitions, stats.totals.competitions + 1);
      assert.equal(after.totals.entrants, stats.totals.entrants + 1);
      assert.equal(after.competitions_by_month.at(-1)!.count, stats.competitions_by_month.at(-1)!.count + 1);
      assert.equal(after.entrants_by_month.at(-1)!.count, stats.entrants_by_month.at(-1)!.count + 1);

      const first = json<Stats>(await anon('/api/official/statistics'));
      assert.equal(first.errno, 0);
      const second = json<Stats>(await anon('/api/official/statistics')).result;
      assert.equal(second.generated_at, first.result.generated_at, 'served from the cache');
    });
  });
}
