import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { competitions, photoActions, photoReports, photos } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Photo = { id: number; album_id: number; title: string; url: string; status: string };
type AlbumDetail = { id: number; title: string; cover: string; cover_photo_id: number | null; photo_count: number; pending_count: number; photos: Photo[] };
type PublicDetail = { id: number; photos: { id: number; url: string }[] };
type Report = { id: number; photo_id: number; status: string; category: string; handled_by: string; handle_reason: string };
type Counts = { add_photo_count: number; report_photo_count: number };

function rest(ctx: TestContext, c: Client) {
  const headers = { cookie: c.cookie, 'x-csrf-token': c.token };
  return {
    ...c,
    upload: (data: Buffer, filename = '照片.png') => {
      const boundary = `----album${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="use"\r\n\r\nphoto\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({ method: 'POST', url: '/api/upload/image', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    },
  };
}
type Rest = ReturnType<typeof rest>;

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;
const png = (r: number) => sharp({ create: { width: 32, height: 24, channels: 3, background: { r, g: 120, b: 200 } } }).png().toBuffer();

export function albumsSuite(ctx: TestContext) {
  describe('albums and images: albums, photo review, complaints, take-down, tenancy', () => {
    let admin: Rest;
    let owner: Rest;
    let other: Rest;
    let competitionId = 0;
    let draftCompetitionId = 0;
    let ownInstitution = 0;
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
    const report = (payload: object, ip = '10.77.0.1') =>
      ctx.app.inject({ method: 'POST', url: '/api/album/report', payload, remoteAddress: ip, headers: { 'content-type': 'application/json' } });

    /** Uploads an image as `as` and adds it to the album; returns the photo. */
    const addPhoto = async (as: Rest, albumId: number, shade = 10) => {
      const up = await as.upload(await png(shade));
      assert.equal(errnoOf(up), 0, up.body);
      const res = await as.post('/api/admin/album/photo', { album_id: albumId, media_id: json<{ id: number }>(up).result.id });
      assert.equal(errnoOf(res), 0, res.body);
      return json<Photo>(res).result;
    };
    const createAlbum = async (as: Rest = owner, competition = competitionId) => {
      const res = await as.post('/api/admin/album', { competition_id: competition, title: unique('相册'), description: '赛场瞬间' });
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const counts = async () => json<Counts>(await admin.get('/api/admin/un_check_count')).result;

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('相册测试协会'), institutionType: 2 },
          { name: unique('相册测试公司'), institutionType: 6 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      const now = new Date();
      const [c, d] = await db
        .insert(competitions)
        .values([
          { institutionId: a.id, cType: 1, name: unique('相册杯'), sport: '田径', startAt: now, endAt: now, status: 'approved' },
          { institutionId: a.id, cType: 1, name: unique('草稿杯'), sport: '田径', startAt: now, endAt: now, status: 'draft' },
        ])
        .returning({ id: competitions.id });
      competitionId = c.id;
      draftCompetitionId = d.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      admin = rest(ctx, await login(ctx.app, 'admin', 'Admin@2026'));
      owner = rest(ctx, await login(ctx.app, o.account, o.password));
      other = rest(ctx, await login(ctx.app, x.account, x.password));
    });

    it('an organiser creates, edits and lists albums of its competition; bad input changes nothing', async () => {
      const id = await createAlbum();
      const empty = await owner.post('/api/admin/album', { competition_id: competitionId, title: '   ' });
      assert.notEqual(errnoOf(empty), 0);
      assert.equal(firstMsg(empty), '请填写相册名称');
      const edit = await owner.put('/api/admin/album', { id, title: '决赛精彩瞬间', description: '男子100米决赛' });
      assert.equal(errnoOf(edit), 0, edit.body);
      const list = json<{ list: { id: number; title: string }[]; total: number }>(await owner.get(`/api/admin/album/list?competition_id=${competitionId}`)).result;
      assert.ok(list.list.some((a) => a.id === id && a.title === '决赛精彩瞬间'));
      const noop = await owner.put('/api/admin/album', { id });
      assert.equal(firstMsg(noop), '请至少填写一项内容');
    });

    it('other institutions, persons and anonymous callers cannot see or touch an album', async () => {
      const id = await createAlbum();
      assert.notEqual(errnoOf(await other.get(`/api/admin/album/list?competition_id=${competitionId}`)), 0);
      assert.notEqual(errnoOf(await other.get(`/api/admin/album/info?id=${id}`)), 0);
      assert.notEqual(errnoOf(await other.put('/api/admin/album', { id, title: '篡改' })), 0);
      assert.notEqual(errnoOf(await other.del(`/api/admin/album?id=${id}`)), 0);
      assert.notEqual(errnoOf(await other.post('/api/admin/album', { competition_id: competitionId, title: '越权相册' })), 0);
      assert.equal((await anon(`/api/admin/album/info?id=${id}`)).statusCode, 401);
      const person = rest(ctx, await login(ctx.app, 'athlete'));
      assert.notEqual(errnoOf(await person.get(`/api/admin/album/info?id=${id}`)), 0);
      const detail = json<AlbumDetail>(await owner.get(`/api/admin/album/info?id=${id}`)).result;
      assert.notEqual(detail.title, '篡改');
      // another user's upload cannot be put into an album
      const up = await other.upload(await png(40));
      const steal = await owner.post('/api/admin/album/photo', { album_id: id, media_id: json<{ id: number }>(up).result.id });
      assert.equal(firstMsg(steal), '图片不存在，请重新上传');
      // the review queues are the platform admin's
      assert.equal(errnoOf(await owner.get('/api/admin/add_photos')), 40300);
      assert.equal(errnoOf(await owner.post('/api/admin/photo/review', { ids: [1], action: 'approve' })), 40300);
      assert.equal(errnoOf(await owner.get('/api/admin/report_list')), 40300);
      assert.equal(errnoOf(await owner.get('/api/admin/image/list')), 40300);
      assert.equal(errnoOf(await owner.post('/api/admin/report/handle', { id: 1, action: 'dismiss', reason: 'x' })), 40300);
    });

    it('an organiser photo waits for review (add_photo_count); approved it is public; the admin photo is approved at once', async () => {
      const id = await createAlbum();
      const before = await counts();
      const photo = await addPhoto(owner, id, 20);
      assert.equal(photo.status, 'pending');
      assert.match(photo.url, /^\/api\/media\/img-/);
      assert.equal((await counts()).add_photo_count, before.add_photo_count + 1);
      // not public while pending (the album has no approved photo yet)
      const pub0 = json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result;
      assert.equal(pub0.photos.length, 0);

      const queue = json<{ list: { id: number; competition_name: string }[] }>(await admin.get('/api/admin/add_photos?count=100')).result;
      assert.ok(queue.list.some((p) => p.id === photo.id));
      const noReason = await admin.post('/api/admin/photo/review', { ids: [photo.id], action: 'reject' });
      assert.equal(firstMsg(noReason), '请填写驳回原因');
      const ok = await admin.post('/api/admin/photo/review', { ids: [photo.id], action: 'approve' });
      assert.equal(errnoOf(ok), 0, ok.body);
      assert.equal((await counts()).add_photo_count, before.add_photo_count);
      const again = await admin.post('/api/admin/photo/review', { ids: [photo.id], action: 'approve' });
      assert.equal(firstMsg(again), '照片已被审核，请刷新后重试');
      const pub = json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result;
      assert.deepEqual(pub.photos.map((p) => p.id), [photo.id]);
      const list = json<{ list: { id: number; cover: string }[] }>(await anon(`/api/album/list?competition_id=${competitionId}&count=100`)).result;
      assert.equal(list.list.find((a) => a.id === id)?.cover, photo.url);

      const adminPhoto = await addPhoto(admin, id, 30);
      assert.equal(adminPhoto.status, 'approved');
      const cover = await owner.put('/api/admin/album', { id, cover_photo_id: adminPhoto.id });
      assert.equal(errnoOf(cover), 0, cover.body);
      assert.equal(json<AlbumDetail>(await owner.get(`/api/admin/album/info?id=${id}`)).result.cover, adminPhoto.url);
      const actions = await ctx.app.database.db.select().from(photoActions).where(eq(photoActions.photoId, photo.id));
      assert.deepEqual(actions.map((a) => a.action).sort(), ['approve', 'upload']);
      // deleting the cover photo clears the cover
      assert.equal(errnoOf(await owner.del(`/api/admin/album/photo?id=${adminPhoto.id}`)), 0);
      assert.equal(json<AlbumDetail>(await owner.get(`/api/admin/album/info?id=${id}`)).result.cover_photo_id, null);
    });

    it('a rejected photo cannot be the cover; an album of a draft competition is not public', async () => {
      const id = await createAlbum();
      const photo = await addPhoto(owner, id, 50);
      assert.equal(errnoOf(await admin.post('/api/admin/photo/review', { ids: [photo.id], action: 'reject', reason: '画面模糊' })), 0);
      const cover = await owner.put('/api/admin/album', { id, cover_photo_id: photo.id });
      assert.equal(firstMsg(cover), '已驳回或已下架的照片不能设为封面');
      const draftAlbum = await createAlbum(owner, draftCompetitionId);
      await addPhoto(admin, draftAlbum, 60);
      assert.notEqual(errnoOf(await anon(`/api/album/info?id=${draftAlbum}`)), 0);
    });

    it('a visitor files a complaint; the admin takes the photo down (hidden, image no longer served), restores it, or dismisses', async () => {
      const id = await createAlbum();
      const photo = await addPhoto(admin, id, 70);
      const key = photo.url;
      assert.equal((await anon(key)).statusCode, 200);
      const before = await counts();

      const bad = await report({ photo_id: photo.id, category: '不存在的原因' });
      assert.notEqual(errnoOf(bad), 0);
      const other = await report({ photo_id: photo.id, category: '其他' });
      assert.equal(firstMsg(other), '请填写投诉说明');
      const filed = await report({ photo_id: photo.id, category: '侵犯肖像权或隐私', reason: '照片中有我的孩子，未经同意' });
      assert.equal(errnoOf(filed), 0, filed.body);
      const reportId = json<{ id: number }>(filed).result.id;
      assert.equal((await counts()).report_photo_count, before.report_photo_count + 1);
      assert.equal((await ctx.app.database.db.select().from(photoReports).where(eq(photoReports.id, reportId)))[0].reporterIp, '10.77.0.1');

      const listed = json<{ list: Report[] }>(await admin.get('/api/admin/report_list?status=pending&count=100')).result;
      assert.ok(listed.list.some((r) => r.id === reportId && r.category === '侵犯肖像权或隐私'));
      const noReason = await admin.post('/api/admin/report/handle', { id: reportId, action: 'take_down' });
      assert.equal(firstMsg(noReason), '请填写下架原因');
      const down = await admin.post('/api/admin/report/handle', { id: reportId, action: 'take_down', reason: '涉及未成年人隐私' });
      assert.equal(errnoOf(down), 0, down.body);
      assert.equal((await counts()).report_photo_count, before.report_photo_count);
      assert.equal((await ctx.app.database.db.select().from(photos).where(eq(photos.id, photo.id)))[0].reviewStatus, 'taken_down');
      assert.equal(json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result.photos.length, 0);
      assert.equal((await anon(key)).statusCode, 404, 'the public no longer gets the image');
      assert.equal((await admin.get(key)).statusCode, 200, 'the admin still sees it');
      assert.notEqual(errnoOf(await report({ photo_id: photo.id, category: '广告营销' })), 0, 'a hidden photo cannot be reported');
      const handled = json<{ list: Report[] }>(await admin.get('/api/admin/report_list?count=100')).result.list.find((r) => r.id === reportId)!;
      assert.equal(handled.status, 'taken_down');
      assert.equal(handled.handle_reason, '涉及未成年人隐私');
      assert.ok(handled.handled_by);

      assert.equal(errnoOf(await admin.post('/api/admin/report/handle', { id: reportId, action: 'restore' })), 0);
      assert.equal((await anon(key)).statusCode, 200);
      assert.equal(json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result.photos.length, 1);
      const twice = await admin.post('/api/admin/report/handle', { id: reportId, action: 'restore' });
      assert.equal(firstMsg(twice), '只有已下架的投诉可以恢复');

      const second = json<{ id: number }>(await report({ photo_id: photo.id, category: '与赛事无关' }, '10.77.0.2')).result.id;
      assert.equal(errnoOf(await admin.post('/api/admin/report/handle', { id: second, action: 'dismiss', reason: '照片为赛事现场' })), 0);
      assert.equal(json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result.photos.length, 1);
      const history = json<{ list: { action: string; reason: string; actor_name: string }[] }>(await admin.get(`/api/admin/image/actions?photo_id=${photo.id}`)).result.list;
      assert.deepEqual(history.map((h) => h.action).sort(), ['dismiss', 'restore', 'restore', 'take_down', 'take_down', 'upload']);
    });

    it('complaints are limited per IP', async () => {
      const id = await createAlbum();
      const photo = await addPhoto(admin, id, 80);
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i += 1) last = await report({ photo_id: photo.id, category: '广告营销' }, '10.77.9.9');
      assert.equal(last!.statusCode, 429);
      assert.notEqual(errnoOf(last!), 0);
    });

    it('图片管理 lists uploads by institution and use; taking an image down hides it and its photos', async () => {
      const id = await createAlbum();
      const photo = await addPhoto(owner, id, 90);
      await admin.post('/api/admin/photo/review', { ids: [photo.id], action: 'approve' });
      const page = json<{ list: { id: number; url: string; use: string; institution_id: number | null; hidden: number }[]; uses: string[] }>(
        await admin.get(`/api/admin/image/list?institution_id=${ownInstitution}&use=photo&count=100`),
      ).result;
      assert.ok(page.uses.includes('photo'));
      const image = page.list.find((m) => m.url === photo.url)!;
      assert.ok(image, 'the photo upload is listed');
      assert.ok(page.list.every((m) => m.use === 'photo' && m.institution_id === ownInstitution));
      const noReason = await admin.post('/api/admin/image/hide', { id: image.id, hidden: 1 });
      assert.equal(firstMsg(noReason), '请填写下架原因');
      assert.equal(errnoOf(await admin.post('/api/admin/image/hide', { id: image.id, hidden: 1, reason: '违规图片' })), 0);
      assert.equal((await anon(photo.url)).statusCode, 404);
      assert.equal((await owner.get(photo.url)).statusCode, 200, 'the uploader still sees its image');
      assert.equal(json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result.photos.length, 0);
      const hiddenOnly = json<{ list: { id: number }[] }>(await admin.get('/api/admin/image/list?hidden=1&count=100')).result;
      assert.ok(hiddenOnly.list.some((m) => m.id === image.id));
      assert.equal(firstMsg(await admin.post('/api/admin/image/hide', { id: image.id, hidden: 1, reason: '再次' })), '该图片已下架');
      assert.equal(errnoOf(await admin.post('/api/admin/image/hide', { id: image.id, hidden: 0 })), 0);
      assert.equal((await anon(photo.url)).statusCode, 200);
      assert.equal(json<PublicDetail>(await anon(`/api/album/info?id=${id}`)).result.photos.length, 1);
    });

    it('the demo seed has public albums whose images are drawn and served from the storage', async () => {
      const list = json<{ list: { id: number; cover: string; photo_count: number }[]; total: number }>(await anon('/api/album/list?count=100')).result;
      assert.ok(list.total >= 3, 'three seeded public albums');
      const seeded = list.list.find((a) => a.photo_count === 5)!;
      const detail = json<PublicDetail>(await anon(`/api/album/info?id=${seeded.id}`)).result;
      const image = await anon(detail.photos[0].url);
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal((await sharp(image.rawPayload).metadata()).width, 960);
      // the review queue's demo photos sit in albums too
      const queue = json<{ list: { album_title: string; url: string }[] }>(await admin.get('/api/admin/add_photos?count=100')).result.list;
      assert.ok(queue.length > 0 && queue.every((p) => p.album_title && p.url.startsWith('/api/media/')));
    });

    it('deleting an album removes its photos', async () => {
      const id = await createAlbum();
      const photo = await addPhoto(owner, id, 100);
      assert.equal(errnoOf(await owner.del(`/api/admin/album?id=${id}`)), 0);
      assert.equal((await ctx.app.database.db.select().from(photos).where(eq(photos.id, photo.id))).length, 0);
      assert.notEqual(errnoOf(await owner.get(`/api/admin/album/info?id=${id}`)), 0);
    });
  });
}
