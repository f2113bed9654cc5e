import { http as mswHttp, HttpResponse } from 'msw';
import { setupPageTest, signInForTest } from '../mocks/testing';
import { enableFetchVideoTransport } from './fetch-transport';
import {
  getVideoCredentials,
  forgetVideoCredentials,
  VideoUploader,
  videoFingerprint,
  waitForVideoPath,
  VIDEO_CHUNK_SIZE,
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

function fileOf(bytes: Uint8Array<ArrayBuffer>, name = 'clip.mp4'): File {
  return new File([bytes], name, { type: 'video/mp4', lastModified: 1700000000000 });
}

describe('video upload helpers', () => {
  it('uses the §9 constants: 1 MB parts, 3 retries 2 s apart', () => {
    expect(VIDEO_CHUNK_SIZE).toBe(1024 * 1024);
    expect(VIDEO_RETRY_DELAYS).toEqual([2000, 2000, 2000]);
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
  it('creates the upload, sends 1 MB parts with the upload key and CSRF token, then the path appears', async () => {
    const { token } = signInForTest('org_gov');
    forgetVideoCredentials();
    const seen = recordTus();
    const progress: number[] = [];
    const states: VideoUploadState[] = [];
    const uploader = new VideoUploader(bigVideo(), { use: 'match', onProgress: (p) => progress.push(p), onStateChange: (s) => states.push(s) });
    expect(uploader.state).toBe('ready');
    expect(await run(uploader)).toBe('success');
    expect(states).toEqual(['uploading', 'success']);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(seen.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual(['0', String(VIDEO_CHUNK_SIZE), String(2 * VIDEO_CHUNK_SIZE)]);
    for (const r of seen) {
      expect(r.key).toMatch(/^[0-9a-f]{16}\.\d{13}\.[0-9a-f]{64}$/);
      expect(r.csrf).toBe(token);
    }
    expect(progress.at(-1)).toBe(100);
    expect(uploader.vid).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);

    const video = await waitForVideoPath(uploader.vid!, { intervalMs: 10 });
    expect(video.path).toMatch(/^\/api\/media\/mock-\d+\.mp4$/);
    const served = await fetch(`http://localhost${video.path}`);
    expect((await served.arrayBuffer()).byteLength).toBe(bigVideo().size);
  });

  it('resumes after a page reload from the offset the server has (no second upload is created)', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    const file = bigVideo();
    const first = new VideoUploader(file);
    await new Promise<void>((resolve) => {
      let stopped = false;
      first['options'].onProgress = (percent) => {
        if (!stopped && percent >= 40) {
          stopped = true;
          void first.stop().then(resolve);
        }
      };
      void first.start();
    });
    expect(first.state).toBe('stopped');
    expect(Object.keys(localStorage).some((k) => k.startsWith('tus::saishi-video:决赛集锦.mp4:'))).toBe(true);
    const patchedBefore = seen.filter((r) => r.method === 'PATCH').length;

    // "reload": a new uploader for the same file finds the checkpoint in localStorage
    const again = new VideoUploader(file);
    expect(await run(again)).toBe('success');
    const after = seen.slice(patchedBefore + 1);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(after[0]!.method).toBe('HEAD');
    expect(after.filter((r) => r.method === 'PATCH')[0]!.offset).not.toBe('0');
    expect(again.vid).toBe(first['upload']!.url!.split('/').pop());
  });

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

  it('cancels with a tus DELETE and ends canceled', async () => {
    signInForTest('org_gov');
    const seen = recordTus();
    const uploader = new VideoUploader(bigVideo());
    const state = await new Promise<VideoUploadState>((resolve) => {
      uploader['options'].onProgress = (percent) => {
        if (percent >= 30 && uploader.state === 'uploading') void uploader.cancel().then(() => resolve(uploader.state));
      };
      void uploader.start();
    });
    expect(state).toBe('canceled');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.at(-1)!.method).toBe('DELETE');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('shows the refusal of the server as a failure', async () => {
    signInForTest('org_gov');
    server.use(mswHttp.post('/api/upload/video/', () => HttpResponse.json({ errno: 403, result: { errors: [{ msg: '登录过期，请重新登录' }] } }, { status: 403 })));
    const errors: string[] = [];
    expect(await run(new VideoUploader(bigVideo(1000), { onError: (m) => errors.push(m) }))).toBe('failure');
    expect(errors).toEqual(['登录过期，请重新登录']);
  });
});
