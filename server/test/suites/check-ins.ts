import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { CERTIFICATE_MSG, CHECK_IN_FLAG, CHECK_IN_MSG, REJECT_REASON_REQUIRED, chinaDate } from 'shared/rules';
import { DEMO_CHECK_IN_ACTIVITY, DEMO_CHECK_IN_REJECT_REASON, demoCheckInCertificates, demoCheckInPlan } from 'shared/demo';
import { certificates, checkInRecords, checkInSettings, competitions, eventItems, signUps } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';
import { multipart } from './media.js';

const DAY = 86_400_000;
const dayOffset = (days: number) => chinaDate(new Date(Date.now() + days * DAY));

/** A GPX run started today at 06:00 China time (or `startOffsetDays` away): east along 31.2°N, `steps` of 0.001°. */
function gpxRun(o: { steps: number; secondsPerStep: number; lon0?: number; startOffsetDays?: number; type?: string }) {
  const t0 = Date.parse(`${dayOffset(o.startOffsetDays ?? 0)}T06:00:00+08:00`);
  const pts = Array.from({ length: o.steps + 1 }, (_, i) => `<trkpt lat="31.2" lon="${((o.lon0 ?? 121.5) + i * 0.001).toFixed(5)}"><time>${new Date(t0 + i * o.secondsPerStep * 1000).toISOString()}</time></trkpt>`);
  return `<?xml version="1.0"?><gpx version="1.1" creator="测试" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>${o.type ?? 'running'}</type><trkseg>${pts.join('')}</trkseg></trk></gpx>`;
}

type RankRow = { rank: number; sign_up_id: number; name: string; total: number; days: number; longest: number; goal_met: number; reason_key: string | null; reason: string };
type RecordRow = { id: number; sign_up_id: number; status: string; flags: string[]; distance_meters: number | null; route: [number, number][]; evidence_url: string };

