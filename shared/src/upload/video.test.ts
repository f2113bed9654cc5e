import { http as mswHttp, HttpResponse } from 'msw';
import { setupPageTest, signInForTest } from '../mocks/testing';
import { enableFetchVideoTransport } from './fetch-transport';
import { readBytes } from './upload';
import {
  getVideoCredentials,
  forgetVideoCredentials,
  VideoUploader,
  videoFingerprint,
  waitForVideoPath,
  videoUploadPlan,
  VIDEO_CHUNK_SIZE,
  VIDEO_MAX_PARTS,
  VIDEO_PARALLEL_UPLOADS,
  VIDEO_RETRY_DELAYS,
  type VideoUploadState,
} from './video';

const server = setupPageTest();
beforeAll(() => enableFetchVideoTransport());

interface Seen {
  method: string;
  path: string;
  offset: string | null;
  key: string | null;
  csrf: string | null;
  /** Upload-Concat: `partial` or `final;<urls>` */
  concat: string | null;
}

/** Every tus request of the test (method, path, Upload-Offset, credentials). */
function recordTus(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/upload/video')) return;
    seen.push({
      method: request.method,
      path: url.pathname,
      offset: request.headers.get('Upload-Offset'),
      key: request.headers.get('Upload-Key'),
      csrf: request.headers.get('X-CSRF-TOKEN'),
      concat: request.headers.get('Upload-Concat'),
    });
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

function bigVideo(size = Math.round(2.5 * 1024 * 1024)): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = (i / 4096) % 251;
  return new File([bytes], '决赛集锦.mp4', { type: 'video/mp4', lastModified: 1700000000000 });
}

function run(uploader: VideoUploader): Promise<VideoUploadState> {
  return new Promise((resolve) => {
    const original = uploader['options'].onStateChange;
    uploader['options'].onStateChange = (state) => {
      original?.(state);
      if (state === 'success' || state === 'failure' || state === 'canceled') resolve(state);
    };
    void uploader.start();
  });
}

const MB = 1024 * 1024;
/** Several megabytes through MSW in jsdom take seconds; more on a busy machine. */
const UPLOAD_TEST_MS = 90_000;

/** Byte-for-byte equality (jest's toEqual walks megabytes too slowly). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Resolves once `done()` holds (checked every 20 ms), fails after `ms`. */
async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const isPartCreation = (r: Seen) => r.method === 'POST' && r.concat === 'partial';
const isFinal = (r: Seen) => r.method === 'POST' && Boolean(r.concat?.startsWith('final;'));

/** No byte range went twice to the same upload: the PATCH offsets of each upload URL are all different. */
function expectNoPartSentTwice(seen: Seen[]): void {
  const byUrl = new Map<string, string[]>();
  for (const r of seen.filter((x) => x.method === 'PATCH')) byUrl.set(r.path, [...(byUrl.get(r.path) ?? []), r.offset!]);
  for (const offsets of byUrl.values()) expect(new Set(offsets).size).toBe(offsets.length);
}

function fileOf(bytes: Uint8Array<ArrayBuffer>, name = 'clip.mp4'): File {
  return new File([bytes], name, { type: 'video/mp4', lastModified: 1700000000000 });
}

