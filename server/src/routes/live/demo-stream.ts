/**
 * The demo live stream (seed-live.ts): after start, when the seeded media rows of the demo stream are still
 * `processing`, ffmpeg makes a 30-second HLS VOD (test pattern with a tone; one byte-ranged .ts segment file so the
 * playlist needs only two storage objects), a 20-second MP4 replay and a 5-second ad clip, stores them in the media storage under the
 * seeded keys and marks the rows ready. Served like every upload by GET /api/media/<key> (Range for the segment).
 * Files already in the storage (a reseeded database on the same data folder) are reused.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { DEMO_LIVE_MEDIA, DEMO_LIVE_USE } from '../../db/seed-live.js';

const run = promisify(execFile);

/**
 * An HLS VOD made with ffmpeg in `dir`: test pattern with a 440 Hz tone, 2 s segments in one byte-ranged .ts file
 * (EXT-X-BYTERANGE). The demo stream and the replay-file tests use it.
 */
export async function writeTestPatternHls(
  { dir, seconds, size, segment, playlist }: { dir: string; seconds: number; size: string; segment: string; playlist: string },
  opts: { signal?: AbortSignal; timeout?: number } = {},
): Promise<void> {
  await run(
    'ffmpeg',
    [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`,
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
      '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50',
      '-c:a', 'aac', '-b:a', '64k',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_flags', 'single_file',
      '-hls_segment_filename', path.join(dir, segment),
      path.join(dir, playlist),
    ],
    opts,
  );
}

/** Starts the generation in the background once the server is ready; stops ffmpeg when the server closes. */
export function startDemoStreams(app: FastifyInstance): void {
  const abort = new AbortController();
  let job: Promise<void> = Promise.resolve();
  app.addHook('onReady', async function startDemoLiveStreams() {
    job = generateDemoStreams(app, abort.signal).catch((error: unknown) => {
      if (!abort.signal.aborted) app.log.warn({ err: error }, 'demo live stream not generated');
    });
  });
  app.addHook('onClose', async () => {
    abort.abort();
    await job;
  });
}

async function generateDemoStreams(app: FastifyInstance, signal: AbortSignal): Promise<void> {
  const keys = Object.values(DEMO_LIVE_MEDIA);
  const rows = await app.repos.live.demoMedia(DEMO_LIVE_USE, keys);
  if (!rows.some((r) => r.status === 'processing')) return;
  const storage = app.media.storage;
  const sizes = new Map<string, number>();
  for (const key of keys) {
    const object = await storage.get(key);
    if (object) {
      object.stream.destroy();
      sizes.set(key, object.total);
    }
  }
  if (sizes.size < keys.length) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'saishi-live-demo-'));
    try {
      const opts = { signal, timeout: 120_000 };
      await writeTestPatternHls({ dir, seconds: 30, size: '640x360', segment: DEMO_LIVE_MEDIA.segment, playlist: DEMO_LIVE_MEDIA.playlist }, opts);
      // the pre-roll ad: 5 s colour bars with a tone, MP4 with the index first
      await run(
        'ffmpeg',
        [
          '-v', 'error', '-y',
          '-f', 'lavfi', '-i', 'smptebars=size=640x360:rate=25',
          '-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100',
          '-t', '5', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
          '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart',
          path.join(dir, DEMO_LIVE_MEDIA.adClip),
        ],
        opts,
      );
      // a replay as one MP4 file (index first): downloadable from 已播列表
      await run(
        'ffmpeg',
        [
          '-v', 'error', '-y',
          '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25',
          '-f', 'lavfi', '-i', 'sine=frequency=523:sample_rate=44100',
          '-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
          '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart',
          path.join(dir, DEMO_LIVE_MEDIA.replayFile),
        ],
        opts,
      );
      const mimes: Record<string, string> = {
        [DEMO_LIVE_MEDIA.playlist]: 'application/vnd.apple.mpegurl',
        [DEMO_LIVE_MEDIA.segment]: 'video/mp2t',
        [DEMO_LIVE_MEDIA.adClip]: 'video/mp4',
        [DEMO_LIVE_MEDIA.replayFile]: 'video/mp4',
      };
      for (const key of keys) {
        const file = path.join(dir, key);
        const size = (await stat(file)).size;
        await storage.putFile(key, file, mimes[key]);
        sizes.set(key, size);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  for (const row of rows) {
    await app.repos.live.markDemoMediaReady(row.id, {
      size: sizes.get(row.key) ?? 0,
      width: 640,
      height: 360,
      duration: row.key === DEMO_LIVE_MEDIA.adClip ? 5 : row.key === DEMO_LIVE_MEDIA.replayFile ? 20 : 30,
    });
  }
  app.log.info('demo live stream ready');
}