export function checkInsSuite(ctx: TestContext) {
  describe('打卡 check-in challenges', () => {
    let owner: Client;
    let other: Client;
    let runnerA: Client;
    let runnerB: Client;
    let outsider: Client;
    let activityId = 0;
    let matchId = 0;
    let draftId = 0;
    const entry: Record<string, number> = {};
    const db = () => ctx.app.database.db;
    const recordCount = async () => (await db().select({ n: count() }).from(checkInRecords).where(eq(checkInRecords.competitionId, activityId)))[0].n;

    const uploadFile = async (as: Client, name: string, data: string | Buffer) => {
      const body = multipart([
        { name: 'use', data: 'check_in' },
        { name: 'file', filename: name, type: 'application/octet-stream', data },
      ]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/upload/file', payload: body.payload, headers: { ...body.headers, cookie: as.cookie, 'x-csrf-token': as.token } });
      assert.equal(json(res).errno, 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const checkIn = (as: Client, body: Record<string, unknown>) => as.post('/api/competition/clock', { id: activityId, ...body });
    const settings = {
      starts_on: dayOffset(-10),
      ends_on: dayOffset(19),
      goal_kind: 'distance',
      goal_scope: 'total',
      goal_value: 8000,
      sport: 'running',
      evidence: ['track', 'screenshot'],
      daily_limit: 2,
      review_required: 0,
    };

    before(async () => {
      const [inst, otherInst] = await db()
        .insert(institutions)
        .values([
          { name: unique('打卡机构'), institutionType: 2 },
          { name: unique('其他打卡机构'), institutionType: 2 },
        ])
        .returning({ id: institutions.id });
      const base = { institutionId: inst.id, sport: '跑步', startAt: new Date(Date.now() - 10 * DAY), endAt: new Date(Date.now() + 20 * DAY), isFiling: true };
      const [activity, match, draft] = await db()
        .insert(competitions)
        .values([
          { ...base, cType: 2, name: unique('30天跑步打卡'), status: 'approved' },
          { ...base, cType: 1, name: unique('打卡测试比赛'), status: 'approved' },
          { ...base, cType: 2, name: unique('未发布的打卡活动'), status: 'draft' },
        ])
        .returning({ id: competitions.id });
      activityId = activity.id;
      matchId = match.id;
      draftId = draft.id;
      const [item] = await db().insert(eventItems).values({ competitionId: activityId, name: '跑步打卡' }).returning({ id: eventItems.id });
      const o = await createUser(ctx.app, { manages: [{ institutionId: inst.id, isAdmin: true }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInst.id, isAdmin: true }] });
      const people = await Promise.all(['甲', '乙', '丙', '丁'].map(() => createUser(ctx.app, { isPerson: true })));
      for (const [i, name] of ['张跑', '李跑', '王未跑'].entries()) {
        const [row] = await db()
          .insert(signUps)
          .values({ competitionId: activityId, eventItemId: item.id, userId: people[i]!.user.id, entrantName: name, status: 'approved' })
          .returning({ id: signUps.id });
        entry[name] = row.id;
      }
      // a rejected entry is no participation
      await db().insert(signUps).values({ competitionId: activityId, eventItemId: item.id, userId: people[3]!.user.id, entrantName: '被驳回', status: 'rejected' });
      [owner, other, runnerA, runnerB, outsider] = await Promise.all([
        login(ctx.app, o.account, o.password),
        login(ctx.app, x.account, x.password),
        login(ctx.app, people[0]!.account, people[0]!.password),
        login(ctx.app, people[1]!.account, people[1]!.password),
        login(ctx.app, people[3]!.account, people[3]!.password),
      ]);
    });

    it('the demo seed has a walking challenge on 2026年杭州市全民健身日健步走 that org_gov sees: a finisher, a streak, a flagged and a rejected record', async () => {
      const [walk] = await db().select({ id: competitions.id }).from(competitions).where(eq(competitions.name, DEMO_CHECK_IN_ACTIVITY));
      const gov = await login(ctx.app, 'org_gov');
      const plan = demoCheckInPlan();
      const s = json<{ starts_on: string; ends_on: string; goal_value: number }>(await gov.get(`/api/competition/clock/settings?id=${walk.id}`)).result;
      assert.deepEqual([s.starts_on, s.ends_on, s.goal_value], [plan.settings.startsOn, plan.settings.endsOn, 30_000]);
      const rank = json<{ list: (RankRow & { current: number })[] }>(await gov.get(`/api/competition/clock_rank?id=${walk.id}`)).result.list;
      assert.deepEqual(rank.map((r) => [r.name, r.total, r.goal_met]), [['林晓跑', 33_600, 1], ['王正裁', 16_000, 0], ['张子涵', 5_000, 0], ['李沐阳', 4_000, 0]]);
      assert.equal(rank.find((r) => r.name === '王正裁')!.current, 5);
      const records = json<{ list: (RecordRow & { review_reason: string; name: string })[] }>(await gov.get(`/api/competition/clock/records?id=${walk.id}&count=50`)).result.list;
      assert.equal(records.length, plan.records.length);
      const pending = records.find((r) => r.status === 'pending')!;
      assert.deepEqual([pending.name, pending.flags], ['张子涵', [CHECK_IN_FLAG.tooFast('walking')]]);
      assert.deepEqual(records.filter((r) => r.status === 'rejected').map((r) => [r.name, r.review_reason]), [['李沐阳', DEMO_CHECK_IN_REJECT_REASON]]);
      assert.ok(records.some((r) => r.name === '林晓跑' && r.route.length > 100));
      // her completion certificate (我的证书), verifiable by its code
      const [demo] = demoCheckInCertificates();
      const mine = json<{ list: { code: string; kind: string; result: string; competition_name: string; status: string }[] }>(await (await login(ctx.app, 'athlete')).get('/api/user/certificates')).result.list;
      assert.deepEqual(mine.map((c) => [c.code, c.kind, c.result, c.competition_name, c.status]), [[demo!.code, 'check_in', '33.60 公里', DEMO_CHECK_IN_ACTIVITY, 'valid']]);
      const verified = json<{ holder_name: string; issuer_name: string }>(await ctx.app.inject({ method: 'GET', url: `/api/certificate/verify?code=${demo!.code}` })).result;
      assert.deepEqual([verified.holder_name, verified.issuer_name], ['林晓跑', '杭州市体育局']);
    });

    it('lets the organiser set the challenge, refusing bad settings and a match, hiding it from others', async () => {
      assert.equal(json(await owner.get(`/api/competition/clock/settings?id=${activityId}`)).result, null);
      const reversed = await owner.put('/api/competition/clock/settings', { id: activityId, ...settings, ends_on: dayOffset(-11) });
      assert.deepEqual([json(reversed).errno, firstMsg(reversed)], [42200, CHECK_IN_MSG.rangeOrder]);
      const noSport = await owner.put('/api/competition/clock/settings', { id: activityId, ...settings, sport: null });
      assert.deepEqual([json(noSport).errno, firstMsg(noSport)], [42200, CHECK_IN_MSG.sportRequired]);
      const badKind = await owner.put('/api/competition/clock/settings', { id: activityId, ...settings, goal_kind: 'swimming' });
      assert.equal(json(badKind).errno, 42200);
      assert.equal(firstMsg(badKind), '目标类型取值无效');
      assert.equal(await db().$count(checkInSettings, eq(checkInSettings.competitionId, activityId)), 0, 'nothing saved');
      const onMatch = await owner.put('/api/competition/clock/settings', { id: matchId, ...settings });
      assert.deepEqual([json(onMatch).errno, firstMsg(onMatch)], [40000, CHECK_IN_MSG.notActivity]);
      assert.equal(json(await other.put('/api/competition/clock/settings', { id: activityId, ...settings })).errno, 404);
      assert.equal(json(await runnerA.get(`/api/competition/clock/settings?id=${activityId}`)).errno, 404);

      const saved = await owner.put('/api/competition/clock/settings', { id: activityId, ...settings });
      assert.equal(json(saved).errno, 0, saved.body);
      assert.deepEqual(json(await owner.get(`/api/competition/clock/settings?id=${activityId}`)).result, { competition_id: activityId, ...settings, goal_days: 1 });
    });

    it('shows the challenge on the public page, with the caller’s entry when they take part', async () => {
      const anonymous = json<{ settings: { goal_value: number }; sign_up_id: number | null }>(await ctx.app.inject({ method: 'GET', url: `/api/competition/clock/info?id=${activityId}` }));
      assert.equal(anonymous.result.settings.goal_value, 8000);
      assert.equal(anonymous.result.sign_up_id, null);
      assert.equal(json<{ sign_up_id: number }>(await runnerA.get(`/api/competition/clock/info?id=${activityId}`)).result.sign_up_id, entry['张跑']);
      assert.equal(json<{ sign_up_id: number | null }>(await outsider.get(`/api/competition/clock/info?id=${activityId}`)).result.sign_up_id, null);
      assert.equal(json(await ctx.app.inject({ method: 'GET', url: `/api/competition/clock/info?id=${draftId}` })).errno, 404);
      assert.equal(json(await ctx.app.inject({ method: 'GET', url: `/api/competition/clock_rank?id=${draftId}` })).errno, 404);
    });

    it('takes a GPX run as a check-in, parsed on the server, and flags an identical track and one faster than the world record', async () => {
      const fiveK = gpxRun({ steps: 53, secondsPerStep: 34 });
      const a = json<{ id: number; status: string; day: string; flags: string[] }>(await checkIn(runnerA, { evidence: 'track', media_id: await uploadFile(runnerA, '晨跑.gpx', fiveK) }));
      assert.equal(a.errno, 0, JSON.stringify(a));
      assert.deepEqual([a.result.status, a.result.day, a.result.flags], ['approved', dayOffset(0), []]);

      const copy = json<{ status: string; flags: string[] }>(await checkIn(runnerB, { evidence: 'track', media_id: await uploadFile(runnerB, 'copy.gpx', fiveK) }));
      assert.deepEqual([copy.result.status, copy.result.flags], ['pending', [CHECK_IN_FLAG.duplicate]]);

      // 10 km in 20 minutes
      const rocket = json<{ status: string; flags: string[] }>(
        await checkIn(runnerB, { evidence: 'track', media_id: await uploadFile(runnerB, 'fast.gpx', gpxRun({ steps: 106, secondsPerStep: 11, lon0: 121.6 })) }),
      );
      assert.deepEqual([rocket.result.status, rocket.result.flags], ['pending', [CHECK_IN_FLAG.tooFast('running')]]);

      const [stored] = json<{ list: RecordRow[] }>(await owner.get(`/api/competition/clock/records?id=${activityId}&sign_up_id=${entry['张跑']}`)).result.list;
      assert.ok(Math.abs(stored.distance_meters! - 5042) < 10, String(stored.distance_meters));
      assert.equal(stored.route.length, 54);
      assert.match(stored.evidence_url, /^\/api\/media\/file-/);
    });

    it('refuses, in Chinese and writing nothing: the daily limit, a corrupt file, another sport, evidence not allowed, a non-participant', async () => {
      const before = await recordCount();
      const third = await checkIn(runnerB, { evidence: 'track', media_id: await uploadFile(runnerB, 'third.gpx', gpxRun({ steps: 20, secondsPerStep: 40, lon0: 121.7 })) });
      assert.deepEqual([json(third).errno, firstMsg(third)], [40000, CHECK_IN_MSG.dailyLimitReached(2)]);
      const corrupt = await checkIn(runnerA, { evidence: 'track', media_id: await uploadFile(runnerA, 'broken.gpx', '<gpx version="1.1"><trk><trkseg><trkpt lat="31') });
      assert.deepEqual([json(corrupt).errno, firstMsg(corrupt)], [42200, CHECK_IN_MSG.trackUnreadable]);
      const garbage = await checkIn(runnerA, { evidence: 'track', media_id: await uploadFile(runnerA, 'random.fit', Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])) });
      assert.deepEqual([json(garbage).errno, firstMsg(garbage)], [42200, CHECK_IN_MSG.trackUnreadable]);
      const ride = await checkIn(runnerA, { evidence: 'track', media_id: await uploadFile(runnerA, 'ride.gpx', gpxRun({ steps: 20, secondsPerStep: 10, type: 'cycling', lon0: 121.8 })) });
      assert.deepEqual([json(ride).errno, firstMsg(ride)], [40000, CHECK_IN_MSG.wrongSport('cycling', 'running')]);
      const photo = await checkIn(runnerA, { evidence: 'photo', media_id: 1 });
      assert.deepEqual([json(photo).errno, firstMsg(photo)], [42200, CHECK_IN_MSG.evidenceNotAllowed('photo')]);
      const foreignUpload = await checkIn(runnerA, { evidence: 'track', media_id: await uploadFile(runnerB, 'b.gpx', gpxRun({ steps: 5, secondsPerStep: 60 })) });
      assert.deepEqual([json(foreignUpload).errno, firstMsg(foreignUpload)], [42200, CHECK_IN_MSG.evidenceMissing]);
      const stranger = await checkIn(outsider, { evidence: 'track', media_id: await uploadFile(outsider, 'o.gpx', gpxRun({ steps: 5, secondsPerStep: 60 })) });
      assert.deepEqual([json(stranger).errno, firstMsg(stranger)], [42200, CHECK_IN_MSG.notParticipant]);
      const noDistance = await checkIn(runnerA, { evidence: 'screenshot', media_id: await uploadFile(runnerA, 'x.gpx', 'x') });
      assert.deepEqual([json(noDistance).errno, firstMsg(noDistance)], [42200, CHECK_IN_MSG.evidenceKind('screenshot')]);
      assert.equal(await recordCount(), before);
    });

    it('reviews flagged records: a rejection needs its reason, a record is reviewed once', async () => {
      const flagged = json<{ list: RecordRow[]; total: number }>(await owner.get(`/api/competition/clock/records?id=${activityId}&flagged=1`)).result;
      assert.equal(flagged.total, 2);
      const [fast, copy] = flagged.list;
      assert.equal(json(await other.post('/api/competition/clock/review', { id: fast.id, action: 'reject', reason: '配速异常' })).errno, 404);
      const noReason = await owner.post('/api/competition/clock/review', { id: fast.id, action: 'reject', reason: '  ' });
      assert.deepEqual([json(noReason).errno, firstMsg(noReason)], [42200, REJECT_REASON_REQUIRED]);
      assert.equal(json(await owner.post('/api/competition/clock/review', { id: fast.id, action: 'reject', reason: '配速超过世界纪录' })).errno, 0);
      assert.equal(json(await owner.post('/api/competition/clock/review', { id: copy.id, action: 'approve' })).errno, 0);
      const again = await owner.post('/api/competition/clock/review', { id: copy.id, action: 'reject', reason: '重复' });
      assert.deepEqual([json(again).errno, firstMsg(again)], [40000, CHECK_IN_MSG.reviewOnlyPending]);
      const rows = await db().select({ status: checkInRecords.status, reason: checkInRecords.reviewReason }).from(checkInRecords).where(and(eq(checkInRecords.competitionId, activityId), eq(checkInRecords.signUpId, entry['李跑'])));
      assert.deepEqual(rows.map((r) => r.status).sort(), ['approved', 'rejected']);
      assert.ok(rows.some((r) => r.reason === '配速超过世界纪录'));
      assert.equal(json<{ total: number }>(await owner.get(`/api/competition/clock/records?id=${activityId}&status=pending`)).result.total, 0);
    });

    it('ranks by total, days and streak with why each is below the one above, and names who met the goal', async () => {
      const screenshot = await ctx.app.inject({ method: 'GET', url: '/api/competition/clock_rank?id=0' });
      assert.equal(json(screenshot).errno, 42200);
      // 张跑 adds a 3 km screenshot check-in (a second check-in today, within the limit)
      const png = await (await import('sharp')).default({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } }).png().toBuffer();
      const body = multipart([{ name: 'file', filename: 'shot.png', type: 'image/png', data: png }]);
      const image = json<{ id: number }>(await ctx.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, cookie: runnerA.cookie, 'x-csrf-token': runnerA.token } })).result.id;
      assert.equal(json(await checkIn(runnerA, { evidence: 'screenshot', media_id: image, distance_meters: 3000, duration_seconds: 1100 })).errno, 0);

      const ranking = json<{ list: RankRow[] }>(await ctx.app.inject({ method: 'GET', url: `/api/competition/clock_rank?id=${activityId}` })).result.list;
      assert.deepEqual(
        ranking.map((r) => [r.rank, r.name, r.days, r.longest, r.goal_met]),
        [
          [1, '张跑', 1, 1, 1],
          [2, '李跑', 1, 1, 0],
          [3, '王未跑', 0, 0, 0],
        ],
      );
      assert.ok(ranking[0].total > 8000 && ranking[1].total > 5000 && ranking[1].total < 5100, JSON.stringify(ranking));
      assert.deepEqual([ranking[0].reason, ranking[1].reason_key], ['', 'total']);
      assert.match(ranking[1].reason, /^累计里程 5\.0\d 公里，上一名 8\.0\d 公里$/);
      assert.deepEqual(
        (await ctx.app.repos.checkIns.finishers(activityId)).map((f) => f.name),
        ['张跑'],
      );
    });

    it('shows a participant their own days and records, the organiser anyone’s, and nobody else’s', async () => {
      const mine = json<{ tally: { days: number; current: number }; days: { day: string; records: number; amount: number }[]; total_records: number }>(
        await runnerA.get(`/api/competition/clock_list?id=${activityId}`),
      ).result;
      assert.equal(mine.total_records, 2);
      assert.deepEqual(mine.days.map((d) => [d.day, d.records]), [[dayOffset(0), 2]]);
      assert.deepEqual([mine.tally.days, mine.tally.current], [1, 1]);
      assert.equal(json(await runnerA.get(`/api/competition/clock_list?id=${activityId}&sign_up_id=${entry['李跑']}`)).errno, 404);
      assert.equal(json(await outsider.get(`/api/competition/clock_list?id=${activityId}`)).errno, 404);
      const theirs = json<{ total_records: number; tally: { name: string } }>(await owner.get(`/api/competition/clock_list?id=${activityId}&sign_up_id=${entry['李跑']}`)).result;
      assert.deepEqual([theirs.total_records, theirs.tally.name], [2, '李跑']);
      assert.equal(json(await other.get(`/api/competition/clock/records?id=${activityId}`)).errno, 404);
    });

    it('lets exactly the daily limit of 8 concurrent check-ins of one participant through (PostgreSQL)', async (t) => {
      if (ctx.app.database.kind !== 'postgres') {
        t.skip('PGlite runs one connection: concurrency is only meaningful on PostgreSQL');
        return;
      }
      const person = await createUser(ctx.app, { isPerson: true });
      const [item] = await db().select({ id: eventItems.id }).from(eventItems).where(eq(eventItems.competitionId, activityId));
      const [row] = await db()
        .insert(signUps)
        .values({ competitionId: activityId, eventItemId: item!.id, userId: person.user.id, entrantName: '并发跑', status: 'approved' })
        .returning({ id: signUps.id });
      const racer = await login(ctx.app, person.account, person.password);
      const sharp = (await import('sharp')).default;
      const images = [];
      for (let i = 0; i < 8; i++) {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10 * i, g: 120, b: 60 } } }).png().toBuffer();
        const body = multipart([{ name: 'file', filename: `race-${i}.png`, type: 'image/png', data: png }]);
        const res = await ctx.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, cookie: racer.cookie, 'x-csrf-token': racer.token } });
        images.push(json<{ id: number }>(res).result.id);
      }
      const results = await Promise.all(images.map((media_id) => checkIn(racer, { evidence: 'screenshot', media_id, distance_meters: 1000, duration_seconds: 400 })));
      assert.equal(results.filter((r) => json(r).errno === 0).length, settings.daily_limit, results.map((r) => r.body).join('\n'));
      assert.ok(results.filter((r) => json(r).errno !== 0).every((r) => firstMsg(r) === CHECK_IN_MSG.dailyLimitReached(settings.daily_limit)), results.map((r) => r.body).join('\n'));
      const [held] = await db().select({ n: count() }).from(checkInRecords).where(eq(checkInRecords.signUpId, row!.id));
      assert.equal(held!.n, settings.daily_limit);
    });

    it('issues the 打卡完成证书 with the check-in or the approval that first meets the goal, once', async () => {
      type Mine = { list: { kind: string; holder_name: string; result: string; status: string; competition_id: number }[] };
      const held = async () => (await db().select({ name: certificates.holderName, status: certificates.status }).from(certificates).where(and(eq(certificates.competitionId, activityId), eq(certificates.kind, 'check_in')))).map((c) => c.name);
      // 张跑 met the goal with the screenshot check-in above (approved at once): the certificate came with it
      assert.deepEqual(await held(), ['张跑']);
      const mine = json<Mine>(await runnerA.get('/api/user/certificates')).result.list.filter((c) => c.competition_id === activityId);
      assert.deepEqual(mine.map((c) => [c.kind, c.holder_name, c.status]), [['check_in', '张跑', 'valid']]);
      assert.match(mine[0]!.result, /^8\.0\d 公里$/);
      // issuing by hand skips who holds one: with nobody left, it is refused
      const byHand = await owner.post('/api/admin/certificate/issue', { competition_id: activityId, kind: 'check_in' });
      assert.deepEqual([json(byHand).errno, firstMsg(byHand)], [40000, CERTIFICATE_MSG.allHold('check_in')]);

      // 李跑 (5 km) needs 3 km more: with review required, the check-in waits and its approval issues the certificate
      await db().update(checkInSettings).set({ reviewRequired: true, dailyLimit: 5 }).where(eq(checkInSettings.competitionId, activityId));
      const png = await (await import('sharp')).default({ create: { width: 8, height: 8, channels: 3, background: '#a73' } }).png().toBuffer();
      const body = multipart([{ name: 'file', filename: 'shot.png', type: 'image/png', data: png }]);
      const image = json<{ id: number }>(await ctx.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, cookie: runnerB.cookie, 'x-csrf-token': runnerB.token } })).result.id;
      const submitted = json<{ id: number; status: string }>(await checkIn(runnerB, { evidence: 'screenshot', media_id: image, distance_meters: 3100, duration_seconds: 1100 })).result;
      assert.equal(submitted.status, 'pending');
      assert.deepEqual(await held(), ['张跑']);
      assert.equal(json(await owner.post('/api/competition/clock/review', { id: submitted.id, action: 'approve' })).errno, 0);
      assert.deepEqual((await held()).sort(), ['张跑', '李跑'].sort());
      assert.equal(firstMsg(await owner.post('/api/admin/certificate/issue', { competition_id: activityId, kind: 'check_in' })), CERTIFICATE_MSG.allHold('check_in'));
    });
  });
}
