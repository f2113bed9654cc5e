import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { liveReplayFiles, liveRooms, media } from '../../src/db/schema/index.js';
import { newStorageKey } from '../../src/storage/index.js';
import { createUser, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

const HOUR = 3_600_000;
const YEAR = 31_536_000;

/** max-age of a Cache-Control header (0 when none), and whether it is immutable. */
const cacheOf = (res: LightMyRequestResponse) => {
  const header = String(res.headers['cache-control'] ?? '');
  return { header, maxAge: Number(/max-age=(\d+)/.exec(header)?.[1] ?? 0), immutable: header.includes('immutable'), shared: header.includes('public') };
};

export function takedownsSuite(ctx: TestContext) {
  describe('takedowns (下架): hidden or deleted videos and live rooms stop serving their files, and nothing that can be taken down is cached for a year', () => {
    let owner: Client;
    let admin: Client;
    let institutionId = 0;
    const anon = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
    const db = () => ctx.app.database.db;

    /** A processed video upload of the owner with its bytes and poster in the storage. */
    const storedVideo = async (use = 'video') => {
      const { storage } = ctx.app.media;
      const key = newStorageKey('video', 'mp4');
      const posterKey = newStorageKey('poster', 'png');
      await storage.putBuffer(key, Buffer.from('not really an mp4, but bytes'), 'video/mp4');
      await storage.putBuffer(posterKey, Buffer.from('poster bytes'), 'image/png');
      const [row] = await db()
        .insert(media)
        .values({ ownerUserId: owner.login.result.account.user_id, institutionId, kind: 'video', use, storageKey: key, posterKey, name: 'a.mp4', mime: 'video/mp4', size: 28, status: 'ready' })
        .returning();
      return { id: row.id, url: `/api/media/${key}`, poster: `/api/media/${posterKey}` };
    };

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('下架测试机构'), institutionType: 6 }).returning({ id: institutions.id });
      institutionId = inst.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId }] });
      owner = await login(ctx.app, o.account, o.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    it('a hidden or deleted video is no longer served to the public (its owner and the admin still read it, never from a shared cache)', async () => {
      const m = await storedVideo();
      const created = await owner.post('/api/admin/video', { institution_id: institutionId, category: 1, title: unique('下架视频'), video_url: m.url, publish: 1 });
      assert.equal(json(created).errno, 0, created.body);
      const id = json<{ id: number }>(created).result.id;

      const published = await anon(m.url);
      assert.equal(published.statusCode, 200);
      const cache = cacheOf(published);
      assert.equal(cache.immutable, false, `a video that can be taken down is not immutable: ${cache.header}`);
      assert.ok(cache.maxAge <= 300, `short max-age: ${cache.header}`);
      assert.equal((await anon(m.poster)).statusCode, 200);

      assert.equal(json(await owner.post('/api/admin/video/status', { id, status: 'hidden' })).errno, 0);
      assert.equal((await anon(m.url)).statusCode, 404, 'hidden: the file is not public');
      assert.equal((await anon(m.poster)).statusCode, 404, 'nor its poster');
      const own = await owner.get(m.url);
      assert.equal(own.statusCode, 200, 'the owner still reads it');
      assert.equal(own.headers['cache-control'], 'private, no-store');
      assert.equal((await admin.get(m.url)).statusCode, 200);

      assert.equal(json(await owner.post('/api/admin/video/status', { id, status: 'published' })).errno, 0);
      assert.equal((await anon(m.url)).statusCode, 200, 'published again: public again');

      // the platform admin hides it, then the owner deletes it
      assert.equal(json(await admin.post('/api/admin/video/status', { id, status: 'hidden' })).errno, 0);
      assert.equal((await anon(m.url)).statusCode, 404);
      assert.equal(json(await owner.del(`/api/admin/video?id=${id}`)).errno, 0);
      assert.equal((await anon(m.url)).statusCode, 404, 'deleted: the file is not public');
    });

    it('deleting a live room takes its replay off the public and deletes the replay MP4 made from it', async () => {
      const replay = await storedVideo('live_replay');
      const { storage } = ctx.app.media;
      const mp4Key = newStorageKey('file', 'mp4');
      await storage.putBuffer(mp4Key, Buffer.from('replay mp4 bytes'), 'video/mp4');
      const [mp4] = await db()
        .insert(media)
        .values({ ownerUserId: owner.login.result.account.user_id, institutionId, kind: 'file', use: 'live_replay_file', storageKey: mp4Key, name: '回放.mp4', mime: 'video/mp4', size: 16, status: 'ready' })
        .returning();
      const start = new Date(Date.now() - 3 * HOUR);
      const [room] = await db()
        .insert(liveRooms)
        .values({
          institutionId,
          title: unique('下架直播'),
          streamUrl: 'https://live.example.com/hls/x.m3u8',
          scheduledStart: start,
          scheduledEnd: new Date(start.getTime() + HOUR),
          status: '已结束',
          startedAt: start,
          endedAt: new Date(start.getTime() + HOUR),
          replayUrl: replay.url,
          replayMediaId: replay.id,
        })
        .returning({ id: liveRooms.id });
      await db().insert(liveReplayFiles).values({ roomId: room.id, sourceUrl: replay.url, status: 'done', progress: 100, mediaId: mp4.id });

      assert.equal((await anon(replay.url)).statusCode, 200, 'the replay of a public room is public');
      assert.equal((await owner.get(`/api/media/${mp4Key}`)).statusCode, 200, 'the organiser downloads the MP4');

      assert.equal(json(await owner.del(`/api/admin/lives?id=${room.id}`)).errno, 0);
      assert.equal((await anon(replay.url)).statusCode, 404, 'the replay video is no longer public');
      assert.equal((await owner.get(replay.url)).statusCode, 200, 'its uploader still reads it');
      assert.equal((await owner.get(`/api/media/${mp4Key}`)).statusCode, 404, 'the MP4 is gone');
      assert.equal((await db().select().from(media).where(eq(media.id, mp4.id))).length, 0);
      assert.equal((await db().select().from(liveReplayFiles).where(eq(liveReplayFiles.roomId, room.id))).length, 0);
      assert.equal(await storage.get(mp4Key), null, 'and its bytes');
    });

    it('serves no replay MP4 to the public: it is the organiser’s download', async () => {
      const { storage } = ctx.app.media;
      const key = newStorageKey('file', 'mp4');
      await storage.putBuffer(key, Buffer.from('mp4'), 'video/mp4');
      await db().insert(media).values({ ownerUserId: owner.login.result.account.user_id, institutionId, kind: 'file', use: 'live_replay_file', storageKey: key, name: 'r.mp4', mime: 'video/mp4', size: 3, status: 'ready' });
      assert.equal((await anon(`/api/media/${key}`)).statusCode, 404);
      const own = await owner.get(`/api/media/${key}`);
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers['cache-control'], 'private, no-store');
    });

    it('caches an image (the admin can take any down) briefly with revalidation; an attachment that nothing takes down stays immutable', async () => {
      const { storage } = ctx.app.media;
      const imageKey = newStorageKey('img', 'png');
      const fileKey = newStorageKey('file', 'pdf');
      await storage.putBuffer(imageKey, Buffer.from('png bytes'), 'image/png');
      await storage.putBuffer(fileKey, Buffer.from('%PDF-1.4'), 'application/pdf');
      const [image] = await db()
        .insert(media)
        .values({ ownerUserId: owner.login.result.account.user_id, institutionId, kind: 'image', use: 'cover', storageKey: imageKey, name: 'c.png', mime: 'image/png', size: 9, status: 'ready' })
        .returning();
      await db().insert(media).values({ ownerUserId: owner.login.result.account.user_id, institutionId, kind: 'file', use: 'rules', storageKey: fileKey, name: '规程.pdf', mime: 'application/pdf', size: 8, status: 'ready' });

      const served = await anon(`/api/media/${imageKey}`);
      const cache = cacheOf(served);
      assert.equal(cache.immutable, false, cache.header);
      assert.ok(cache.shared && cache.maxAge > 0 && cache.maxAge <= 300, cache.header);
      assert.ok(served.headers.etag, 'an ETag to revalidate with');
      const again = await anon(`/api/media/${imageKey}`, { 'if-none-match': String(served.headers.etag) });
      assert.equal(again.statusCode, 304, 'revalidated without the bytes');

      assert.equal(json(await admin.post('/api/admin/image/hide', { id: image.id, hidden: 1, reason: '侵权' })).errno, 0);
      assert.equal((await anon(`/api/media/${imageKey}`, { 'if-none-match': String(served.headers.etag) })).statusCode, 404, 'taken down: revalidation fails');

      const file = cacheOf(await anon(`/api/media/${fileKey}`));
      assert.equal(file.maxAge, YEAR);
      assert.equal(file.immutable, true);
    });
  });
}
