import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { HIGHLIGHT_MSG } from 'shared/rules';
import { albums, competitions, eventItems, highlightItems, media, photos, records, results, signUps, videos } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Row = { source: string; id: number | null; position: number | null; kind: string | null; ref_id: number | null; caption: string; title: string; visible: number; result_text: string; record: { id: number; badge: string } | null };
type List = { competition_id: number; list: Row[] };

export function highlightsSuite(ctx: TestContext) {
  describe('集锦 highlights', () => {
    let owner: Client;
    let other: Client;
    let admin: Client;
    let matchId = 0;
    let otherMatchId = 0;
    let draftId = 0;
    const ref: Record<string, number> = {};
    const db = () => ctx.app.database.db;
    const errno = (res: { body: string }) => JSON.parse(res.body).errno as number;
    const positions = async () =>
      (await db().select({ id: highlightItems.id, position: highlightItems.position }).from(highlightItems).where(eq(highlightItems.competitionId, matchId)).orderBy(asc(highlightItems.position))).map((r) => [r.id, r.position]);
    const read = async (as: Client) => json<List>(await as.get(`/api/competition/highlights?id=${matchId}`)).result.list;
    const add = (as: Client, body: Record<string, unknown>) => as.post('/api/competition/highlights', { competition_id: matchId, ...body });

    before(async () => {
      const [inst, otherInst] = await db()
        .insert(institutions)
        .values([
          { name: unique('集锦机构'), institutionType: 2 },
          { name: unique('其他集锦机构'), institutionType: 2 },
        ])
        .returning({ id: institutions.id });
      const base = { institutionId: inst.id, cType: 1, sport: '田径', startAt: new Date(), endAt: new Date(Date.now() + 86_400_000), isFiling: true };
      const [match, otherMatch, draft] = await db()
        .insert(competitions)
        .values([
          { ...base, name: unique('集锦测试赛'), status: 'approved' },
          { ...base, name: unique('另一场比赛'), status: 'approved' },
          { ...base, name: unique('未发布的比赛'), status: 'draft' },
        ])
        .returning({ id: competitions.id });
      [matchId, otherMatchId, draftId] = [match.id, otherMatch.id, draft.id];
      const mediaRows = await db()
        .insert(media)
        .values(['a', 'b', 'c'].map((k) => ({ kind: 'video', storageKey: unique(`hl-${k}`), mime: 'video/mp4', status: 'ready', duration: 12 })))
        .returning({ id: media.id });
      const [published, hidden, elsewhere] = await db()
        .insert(videos)
        .values([
          { institutionId: inst.id, competitionId: matchId, category: 1, title: '决赛冲线', mediaId: mediaRows[0]!.id, status: 'published', publishedAt: new Date() },
          { institutionId: inst.id, competitionId: matchId, category: 2, title: '未发布的花絮', mediaId: mediaRows[1]!.id, status: 'hidden' },
          { institutionId: inst.id, competitionId: otherMatchId, category: 1, title: '别的比赛视频', mediaId: mediaRows[2]!.id, status: 'published', publishedAt: new Date() },
        ])
        .returning({ id: videos.id });
      Object.assign(ref, { published: published.id, hidden: hidden.id, elsewhere: elsewhere.id });
      const [album, otherAlbum] = await db()
        .insert(albums)
        .values([
          { competitionId: matchId, institutionId: inst.id, title: '颁奖典礼' },
          { competitionId: otherMatchId, institutionId: inst.id, title: '别的相册' },
        ])
        .returning({ id: albums.id });
      const [photo, otherPhoto] = await db()
        .insert(photos)
        .values([
          { institutionId: inst.id, competitionId: matchId, albumId: album.id, title: '领奖台', url: '/api/media/hl-photo-1', reviewStatus: 'approved' },
          { institutionId: inst.id, competitionId: otherMatchId, albumId: otherAlbum.id, title: '别的照片', url: '/api/media/hl-photo-2', reviewStatus: 'approved' },
        ])
        .returning({ id: photos.id });
      Object.assign(ref, { photo: photo.id, otherPhoto: otherPhoto.id });
      const [item] = await db().insert(eventItems).values({ competitionId: matchId, name: '男子100米', gender: 1 }).returning({ id: eventItems.id });
      const [entry] = await db().insert(signUps).values({ competitionId: matchId, eventItemId: item.id, entrantName: '刘飞人', status: 'approved' }).returning({ id: signUps.id });
      const [result] = await db().insert(results).values({ competitionId: matchId, eventItemId: item.id, signUpId: entry.id, value: 9.98 }).returning({ id: results.id });
      ref.result = result.id;
      const [pending] = await db()
        .insert(records)
        .values({ sport: '田径', itemName: '男子100米', gender: 1, direction: 'lower', value: 9.98, holderName: '刘飞人', competitionId: matchId, resultId: result.id, achievedAt: new Date(), status: 'pending' })
        .returning({ id: records.id });
      ref.record = pending.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: inst.id, isAdmin: true }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInst.id, isAdmin: true }] });
      [owner, other, admin] = await Promise.all([login(ctx.app, o.account, o.password), login(ctx.app, x.account, x.password), login(ctx.app, 'admin', 'Admin@2026')]);
    });

    it('lets the organiser add the competition’s videos, album photos and results, in order, and lists them as added', async () => {
      assert.deepEqual(await read(owner), []);
      assert.equal(errno(await add(owner, { kind: 'video', ref_id: ref.published, caption: ' 决赛最后十米 ' })), 0);
      assert.equal(errno(await add(owner, { kind: 'video', ref_id: ref.hidden })), 0);
      assert.equal(errno(await add(owner, { kind: 'photo', ref_id: ref.photo, caption: '冠军领奖' })), 0);
      assert.equal(errno(await add(owner, { kind: 'result', ref_id: ref.result })), 0);
      const list = await read(owner);
      assert.deepEqual(
        list.map((r) => [r.kind, r.position, r.caption, r.visible]),
        [
          ['video', 1, '决赛最后十米', 1],
          ['video', 2, '', 0],
          ['photo', 3, '冠军领奖', 1],
          ['result', 4, '', 1],
        ],
      );
      assert.equal(list[3]!.result_text, '男子100米 9.98');
      const candidates = json<{ list: { ref_id: number; added: number }[]; total: number }>(await owner.get(`/api/competition/highlights/candidates?id=${matchId}&kind=video`)).result;
      assert.equal(candidates.total, 2, 'only this competition’s videos');
      assert.ok(candidates.list.every((c) => c.added === 1));
    });

    it('refuses another competition’s things, duplicates and bad input in Chinese, writing nothing', async () => {
      const before = await positions();
      for (const [kind, id] of [['video', ref.elsewhere], ['photo', ref.otherPhoto], ['result', 2_000_000]] as const) {
        const res = await add(owner, { kind, ref_id: id });
        assert.deepEqual([errno(res), firstMsg(res)], [40000, HIGHLIGHT_MSG.notOwn]);
      }
      const dup = await add(owner, { kind: 'photo', ref_id: ref.photo });
      assert.deepEqual([errno(dup), firstMsg(dup)], [40000, HIGHLIGHT_MSG.duplicate]);
      const long = await add(owner, { kind: 'video', ref_id: ref.elsewhere, caption: '长'.repeat(101) });
      assert.deepEqual([errno(long), firstMsg(long)], [42200, HIGHLIGHT_MSG.captionTooLong]);
      const badKind = await add(owner, { kind: 'audio', ref_id: 1 });
      assert.equal(errno(badKind), 42200);
      assert.match(firstMsg(badKind)!, /类型/);
      assert.equal(errno(await add(owner, { kind: 'video', ref_id: 2_147_483_648 })), 42200);
      assert.deepEqual(await positions(), before);
    });

    it('hides the composition from another institution and anonymous callers', async () => {
      assert.equal(errno(await other.get(`/api/competition/highlights?id=${matchId}`)), 404);
      assert.equal(errno(await add(other, { kind: 'video', ref_id: ref.published })), 404);
      const [first] = await positions();
      assert.equal(errno(await other.post('/api/competition/highlights/remove', { id: first![0] })), 404);
      assert.equal(errno(await other.post('/api/competition/highlights/caption', { id: first![0], caption: '改' })), 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/competition/highlights?id=${matchId}` })).statusCode, 401);
      assert.equal(errno(await ctx.app.inject({ method: 'GET', url: `/api/competition/highlight_list?id=${draftId}` })), 404);
    });

    it('moves, re-captions and removes items, keeping positions dense', async () => {
      const ids = (await positions()).map(([id]) => id!);
      assert.equal(errno(await owner.post('/api/competition/highlights/move', { id: ids[3], position: 1 })), 0);
      assert.deepEqual((await positions()).map(([id]) => id), [ids[3], ids[0], ids[1], ids[2]]);
      const far = await owner.post('/api/competition/highlights/move', { id: ids[0], position: 9 });
      assert.deepEqual([errno(far), firstMsg(far)], [42200, HIGHLIGHT_MSG.badPosition]);
      assert.equal(errno(await owner.post('/api/competition/highlights/caption', { id: ids[1], caption: '花絮' })), 0);
      assert.equal((await read(owner)).find((r) => r.id === ids[1])!.caption, '花絮');
      assert.equal(errno(await owner.post('/api/competition/highlights/remove', { id: ids[0] })), 0);
      assert.deepEqual(await positions(), [
        [ids[3], 1],
        [ids[1], 2],
        [ids[2], 3],
      ]);
      assert.equal(errno(await owner.post('/api/competition/highlights/remove', { id: ids[0] })), 404);
    });

    it('shows the public what it may see, and a record as soon as it is ratified', async () => {
      const publicList = async () => json<List>(await ctx.app.inject({ method: 'GET', url: `/api/competition/highlight_list?id=${matchId}` })).result.list;
      assert.deepEqual((await publicList()).map((r) => r.kind), ['result', 'photo'], 'the unpublished video is left out');
      assert.equal((await publicList())[0]!.record, null);
      assert.equal(errno(await admin.post('/api/admin/records/review', { id: ref.record, action: 'ratify', reason: '' })), 0);
      const [resultItem] = await publicList();
      assert.deepEqual([resultItem!.kind, resultItem!.record?.id, resultItem!.record?.badge], ['result', ref.record, '打破最高纪录']);
      // without its result item, the record is a highlight of its own
      await owner.post('/api/competition/highlights/remove', { id: resultItem!.id });
      const [first] = await publicList();
      assert.deepEqual([first!.source, first!.record?.id, first!.title], ['record', ref.record, '刘飞人']);
      assert.equal(await db().$count(highlightItems, eq(highlightItems.competitionId, matchId)), 2, 'the record wrote no item');
    });
  });
}
