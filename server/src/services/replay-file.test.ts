import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeTestPatternHls } from '../routes/live/demo-stream.js';
import { LocalStorage, type MediaStorage } from '../storage/index.js';
import { probeVideo } from './media-video.js';
import { REPLAY_FILE_MSG } from 'shared/rules';
import { buildReplayMp4, createReplayReader, locate, ReplayFileError } from './replay-file.js';

const SEGMENT_KEY = 'video-00000000000000000000000000000b02.ts';
const PLAYLIST_KEY = 'video-00000000000000000000000000000b01.m3u8';

/** A storage that fails the test when touched: external replays must never read it. */
const untouchable: MediaStorage = {
  kind: 'local',
  putFile: () => Promise.reject(new Error('storage touched')),
  putBuffer: () => Promise.reject(new Error('storage touched')),
  get: () => Promise.reject(new Error('storage touched')),
  delete: () => Promise.reject(new Error('storage touched')),
};

describe('locate', () => {
  it('keeps storage paths for replays of this platform and external URLs external', () => {
    const own = locate(`/api/media/${PLAYLIST_KEY}`);
    assert.deepEqual(own, { kind: 'storage', key: PLAYLIST_KEY });
    assert.deepEqual(locate(SEGMENT_KEY, own), { kind: 'storage', key: SEGMENT_KEY });
    assert.deepEqual(locate('https://cdn.example.com/a/b.ts', own), { kind: 'http', url: 'https://cdn.example.com/a/b.ts' });
    assert.throws(() => locate('../../etc/passwd', own), ReplayFileError);
    const ext = locate('https://cdn.example.com/live/index.m3u8');
    assert.deepEqual(locate('seg-1.ts', ext), { kind: 'http', url: 'https://cdn.example.com/live/seg-1.ts' });
    // an external playlist cannot name this platform's storage
    assert.deepEqual(locate(`http://storage.invalid/api/media/${SEGMENT_KEY}`, ext), { kind: 'http', url: `http://storage.invalid/api/media/${SEGMENT_KEY}` });
    assert.deepEqual(locate(`/api/media/${SEGMENT_KEY}`, ext), { kind: 'http', url: `https://cdn.example.com/api/media/${SEGMENT_KEY}` });
    assert.throws(() => locate('file:///etc/passwd', ext), ReplayFileError);
  });
});

