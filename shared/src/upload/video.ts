/**
 * Resumable video uploads with tus-js-client against the server's tus endpoint (docs/uploads.md, spec §4, §9):
 * 1 MB parts, 3 retries 2 s apart, resume after a dropped connection or a page reload (fingerprint in
 * localStorage; the file hash covers the first 1024 bytes), then polling of /api/get_video_path every 2 s.
 *
 * Parallel parts: spec §9 asks for 5 in parallel, but tus-js-client can only upload in parallel through the tus
 * "concatenation" extension, which @tus/server's FileStore does not offer; parts therefore go one after another
 * (VIDEO_PARALLEL_UPLOADS = 1). Each 1 MB part is still retried and resumed on its own.
 */
// tus-js-client (≈22 KiB gzip) loads only when a video upload starts: `shared` is in every app, public pages too.
import type * as tus from 'tus-js-client';
import { http } from '../http/default-client';
import { getCookie } from '../session/cookies';
import { TOKEN_COOKIE } from '../session/account';
import { MSG_UPLOAD_FAILED } from '../rules/upload-checks';
import { MSG_VIDEO_TYPE } from './messages';
import type { VideoCredentials, VideoPath } from './types';

export const VIDEO_UPLOAD_ENDPOINT = '/api/upload/video/';
export const VIDEO_CHUNK_SIZE = 1024 * 1024;
export const VIDEO_RETRY_DELAYS = [2000, 2000, 2000];
export const VIDEO_PARALLEL_UPLOADS = 1;
export const VIDEO_MAX_PARTS = 10000;
export const VIDEO_HASH_BYTES = 1024;
export const VIDEO_POLL_MS = 2000;

export type VideoUploadState = 'ready' | 'uploading' | 'success' | 'failure' | 'canceled' | 'stopped';

export const VIDEO_STATE_TEXT: Record<VideoUploadState, string> = {
  ready: '待上传',
  uploading: '上传中',
  success: '上传成功',
  failure: '上传失败',
  canceled: '已取消',
  stopped: '已暂停',
};

/** What tus-js-client uses to send requests and read the file; the defaults are the browser's XHR and Blob slices. */
export interface VideoUploadTransport {
  httpStack?: tus.HttpStack;
  fileReader?: tus.UploadOptions['fileReader'];
}

let transport: VideoUploadTransport = {};

/** Port for environments without XHR uploads of browser files (page tests use the fetch transport). */
export function setVideoUploadTransport(next: VideoUploadTransport): void {
  transport = next;
}

/**
 * Resume checkpoints in localStorage under `tus::<fingerprint>::<n>` (the format of tus-js-client's browser
 * storage), kept in every environment so a reloaded page finds its unfinished upload.
 */
