/**
 * Resumable video uploads with tus-js-client against the server's tus endpoint (docs/uploads.md, spec §4, §9):
 * 1 MB parts, 5 in parallel, 3 retries 2 s apart, resume after a dropped connection or a page reload (fingerprint
 * in localStorage; the file hash covers the first 1024 bytes), then polling of /api/get_video_path every 2 s.
 *
 * Parallel parts use the tus concatenation extension: the file is cut into up to 5 slices of whole 1 MB parts
 * (videoUploadPlan), each sent as a partial upload by its own 1 MB PATCHes with its own retries; when all are
 * complete the final POST joins them on the server into the one video (`vid`). A file of one part goes as a
 * single upload.
 */
// tus-js-client (≈22 KiB gzip) loads only when a video upload starts: `shared` is in every app, public pages too.
import type * as tus from 'tus-js-client';
import { http } from '../http/default-client';
import { getCookie } from '../session/cookies';
import { TOKEN_COOKIE } from '../session/account';
import { MSG_UPLOAD_FAILED, UPLOAD_MSG } from '../rules/upload-checks';
import type { VideoCredentials, VideoPath } from './types';

export const VIDEO_UPLOAD_ENDPOINT = '/api/upload/video/';
export const VIDEO_CHUNK_SIZE = 1024 * 1024;
export const VIDEO_RETRY_DELAYS = [2000, 2000, 2000];
export const VIDEO_PARALLEL_UPLOADS = 5;
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
/** The request under way: the parallel requests of one upload share it. */
let fetching: Promise<VideoCredentials> | null = null;

/** GET /api/video_ks, cached until one minute before its Expiration. */
export async function getVideoCredentials(force = false): Promise<VideoCredentials> {
  if (!force && credentials && Date.parse(credentials.Expiration) - 60_000 > Date.now()) return credentials;
  if (!force && fetching) return fetching;
  const request = http.get('/video_ks', undefined, { silent: true });
  fetching = request;
  try {
    credentials = await request;
    return credentials;
  } finally {
    if (fetching === request) fetching = null;
  }
}

export function forgetVideoCredentials(): void {
  credentials = null;
  fetching = null;
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
    const result = await http.get('/get_video_path', { vid }, { silent: true });
    if (result.path) return result;
    await new Promise<void>((resolve) => setTimeout(resolve, interval));
  }
}

/** How a file is sent: part size, number of partial uploads sent in parallel and the byte range of each. */
export interface VideoUploadPlan {
  chunkSize: number;
  parallelUploads: number;
  /** null for a single upload */
  boundaries: { start: number; end: number }[] | null;
}

/**
 * 1 MB parts (larger only beyond VIDEO_MAX_PARTS parts), dealt in whole parts to at most VIDEO_PARALLEL_UPLOADS
 * partial uploads — the first ones get one part more when they do not share evenly — so the number of PATCHes is the
 * number of parts and no partial upload is smaller than a part: a file of 1 MB or less goes as a single upload,
 * one of 3.5 MB as 4 partial uploads of one part each, one of 12 MB as 5 of 3, 3, 2, 2 and 2 parts.
 */
export function videoUploadPlan(size: number): VideoUploadPlan {
  const chunkSize = Math.max(VIDEO_CHUNK_SIZE, Math.ceil(size / VIDEO_MAX_PARTS));
  const parts = Math.max(1, Math.ceil(size / chunkSize));
  const parallelUploads = Math.min(VIDEO_PARALLEL_UPLOADS, parts);
  if (parallelUploads === 1) return { chunkSize, parallelUploads, boundaries: null };
  const boundaries: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i < parallelUploads; i += 1) {
    const count = Math.floor(parts / parallelUploads) + (i < parts % parallelUploads ? 1 : 0);
    const end = Math.min(size, start + count * chunkSize);
    boundaries.push({ start, end });
    start = end;
  }
  return { chunkSize, parallelUploads, boundaries };
}

/**
 * The checkpoint to resume from: the newest stored for this fingerprint whose shape fits the plan (the URLs of as
 * many partial uploads, or one upload URL); the others are stale and removed.
 */
async function checkpointFor(upload: tus.Upload, plan: VideoUploadPlan): Promise<tus.PreviousUpload | null> {
  const previous = (await upload.findPreviousUploads()).sort((a, b) => (Date.parse(b.creationTime) || 0) - (Date.parse(a.creationTime) || 0));
  const fits = (p: tus.PreviousUpload) =>
    plan.parallelUploads > 1 ? p.parallelUploadUrls?.length === plan.parallelUploads && p.parallelUploadUrls.every(Boolean) : Boolean(p.uploadUrl);
  const chosen = previous.find(fits) ?? null;
  for (const p of previous) if (p !== chosen) await localStorageUrlStorage.removeUpload(p.urlStorageKey);
  return chosen;
}

/** The upload id at the end of a tus upload URL (absolute or relative). */
const uploadIdOf = (url: string) => url.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';

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

/**
 * One file's resumable upload: start, pause (stopped), resume, cancel. Each start() builds a fresh tus upload that
 * resumes from the checkpoint in localStorage (tus-js-client does not restart an aborted parallel upload cleanly).
 */
export class VideoUploader {
  state: VideoUploadState = 'ready';
  vid: string | null = null;
  error: string | null = null;
  private upload: tus.Upload | null = null;
  private fingerprint: string | null = null;
  /** Ids of the uploads this file has on the server (its partial uploads, or its single upload): what cancel() deletes. */
  private readonly serverIds = new Set<string>();

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

