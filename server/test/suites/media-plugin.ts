import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig } from '../../src/config.js';
import mediaPlugin from '../../src/plugins/app/media.js';
import workersPlugin from '../../src/plugins/app/workers.js';
import { ffmpegAvailable } from '../../src/services/media-video.js';
import { LocalStorage } from '../../src/storage/index.js';
import type { TestContext } from '../helpers.js';

const run = promisify(execFile);

/** The media plugin (src/plugins/app/media.ts): one storage per app; with the workers plugin, video processing resumes at start and is waited for at close. */
export function mediaPluginSuite(ctx: TestContext) {
  describe('media plugin: one storage, video processing resumed at start and waited for at close', () => {
    let dir = '';
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-media-plugin-'));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('creates the storage once: the media routes and the replay-file worker share it', () => {
      assert.ok(ctx.app.media.storage);
      assert.equal(ctx.app.replayFiles.storage, ctx.app.media.storage);
      assert.equal(ctx.app.media.tusDir, path.join(ctx.app.config.dataDir, 'tus'));
    });

    it('takes the storage from the config: <dataDir>/media without MEDIA_S3_BUCKET', async () => {
      const app = Fastify();
      app.decorate('config', loadConfig({}, { dataDir: dir }));
      await app.register(fp(async (instance) => void instance.decorate('database', ctx.app.database), { name: 'db' }));
      await app.register(mediaPlugin);
      await app.ready();
      assert.ok(app.media.storage instanceof LocalStorage);
      assert.equal(app.media.storage.root, path.join(dir, 'media'));
      await app.close();
    });

    it('resumes a video left processing when ready, and app.close() waits for its job to end', async (t) => {
      if (!(await ffmpegAvailable())) {
        t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
        return;
      }
      const dataDir = path.join(dir, 'resume');
      const tusDir = path.join(dataDir, 'tus');
      mkdirSync(tusDir, { recursive: true });
      const uploadId = randomBytes(16).toString('hex');
      await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', '-f', 'mp4', path.join(tusDir, uploadId)]);
      const row = await ctx.app.media.repo.insert({
        ownerUserId: null,
        institutionId: null,
        kind: 'video',
        use: 'plugin_test',
        storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
        name: 'plugin.mp4',
        mime: 'video/*',
        size: 0,
        uploadId,
        status: 'processing',
      });

      const app = Fastify();
      app.decorate('config', loadConfig({}, { dataDir, uploadCleanupMinutes: 0 }));
      await app.register(fp(async (instance) => void instance.decorate('database', ctx.app.database), { name: 'db' }));
      await app.register(mediaPlugin);
      // the one plugin that works the queues: here the video queue of this node
      await app.register(workersPlugin);
      await app.ready();
      // the job was queued at start and is running now: close must wait for it before the database goes
      assert.equal((await ctx.app.media.repo.byUploadId(uploadId))?.status, 'processing');
      await app.close();
      const done = await ctx.app.media.repo.byUploadId(uploadId);
      assert.equal(done?.id, row.id);
      assert.equal(done?.status, 'ready');
      assert.equal(done?.mime, 'video/mp4');
      const stored = await app.media.storage.get(done!.storageKey);
      assert.ok(stored);
      assert.equal((await buffer(stored.stream)).length, done!.size);
    });
  });
}