export const localStorageUrlStorage: tus.UrlStorage = {
  async findAllUploads() {
    return entries('tus::');
  },
  async findUploadsByFingerprint(fingerprint) {
    return entries(`tus::${fingerprint}::`);
  },
  async removeUpload(key) {
    storage()?.removeItem(key);
  },
  async addUpload(fingerprint, upload) {
    const key = `tus::${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    storage()?.setItem(key, JSON.stringify(upload));
    return key;
  },
};

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function entries(prefix: string): tus.PreviousUpload[] {
  const store = storage();
  if (!store) return [];
  const found: tus.PreviousUpload[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      found.push({ ...(JSON.parse(store.getItem(key) ?? '') as tus.PreviousUpload), urlStorageKey: key });
    } catch {
      /* a broken entry never blocks an upload */
    }
  }
  return found;
}

let credentials: VideoCredentials | null = null;

/** GET /api/video_ks, cached until one minute before its Expiration. */
export async function getVideoCredentials(force = false): Promise<VideoCredentials> {
  if (!force && credentials && Date.parse(credentials.Expiration) - 60_000 > Date.now()) return credentials;
  credentials = await http.get<VideoCredentials>('/video_ks', undefined, { silent: true });
  return credentials;
}

export function forgetVideoCredentials(): void {
  credentials = null;
}

function fnv1a(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const b of bytes) {
    hash ^= b;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function readHead(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  const head = file.slice(0, VIDEO_HASH_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** Spec §9: the file hash uses the first 1024 bytes; with name, size and date it identifies a resumable upload. */
export async function videoFingerprint(file: File): Promise<string> {
  const head = await readHead(file);
  let hash: string;
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', head));
    hash = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  } else {
    hash = fnv1a(head);
  }
  return ['saishi-video', file.name, file.size, file.lastModified, hash].join(':');
}

/** Resolves when the server has processed the video (path filled); polls every 2 s. Rejects with the first error message. */
export async function waitForVideoPath(vid: string, options: { intervalMs?: number; signal?: AbortSignal } = {}): Promise<VideoPath> {
  const interval = options.intervalMs ?? VIDEO_POLL_MS;
  for (;;) {
    if (options.signal?.aborted) throw new Error('canceled');
    const result = await http.get<VideoPath>('/get_video_path', { vid }, { silent: true });
    if (result.path) return result;
    await new Promise<void>((resolve) => setTimeout(resolve, interval));
  }
}

export function isVideoFile(file: { type: string; name: string }): boolean {
  return file.type.startsWith('video/') || /\.(mp4|mov|m4v|webm|mkv|avi|flv|ts)$/i.test(file.name);
}

export interface VideoUploaderOptions {
  use?: string;
  onStateChange?: (state: VideoUploadState) => void;
  onProgress?: (percent: number) => void;
  /** With the video id (`vid` of /api/get_video_path). */
  onSuccess?: (vid: string) => void;
  onError?: (message: string) => void;
}

/** One file's resumable upload: start, pause (stopped), resume, cancel. */
export class VideoUploader {
  state: VideoUploadState = 'ready';
  vid: string | null = null;
  error: string | null = null;
  private upload: tus.Upload | null = null;

  constructor(
    readonly file: File,
    private readonly options: VideoUploaderOptions = {},
  ) {}

  private setState(state: VideoUploadState): void {
    this.state = state;
    this.options.onStateChange?.(state);
  }

  private fail(message: string): void {
    this.error = message;
    this.setState('failure');
    this.options.onError?.(message);
  }

  private async create(): Promise<tus.Upload> {
    const fingerprint = await videoFingerprint(this.file);
    const { Upload } = await import('tus-js-client');
    const upload = new Upload(this.file, {
      endpoint: VIDEO_UPLOAD_ENDPOINT,
      chunkSize: Math.max(VIDEO_CHUNK_SIZE, Math.ceil(this.file.size / VIDEO_MAX_PARTS)),
      retryDelays: VIDEO_RETRY_DELAYS,
      parallelUploads: VIDEO_PARALLEL_UPLOADS,
      metadata: { filename: this.file.name, filetype: this.file.type, use: this.options.use ?? '' },
      fingerprint: async () => fingerprint,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: localStorageUrlStorage,
      ...(transport.httpStack ? { httpStack: transport.httpStack } : {}),
      ...(transport.fileReader ? { fileReader: transport.fileReader } : {}),
      onBeforeRequest: async (req) => {
        const key = await getVideoCredentials();
        req.setHeader('Upload-Key', `${key.ks}.${key.token}`);
        const csrf = getCookie(TOKEN_COOKIE);
        if (csrf) req.setHeader('X-CSRF-TOKEN', csrf);
      },
      onShouldRetry: (error) => {
        const response = error.originalResponse;
        // spec §4/§8: an expired upload token is renewed and the upload goes on
        if (response?.getHeader('Upload-Key-Expired')) {
          forgetVideoCredentials();
          return true;
        }
        const status = response?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => this.options.onProgress?.(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => {
        if (this.state === 'canceled') return;
        this.vid = upload.url?.split('/').filter(Boolean).pop() ?? null;
        if (!this.vid) return this.fail(MSG_UPLOAD_FAILED);
        this.options.onProgress?.(100);
        this.setState('success');
        this.options.onSuccess?.(this.vid);
      },
      onError: (error) => {
        if (this.state === 'canceled' || this.state === 'stopped') return;
        const body = (error as tus.DetailedError).originalResponse?.getBody() ?? '';
        let message = MSG_UPLOAD_FAILED;
        try {
          message = (JSON.parse(body) as { result?: { errors?: { msg?: string }[] } }).result?.errors?.[0]?.msg ?? message;
        } catch {
          /* tus answers in plain text */
        }
        this.fail(message);
      },
    });
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    return upload;
  }

  /** Starts, or resumes after stop (and after a reload: the same file continues where it stopped). */
  async start(): Promise<void> {
    if (this.state === 'uploading' || this.state === 'success') return;
    if (!isVideoFile(this.file)) return this.fail(MSG_VIDEO_TYPE);
    if (this.file.size === 0) return this.fail('文件大小为0，不能上传');
    this.error = null;
    this.setState('uploading');
    try {
      this.upload ??= await this.create();
      this.upload.start();
    } catch {
      this.fail(MSG_UPLOAD_FAILED);
    }
  }

  /** Pauses (state stopped); start() continues from the server's offset. */
  async stop(): Promise<void> {
    if (this.state !== 'uploading') return;
    this.setState('stopped');
    await this.upload?.abort(false);
  }

  /** Cancels and deletes what was uploaded (tus termination). */
  async cancel(): Promise<void> {
    if (this.state === 'success' || this.state === 'canceled') return;
    this.setState('canceled');
    await this.upload?.abort(true).catch(() => undefined);
  }
}