describe('video upload helpers', () => {
  it('uses the §9 constants: 1 MB parts, 5 in parallel, 3 retries 2 s apart, at most 10000 parts', () => {
    expect(VIDEO_CHUNK_SIZE).toBe(1024 * 1024);
    expect(VIDEO_PARALLEL_UPLOADS).toBe(5);
    expect(VIDEO_RETRY_DELAYS).toEqual([2000, 2000, 2000]);
    expect(VIDEO_MAX_PARTS).toBe(10000);
  });

  it('plans up to 5 partial uploads of whole 1 MB parts; a file of one part goes as a single upload', () => {
    expect(videoUploadPlan(1000)).toEqual({ chunkSize: MB, parallelUploads: 1, boundaries: null });
    expect(videoUploadPlan(MB)).toEqual({ chunkSize: MB, parallelUploads: 1, boundaries: null });
    expect(videoUploadPlan(MB + 1)).toEqual({ chunkSize: MB, parallelUploads: 2, boundaries: [{ start: 0, end: MB }, { start: MB, end: MB + 1 }] });
    expect(videoUploadPlan(3.5 * MB).boundaries).toEqual([0, 1, 2, 3].map((i) => ({ start: i * MB, end: Math.min(3.5, i + 1) * MB })));
    // 12 parts: 3, 3, 2, 2, 2
    expect(videoUploadPlan(12 * MB).boundaries).toEqual([
      { start: 0, end: 3 * MB },
      { start: 3 * MB, end: 6 * MB },
      { start: 6 * MB, end: 8 * MB },
      { start: 8 * MB, end: 10 * MB },
      { start: 10 * MB, end: 12 * MB },
    ]);
    for (const size of [5 * MB - 7, 5 * MB, 47 * MB + 3, 2 * 1024 * MB, 40 * 1024 * MB + 9]) {
      const plan = videoUploadPlan(size);
      expect(plan.parallelUploads).toBe(5);
      expect(Math.ceil(size / plan.chunkSize)).toBeLessThanOrEqual(VIDEO_MAX_PARTS);
      const bounds = plan.boundaries!;
      expect(bounds).toHaveLength(5);
      expect(bounds[0]!.start).toBe(0);
      expect(bounds.at(-1)!.end).toBe(size);
      bounds.forEach((b, i) => {
        expect(b.start % plan.chunkSize).toBe(0);
        expect(b.end).toBeGreaterThan(b.start);
        if (i > 0) expect(b.start).toBe(bounds[i - 1]!.end);
      });
    }
  });

  it('fingerprints a file by name, size, date and a hash of its first 1024 bytes', async () => {
    const a = new Uint8Array(3000);
    const b = new Uint8Array(3000);
    b[2000] = 7; // differs after the first 1024 bytes
    const c = new Uint8Array(3000);
    c[10] = 7; // differs inside them
    expect(await videoFingerprint(fileOf(a))).toBe(await videoFingerprint(fileOf(b)));
    expect(await videoFingerprint(fileOf(a))).not.toBe(await videoFingerprint(fileOf(c)));
    expect(await videoFingerprint(fileOf(a))).toMatch(/^saishi-video:clip\.mp4:3000:1700000000000:[0-9a-f]+$/);
  });

  it('polls get_video_path until the path is filled', async () => {
    signInForTest('org_gov');
    let calls = 0;
    server.use(
      mswHttp.get('/api/get_video_path', ({ request }) => {
        calls += 1;
        expect(new URL(request.url).searchParams.get('vid')).toBe('a'.repeat(32));
        const path = calls < 3 ? '' : '/api/media/video-1.mp4';
        return HttpResponse.json({ errno: 0, result: path ? { path, poster: '/api/media/poster-1.png', duration: 3, width: 160, height: 120 } : { path } });
      }),
    );
    const video = await waitForVideoPath('a'.repeat(32), { intervalMs: 10 });
    expect(calls).toBe(3);
    expect(video).toMatchObject({ path: '/api/media/video-1.mp4', duration: 3 });
  });

  it('passes on the first error message of get_video_path', async () => {
    signInForTest('org_gov');
    server.use(mswHttp.get('/api/get_video_path', () => HttpResponse.json({ errno: 40000, result: { errors: [{ msg: '视频处理失败，请重新上传' }] } })));
    await expect(waitForVideoPath('b'.repeat(32), { intervalMs: 10 })).rejects.toThrow('视频处理失败，请重新上传');
  });

  it('caches the upload credentials until they expire', async () => {
    signInForTest('org_gov');
    forgetVideoCredentials();
    let calls = 0;
    server.use(
      mswHttp.get('/api/video_ks', () => {
        calls += 1;
        return HttpResponse.json({ errno: 0, result: { keyId: 'k', ks: 'k.1', token: 't', Expiration: new Date(Date.now() + 30 * 60000).toISOString() } });
      }),
    );
    await getVideoCredentials();
    await getVideoCredentials();
    expect(calls).toBe(1);
    await getVideoCredentials(true);
    expect(calls).toBe(2);
  });

  it('refuses a file that is not a video without sending it', async () => {
    const states: string[] = [];
    const errors: string[] = [];
    const uploader = new VideoUploader(new File(['x'], 'a.txt', { type: 'text/plain' }), {
      onStateChange: (s) => states.push(s),
      onError: (m) => errors.push(m),
    });
    await uploader.start();
    expect(uploader.state).toBe('failure');
    expect(errors).toEqual(['只能上传视频文件']);
  });
});

