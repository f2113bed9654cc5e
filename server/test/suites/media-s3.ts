import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JOB } from '../../src/services/job-queues.js';
import { resumeVideoProcessing } from '../../src/services/media-tus.js';
import { ffmpegAvailable } from '../../src/services/media-video.js';
import { RedisLocker } from '../../src/services/tus-locker.js';
import { addMultipartCalls } from '../s3rver-multipart.js';
import { json, login, type Client, type TestContext } from '../helpers.js';

const run = promisify(execFile);
const MB = 1024 * 1024;

/**
 * Video uploads over tus with MEDIA_S3_BUCKET set (docs/uploads.md, "S3 mode"): the uploads live in an s3rver bucket
 * (with test/s3rver-multipart.ts for the multipart calls it lacks), so `nodes` — one, or two API nodes on one
 * database and one Redis — can each take any request of any upload. With one node, "node B" is the same node.
 */
export function mediaS3Suite(name: string, setup: (env: NodeJS.ProcessEnv) => Promise<TestContext[]>) {
  describe(name, () => {
    let dir: string;
    let s3rver: { close(): Promise<void> } | null = null;
    let nodes: TestContext[] = [];
    let A: FastifyInstance;
    let B: FastifyInstance;
    let gov: Client;
    let uploadKey: string;
    let hasFfmpeg = false;
    /** A real MP4 of about 10 MB (noise does not compress): more than one S3 part of 8 MB. */
    let video: Buffer;

    before(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-tus-s3-'));
      const { default: S3rver } = await import('s3rver');
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'saishi-media' }] });
      addMultipartCalls(server);
      const { port } = await server.run();
      s3rver = server;
      nodes = await setup({
        MEDIA_S3_BUCKET: 'saishi-media',
        MEDIA_S3_REGION: 'cn-hangzhou',
        MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
        MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
        MEDIA_S3_PREFIX: `media-${randomBytes(4).toString('hex')}/`,
      });
      A = nodes[0]!.app;
      B = (nodes[1] ?? nodes[0]!).app;
      gov = await login(A, 'org_gov');
      const ks = json<{ ks: string; token: string }>(await gov.get('/api/video_ks')).result;
      uploadKey = `${ks.ks}.${ks.token}`;
      hasFfmpeg = await ffmpegAvailable();
      if (!hasFfmpeg) return;
      const file = path.join(dir, 'noise.mp4');
      await run('ffmpeg', [
        '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=3', '-vf', 'noise=alls=100:allf=t+u',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file,
      ]);
      video = readFileSync(file);
    });
    after(async () => {
      for (const node of nodes) await node.close();
      await s3rver?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const tus = (app: FastifyInstance, method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: Buffer) =>
      app.inject({
        method,
        url,
        headers: { 'tus-resumable': '1.0.0', cookie: gov.cookie, 'x-csrf-token': gov.token, 'upload-key': uploadKey, ...headers },
        ...(payload ? { payload } : {}),
      });
    const patch = (app: FastifyInstance, id: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) =>
      tus(app, 'PATCH', `/api/upload/video/${id}`, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...headers }, bytes);
    const idOf = (res: LightMyRequestResponse) => String(res.headers.location).split('/').pop()!;
    /** Waits for the video processing queued on either node (in S3 mode either node may run the job). */
    const processed = async () => {
      await A.media.videos.idle();
      await B.media.videos.idle();
    };

    it('keeps tus uploads in the bucket, locks them through Redis when there is one, and has one video queue for all nodes', () => {
      for (const app of new Set([A, B])) {
        assert.equal(app.media.files.kind, 's3');
        assert.equal(app.media.videos.queue, JOB.videoProcessing);
        assert.equal(app.config.redisUrl !== null, (app.media.tus.options.locker as object) instanceof RedisLocker);
      }
    });

    it('starts an upload on node A, resumes it on node B (HEAD + PATCH), and the video ends ready', async (t) => {
      if (!hasFfmpeg) {
        t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
        return;
      }
      const created = await tus(A, 'POST', '/api/upload/video/', {
        'upload-length': String(video.length),
        'upload-metadata': `filename ${Buffer.from('双节点续传.mp4').toString('base64')},use ${Buffer.from('match').toString('base64')}`,
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = idOf(created);
      // on A: 6 MB (a whole S3 part), then 1 MB (less than a part: kept as `<id>.part` until the next PATCH)
      const first = await patch(A, id, 0, video.subarray(0, 6 * MB));
      assert.equal(first.statusCode, 204, first.body);
      const second = await patch(A, id, 6 * MB, video.subarray(6 * MB, 7 * MB));
      assert.equal(second.statusCode, 204, second.body);
      assert.equal(Number(second.headers['upload-offset']), 7 * MB);

      // the client comes back through node B: its offset comes from the bucket
      const head = await tus(B, 'HEAD', `/api/upload/video/${id}`);
      assert.equal(head.statusCode, 200, head.body);
      assert.equal(Number(head.headers['upload-offset']), 7 * MB);
      assert.equal(Number(head.headers['upload-length']), video.length);
      const last = await patch(B, id, 7 * MB, video.subarray(7 * MB));
      assert.equal(last.statusCode, 204, last.body);
      assert.equal(Number(last.headers['upload-offset']), video.length);

      await processed();
      const done = json<{ path: string; width: number; height: number; duration: number }>(await gov.get(`/api/get_video_path?vid=${id}`));
      assert.equal(done.errno, 0, JSON.stringify(done));
      assert.match(done.result.path, /^\/api\/media\/video-[0-9a-f]{32}\.mp4$/);
      assert.equal(done.result.width, 320);
      assert.equal(done.result.height, 240);
      // the whole file arrived: its bytes are served as uploaded (playable as it is, not transcoded)
      const served = await B.inject({ method: 'GET', url: done.result.path });
      assert.equal(served.statusCode, 200);
      assert.ok(served.rawPayload.equals(video), 'the stored video is the uploaded file');
      // the tus upload left the bucket after processing; no temporary copy stays behind
      assert.equal(await A.media.files.size(id), null);
      assert.equal((await A.media.repo.byUploadId(id))?.status, 'ready');
    });

    it('joins parts uploaded through both nodes into one video (final POST on node A)', async (t) => {
      if (!hasFfmpeg) {
        t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
        return;
      }
      const cut = Math.floor(video.length / 2);
      const slices = [video.subarray(0, cut), video.subarray(cut)];
      const ids: string[] = [];
      for (const [i, bytes] of slices.entries()) {
        const app = i === 0 ? A : B;
        const created = await tus(app, 'POST', '/api/upload/video/', { 'upload-concat': 'partial', 'upload-length': String(bytes.length) });
        assert.equal(created.statusCode, 201, created.body);
        const id = idOf(created);
        const sent = await patch(app, id, 0, bytes, { 'upload-concat': 'partial' });
        assert.equal(sent.statusCode, 204, sent.body);
        assert.equal((await A.media.repo.byUploadId(id))?.status, 'uploaded');
        ids.push(id);
      }
      const final = await tus(A, 'POST', '/api/upload/video/', {
        'upload-concat': `final;${ids.map((id) => `/api/upload/video/${id}`).join(' ')}`,
        'upload-metadata': `filename ${Buffer.from('合并.mp4').toString('base64')}`,
      });
      assert.equal(final.statusCode, 201, final.body);
      const vid = idOf(final);
      for (const id of ids) {
        assert.equal((await A.media.repo.byUploadId(id))?.status, 'joined');
        assert.equal(await A.media.files.size(id), null, 'the part left the bucket');
      }
      await processed();
      const done = json<{ path: string }>(await gov.get(`/api/get_video_path?vid=${vid}`));
      assert.match(done.result.path, /^\/api\/media\/video-/);
      const served = await B.inject({ method: 'GET', url: done.result.path });
      assert.ok(served.rawPayload.equals(video), 'the joined video is the parts in order');
      // the same final POST again (through node B) answers the same video
      const again = await tus(B, 'POST', '/api/upload/video/', { 'upload-concat': `final;${ids.map((id) => `/api/upload/video/${id}`).join(' ')}` });
      assert.equal(again.statusCode, 201);
      assert.equal(idOf(again), vid);
    });

    it('cancels on node B an upload started on node A (tus termination aborts the multipart upload)', async () => {
      const created = await tus(A, 'POST', '/api/upload/video/', { 'upload-length': String(3 * MB) });
      const id = idOf(created);
      assert.equal((await patch(A, id, 0, Buffer.alloc(MB, 7))).statusCode, 204);
      const removed = await tus(B, 'DELETE', `/api/upload/video/${id}`);
      assert.equal(removed.statusCode, 204, removed.body);
      // its record left the bucket: node A knows it no more
      assert.ok([404, 410].includes((await tus(A, 'HEAD', `/api/upload/video/${id}`)).statusCode));
      // the clean-up lists the bucket's unfinished uploads (nothing has expired yet)
      await A.media.tus.cleanUpExpiredUploads();
    });

    it('processes again, on any node, a video left in processing by a node that went away', async (t) => {
      if (!hasFfmpeg) {
        t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
        return;
      }
      // a finished upload in the bucket whose node stopped before its video was processed
      const uploadId = randomBytes(16).toString('hex');
      await A.media.files.putFinished(uploadId, video);
      const row = await A.media.repo.insert({
        ownerUserId: gov.login.result.account.user_id,
        kind: 'video',
        storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
        mime: 'video/*',
        uploadId,
        status: 'processing',
      });
      // node B's start (resumeVideoProcessing runs at onReady) finds it
      assert.ok((await resumeVideoProcessing(B.media)) >= 1);
      await processed();
      assert.equal((await B.media.repo.byId(row.id))?.status, 'ready');
      assert.equal(await B.media.files.size(uploadId), null);
      assert.equal(existsSync(path.join(B.media.tusDir, uploadId)), false, 'nothing was written to the tus folder');
    });
  });
}
