import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { liveReplayFiles, liveRooms, media } from '../../src/db/schema/index.js';
import { DEMO_LIVE_MEDIA } from '../../src/db/seed-live.js';
import { MAX_ATTEMPTS } from '../../src/repositories/live-replay-files.js';
import { probeVideo } from '../../src/services/media-video.js';
import { REPLAY_FILE_MSG } from 'shared/rules';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';
import { JOB } from '../../src/services/job-queues.js';

type ReplayFile = { id: number | null; room_id: number; status: string; progress: number; url: string; file_name: string; size: number; error: string };

const DAY = 86_400_000;
const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

export function liveReplayFilesSuite(ctx: TestContext) {
  describe('live replay files (已播列表 下载回放 of HLS replays): ffmpeg, idempotency, leases, tenancy, SSRF', () => {
    let owner: Client;
    let multi: Client;
    let admin: Client;
    let own = 0;
    let demoRoom = 0;
    const db = () => ctx.app.database.db;
    const anon = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload });
    const put = (c: Client, url: string, payload: object) => ctx.app.inject({ method: 'PUT', url, payload, headers: { cookie: c.cookie, 'x-csrf-token': c.token } });
    const ask = (c: Client, id: number) => c.post('/api/admin/lives/replay_file', { id });
    const status = async (c: Client, id: number) => {
      const res = await c.get(`/api/admin/lives/replay_file?id=${id}`);
      assert.equal(errnoOf(res), 0, res.body);
      return json<ReplayFile>(res).result;
    };
    const rowsOf = async (roomId: number) => (await db().select({ n: count() }).from(liveReplayFiles).where(eq(liveReplayFiles.roomId, roomId)))[0].n;
    /** An ended room of the test institution with this replay (made in the database: quota is another suite's concern). */
    const endedRoom = async (replayUrl: string, institutionId = own) => {
      const [row] = await db()
        .insert(liveRooms)
        .values({
          institutionId,
          title: unique('回放测试'),
          streamUrl: 'https://live.example.com/a.m3u8',
          scheduledStart: new Date(Date.now() - 2 * DAY),
          scheduledEnd: new Date(Date.now() - DAY),
          status: '已结束',
          startedAt: new Date(Date.now() - 2 * DAY),
          endedAt: new Date(Date.now() - DAY),
          replayUrl,
        })
        .returning({ id: liveRooms.id });
      return row.id;
    };

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('回放文件测试协会'), institutionType: 2 }).returning({ id: institutions.id });
      own = inst.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: own }] });
      owner = await login(ctx.app, o.account, o.password);
      multi = await login(ctx.app, 'org_multi');
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const [room] = await db()
        .select({ id: liveRooms.id })
        .from(liveRooms)
        .where(and(eq(liveRooms.replayUrl, `/api/media/${DEMO_LIVE_MEDIA.playlist}`), eq(liveRooms.institutionId, 2)));
      demoRoom = room.id;
    });

    it('makes one MP4 of the demo HLS replay with ffmpeg: idempotent, with progress, served as an attachment that ffprobe reads', { timeout: 150_000 }, async () => {
      // the demo stream is generated with ffmpeg when the server starts
      const deadline = Date.now() + 120_000;
      while ((await anon('GET', `/api/media/${DEMO_LIVE_MEDIA.playlist}`)).statusCode !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));

      assert.equal((await status(multi, demoRoom)).status, 'none');
      const [first, second] = await Promise.all([ask(multi, demoRoom), ask(multi, demoRoom)]);
      assert.equal(errnoOf(first), 0, first.body);
      const a = json<ReplayFile>(first).result;
      const b = json<ReplayFile>(second).result;
      assert.ok(a.id !== null && a.id === b.id, 'two requests at once make one file');
      assert.ok(['queued', 'running', 'done'].includes(a.status));
      assert.equal(json<ReplayFile>(await ask(multi, demoRoom)).result.id, a.id, 'asking again while it runs answers the same file');
      assert.equal(await rowsOf(demoRoom), 1);

      await ctx.app.replayFiles.runOnce();
      const done = await status(multi, demoRoom);
      assert.equal(done.status, 'done', JSON.stringify(done));
      assert.equal(done.progress, 100);
      assert.equal(done.id, a.id);
      assert.match(done.url, /^\/api\/media\/file-[0-9a-f]{32}\.mp4$/);
      assert.equal(done.file_name, '浙江省游泳锦标赛 · 第一比赛日-回放.mp4');
      assert.deepEqual(await status(admin, demoRoom), done, 'the platform admin sees it too');

      // the organiser's download: private to its institution and the platform admin
      assert.equal((await anon('GET', done.url)).statusCode, 404, 'not public');
      const file = await multi.get(done.url);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['cache-control'], 'private, no-store');
      assert.equal(file.headers['content-type'], 'video/mp4');
      assert.match(String(file.headers['content-disposition']), /^attachment; filename\*=UTF-8''/);
      assert.equal(file.rawPayload.length, done.size);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-replay-check-'));
      try {
        writeFileSync(path.join(dir, 'replay.mp4'), file.rawPayload);
        const probe = await probeVideo(path.join(dir, 'replay.mp4'));
        assert.ok(probe, 'ffprobe reads the MP4');
        assert.equal(probe.videoCodec, 'h264');
        assert.equal(probe.audioCodec, 'aac');
        assert.equal(probe.width, 640);
        assert.ok(Math.abs(probe.duration - 30) < 1, String(probe.duration));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const [row] = await db().select().from(media).where(eq(media.storageKey, done.url.slice('/api/media/'.length)));
      assert.equal(row.kind, 'file');
      assert.equal(row.institutionId, 2);
      assert.equal(row.use, 'live_replay_file');

      // done: asking again answers the same file, nothing is made again
      const again = json<ReplayFile>(await ask(multi, demoRoom)).result;
      assert.deepEqual({ id: again.id, status: again.status, url: again.url }, { id: done.id, status: 'done', url: done.url });
    });

    it('offers the MP4 only for the replay it was made from: another replay removes it', { timeout: 60_000 }, async () => {
      const before = await status(multi, demoRoom);
      assert.equal(before.status, 'done');
      const playlist = `/api/media/${DEMO_LIVE_MEDIA.playlist}`;
      assert.equal(errnoOf(await put(multi, '/api/admin/lives/replay', { id: demoRoom, replay_url: 'https://video.example.com/other.m3u8' })), 0);
      assert.equal((await status(multi, demoRoom)).status, 'none');
      assert.equal((await multi.get(before.url)).statusCode, 404, 'the old MP4 is gone');
      assert.equal(await rowsOf(demoRoom), 0);
      // the demo replay back: a new file is made when asked
      assert.equal(errnoOf(await put(multi, '/api/admin/lives/replay', { id: demoRoom, replay_url: playlist })), 0);
      assert.equal((await status(multi, demoRoom)).status, 'none');
      const next = json<ReplayFile>(await ask(multi, demoRoom)).result;
      assert.notEqual(next.id, null);
      await ctx.app.replayFiles.runOnce();
      const made = await status(multi, demoRoom);
      assert.equal(made.status, 'done');
      assert.notEqual(made.url, before.url);
    });

    it('keeps files inside their institution and refuses roles without 直播管理; nothing changes', async () => {
      const roomId = await endedRoom(`/api/media/${DEMO_LIVE_MEDIA.playlist}`, 2);
      const venueInst = (await db().insert(institutions).values({ name: unique('回放测试场馆'), institutionType: 4 }).returning({ id: institutions.id }))[0].id;
      const v = await createUser(ctx.app, { manages: [{ institutionId: venueInst }] });
      const p = await createUser(ctx.app, { isPerson: true });
      const venue = await login(ctx.app, v.account, v.password);
      const athlete = await login(ctx.app, 'athlete');
      const person = await login(ctx.app, p.account, p.password);
      for (const id of [roomId, demoRoom]) {
        assert.equal(errnoOf(await ask(owner, id)), 404, 'another institution: as if it did not exist');
        assert.equal(errnoOf(await owner.get(`/api/admin/lives/replay_file?id=${id}`)), 404);
        for (const who of [venue, athlete, person]) {
          assert.equal(errnoOf(await ask(who, id)), 40300);
          assert.equal(errnoOf(await who.get(`/api/admin/lives/replay_file?id=${id}`)), 40300);
        }
        const anonPost = await anon('POST', '/api/admin/lives/replay_file', { id });
        assert.equal(anonPost.statusCode, 401);
        assert.equal((await anon('GET', `/api/admin/lives/replay_file?id=${id}`)).statusCode, 401);
        const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/lives/replay_file', payload: { id }, headers: { cookie: multi.cookie } });
        assert.equal(noCsrf.statusCode, 403);
      }
      assert.equal(await rowsOf(roomId), 0, 'nothing was queued');
      assert.equal(errnoOf(await ask(owner, 999_999)), 404);
      assert.equal(errnoOf(await owner.post('/api/admin/lives/replay_file', { id: 'x' })), 42200);
    });

    it('refuses rooms that are not ended, have no replay or a replay that downloads as it is', async () => {
      const mp4 = await endedRoom('https://video.example.com/replay.mp4');
      assert.equal(firstMsg(await ask(owner, mp4)), '回放不是 HLS 地址，可直接下载');
      const empty = await endedRoom('');
      assert.equal(firstMsg(await ask(owner, empty)), '请先设置回放');
      const [upcoming] = await db()
        .insert(liveRooms)
        .values({ institutionId: own, title: unique('未结束'), streamUrl: 'https://live.example.com/a.m3u8', scheduledStart: new Date(Date.now() + DAY), scheduledEnd: new Date(Date.now() + 2 * DAY) })
        .returning({ id: liveRooms.id });
      assert.equal(firstMsg(await ask(owner, upcoming.id)), '直播结束后才能下载回放');
      for (const id of [mp4, empty, upcoming.id]) assert.equal(await rowsOf(id), 0);
    });

    it('refuses replays on loopback, private, link-local (metadata) addresses before fetching anything (SSRF)', async () => {
      for (const url of [
        'http://127.0.0.1:8080/live/replay.m3u8',
        'http://10.1.2.3/live/replay.m3u8',
        'http://169.254.169.254/latest/meta-data/replay.m3u8',
        'http://[::1]/replay.m3u8',
        'http://2130706433/replay.m3u8',
        'http://localhost/replay.m3u8',
      ]) {
        const id = await endedRoom('');
        assert.equal(errnoOf(await put(owner, '/api/admin/lives/replay', { id, replay_url: url })), 0, url);
        const res = await ask(owner, id);
        assert.equal(errnoOf(res), 40000, url);
        assert.equal(firstMsg(res), REPLAY_FILE_MSG.address, url);
        assert.equal(await rowsOf(id), 0, url);
      }
      // a row that got past the request (a name that resolved elsewhere then) is refused again by the worker
      const id = await endedRoom('http://169.254.169.254/latest/meta-data/replay.m3u8');
      await db().insert(liveReplayFiles).values({ roomId: id, sourceUrl: 'http://169.254.169.254/latest/meta-data/replay.m3u8' });
      await ctx.app.replayFiles.runOnce();
      const failed = await status(owner, id);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, REPLAY_FILE_MSG.address);
    });

    it('reports a failure in Chinese and makes the file again when asked again', async () => {
      const missing = '/api/media/video-0000000000000000000000000000dead.m3u8';
      const id = await endedRoom(missing);
      const first = json<ReplayFile>(await ask(owner, id)).result;
      await ctx.app.replayFiles.runOnce();
      const failed = await status(owner, id);
      assert.deepEqual({ status: failed.status, error: failed.error, url: failed.url }, { status: 'failed', error: REPLAY_FILE_MSG.unreachable, url: '' });
      const retry = json<ReplayFile>(await ask(owner, id)).result;
      assert.equal(retry.id, first.id);
      assert.ok(['queued', 'running', 'failed'].includes(retry.status));
      const [row] = await db().select({ attempts: liveReplayFiles.attempts, status: liveReplayFiles.status }).from(liveReplayFiles).where(eq(liveReplayFiles.roomId, id));
      assert.ok(row.status !== 'failed' || row.attempts === 1, 'queued again with a fresh count of claims');
    });

    it('picks up a file left running by a stopped node, fences a worker that lost its claim, gives up after repeated claims', { timeout: 60_000 }, async () => {
      const files = ctx.app.repos.liveReplayFiles;
      const playlist = `/api/media/${DEMO_LIVE_MEDIA.playlist}`;
      // left running by a node that stopped: its lease ran out
      const id = await endedRoom(playlist, 2);
      await db().insert(liveReplayFiles).values({ roomId: id, sourceUrl: playlist, status: 'running', attempts: 1, progress: 40, leaseUntil: new Date(Date.now() - 1000) });
      await ctx.app.replayFiles.runOnce();
      const picked = await status(multi, id);
      assert.equal(picked.status, 'done', JSON.stringify(picked));

      // a worker whose claim was taken over writes nothing
      const lost = await endedRoom(playlist, 2);
      const [row] = await db().insert(liveReplayFiles).values({ roomId: lost, sourceUrl: playlist, status: 'running', attempts: 2, leaseUntil: new Date(Date.now() + 60_000) }).returning();
      const stale = { id: row.id, roomId: lost, sourceUrl: playlist, attempts: 1, requestedBy: null };
      assert.equal(await files.heartbeat(stale, 50, 60_000), false);
      assert.equal(await db().transaction((tx) => files.finish(tx, stale, { key: 'file-00000000000000000000000000000001.mp4', name: 'x.mp4', size: 1, duration: 1, width: 1, height: 1, ownerUserId: null, institutionId: 2, use: 'live_replay_file' })), false);
      await files.fail(stale, 'x');
      assert.equal((await status(multi, lost)).status, 'running', 'the live claim is untouched');
      assert.equal((await db().select({ n: count() }).from(media).where(eq(media.storageKey, 'file-00000000000000000000000000000001.mp4')))[0].n, 0);

      // running again and again (a file that stops its node every time): given up with a message
      const doomed = await endedRoom(playlist, 2);
      await db().insert(liveReplayFiles).values({ roomId: doomed, sourceUrl: playlist, status: 'running', attempts: MAX_ATTEMPTS, leaseUntil: new Date(Date.now() - 1000) });
      await ctx.app.replayFiles.runOnce();
      const gaveUp = await status(multi, doomed);
      assert.deepEqual({ status: gaveUp.status, error: gaveUp.error }, { status: 'failed', error: REPLAY_FILE_MSG.failed });

      // two workers (nodes) claiming at once never get the same row
      const one = await endedRoom('https://video.example.com/x.m3u8');
      const two = await endedRoom('https://video.example.com/y.m3u8');
      await ctx.app.replayFiles.runOnce();
      await ctx.app.workers.stop(JOB.replayFile);
      try {
        await db().insert(liveReplayFiles).values([
          { roomId: one, sourceUrl: 'https://video.example.com/x.m3u8' },
          { roomId: two, sourceUrl: 'https://video.example.com/y.m3u8' },
        ]);
        const claims = await Promise.all([files.claim(60_000, 'x'), files.claim(60_000, 'x'), files.claim(60_000, 'x')]);
        const got = claims.filter((c) => c !== undefined).map((c) => c!.roomId);
        assert.equal(got.length, 2);
        assert.deepEqual(new Set(got), new Set([one, two]));
        for (const c of claims) if (c) await files.fail(c, 'test');
      } finally {
        await ctx.app.workers.start(JOB.replayFile);
      }
    });
  });
}