describe('VideoUploader over tus', () => {
  it('sends the parts as partial uploads with the upload key and CSRF token, joins them with the final POST, then the path appears', async () => {
    const { token } = signInForTest('org_gov');
    forgetVideoCredentials();
    const seen = recordTus();
    const progress: number[] = [];
    const states: VideoUploadState[] = [];
    const file = bigVideo();
    const uploader = new VideoUploader(file, { use: 'match', onProgress: (p) => progress.push(p), onStateChange: (s) => states.push(s) });
    expect(uploader.state).toBe('ready');
    expect(await run(uploader)).toBe('success');
    expect(states).toEqual(['uploading', 'success']);
    // 2.5 MB: three partial uploads of one 1 MB part each, then the final POST
    const parts = seen.filter(isPartCreation);
    expect(parts).toHaveLength(3);
    const patches = seen.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(3);
    expect(patches.map((r) => r.offset)).toEqual(['0', '0', '0']);
    expect(new Set(patches.map((r) => r.path)).size).toBe(3);
    for (const r of patches) expect(r.concat).toBe('partial');
    const finals = seen.filter(isFinal);
    expect(finals).toHaveLength(1);
    expect(seen.at(-1)).toBe(finals[0]);
    // the final lists the partial uploads in the order of the file
    const listed = finals[0]!.concat!.slice('final;'.length).split(' ');
    expect(listed.map((url) => new URL(url, 'http://localhost').pathname).sort()).toEqual([...new Set(patches.map((r) => r.path))].sort());
    for (const r of seen) {
      expect(r.key).toMatch(/^[0-9a-f]{16}\.\d{13}\.[0-9a-f]{64}$/);
      expect(r.csrf).toBe(token);
    }
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= progress[i - 1]!))).toBe(true);
    expect(uploader.vid).toMatch(/^[0-9a-f]{32}$/);
    expect(listed.some((url) => url.endsWith(uploader.vid!))).toBe(false);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);

    const video = await waitForVideoPath(uploader.vid!, { intervalMs: 10 });
    expect(video.path).toMatch(/^\/api\/media\/mock-\d+\.mp4$/);
    const served = new Uint8Array(await (await fetch(`http://localhost${video.path}`)).arrayBuffer());
    expect(served.byteLength).toBe(file.size);
    expect(sameBytes(served, new Uint8Array(await readBytes(file)))).toBe(true);
  }, UPLOAD_TEST_MS);

  it('sends a file of one part as a single upload', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    const uploader = new VideoUploader(bigVideo(VIDEO_CHUNK_SIZE - 10));
    expect(await run(uploader)).toBe('success');
    expect(seen.map((r) => [r.method, r.concat])).toEqual([
      ['POST', null],
      ['PATCH', null],
    ]);
    expect(uploader.vid).toBe(seen[1]!.path.split('/').pop());
  });

  it('resumes after a page reload from the offsets the server has (no partial upload is created twice)', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    // 7 parts: 5 partial uploads of 2, 2, 1, 1 and 1 parts
    const file = bigVideo(7 * VIDEO_CHUNK_SIZE);
    const checkpoint = () => Object.keys(localStorage).filter((k) => k.startsWith('tus::saishi-video:决赛集锦.mp4:'));
    const first = new VideoUploader(file);
    await new Promise<void>((resolve) => {
      let stopped = false;
      first['options'].onProgress = (percent) => {
        // stop once every partial upload is on the server (the checkpoint holds their URLs) and the file is not all sent
        if (!stopped && checkpoint().length === 1 && percent < 100) {
          stopped = true;
          void first.stop().then(resolve);
        }
      };
      void first.start();
    });
    expect(first.state).toBe('stopped');
    const [key] = checkpoint();
    const stored = JSON.parse(localStorage.getItem(key!)!) as { parallelUploadUrls: string[]; size: number };
    expect(stored.size).toBe(file.size);
    expect(stored.parallelUploadUrls).toHaveLength(5);
    const before = seen.length;
    expect(seen.filter(isPartCreation)).toHaveLength(5);
    expect(seen.filter(isFinal)).toHaveLength(0);

    // "reload": a new uploader for the same file finds the checkpoint in localStorage
    const again = new VideoUploader(file);
    expect(await run(again)).toBe('success');
    const after = seen.slice(before);
    expect(seen.filter(isPartCreation)).toHaveLength(5);
    // each partial upload first asks the server for its offset
    expect(after.slice(0, 5).every((r) => r.method === 'HEAD')).toBe(true);
    expect(new Set(after.slice(0, 5).map((r) => r.path))).toEqual(new Set(stored.parallelUploadUrls.map((u) => new URL(u, 'http://localhost').pathname)));
    expect(after.filter((r) => r.method === 'PATCH').length).toBeLessThan(7);
    expectNoPartSentTwice(seen);
    expect(seen.filter(isFinal)).toHaveLength(1);
    expect(checkpoint()).toEqual([]);
    const served = new Uint8Array(await (await fetch(`http://localhost${(await waitForVideoPath(again.vid!, { intervalMs: 10 })).path}`)).arrayBuffer());
    expect(sameBytes(served, new Uint8Array(await readBytes(file)))).toBe(true);
  }, UPLOAD_TEST_MS);

  it('continues after stop with the same uploader and finishes', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    const file = bigVideo(4 * VIDEO_CHUNK_SIZE);
    const uploader = new VideoUploader(file);
    const states: VideoUploadState[] = [];
    uploader['options'].onStateChange = (s) => states.push(s);
    await new Promise<void>((resolve) => {
      uploader['options'].onProgress = (percent) => {
        if (percent >= 30 && uploader.state === 'uploading') void uploader.stop().then(resolve);
      };
      void uploader.start();
    });
    expect(uploader.state).toBe('stopped');
    uploader['options'].onProgress = undefined;
    expect(await run(uploader)).toBe('success');
    expect(states.slice(0, 3)).toEqual(['uploading', 'stopped', 'uploading']);
    expectNoPartSentTwice(seen);
    expect(seen.filter(isFinal)).toHaveLength(1);
  }, UPLOAD_TEST_MS);

  it('retries a part whose connection dropped (2 s later) and finishes', async () => {
    signInForTest('org_gov');
    let failures = 0;
    server.use(
      mswHttp.patch('/api/upload/video/:id', () => {
        if (failures === 0) {
          failures += 1;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const started = Date.now();
    expect(await run(new VideoUploader(bigVideo(VIDEO_CHUNK_SIZE / 2)))).toBe('success');
    expect(failures).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('renews an expired upload key and goes on', async () => {
    signInForTest('org_gov');
    forgetVideoCredentials();
    let ksCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/video_ks')) ksCalls += 1;
    });
    let expiredOnce = false;
    server.use(
      mswHttp.patch('/api/upload/video/:id', () => {
        if (expiredOnce) return undefined;
        expiredOnce = true;
        return new HttpResponse('上传凭证已过期，请重新获取', { status: 401, headers: { 'Upload-Key-Expired': '1' } });
      }),
    );
    expect(await run(new VideoUploader(bigVideo(1000)))).toBe('success');
    expect(ksCalls).toBe(2);
  });

  it('cancels with a tus DELETE of every partial upload and ends canceled', async () => {
    const { token } = signInForTest('org_gov');
    const seen = recordTus();
    const uploader = new VideoUploader(bigVideo());
    const state = await new Promise<VideoUploadState>((resolve) => {
      uploader['options'].onProgress = (percent) => {
        if (percent >= 30 && uploader.state === 'uploading') void uploader.cancel().then(() => resolve(uploader.state));
      };
      void uploader.start();
    });
    expect(state).toBe('canceled');
    // a partial upload whose creation was under way is deleted when its answer comes
    await until(() => seen.filter((r) => r.method === 'DELETE').length >= seen.filter(isPartCreation).length);
    await new Promise((r) => setTimeout(r, 100));
    const created = seen.filter(isPartCreation).length;
    const deletes = seen.filter((r) => r.method === 'DELETE');
    expect(created).toBeGreaterThan(0);
    expect(deletes).toHaveLength(created);
    for (const r of deletes) {
      expect(r.key).toMatch(/^[0-9a-f]{16}\./);
      expect(r.csrf).toBe(token);
      // gone from the server
      const head = await fetch(`http://localhost${r.path}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
      expect(head.status).toBe(404);
    }
    expect(seen.filter(isFinal)).toHaveLength(0);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('cancels a single upload with a tus DELETE', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    const uploader = new VideoUploader(bigVideo(VIDEO_CHUNK_SIZE / 2));
    await new Promise<void>((resolve) => {
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'PATCH') void uploader.cancel().then(resolve);
      });
      void uploader.start();
    });
    expect(uploader.state).toBe('canceled');
    const patch = seen.find((r) => r.method === 'PATCH')!;
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([patch.path]);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('retries a partial upload whose connection dropped without disturbing the others, then joins them', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    let failures = 0;
    server.use(
      mswHttp.patch('/api/upload/video/:id', ({ request }) => {
        if (failures === 0 && request.headers.get('Upload-Concat') === 'partial') {
          failures += 1;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const file = bigVideo(3 * VIDEO_CHUNK_SIZE);
    const uploader = new VideoUploader(file);
    expect(await run(uploader)).toBe('success');
    expect(failures).toBe(1);
    expect(seen.filter(isPartCreation)).toHaveLength(3);
    expect(seen.filter(isFinal)).toHaveLength(1);
    const served = new Uint8Array(await (await fetch(`http://localhost${(await waitForVideoPath(uploader.vid!, { intervalMs: 10 })).path}`)).arrayBuffer());
    expect(sameBytes(served, new Uint8Array(await readBytes(file)))).toBe(true);
  }, UPLOAD_TEST_MS);

  it('shows the refusal of the final POST as a failure, without retrying it', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    server.use(
      mswHttp.post('/api/upload/video/', ({ request }) =>
        request.headers.get('Upload-Concat')?.startsWith('final;')
          ? HttpResponse.json({ errno: 404, result: { errors: [{ msg: '分片上传不存在或已过期，请重新上传' }] } }, { status: 404 })
          : undefined,
      ),
    );
    const errors: string[] = [];
    expect(await run(new VideoUploader(bigVideo(), { onError: (m) => errors.push(m) }))).toBe('failure');
    expect(errors).toEqual(['分片上传不存在或已过期，请重新上传']);
    expect(seen.filter(isFinal)).toHaveLength(1);
  });

  it('shows the refusal of the server as a failure', async () => {
    signInForTest('org_gov');
    server.use(mswHttp.post('/api/upload/video/', () => HttpResponse.json({ errno: 403, result: { errors: [{ msg: '登录过期，请重新登录' }] } }, { status: 403 })));
    const errors: string[] = [];
    expect(await run(new VideoUploader(bigVideo(1000), { onError: (m) => errors.push(m) }))).toBe('failure');
    expect(errors).toEqual(['登录过期，请重新登录']);
  });
});
