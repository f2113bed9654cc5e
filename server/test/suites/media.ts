import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { TUS_EXPIRY_MS, resumeVideoProcessing } from '../../src/services/media-tus.js';
import { ffmpegAvailable } from '../../src/services/media-video.js';
import { mediaPluginSuite } from './media-plugin.js';
import { firstMsg, json, listeningBase, login, type Client, type TestContext } from '../helpers.js';

const run = promisify(execFile);
const MB = 1024 * 1024;

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]) {
  const boundary = `----saishi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename === undefined ? `form-data; name="${p.name}"` : `form-data; name="${p.name}"; filename="${p.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SaishiCam', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 10/1 0/1' },
    })
    .toBuffer();
}

export function mediaSuite(ctx: TestContext) {
  /** The suite's app on a real port (streams that must be cut off early, tus over real sockets). */
  const listening = () => listeningBase(ctx.app);

  describe('media uploads', () => {
    let gov: Client;
    let youth: Client;
    const upload = (client: Client | null, url: string, parts: Part[], extra: Record<string, string> = {}) => {
      const body = multipart(parts);
      const headers: Record<string, string> = { ...body.headers, ...extra };
      if (client) Object.assign(headers, { cookie: client.cookie, 'x-csrf-token': client.token });
      return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers });
    };

    before(async () => {
      gov = await login(ctx.app, 'org_gov');
      youth = await login(ctx.app, 'org_youth');
    });

    it('re-encodes an image as PNG under a server name, without EXIF or GPS, and serves it with nosniff', async () => {
      const jpeg = await jpegWithGps();
      assert.ok((await sharp(jpeg).metadata()).exif, 'the test image carries EXIF');
      assert.ok(jpeg.includes(Buffer.from('secret-owner')));
      const res = await upload(gov, '/api/upload/image', [
        { name: 'use', data: 'headline' },
        { name: 'file', filename: '../../../etc/passwd.jpg', type: 'image/jpeg', data: jpeg },
      ]);
      const body = json<{ id: number; url: string; width: number; height: number; size: number }>(res);
      assert.equal(body.errno, 0, res.body);
      assert.equal(body.result.width, 40);
      assert.equal(body.result.height, 30);
      assert.match(body.result.url, /^\/api\/media\/img-[0-9a-f]{32}\.png$/);
      assert.ok(!body.result.url.includes('passwd'));

      const served = await ctx.app.inject({ method: 'GET', url: body.result.url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      const png = served.rawPayload;
      assert.equal(png.length, body.result.size);
      const meta = await sharp(png).metadata();
      assert.equal(meta.format, 'png');
      assert.equal(meta.exif, undefined);
      assert.ok(!png.includes(Buffer.from('secret-owner')));
      assert.ok(!png.includes(Buffer.from('SaishiCam')));
      // nothing was written outside the media folder under the client's name
      const row = await ctx.app.media.repo.byKey(body.result.url.split('/').pop()!);
      assert.equal(row?.name, 'passwd.jpg');
      assert.equal(row?.use, 'headline');
      assert.equal(row?.ownerUserId, gov.login.result.account.user_id);
    });

    it('rejects an image over 1 MB with 文件{name}超过1M,上传失败', async () => {
      const big = Buffer.alloc(MB + 10, 0xff);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await upload(gov, '/api/upload/image', [{ name: 'file', filename: '大图.jpg', type: 'image/jpeg', data: big }]);
      assert.equal(json(res).errno, 42200);
      assert.equal(firstMsg(res), '文件大图.jpg超过1M,上传失败');
    });

    it('decides the type by magic bytes: HTML or SVG renamed .png is rejected', async () => {
      for (const data of [
        '<html><body><script>alert(document.cookie)</script></body></html>',
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ]) {
        const res = await upload(gov, '/api/upload/image', [{ name: 'file', filename: 'photo.png', type: 'image/png', data }]);
        assert.equal(json(res).errno, 42200, data);
        assert.equal(firstMsg(res), '只能上传PNG、JPG、GIF、WEBP格式的图片');
      }
      // a PNG signature followed by garbage does not decode either
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]);
      const res = await upload(gov, '/api/upload/image', [{ name: 'file', filename: 'x.png', type: 'image/png', data: fake }]);
      assert.equal(firstMsg(res), '只能上传PNG、JPG、GIF、WEBP格式的图片');
    });

    it('rejects zero bytes, a missing file part and a non-multipart body, changing nothing', async () => {
      const empty = await upload(gov, '/api/upload/image', [{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.alloc(0) }]);
      assert.equal(firstMsg(empty), '文件大小为0，不能上传');
      const emptyFile = await upload(gov, '/api/upload/file', [{ name: 'file', filename: 'a.txt', data: Buffer.alloc(0) }]);
      assert.equal(firstMsg(emptyFile), '文件大小为0，不能上传');
      const noFile = await upload(gov, '/api/upload/file', [{ name: 'use', data: 'article' }]);
      assert.equal(firstMsg(noFile), '请选择要上传的文件');
      const asJson = await gov.post('/api/upload/file', { file: 'x' });
      assert.equal(firstMsg(asJson), '请选择要上传的文件');
      const badUse = await upload(gov, '/api/upload/file', [
        { name: 'use', data: '../x' },
        { name: 'file', filename: 'a.txt', data: 'x' },
      ]);
      assert.equal(firstMsg(badUse), '用途格式错误');
    });

    it('stores a generic file under a server name and serves it as an attachment with nosniff', async () => {
      const html = '<html><script>alert(1)</script></html>';
      const res = await upload(youth, '/api/upload/file', [
        { name: 'use', data: 'article' },
        { name: 'file', filename: '..\\..\\章程.html', type: 'text/html', data: html },
      ]);
      const body = json<{ url: string; name: string; mime: string; size: number }>(res);
      assert.equal(body.errno, 0, res.body);
      assert.equal(body.result.name, '章程.html');
      assert.equal(body.result.mime, 'application/octet-stream');
      assert.match(body.result.url, /^\/api\/media\/file-[0-9a-f]{32}\.html$/);
      const served = await ctx.app.inject({ method: 'GET', url: body.result.url });
      assert.equal(served.headers['content-type'], 'application/octet-stream');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.match(String(served.headers['content-disposition']), /^attachment; filename\*=UTF-8''/);
      assert.match(String(served.headers['content-security-policy']), /sandbox/);
      assert.equal(served.body, html);
    });

    it('rejects a file over 20 MB with 文件超过20M,请重新上传', async () => {
      const res = await upload(gov, '/api/upload/file', [{ name: 'file', filename: 'big.zip', data: Buffer.alloc(20 * MB + 1, 1) }]);
      assert.equal(firstMsg(res), '文件超过20M,请重新上传');
    });

    it('stops a 500 MB stream early with the size message while memory stays flat', async () => {
      const boundary = '----saishi500mb';
      let produced = 0;
      const chunk = Buffer.alloc(MB, 0x61);
      const total = 500;
      async function* body() {
        const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
        produced += head.length;
        yield head;
        for (let i = 0; i < total; i += 1) {
          produced += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const base = await listening();
      // a hostile sender: it goes on sending after the answer until the server cuts the connection
      const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${base}/api/upload/file`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: gov.cookie, 'x-csrf-token': gov.token },
        });
        let answer: { status: number; body: string } | null = null;
        const source = Readable.from(body());
        const finish = () => (answer ? resolve(answer) : reject(new Error('no answer')));
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => (answer = { status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', () => {
          source.destroy();
          setTimeout(finish, 200);
        });
        req.on('close', () => {
          source.destroy();
          setTimeout(finish, 200);
        });
        source.on('data', (data: Buffer) => {
          if (!req.write(data)) source.pause();
        });
        req.on('drain', () => source.resume());
        source.on('end', () => req.end());
      });
      const grown = process.memoryUsage().rss - rssBefore;
      assert.equal((JSON.parse(reply.body) as { result: { errors: { msg: string }[] } }).result.errors[0]!.msg, '文件超过20M,请重新上传');
      assert.ok(produced < 120 * MB, `the server took ${Math.round(produced / MB)} MB of the stream before closing`);
      assert.ok(grown < 150 * MB, `rss grew by ${Math.round(grown / MB)} MB`);
    });

    it('needs a login and the CSRF token', async () => {
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
      const anon = await upload(null, '/api/upload/image', [{ name: 'file', filename: 'a.png', data: png }]);
      assert.equal(anon.statusCode, 401);
      assert.equal(firstMsg(anon), '请先登录');
      const noCsrf = await upload(null, '/api/upload/image', [{ name: 'file', filename: 'a.png', data: png }], { cookie: gov.cookie });
      assert.equal(noCsrf.statusCode, 403);
      assert.equal(firstMsg(noCsrf), '登录过期，请重新登录');
      const anonFile = await upload(null, '/api/upload/file', [{ name: 'file', filename: 'a.txt', data: 'x' }]);
      assert.equal(anonFile.statusCode, 401);
      const anonKs = await ctx.app.inject({ method: 'GET', url: '/api/video_ks' });
      assert.equal(anonKs.statusCode, 401);
    });

    describe('video: tus upload with resume, then ffprobe/ffmpeg processing', () => {
      let dir: string;
      let video: Buffer;
      let oldVideo: Buffer;
      let hasFfmpeg = false;
      before(async () => {
        hasFfmpeg = await ffmpegAvailable();
        dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-video-'));
        if (!hasFfmpeg) return;
        const file = path.join(dir, 'clip.mp4');
        const lavfi = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'];
        await run('ffmpeg', [...lavfi, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file]);
        video = readFileSync(file);
        const old = path.join(dir, 'old.avi');
        await run('ffmpeg', [...lavfi, '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'mpeg4', '-c:a', 'mp3', '-shortest', '-y', old]);
        oldVideo = readFileSync(old);
      });
      after(() => rmSync(dir, { recursive: true, force: true }));

      const credentials = async (client: Client) => {
        const res = json<{ keyId: string; ks: string; token: string; Expiration: string }>(await client.get('/api/video_ks'));
        assert.equal(res.errno, 0);
        assert.ok(Date.parse(res.result.Expiration) > Date.now());
        return `${res.result.ks}.${res.result.token}`;
      };
      const tusHeaders = (client: Client, key: string) => ({
        'tus-resumable': '1.0.0',
        cookie: client.cookie,
        'x-csrf-token': client.token,
        'upload-key': key,
      });

      it('resumes after an interrupted PATCH, probes the video and serves it with a poster', async (t) => {
        if (!hasFfmpeg) {
          t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
          return;
        }
        const base = await listening();
        const key = await credentials(gov);
        const created = await fetch(`${base}/api/upload/video/`, {
          method: 'POST',
          headers: {
            ...tusHeaders(gov, key),
            'upload-length': String(video.length),
            'upload-metadata': `filename ${Buffer.from('决赛集锦.mp4').toString('base64')},use ${Buffer.from('match').toString('base64')}`,
          },
        });
        assert.equal(created.status, 201, await created.text());
        const location = created.headers.get('location')!;
        assert.match(location, /^\/api\/upload\/video\/[0-9a-f]{32}$/);
        const vid = location.split('/').pop()!;

        // the first PATCH dies half-way: the connection is cut after sending part of the bytes
        const half = Math.floor(video.length / 2);
        await new Promise<void>((resolve) => {
          const req = http.request(`${base}${location}`, {
            method: 'PATCH',
            headers: {
              ...tusHeaders(gov, key),
              'upload-offset': '0',
              'content-type': 'application/offset+octet-stream',
              'content-length': String(video.length),
            },
          });
          req.on('error', () => resolve());
          req.on('response', () => resolve());
          req.write(video.subarray(0, half), () => setTimeout(() => req.destroy(), 300));
        });
        await new Promise((r) => setTimeout(r, 300));
        const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tusHeaders(gov, key) });
        assert.equal(head.status, 200);
        const offset = Number(head.headers.get('upload-offset'));
        assert.ok(offset > 0 && offset <= half, `offset ${offset} after the cut (sent ${half})`);

        // another user can neither see nor continue it
        const foreign = await fetch(`${base}${location}`, { method: 'HEAD', headers: tusHeaders(youth, await credentials(youth)) });
        assert.equal(foreign.status, 404);
        const forged = await fetch(`${base}${location}`, {
          method: 'PATCH',
          headers: { ...tusHeaders(gov, 'x'), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: video.subarray(offset),
        });
        assert.equal(forged.status, 403);

        const rest = await fetch(`${base}${location}`, {
          method: 'PATCH',
          headers: { ...tusHeaders(gov, key), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: video.subarray(offset),
        });
        assert.equal(rest.status, 204, await rest.text());
        assert.equal(Number(rest.headers.get('upload-offset')), video.length);

        const pending = json<{ path: string }>(await gov.get(`/api/get_video_path?vid=${vid}`));
        assert.equal(pending.errno, 0);
        assert.equal(pending.result.path, '');

        await ctx.app.media.videos.idle();
        const done = json<{ path: string; poster: string; duration: number; width: number; height: number }>(await gov.get(`/api/get_video_path?vid=${vid}`));
        assert.equal(done.errno, 0);
        assert.match(done.result.path, /^\/api\/media\/video-[0-9a-f]{32}\.mp4$/);
        assert.match(done.result.poster, /^\/api\/media\/poster-[0-9a-f]{32}\.png$/);
        assert.equal(done.result.width, 160);
        assert.equal(done.result.height, 120);
        assert.ok(Math.abs(done.result.duration - 3) < 0.5, `duration ${done.result.duration}`);

        const served = await ctx.app.inject({ method: 'GET', url: done.result.path });
        assert.equal(served.statusCode, 200);
        assert.equal(served.headers['content-type'], 'video/mp4');
        assert.equal(served.headers['x-content-type-options'], 'nosniff');
        assert.ok(served.rawPayload.equals(video));
        const ranged = await ctx.app.inject({ method: 'GET', url: done.result.path, headers: { range: 'bytes=0-99' } });
        assert.equal(ranged.statusCode, 206);
        assert.equal(ranged.rawPayload.length, 100);
        assert.equal(ranged.headers['content-range'], `bytes 0-99/${video.length}`);
        const poster = await ctx.app.inject({ method: 'GET', url: done.result.poster });
        assert.equal(poster.headers['content-type'], 'image/png');
        assert.equal((await sharp(poster.rawPayload).metadata()).width, 160);

        const other = await youth.get(`/api/get_video_path?vid=${vid}`);
        assert.equal(other.statusCode, 404);
      });

      it('transcodes a video browsers cannot play (MPEG-4 part 2 in AVI) to H.264/AAC MP4', async (t) => {
        if (!hasFfmpeg) {
          t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
          return;
        }
        const base = await listening();
        const created = await fetch(`${base}/api/upload/video/`, {
          method: 'POST',
          headers: {
            ...tusHeaders(gov, await credentials(gov)),
            'upload-length': String(oldVideo.length),
            'content-type': 'application/offset+octet-stream',
          },
          body: oldVideo,
        });
        assert.equal(created.status, 201);
        const vid = created.headers.get('location')!.split('/').pop()!;
        await ctx.app.media.videos.idle();
        const done = json<{ path: string; width: number; height: number; duration: number }>(await gov.get(`/api/get_video_path?vid=${vid}`));
        assert.equal(done.errno, 0);
        assert.match(done.result.path, /\.mp4$/);
        assert.equal(done.result.width, 160);
        const served = await ctx.app.inject({ method: 'GET', url: done.result.path });
        assert.equal(served.headers['content-type'], 'video/mp4');
        const out = path.join(dir, 'served.mp4');
        await writeFile(out, served.rawPayload);
        const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', out]);
        assert.deepEqual(stdout.trim().split('\n').sort(), ['aac', 'h264']);
      });

      it('marks a finished upload that is not a video as failed and says so', async (t) => {
        if (!hasFfmpeg) {
          t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
          return;
        }
        const base = await listening();
        const key = await credentials(gov);
        const bytes = Buffer.from('<html><script>alert(1)</script></html>');
        const created = await fetch(`${base}/api/upload/video/`, {
          method: 'POST',
          headers: { ...tusHeaders(gov, key), 'upload-length': String(bytes.length), 'content-type': 'application/offset+octet-stream' },
          body: bytes,
        });
        assert.equal(created.status, 201);
        const vid = created.headers.get('location')!.split('/').pop()!;
        await ctx.app.media.videos.idle();
        const res = await gov.get(`/api/get_video_path?vid=${vid}`);
        assert.equal(json(res).errno, 40000);
        assert.equal(firstMsg(res), '视频处理失败，请重新上传');
      });

      // An HLS playlist sent as 决赛.mp4: left to guess the container, ffmpeg read it as HLS and fetched its segments —
      // a file of the server (its bytes became a public video) or an address. Now the upload is read only as the
      // container its first bytes show, through the file protocol alone: no container, no video, nothing fetched.
      it('reads nothing an uploaded HLS playlist or concat list names (a file of the server, a local address) and fails it', async (t) => {
        if (!hasFfmpeg) {
          t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
          return;
        }
        let connections = 0;
        const listener = http.createServer((_req, res) => res.end());
        listener.on('connection', () => {
          connections += 1;
        });
        await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
        const target = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
        try {
          // a video file of the server, as another user's upload would be
          const secret = path.join(dir, 'secret.ts');
          await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-c:v', 'libx264', '-f', 'mpegts', '-y', secret]);
          const uploads = [
            `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${secret}\n#EXTINF:2,\n${target}/segment.ts\n#EXT-X-ENDLIST\n`,
            `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${target}/segment.ts\n#EXTINF:2,\nfile:${secret}\n#EXT-X-ENDLIST\n`,
            `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n${target}/variant.m3u8\n`,
            `ffconcat version 1.0\nfile ${secret}\nfile ${target}/clip.mp4\n`,
          ];
          const base = await listening();
          for (const text of uploads) {
            const bytes = Buffer.from(text);
            const created = await fetch(`${base}/api/upload/video/`, {
              method: 'POST',
              headers: {
                ...tusHeaders(gov, await credentials(gov)),
                'upload-length': String(bytes.length),
                'upload-metadata': `filename ${Buffer.from('决赛.mp4').toString('base64')}`,
                'content-type': 'application/offset+octet-stream',
              },
              body: bytes,
            });
            assert.equal(created.status, 201);
            const vid = created.headers.get('location')!.split('/').pop()!;
            await ctx.app.media.videos.idle();
            const res = await gov.get(`/api/get_video_path?vid=${vid}`);
            assert.equal(firstMsg(res), '视频处理失败，请重新上传', `${text}\n→ ${res.body}`);
            assert.equal((await ctx.app.media.repo.byUploadId(vid))?.status, 'failed');
          }
          assert.equal(connections, 0, 'nothing connected to the address a playlist named');
        } finally {
          await new Promise<void>((resolve) => listener.close(() => resolve()));
        }
      });

      it('processes again after a restart a video that was left in processing, and fails stale uploads', async (t) => {
        if (!hasFfmpeg) {
          t.skip('ffmpeg/ffprobe 未安装，跳过视频处理测试');
          return;
        }
        const services = ctx.app.media;
        const uploadId = randomBytes(16).toString('hex');
        await mkdir(services.tusDir, { recursive: true });
        await writeFile(path.join(services.tusDir, uploadId), video);
        const row = await services.repo.insert({
          ownerUserId: gov.login.result.account.user_id,
          kind: 'video',
          storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
          mime: 'video/*',
          uploadId,
          status: 'processing',
        });
        assert.ok((await resumeVideoProcessing(services)) >= 1);
        await services.videos.idle();
        const done = json<{ path: string; width: number }>(await gov.get(`/api/get_video_path?vid=${uploadId}`));
        assert.match(done.result.path, /^\/api\/media\/video-/);
        assert.equal(done.result.width, 160);

        const stale = await services.repo.insert({
          ownerUserId: gov.login.result.account.user_id,
          kind: 'video',
          storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
          mime: 'video/*',
          uploadId: randomBytes(16).toString('hex'),
          status: 'uploading',
          createdAt: new Date(Date.now() - 2 * TUS_EXPIRY_MS),
        });
        await services.repo.failStaleUploads(new Date(Date.now() - TUS_EXPIRY_MS));
        assert.equal((await services.repo.byUploadId(stale.uploadId!))?.status, 'failed');
        assert.equal((await services.repo.byUploadId(row.uploadId!))?.status, 'ready');
      });

      it('refuses tus requests without valid upload credentials or CSRF token', async () => {
        const base = await listening();
        const noKey = await fetch(`${base}/api/upload/video/`, {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0', cookie: gov.cookie, 'x-csrf-token': gov.token, 'upload-length': '10' },
        });
        assert.equal(noKey.status, 403);
        const noCsrf = await fetch(`${base}/api/upload/video/`, {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0', cookie: gov.cookie, 'upload-key': await credentials(gov), 'upload-length': '10' },
        });
        assert.equal(noCsrf.status, 403);
        const anon = await fetch(`${base}/api/upload/video/`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
        assert.equal(anon.status, 401);
        const badVid = await gov.get('/api/get_video_path?vid=../../etc');
        assert.equal(json(badVid).errno, 42200);
      });
    });

    it('serves private documents (use licence, id_card…) only to the uploader, its institution and admins', async () => {
      const res = await upload(youth, '/api/upload/file', [
        { name: 'use', data: 'licence' },
        { name: 'file', filename: '营业执照.pdf', data: '%PDF-1.4 licence' },
      ]);
      const url = json<{ url: string }>(res).result.url;
      const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: youth.cookie } });
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers['cache-control'], 'private, no-store');
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })).statusCode, 200);
      assert.equal((await ctx.app.inject({ method: 'GET', url, headers: { cookie: gov.cookie } })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 404);
    });

    it('answers 404 for unknown or malformed media keys, never a file outside storage', async () => {
      for (const url of ['/api/media/img-00000000000000000000000000000000.png', '/api/media/..%2F..%2Fpackage.json', '/api/media/%2e%2e']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
        assert.equal(json(res).errno, 404);
      }
    });
  });
  mediaPluginSuite(ctx);
}