describe('buildReplayMp4 (ffmpeg)', { timeout: 120_000 }, () => {
  let dir = '';
  let server: http.Server;
  let base = '';
  const requested: string[] = [];
  const loopback = (a: string) => a === '127.0.0.1';

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-replay-test-'));
    // 6 s of test pattern with a tone, 2 s segments in one byte-ranged file (as the demo stream)
    await writeTestPatternHls({ dir, seconds: 6, size: '320x180', segment: 'seg.ts', playlist: 'play.m3u8' });
    const media = readFileSync(path.join(dir, 'play.m3u8'), 'utf8');
    writeFileSync(path.join(dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=150000\nmissing-low.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=320x180\nplay.m3u8\n');
    writeFileSync(path.join(dir, 'metadata.m3u8'), '#EXTM3U\n#EXTINF:2,\nhttp://169.254.169.254/latest/meta-data/seg.ts\n#EXT-X-ENDLIST\n');
    writeFileSync(path.join(dir, 'private.m3u8'), '#EXTM3U\n#EXTINF:2,\nhttp://10.0.0.7/seg.ts\n#EXT-X-ENDLIST\n');
    writeFileSync(path.join(dir, 'storage.m3u8'), `#EXTM3U\n#EXTINF:2,\nhttp://storage.invalid/api/media/${SEGMENT_KEY}\n#EXT-X-ENDLIST\n`);
    writeFileSync(path.join(dir, 'locked.m3u8'), media.replace('#EXTINF', '#EXT-X-KEY:METHOD=AES-128,URI="k.bin"\n#EXTINF'));
    writeFileSync(path.join(dir, 'page.m3u8'), '<!doctype html><p>not found</p>');
    server = http.createServer(async (req, res) => {
      requested.push(req.url ?? '');
      const file = path.join(dir, path.basename(req.url ?? ''));
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) {
        res.writeHead(404);
        return res.end();
      }
      const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (m) {
        const [start, end] = [Number(m[1]), Math.min(Number(m[2]), bytes.length - 1)];
        res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${bytes.length}` });
        return res.end(bytes.subarray(start, end + 1));
      }
      res.end(bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const external = () => createReplayReader({ storage: untouchable, canReadKey: async () => false, allowAddress: loopback });
  const failure = async (source: string, reader = external()) => {
    try {
      await buildReplayMp4(source, path.join(dir, 'never.mp4'), { reader });
    } catch (error) {
      assert.ok(error instanceof ReplayFileError, String(error));
      return error.message;
    }
    return 'built';
  };

  it('remuxes the highest-bandwidth variant of an external master playlist into one MP4 with progress', async () => {
    const out = path.join(dir, 'external.mp4');
    const progress: number[] = [];
    const built = await buildReplayMp4(`${base}/master.m3u8`, out, { reader: external(), onProgress: (p) => progress.push(p) });
    const probe = await probeVideo(out);
    assert.ok(probe, 'ffprobe reads the file');
    assert.equal(probe.videoCodec, 'h264');
    assert.equal(probe.audioCodec, 'aac');
    assert.equal(probe.width, 320);
    assert.ok(Math.abs(probe.duration - 6) < 0.5, String(probe.duration));
    assert.equal(built.size, (await stat(out)).size);
    assert.deepEqual(progress, [...progress].sort((a, b) => a - b), 'progress only grows');
    assert.equal(progress.at(-1), 95);
    assert.ok(!requested.includes('/missing-low.m3u8'), 'the lower variant is not read');
    // the segments were read as byte ranges of the one file
    assert.ok(requested.filter((u) => u === '/seg.ts').length >= 3);
    // index first (+faststart): moov before mdat
    const head = (await readFile(out)).subarray(0, 4096).toString('latin1');
    assert.ok(head.indexOf('moov') > 0 && (head.indexOf('mdat') < 0 || head.indexOf('moov') < head.indexOf('mdat')));
  });

  it('reads a replay of this platform from the storage, never over HTTP', async () => {
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-replay-storage-'));
    try {
      const storage = new LocalStorage(storageDir);
      await storage.putBuffer(SEGMENT_KEY, readFileSync(path.join(dir, 'seg.ts')), 'video/mp2t');
      await storage.putBuffer(PLAYLIST_KEY, Buffer.from(readFileSync(path.join(dir, 'play.m3u8'), 'utf8').replaceAll('seg.ts', SEGMENT_KEY)), 'application/vnd.apple.mpegurl');
      const asked: string[] = [];
      const reader = createReplayReader({
        storage,
        canReadKey: async (key) => {
          asked.push(key);
          return true;
        },
        allowAddress: () => false,
      });
      const out = path.join(dir, 'own.mp4');
      await buildReplayMp4(`/api/media/${PLAYLIST_KEY}`, out, { reader });
      assert.ok(Math.abs((await probeVideo(out))!.duration - 6) < 0.5);
      assert.deepEqual([...new Set(asked)], [PLAYLIST_KEY, SEGMENT_KEY]);
      const refusing = createReplayReader({ storage, canReadKey: async (key) => key === PLAYLIST_KEY });
      assert.equal(await failure(`/api/media/${PLAYLIST_KEY}`, refusing), REPLAY_FILE_MSG.unreachable);
    } finally {
      rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('refuses segments on internal addresses, storage names in external playlists, encryption and non-playlists', async () => {
    assert.equal(await failure(`${base}/metadata.m3u8`), REPLAY_FILE_MSG.address);
    assert.equal(await failure(`${base}/private.m3u8`), REPLAY_FILE_MSG.address);
    assert.equal(await failure(`${base}/storage.m3u8`), REPLAY_FILE_MSG.unreachable);
    assert.equal(await failure(`${base}/locked.m3u8`), REPLAY_FILE_MSG.encrypted);
    assert.equal(await failure(`${base}/page.m3u8`), REPLAY_FILE_MSG.notHls);
    assert.equal(await failure(`${base}/gone.m3u8`), REPLAY_FILE_MSG.unreachable);
    // the default guard: no loopback at all
    const guarded = createReplayReader({ storage: untouchable, canReadKey: async () => false });
    assert.equal(await failure(`${base}/master.m3u8`, guarded), REPLAY_FILE_MSG.address);
  });

  it('stops ffmpeg when aborted', async () => {
    const abort = new AbortController();
    abort.abort(new Error('stop'));
    await assert.rejects(buildReplayMp4(`${base}/play.m3u8`, path.join(dir, 'aborted.mp4'), { reader: external(), signal: abort.signal }), /stop/);
  });
});