  /** What every tus request carries: the transport, the upload key and the CSRF token, the retry rules. */
  private requestOptions(): tus.UploadOptions {
    return {
      retryDelays: VIDEO_RETRY_DELAYS,
      ...(transport.httpStack ? { httpStack: transport.httpStack } : {}),
      onBeforeRequest: async (req) => {
        const key = await getVideoCredentials();
        req.setHeader('Upload-Key', `${key.ks}.${key.token}`);
        const csrf = getCookie(TOKEN_COOKIE);
        if (csrf) req.setHeader('X-CSRF-TOKEN', csrf);
      },
      onShouldRetry: (error, _attempt, options) => {
        // A parallel upload learns of a partial upload's failure only after that one used up its own retries:
        // the whole upload retries its final POST only.
        if ((options.parallelUploads ?? 1) > 1 && !error.originalRequest?.getHeader('Upload-Concat')?.startsWith('final;')) return false;
        const response = error.originalResponse;
        // spec §4/§8: an expired upload token is renewed and the upload goes on
        if (response?.getHeader('Upload-Key-Expired')) {
          forgetVideoCredentials();
          return true;
        }
        const status = response?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
    };
  }

  private async create(): Promise<tus.Upload> {
    this.fingerprint ??= await videoFingerprint(this.file);
    const fingerprint = this.fingerprint;
    const { Upload } = await import('tus-js-client');
    const plan = videoUploadPlan(this.file.size);
    const base = this.requestOptions();
    /** Whether this tus upload is the one running (not stopped, canceled, failed or replaced by a later start). */
    const running = () => upload === this.upload && this.state === 'uploading';
    const upload: tus.Upload = new Upload(this.file, {
      ...base,
      endpoint: VIDEO_UPLOAD_ENDPOINT,
      chunkSize: plan.chunkSize,
      parallelUploads: plan.parallelUploads,
      parallelUploadBoundaries: plan.boundaries,
      metadata: { filename: this.file.name, filetype: this.file.type, use: this.options.use ?? '' },
      fingerprint: async () => fingerprint,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: {
        ...localStorageUrlStorage,
        // no checkpoint for an upload canceled meanwhile (a partial upload's creation answered after cancel())
        addUpload: async (print, stored) => (this.state === 'canceled' ? '' : localStorageUrlStorage.addUpload(print, stored)),
      },
      ...(transport.fileReader ? { fileReader: transport.fileReader } : {}),
      onBeforeRequest: async (req) => {
        // tus-js-client may still start a partial upload after abort() (while its slice was being read): not sent
        if (!running()) throw new Error('upload stopped');
        await base.onBeforeRequest!(req);
      },
      onShouldRetry: (error, attempt, options) => running() && base.onShouldRetry!(error, attempt, options),
      onAfterResponse: (req, res) => {
        const location = res.getHeader('Location');
        if (req.getMethod() !== 'POST' || res.getStatus() !== 201 || !location || req.getHeader('Upload-Concat')?.startsWith('final;')) return;
        // an upload of this file on the server, for cancel(); one created while cancel() was at work goes at once
        this.serverIds.add(uploadIdOf(location));
        if (this.state === 'canceled') void this.terminate([uploadIdOf(location)]);
      },
      onProgress: (sent, total) => this.options.onProgress?.(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => {
        if (!running()) return;
        this.vid = upload.url ? uploadIdOf(upload.url) : null;
        if (!this.vid) return this.fail(MSG_UPLOAD_FAILED);
        this.options.onProgress?.(100);
        this.setState('success');
        this.options.onSuccess?.(this.vid);
      },
      onError: (error) => {
        if (!running()) return;
        // the other partial uploads stop too; start() continues from the checkpoint
        void upload.abort(false).catch(() => undefined);
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
    const previous = await checkpointFor(upload, plan);
    if (previous) {
      upload.resumeFromPreviousUpload(previous);
      for (const url of previous.parallelUploadUrls ?? [previous.uploadUrl ?? '']) if (url) this.serverIds.add(uploadIdOf(url));
    }
    return upload;
  }

  /** tus termination of uploads of this file on the server (errors ignored: what is left expires after a day). */
  private async terminate(ids: string[]): Promise<void> {
    const { Upload } = await import('tus-js-client');
    await Promise.all(ids.map((id) => Upload.terminate(`${VIDEO_UPLOAD_ENDPOINT}${id}`, this.requestOptions()).catch(() => undefined)));
  }

  /** Starts, or resumes after stop, a failure or a reload (the same file continues where it stopped). */
  async start(): Promise<void> {
    if (this.state === 'uploading' || this.state === 'success') return;
    if (!isVideoFile(this.file)) return this.fail(UPLOAD_MSG.videoType);
    if (this.file.size === 0) return this.fail('文件大小为0，不能上传');
    this.error = null;
    this.upload = null;
    this.setState('uploading');
    try {
      const upload = await this.create();
      // stopped or canceled meanwhile
      if ((this.state as VideoUploadState) !== 'uploading') return;
      this.upload = upload;
      upload.start();
    } catch {
      this.fail(MSG_UPLOAD_FAILED);
    }
  }

  /** Pauses (state stopped); start() continues from the server's offsets. */
  async stop(): Promise<void> {
    if (this.state !== 'uploading') return;
    this.setState('stopped');
    await this.upload?.abort(false);
  }

  /** Cancels: stops every request, deletes what the server holds (tus termination of each partial upload) and the checkpoint. */
  async cancel(): Promise<void> {
    if (this.state === 'success' || this.state === 'canceled') return;
    this.setState('canceled');
    await this.upload?.abort(false).catch(() => undefined);
    await this.terminate([...this.serverIds]);
    for (const stored of this.fingerprint ? await localStorageUrlStorage.findUploadsByFingerprint(this.fingerprint) : []) {
      await localStorageUrlStorage.removeUpload(stored.urlStorageKey);
    }
  }
}
