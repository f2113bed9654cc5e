import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { media } from '../../src/db/schema/media.js';
import { VIDEO_UPLOAD_MSG } from 'shared/rules';
import { TUS_EXPIRY_MS, expireVideoUploads, releaseInterruptedJoins } from '../../src/services/media-tus.js';
import { ffmpegAvailable } from '../../src/services/media-video.js';
import { firstMsg, json, login, type Client, type TestContext } from '../helpers.js';

const run = promisify(execFile);

/**
 * Video uploads sent as partial uploads in parallel and joined by the final POST (tus concatenation,
 * docs/uploads.md), all through `inject` on the suite's migrated database.
 */
export function mediaConcatSuite(ctx: TestContext) {
  describe('media uploads: parallel parts joined by tus concatenation', () => {
    let gov: Client;
    let youth: Client;
    let govKey: string;
    let youthKey: string;
    let dir: string;
    let hasFfmpeg = false;
    let video: Buffer;

    const credentials = async (client: Client) => {
      const res = json<{ ks: string; token: string }>(await client.get('/api/video_ks'));
      assert.equal(res.errno, 0);
      return `${res.result.ks}.${res.result.token}`;
    };

    before(async () => {
      gov = await login(ctx.app, 'org_gov');
      youth = await login(ctx.app, 'org_youth');
      govKey = await credentials(gov);
      youthKey = await credentials(youth);
      hasFfmpeg = await ffmpegAvailable();
      dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-concat-'));
      if (!hasFfmpeg) return;
      const file = path.join(dir, 'clip.mp4');
      await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file]);
      video = readFileSync(file);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    const keyOf = (client: Client) => (client === gov ? govKey : youthKey);
    const tus = (client: Client, method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS', url: string, headers: Record<string, string> = {}, payload?: Buffer) =>
      ctx.app.inject({
        method,
        url,
        headers: { 'tus-resumable': '1.0.0', cookie: client.cookie, 'x-csrf-token': client.token, 'upload-key': keyOf(client), ...headers },
        ...(payload ? { payload } : {}),
      });
    const idOf = (res: LightMyRequestResponse) => String(res.headers.location).split('/').pop()!;

    /** A partial upload of `bytes`; with `send` false only its first half is sent. */
    const part = async (client: Client, bytes: Buffer, send: 'all' | 'half' | 'none' = 'all') => {
      const created = await tus(client, 'POST', '/api/upload/video/', { 'upload-concat': 'partial', 'upload-length': String(bytes.length) });
      assert.equal(created.statusCode, 201, created.body);
      assert.match(String(created.headers.location), /^\/api\/upload\/video\/[0-9a-f]{32}$/);
      const id = idOf(created);
      if (send !== 'none') {
        const body = send === 'all' ? bytes : bytes.subarray(0, Math.floor(bytes.length / 2));
        const patched = await tus(client, 'PATCH', `/api/upload/video/${id}`, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'upload-concat': 'partial' }, body);
        assert.equal(patched.statusCode, 204, patched.body);
        assert.equal(Number(patched.headers['upload-offset']), body.length);
      }
      return id;
    };
    const final = (client: Client, urls: string[], headers: Record<string, string> = {}) =>
      tus(client, 'POST', '/api/upload/video/', {
        'upload-concat': `final;${urls.join(' ')}`,
        'upload-metadata': `filename ${Buffer.from('接力决赛.mp4').toString('base64')},use ${Buffer.from('match').toString('base64')}`,
        ...headers,
      });
    const url = (id: string) => `/api/upload/video/${id}`;
    const partRow = (id: string) => ctx.app.media.repo.byUploadId(id);
    const videoCount = async (client: Client) => {
      const [row] = await ctx.app.database.db
        .select({ n: count() })
        .from(media)
        .where(and(eq(media.ownerUserId, client.login.result.account.user_id), eq(media.kind, 'video')));
      return Number(row!.n);
    };
    const tusFile = (id: string) => path.join(ctx.app.media.tusDir, id);

    it('advertises concatenation in Tus-Extension', async () => {
      const res = await ctx.app.inject({ method: 'OPTIONS', url: '/api/upload/video/' });
      assert.equal(res.statusCode, 204);
      assert.ok(String(res.headers['tus-extension']).split(',').includes('concatenation'), String(res.headers['tus-extension']));
      assert.ok(String(res.headers['tus-extension']).split(',').includes('termination'));
    });

    it('joins parts sent in parallel into one video, processes it like a single upload and removes the parts', async (t) => {
      if (!hasFfmpeg) {
        t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
        return;
      }
      const before = await videoCount(gov);
      const cuts = [0, Math.floor(video.length * 0.3), Math.floor(video.length * 0.55), video.length];
      const slices = cuts.slice(1).map((end, i) => video.subarray(cuts[i], end));
      // creations and PATCHes of the three parts all at once
      const ids = await Promise.all(slices.map((bytes) => part(gov, bytes)));
      for (const id of ids) {
        const head = await tus(gov, 'HEAD', url(id));
        assert.equal(head.statusCode, 200);
        assert.equal(head.headers['upload-concat'], 'partial');
        assert.equal(head.headers['upload-offset'], head.headers['upload-length']);
        assert.equal((await partRow(id))?.status, 'uploaded');
        // a part is no video of its own
        assert.equal((await gov.get(`/api/get_video_path?vid=${id}`)).statusCode, 404);
      }
      assert.equal(await videoCount(gov), before, 'parts make no video row');

      // absolute URLs (as tus-js-client sends them) and relative ones
      const created = await final(gov, [`http://localhost${url(ids[0]!)}`, url(ids[1]!), `http://localhost:8080${url(ids[2]!)}`]);
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.headers['tus-resumable'], '1.0.0');
      const vid = idOf(created);
      assert.match(vid, /^[0-9a-f]{32}$/);
      assert.ok(!ids.includes(vid));
      assert.equal(await videoCount(gov), before + 1);
      const row = await partRow(vid);
      assert.equal(row?.kind, 'video');
      assert.equal(row?.name, '接力决赛.mp4');
      assert.equal(row?.use, 'match');
      assert.equal(row?.size, video.length);
      for (const id of ids) {
        assert.equal(existsSync(tusFile(id)), false, 'the part file is removed');
        assert.equal(existsSync(`${tusFile(id)}.json`), false);
        assert.equal((await partRow(id))?.status, 'joined');
        // a retrying client sees the part complete
        const head = await tus(gov, 'HEAD', url(id));
        assert.equal(head.statusCode, 200);
        assert.equal(head.headers['upload-offset'], head.headers['upload-length']);
        const patch = await tus(gov, 'PATCH', url(id), { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.from('x'));
        assert.equal(json(patch).errno, 40000);
        const del = await tus(gov, 'DELETE', url(id));
        assert.equal(json(del).errno, 40000);
      }
      // the final upload is finished: no more bytes, no termination
      const patchFinal = await tus(gov, 'PATCH', url(vid), { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.from('x'));
      assert.equal(json(patchFinal).errno, 40000);
      assert.equal(firstMsg(patchFinal), '该视频已上传完成');

      await ctx.app.media.videos.idle();
      const done = json<{ path: string; poster: string; duration: number; width: number; height: number }>(await gov.get(`/api/get_video_path?vid=${vid}`));
      assert.equal(done.errno, 0, JSON.stringify(done));
      assert.match(done.result.path, /^\/api\/media\/video-[0-9a-f]{32}\.mp4$/);
      assert.match(done.result.poster, /^\/api\/media\/poster-[0-9a-f]{32}\.png$/);
      assert.equal(done.result.width, 160);
      assert.ok(Math.abs(done.result.duration - 3) < 0.5);
      const served = await ctx.app.inject({ method: 'GET', url: done.result.path });
      assert.equal(served.statusCode, 200);
      assert.ok(served.rawPayload.equals(video), 'the parts were joined in their order, byte for byte');
      assert.equal(existsSync(tusFile(vid)), false, 'the joined file left the tus folder after processing');
      // tenancy of the result is the one of a single upload
      assert.equal((await youth.get(`/api/get_video_path?vid=${vid}`)).statusCode, 404);

      // the same final POST again (its answer was lost) names the same video; nothing new is made
      const again = await final(gov, ids.map(url));
      assert.equal(again.statusCode, 201);
      assert.equal(idOf(again), vid);
      assert.equal(await videoCount(gov), before + 1);
    });

    it("refuses a final naming another user's part, an unknown, canceled or incomplete one, changing nothing", async () => {
      const bytes = Buffer.from('0123456789abcdef'.repeat(64));
      const mine = await part(gov, bytes);
      const theirs = await part(youth, bytes);
      const halfDone = await part(gov, bytes, 'half');
      const before = await videoCount(gov);
      const theirsBefore = await videoCount(youth);

      // another user's complete part: the same answer as an unknown id
      const foreign = await final(gov, [url(mine), url(theirs)]);
      assert.equal(foreign.statusCode, 404);
      assert.equal(firstMsg(foreign), VIDEO_UPLOAD_MSG.notFound);
      const unknown = await final(gov, [url(mine), url('0'.repeat(32))]);
      assert.equal(unknown.statusCode, 404);
      assert.equal(firstMsg(unknown), VIDEO_UPLOAD_MSG.notFound);
      // and the owner of that part cannot join it with one of mine either
      assert.equal((await final(youth, [url(theirs), url(mine)])).statusCode, 404);

      const incomplete = await final(gov, [url(mine), url(halfDone)]);
      assert.equal(incomplete.statusCode, 400);
      assert.equal(firstMsg(incomplete), VIDEO_UPLOAD_MSG.incomplete);

      assert.equal(await videoCount(gov), before, 'no video was made');
      assert.equal(await videoCount(youth), theirsBefore);
      assert.equal((await partRow(mine))?.status, 'uploaded');
      assert.equal((await partRow(theirs))?.status, 'uploaded');
      assert.equal((await partRow(halfDone))?.status, 'uploading');
      assert.ok(readFileSync(tusFile(theirs)).equals(bytes), "the other user's part is untouched");
      assert.ok(readFileSync(tusFile(mine)).equals(bytes));

      // the other user can neither see, continue nor delete my part
      assert.equal((await tus(youth, 'HEAD', url(mine))).statusCode, 404);
      assert.equal((await tus(youth, 'PATCH', url(halfDone), { 'upload-offset': '512', 'content-type': 'application/offset+octet-stream' }, bytes.subarray(512))).statusCode, 404);
      assert.equal((await tus(youth, 'DELETE', url(mine))).statusCode, 404);
      assert.ok(existsSync(tusFile(mine)));

      // a canceled part is gone for good
      const canceledPart = await part(gov, bytes);
      const canceled = await tus(gov, 'DELETE', url(canceledPart));
      assert.equal(canceled.statusCode, 204);
      assert.equal((await partRow(canceledPart))?.status, 'canceled');
      assert.equal(existsSync(tusFile(canceledPart)), false);
      assert.equal((await tus(gov, 'HEAD', url(canceledPart))).statusCode, 404);
      assert.equal((await final(gov, [url(mine), url(canceledPart)])).statusCode, 404);
      assert.equal(await videoCount(gov), before);
    });

    it('refuses malformed, duplicated and path-traversal part URLs and parts without credentials', async () => {
      const bytes = Buffer.from('partial bytes of a video');
      const id = await part(gov, bytes);
      const before = await videoCount(gov);
      const bad = [
        [url(id), url(id)],
        [`/api/upload/video/../video/${id}`],
        [`/api/upload/video/%2e%2e/${id}`],
        [`/api/upload/video/${id}/..`],
        [`/api/media/${id}`],
        [id],
        [`${url(id)}?x=1`],
        [`/api/upload/video/${id.toUpperCase()}`],
        [],
      ];
      for (const urls of bad) {
        const res = await final(gov, urls);
        assert.equal(res.statusCode, 400, urls.join(' '));
        assert.equal(firstMsg(res), VIDEO_UPLOAD_MSG.invalid, urls.join(' '));
      }
      const withLength = await final(gov, [url(id)], { 'upload-length': String(bytes.length) });
      assert.equal(withLength.statusCode, 400);
      const odd = await tus(gov, 'POST', '/api/upload/video/', { 'upload-concat': 'partially', 'upload-length': '10' });
      assert.equal(odd.statusCode, 400);
      assert.equal(firstMsg(odd), VIDEO_UPLOAD_MSG.invalid);
      assert.equal(await videoCount(gov), before);
      assert.equal((await partRow(id))?.status, 'uploaded');

      // a part needs the session, the CSRF token and the upload key like any upload
      const noKey = await tus(gov, 'POST', '/api/upload/video/', { 'upload-concat': 'partial', 'upload-length': '10', 'upload-key': 'x' });
      assert.equal(noKey.statusCode, 403);
      const noCsrf = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/video/',
        headers: { 'tus-resumable': '1.0.0', cookie: gov.cookie, 'upload-key': govKey, 'upload-concat': 'partial', 'upload-length': '10' },
      });
      assert.equal(noCsrf.statusCode, 403);
      const anon = await ctx.app.inject({ method: 'POST', url: '/api/upload/video/', headers: { 'tus-resumable': '1.0.0', 'upload-concat': `final;${url(id)}` } });
      assert.equal(anon.statusCode, 401);
      // a final needs them too
      const finalNoKey = await final(gov, [url(id)], { 'upload-key': 'x' });
      assert.equal(finalNoKey.statusCode, 403);
      assert.equal((await partRow(id))?.status, 'uploaded');
    });

    it('makes one video of two final POSTs racing over the same parts', async () => {
      const bytes = Buffer.alloc(64 * 1024, 7);
      const ids = await Promise.all([part(gov, bytes), part(gov, bytes), part(gov, bytes)]);
      const before = await videoCount(gov);
      const answers = await Promise.all([final(gov, ids.map(url)), final(gov, ids.map(url)), final(gov, ids.map(url))]);
      const created = answers.filter((a) => a.statusCode === 201);
      assert.ok(created.length >= 1, answers.map((a) => a.statusCode).join(','));
      assert.ok(answers.every((a) => a.statusCode === 201 || (a.statusCode === 423 && firstMsg(a) === VIDEO_UPLOAD_MSG.busy)), answers.map((a) => a.statusCode).join(','));
      assert.equal(new Set(created.map(idOf)).size, 1, 'every success names the same video');
      assert.equal(await videoCount(gov), before + 1);
      // the loser retries (as tus-js-client does after 423) and gets the same video
      const retried = await final(gov, ids.map(url));
      assert.equal(retried.statusCode, 201);
      assert.equal(idOf(retried), idOf(created[0]!));

      // overlapping lists: only one of them gets the shared part
      const [a, b, c] = await Promise.all([part(gov, bytes), part(gov, bytes), part(gov, bytes)]);
      const overlapping = await Promise.all([final(gov, [url(a), url(b)]), final(gov, [url(b), url(c)])]);
      assert.deepEqual(overlapping.map((r) => r.statusCode === 201).filter(Boolean).length, 1, overlapping.map((r) => r.statusCode).join(','));
      assert.equal(await videoCount(gov), before + 2);
      await ctx.app.media.videos.idle();
    });

    it('joins large parts by streaming, memory staying flat', async () => {
      const services = ctx.app.media;
      const owner = gov.login.result.account.user_id;
      const partSize = 64 * 1024 * 1024;
      const ids: string[] = [];
      for (const fill of [0x11, 0x22, 0x33]) {
        const id = randomBytes(16).toString('hex');
        await writeFile(tusFile(id), Buffer.alloc(partSize, fill));
        await services.repo.insert({ ownerUserId: owner, kind: 'part', storageKey: `video-${randomBytes(16).toString('hex')}.bin`, mime: 'video/*', size: partSize, uploadId: id, status: 'uploaded' });
        ids.push(id);
      }
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
      const created = await final(gov, ids.map(url));
      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      assert.equal(created.statusCode, 201, created.body);
      assert.equal((await partRow(idOf(created)))?.size, 3 * partSize);
      for (const id of ids) assert.equal(existsSync(tusFile(id)), false);
      // (the order of the bytes is checked end to end by the first test: the served video equals the file)
      await services.videos.idle();
      assert.equal(existsSync(tusFile(idOf(created))), false);
      const grown = rssPeak - rssBefore;
      assert.ok(grown < 96 * 1024 * 1024, `rss grew by ${Math.round(grown / 1024 / 1024)} MB while joining 192 MB`);
    });

    it('expires abandoned parts after a day like unfinished uploads, and frees parts cut off while joining', async () => {
      const services = ctx.app.media;
      const bytes = Buffer.from('abandoned part');
      const done = await part(gov, bytes);
      const unfinished = await part(gov, bytes, 'half');
      const joining = await part(gov, bytes);
      const fresh = await part(gov, bytes);
      const dayAndHalf = new Date(Date.now() - 1.5 * TUS_EXPIRY_MS);
      for (const id of [done, unfinished, joining]) await services.repo.update((await partRow(id))!.id, { createdAt: dayAndHalf });
      await services.repo.moveParts(gov.login.result.account.user_id, [joining], ['uploaded'], 'joining');

      await expireVideoUploads(services);
      assert.equal(await partRow(done), undefined);
      assert.equal(await partRow(unfinished), undefined);
      assert.equal(existsSync(tusFile(done)), false);
      assert.equal(existsSync(tusFile(unfinished)), false);
      assert.equal(existsSync(`${tusFile(unfinished)}.json`), false);
      assert.equal((await tus(gov, 'HEAD', url(done))).statusCode, 404);
      // a part being joined waits a second day; a fresh one stays
      assert.equal((await partRow(joining))?.status, 'joining');
      assert.equal((await partRow(fresh))?.status, 'uploaded');

      // after a restart, a join that was cut off is released (this node has the file) and can be joined again
      assert.ok((await releaseInterruptedJoins(services)) >= 1);
      assert.equal((await partRow(joining))?.status, 'uploaded');

      // a join cut off for more than two days, and any part after a day, go
      await services.repo.update((await partRow(joining))!.id, { createdAt: new Date(Date.now() - 2.5 * TUS_EXPIRY_MS), status: 'joining' });
      await services.repo.update((await partRow(fresh))!.id, { createdAt: dayAndHalf });
      await expireVideoUploads(services);
      assert.equal(await partRow(joining), undefined);
      assert.equal(await partRow(fresh), undefined);
      assert.equal(existsSync(tusFile(fresh)), false);
    });
  });
}
